import { describe, expect, it } from 'vitest'

import { reencodeTypeFor, renameForType } from './image-prep.ts'

describe('reencodeTypeFor', () => {
  it.each([
    { type: 'image/jpeg', expected: 'image/jpeg' },
    { type: 'image/JPEG', expected: 'image/jpeg' },
    { type: 'image/pjpeg', expected: 'image/jpeg' },
    { type: 'image/png', expected: 'image/png' },
    { type: 'image/webp', expected: 'image/png' },
    { type: 'image/gif', expected: 'image/png' },
  ])('$type becomes $expected', ({ type, expected }) => {
    expect(reencodeTypeFor(type)).toBe(expected)
  })
})

describe('renameForType', () => {
  it.each([
    { name: 'photo.jpg', type: 'image/jpeg', expected: 'photo.jpg' },
    { name: 'photo.JPEG', type: 'image/jpeg', expected: 'photo.JPEG' },
    { name: 'shot.webp', type: 'image/png', expected: 'shot.png' },
    { name: 'shot.png', type: 'image/png', expected: 'shot.png' },
    { name: 'noextension', type: 'image/png', expected: 'noextension.png' },
    { name: '.webp', type: 'image/png', expected: 'image.png' },
  ] as const)('$name as $type is $expected', ({ name, type, expected }) => {
    expect(renameForType(name, type)).toBe(expected)
  })
})
