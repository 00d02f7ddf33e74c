import { describe, expect, it } from 'vitest'

import {
  REDACTION_HANDOVER_KEYS,
  REDACTION_RETURN_KEYS,
  imageDataUrlType,
  isQuotaExceededError,
  parseImageTransfer,
  readImageTransfer,
  redactedReturnName,
  takeImageTransfer,
  writeImageTransfer,
  type TransferStorage,
} from './image-transfer.ts'

const PNG = 'data:image/png;base64,iVBORw0KGgo='

class MemoryStorage implements TransferStorage {
  readonly items = new Map<string, string>()
  constructor(private readonly quota = Infinity) {}
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    const used = [...this.items.values()].reduce((sum, v) => sum + v.length, 0)
    if (used + value.length > this.quota) {
      throw Object.assign(new Error('full'), { name: 'QuotaExceededError' })
    }
    this.items.set(key, value)
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
}

const TRANSFERS = [
  {
    transfer: 'the hand-over',
    keys: REDACTION_HANDOVER_KEYS,
    names: {
      image: 'redaction_handover_image',
      name: 'redaction_handover_name',
      type: 'redaction_handover_type',
    },
    fileName: 'scan.png',
  },
  {
    transfer: 'the return',
    keys: REDACTION_RETURN_KEYS,
    names: {
      image: 'redaction_return_image',
      name: 'redaction_return_name',
      type: 'redaction_return_type',
    },
    fileName: 'letter-redacted.png',
  },
]

describe.each(TRANSFERS)('$transfer', ({ keys, names, fileName }) => {
  it('uses its three agreed keys', () => {
    expect(keys).toEqual(names)
  })

  it('writes three items, reads them back, and takes them away', () => {
    const storage = new MemoryStorage()
    writeImageTransfer(storage, keys, { image: PNG, name: fileName, type: 'image/png' })
    expect(storage.items.size).toBe(3)
    expect(readImageTransfer(storage, keys)).toEqual({
      image: PNG,
      name: fileName,
      type: 'image/png',
    })
    expect(takeImageTransfer(storage, keys)).toEqual({
      image: PNG,
      name: fileName,
      type: 'image/png',
    })
    expect(storage.items.size).toBe(0)
  })

  it.each(['nonsense', 'https://example.com/x.png'])(
    'refuses %j as the image, and removes the items when taking them',
    (image) => {
      const storage = new MemoryStorage()
      storage.setItem(keys.image, image)
      storage.setItem(keys.type, 'image/png')
      expect(takeImageTransfer(storage, keys)).toBeNull()
      expect(storage.items.size).toBe(0)
    },
  )

  it('leaves nothing half-written when storage is full, and throws the quota error', () => {
    const storage = new MemoryStorage(PNG.length - 1)
    let thrown: unknown
    try {
      writeImageTransfer(storage, keys, { image: PNG, name: fileName, type: 'image/png' })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toMatchObject({ message: 'full' })
    expect(isQuotaExceededError(thrown)).toBe(true)
    expect(storage.items.size).toBe(0)
  })
})

describe('the two transfers', () => {
  it('keep apart: taking one leaves the other', () => {
    const storage = new MemoryStorage()
    writeImageTransfer(storage, REDACTION_HANDOVER_KEYS, {
      image: PNG,
      name: 'scan.png',
      type: 'image/png',
    })
    expect(takeImageTransfer(storage, REDACTION_RETURN_KEYS)).toBeNull()
    expect(readImageTransfer(storage, REDACTION_HANDOVER_KEYS)?.name).toBe('scan.png')
  })
})

describe('parseImageTransfer', () => {
  it.each([
    { case: 'a PNG', values: { image: PNG, name: 'scan.png', type: 'image/png' }, ok: true },
    {
      case: 'a JPEG with an upper-case type',
      values: { image: 'data:image/jpeg;base64,/9j/4AAQ', name: 'a.jpg', type: 'IMAGE/JPEG' },
      ok: true,
    },
    { case: 'no image', values: { image: null, name: 'a.png', type: 'image/png' }, ok: false },
    { case: 'no type', values: { image: PNG, name: 'a.png', type: null }, ok: false },
    {
      case: 'a PDF',
      values: {
        image: 'data:application/pdf;base64,JVBERi0=',
        name: 'a.pdf',
        type: 'application/pdf',
      },
      ok: false,
    },
    {
      case: 'a type that disagrees with the data',
      values: { image: PNG, name: 'a.jpg', type: 'image/jpeg' },
      ok: false,
    },
    {
      case: 'a data URL that is not base64',
      values: { image: 'data:image/png,<svg onload=x>', name: 'a.png', type: 'image/png' },
      ok: false,
    },
    {
      case: 'a remote address',
      values: { image: 'https://example.com/a.png', name: 'a.png', type: 'image/png' },
      ok: false,
    },
  ])('$case → valid: $ok', ({ values, ok }) => {
    expect(parseImageTransfer(values) !== null).toBe(ok)
  })

  it('names a nameless image, and bounds a long name', () => {
    expect(parseImageTransfer({ image: PNG, name: '  ', type: 'image/png' })?.name).toBe('image')
    const long = 'x'.repeat(400)
    expect(parseImageTransfer({ image: PNG, name: long, type: 'image/png' })?.name).toHaveLength(
      255,
    )
  })
})

describe('imageDataUrlType', () => {
  it('reads the mime type of an image data URL only', () => {
    expect(imageDataUrlType(PNG)).toBe('image/png')
    expect(imageDataUrlType('data:text/html;base64,PGI+')).toBeNull()
  })
})

describe('isQuotaExceededError', () => {
  it.each([
    { error: Object.assign(new Error('x'), { name: 'QuotaExceededError' }), expected: true },
    {
      error: Object.assign(new Error('x'), { name: 'NS_ERROR_DOM_QUOTA_REACHED' }),
      expected: true,
    },
    { error: new TypeError('x'), expected: false },
    { error: 'QuotaExceededError', expected: false },
    { error: null, expected: false },
  ])('$error → $expected', ({ error, expected }) => {
    expect(isQuotaExceededError(error)).toBe(expected)
  })
})

describe('redactedReturnName', () => {
  it.each([
    ['letter.jpg', 'image/png', 'letter-redacted.png'],
    ['scan.PNG', 'image/jpeg', 'scan-redacted.jpg'],
    ['', 'image/png', 'image-redacted.png'],
    ['no extension', 'image/png', 'no extension-redacted.png'],
  ])('names %j as %s → %s', (name, type, expected) => {
    expect(redactedReturnName(name, type)).toBe(expected)
  })
})
