import { afterEach, describe, expect, it, vi } from 'vitest'

import {
  REDACTION_RETURN_KEYS,
  type TransferStorage,
} from '../../../domain/files/image-transfer.ts'

import { takeRedactedImage } from './use-redacted-image.ts'

/** The 8-byte PNG signature, as the redaction tool would store it. */
const PNG_SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10]
const PNG = 'data:image/png;base64,iVBORw0KGgo='

function storageWith(values: { image?: string; name?: string; type?: string }) {
  const items = new Map<string, string>()
  if (values.image !== undefined) items.set(REDACTION_RETURN_KEYS.image, values.image)
  if (values.name !== undefined) items.set(REDACTION_RETURN_KEYS.name, values.name)
  if (values.type !== undefined) items.set(REDACTION_RETURN_KEYS.type, values.type)
  const storage: TransferStorage = {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
  return { storage, items }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('takeRedactedImage', () => {
  it('gives the returned image as a file, and removes the items', async () => {
    const { storage, items } = storageWith({
      image: PNG,
      name: 'letter-redacted.png',
      type: 'image/png',
    })
    const file = takeRedactedImage(storage)
    expect(file).toMatchObject({ name: 'letter-redacted.png', type: 'image/png' })
    expect([...new Uint8Array((await file?.arrayBuffer()) ?? new ArrayBuffer(0))]).toEqual(
      PNG_SIGNATURE,
    )
    expect(items.size).toBe(0)
    expect(takeRedactedImage(storage)).toBeNull()
  })

  it.each([
    { case: 'nothing returned', values: {}, logged: false },
    {
      case: 'a remote address',
      values: { image: 'https://example.com/a.png', name: 'a.png', type: 'image/png' },
      logged: false,
    },
    {
      case: 'a type that disagrees with the data',
      values: { image: PNG, name: 'a.jpg', type: 'image/jpeg' },
      logged: false,
    },
    {
      case: 'base64 that does not decode',
      values: { image: 'data:image/png;base64,abcde', name: 'a.png', type: 'image/png' },
      logged: true,
    },
  ])('$case → null, items removed', ({ values, logged }) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { storage, items } = storageWith(values)
    expect(takeRedactedImage(storage)).toBeNull()
    expect(items.size).toBe(0)
    expect(warn).toHaveBeenCalledTimes(logged ? 1 : 0)
  })

  it('only logs when storage cannot be reached', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const blocked: TransferStorage = {
      getItem: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
      setItem: () => {},
      removeItem: () => {},
    }
    expect(takeRedactedImage(blocked)).toBeNull()
    expect(warn).toHaveBeenCalled()
  })
})
