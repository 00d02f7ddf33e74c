import 'fake-indexeddb/auto'

import { get, set } from 'idb-keyval'
import { describe, expect, it } from 'vitest'

import { SHARED_ITEM_KEY, type SharedItem } from '../domain/files/shared-item.ts'

import { takeSharedItem } from './shared-item.ts'

const ITEM: SharedItem = {
  title: 'Parcel',
  text: 'Pay the fee at https://rm-fee.example',
  url: '',
  receivedAt: 1,
}

describe('takeSharedItem', () => {
  it('returns the shared item once, then nothing', async () => {
    await set(SHARED_ITEM_KEY, ITEM)
    expect(await takeSharedItem()).toEqual(ITEM)
    expect(await get(SHARED_ITEM_KEY)).toBeUndefined()
    expect(await takeSharedItem()).toBeUndefined()
  })

  it('gives calls made at the same time the same item', async () => {
    await set(SHARED_ITEM_KEY, ITEM)
    const [first, second] = await Promise.all([takeSharedItem(), takeSharedItem()])
    expect(first).toEqual(ITEM)
    expect(second).toEqual(ITEM)
  })

  it('drops something that is not a shared item', async () => {
    await set(SHARED_ITEM_KEY, { title: 3 })
    expect(await takeSharedItem()).toBeUndefined()
    expect(await get(SHARED_ITEM_KEY)).toBeUndefined()
  })
})
