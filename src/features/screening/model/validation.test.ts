import { describe, expect, it } from 'vitest'

import {
  checkDescription,
  checkUpload,
  mimeTypeFor,
  uploadKind,
  validateScreening,
} from './validation.ts'

const MB = 1024 * 1024

describe('checkDescription', () => {
  it.each([
    { text: '', expected: 'missing' },
    { text: '    \n ', expected: 'missing' },
    { text: 'x'.repeat(49), expected: 'too-short' },
    { text: `  ${'x'.repeat(49)}  `, expected: 'too-short' },
    { text: 'x'.repeat(50), expected: null },
    { text: 'x'.repeat(10_000), expected: null },
    { text: 'x'.repeat(10_001), expected: 'too-long' },
  ])('a text of $text.length characters → $expected', ({ text, expected }) => {
    expect(checkDescription(text)).toBe(expected)
  })
})

describe('uploadKind', () => {
  it.each([
    { name: 'a.png', type: 'image/png', expected: 'image' },
    { name: 'a.jpg', type: 'image/jpeg', expected: 'image' },
    { name: 'a.heic', type: 'image/heic', expected: 'image' },
    { name: 'letter.pdf', type: 'application/pdf', expected: 'pdf' },
    { name: 'photo.JPG', type: '', expected: 'image' },
    { name: 'letter.PDF', type: 'application/octet-stream', expected: 'pdf' },
    { name: 'a.svg', type: 'image/svg+xml', expected: null },
    { name: 'a.png', type: 'text/html', expected: null },
    { name: 'a.docx', type: '', expected: null },
    { name: 'a.exe', type: 'application/x-msdownload', expected: null },
  ])('$name ($type) → $expected', ({ name, type, expected }) => {
    expect(uploadKind({ name, type })).toBe(expected)
  })
})

describe('checkUpload', () => {
  it.each([
    { size: 1, expected: null },
    { size: 10 * MB, expected: null },
    { size: 10 * MB + 1, expected: 'too-large' },
    { size: 0, expected: 'empty' },
  ])('a PNG of $size bytes → $expected', ({ size, expected }) => {
    expect(checkUpload({ name: 'a.png', type: 'image/png', size })).toBe(expected)
  })

  it('names the type problem before the size', () => {
    expect(checkUpload({ name: 'a.zip', type: 'application/zip', size: 20 * MB })).toBe(
      'wrong-type',
    )
  })
})

describe('validateScreening', () => {
  it('lists every problem, and none for a good form', () => {
    expect(
      validateScreening({
        description: 'short',
        file: { name: 'big.pdf', type: 'application/pdf', size: 11 * MB },
      }),
    ).toEqual({ description: 'too-short', document: 'too-large' })
    expect(validateScreening({ description: 'y'.repeat(60), file: null })).toEqual({})
  })
})

describe('mimeTypeFor', () => {
  it.each([
    { name: 'a.png', type: 'image/png', expected: 'image/png' },
    { name: 'a.JPG', type: '', expected: 'image/jpeg' },
    { name: 'a.webp', type: 'application/octet-stream', expected: 'image/webp' },
    { name: 'a.pdf', type: '', expected: 'application/pdf' },
    { name: 'noext', type: '', expected: 'application/octet-stream' },
  ])('$name ($type) → $expected', ({ name, type, expected }) => {
    expect(mimeTypeFor({ name, type })).toBe(expected)
  })
})
