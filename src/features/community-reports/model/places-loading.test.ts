import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import {
  PlacesTimeoutError,
  loadWithRetries,
  retryDelayMs,
  waitUntilAvailable,
} from './places-loading.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('retryDelayMs: n × 2^n', () => {
  it.each([
    [1, 2],
    [2, 8],
    [3, 24],
  ])('retry %d waits %d ms', (retry, ms) => {
    expect(retryDelayMs(retry)).toBe(ms)
  })
})

describe('loadWithRetries', () => {
  it('loads once when the first try works', async () => {
    const load = vi.fn(async () => {})
    await loadWithRetries(load)
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('retries 3 times, after 2, 8 and 24 ms, then gives up with the last error', async () => {
    const calledAt: number[] = []
    const load = vi.fn(async () => {
      calledAt.push(Date.now())
      throw new Error(`failure ${calledAt.length}`)
    })
    const start = Date.now()
    const result = loadWithRetries(load)
    const settled = expect(result).rejects.toThrow('failure 4')
    await vi.runAllTimersAsync()
    await settled
    expect(calledAt.map((at) => at - start)).toEqual([0, 2, 10, 34])
  })

  it('stops retrying as soon as a retry works', async () => {
    let calls = 0
    const result = loadWithRetries(async () => {
      calls++
      if (calls < 3) throw new Error('not yet')
    })
    await vi.runAllTimersAsync()
    await result
    expect(calls).toBe(3)
  })
})

describe('waitUntilAvailable', () => {
  it('resolves at once when the script is already there', async () => {
    await waitUntilAvailable(() => true)
  })

  it('checks every second and resolves at the first check that finds it', async () => {
    let available = false
    const checks: number[] = []
    const start = Date.now()
    const done = vi.fn()
    void waitUntilAvailable(() => {
      checks.push(Date.now() - start)
      return available
    }).then(done)

    await vi.advanceTimersByTimeAsync(3000)
    expect(checks).toEqual([0, 1000, 2000, 3000])
    expect(done).not.toHaveBeenCalled()
    available = true
    await vi.advanceTimersByTimeAsync(999)
    expect(done).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(done).toHaveBeenCalledTimes(1)
  })

  it('gives up after 10 seconds', async () => {
    const result = waitUntilAvailable(() => false)
    const settled = expect(result).rejects.toBeInstanceOf(PlacesTimeoutError)
    await vi.advanceTimersByTimeAsync(9999)
    await vi.advanceTimersByTimeAsync(1)
    await settled
    expect(vi.getTimerCount()).toBe(0)
  })

  it('not before 10 seconds', async () => {
    const failed = vi.fn()
    void waitUntilAvailable(() => false).catch(failed)
    await vi.advanceTimersByTimeAsync(9999)
    expect(failed).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(failed).toHaveBeenCalledTimes(1)
  })

  it('stops polling when the page is left', async () => {
    const controller = new AbortController()
    const isAvailable = vi.fn(() => false)
    void waitUntilAvailable(isAvailable, { signal: controller.signal })
    await vi.advanceTimersByTimeAsync(2000)
    controller.abort()
    const checks = isAvailable.mock.calls.length
    await vi.advanceTimersByTimeAsync(20_000)
    expect(isAvailable.mock.calls.length).toBe(checks)
    expect(vi.getTimerCount()).toBe(0)
  })
})
