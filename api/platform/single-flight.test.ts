import { describe, expect, it } from 'vitest'

import { singleFlight } from './single-flight.ts'

describe('singleFlight', () => {
  it('shares one running load between callers, then starts afresh', async () => {
    let loads = 0
    let release: (value: number) => void = () => {}
    const read = singleFlight(() => {
      loads++
      return new Promise<number>((resolve) => (release = resolve))
    })
    const first = read()
    const second = read()
    release(1)
    expect(await Promise.all([first, second])).toEqual([1, 1])
    expect(loads).toBe(1)
    const third = read()
    release(2)
    expect(await third).toBe(2)
    expect(loads).toBe(2)
  })

  it('lets a failure reach every waiting caller, and tries again on the next call', async () => {
    let calls = 0
    const read = singleFlight(async () => {
      calls++
      if (calls === 1) throw new Error('database down')
      return 'ok'
    })
    await expect(Promise.all([read(), read()])).rejects.toThrow('database down')
    expect(await read()).toBe('ok')
    expect(calls).toBe(2)
  })
})

describe('singleFlight with reuse', () => {
  it('answers from a settled result for a while, then reads again', async () => {
    let loads = 0
    const read = singleFlight(async () => ++loads, 50)
    expect(await read()).toBe(1)
    expect(await read()).toBe(1)
    await new Promise((resolve) => setTimeout(resolve, 60))
    expect(await read()).toBe(2)
  })
})

describe('singleFlight with a version', () => {
  it('reads again at once when the version changes, however recent the last read', async () => {
    let version = 0
    let loads = 0
    const read = singleFlight(
      async () => ++loads,
      60_000,
      () => version,
    )
    expect(await read()).toBe(1)
    expect(await read()).toBe(1)
    version++
    expect(await read()).toBe(2)
  })
})

describe('singleFlight with a lazy thenable (a query builder)', () => {
  it('runs it once for every caller that shares it', async () => {
    let runs = 0
    // Like a query builder: every then() runs it again.
    const query: PromiseLike<number> = {
      then: (onFulfilled, onRejected) => Promise.resolve(++runs).then(onFulfilled, onRejected),
    }
    const read = singleFlight(() => query, 60_000)
    expect(await read()).toBe(1)
    expect(await read()).toBe(1)
    expect(runs).toBe(1)
  })
})
