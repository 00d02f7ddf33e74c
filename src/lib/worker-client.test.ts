// The worker is the boundary: a fake one that answers comlink over a real MessageChannel.
import { expose } from 'comlink'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createWorkerClient } from './worker-client.ts'

const IDLE_MS = 10_000

interface EchoApi {
  echo(value: string): string
  /** Never answers, so a call stays in flight until it is aborted or the worker stops. */
  hang(): Promise<never>
}

class FakeWorker extends EventTarget {
  static instances: FakeWorker[] = []
  terminated = false
  private readonly port: MessagePort

  constructor() {
    super()
    const { port1, port2 } = new MessageChannel()
    expose(
      {
        echo: (value: string) => value,
        hang: () => new Promise<never>(() => {}),
      } satisfies EchoApi,
      port2,
    )
    this.port = port1
    FakeWorker.instances.push(this)
  }

  postMessage(message: unknown, transfer: Transferable[] = []) {
    this.port.postMessage(message, transfer)
  }

  override addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | AddEventListenerOptions,
  ) {
    if (type !== 'message') return super.addEventListener(type, listener, options)
    if (listener) this.port.addEventListener(type, listener, options)
    this.port.start()
  }

  override removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: boolean | EventListenerOptions,
  ) {
    if (type !== 'message') return super.removeEventListener(type, listener, options)
    if (listener) this.port.removeEventListener(type, listener, options)
  }

  terminate() {
    this.terminated = true
    this.port.close()
  }
}

function newClient() {
  return createWorkerClient<EchoApi>(() => new FakeWorker() as unknown as Worker, {
    idleMs: IDLE_MS,
  })
}

beforeEach(() => {
  FakeWorker.instances = []
  vi.useFakeTimers()
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('createWorkerClient', () => {
  it('starts the worker on the first call and keeps it for the next', async () => {
    const client = newClient()
    expect(FakeWorker.instances).toHaveLength(0)
    expect(await client.call((api) => api.echo('one'))).toBe('one')
    expect(await client.call((api) => api.echo('two'))).toBe('two')
    expect(FakeWorker.instances).toHaveLength(1)
  })

  it('terminates the worker after the idle timeout, and starts a new one when needed', async () => {
    const client = newClient()
    await client.call((api) => api.echo('x'))
    vi.advanceTimersByTime(IDLE_MS - 1)
    expect(FakeWorker.instances[0]?.terminated).toBe(false)
    vi.advanceTimersByTime(1)
    expect(FakeWorker.instances[0]?.terminated).toBe(true)

    expect(await client.call((api) => api.echo('again'))).toBe('again')
    expect(FakeWorker.instances).toHaveLength(2)
  })

  it('does not stop a worker while a call runs, and a new call restarts the idle time', async () => {
    const client = newClient()
    const controller = new AbortController()
    const pending = client.call((api) => api.hang(), controller.signal)
    vi.advanceTimersByTime(IDLE_MS * 3)
    expect(FakeWorker.instances[0]?.terminated).toBe(false)
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })

    await client.call((api) => api.echo('x'))
    vi.advanceTimersByTime(IDLE_MS / 2)
    await client.call((api) => api.echo('y'))
    vi.advanceTimersByTime(IDLE_MS / 2)
    expect(FakeWorker.instances[1]?.terminated).toBe(false)
  })

  it('terminates the worker at once when the caller aborts', async () => {
    const client = newClient()
    const controller = new AbortController()
    const pending = client.call((api) => api.hang(), controller.signal)
    controller.abort()
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' })
    expect(FakeWorker.instances[0]?.terminated).toBe(true)
  })

  it('refuses a call whose signal has already aborted, without starting a worker', async () => {
    const client = newClient()
    await expect(client.call((api) => api.echo('x'), AbortSignal.abort())).rejects.toMatchObject({
      name: 'AbortError',
    })
    expect(FakeWorker.instances).toHaveLength(0)
  })

  it('rejects a running call when the worker reports an error, or is stopped', async () => {
    const client = newClient()
    const failing = client.call((api) => api.hang())
    FakeWorker.instances[0]?.dispatchEvent(
      Object.assign(new Event('error'), { message: 'module failed' }),
    )
    await expect(failing).rejects.toThrow('module failed')
    expect(FakeWorker.instances[0]?.terminated).toBe(true)

    const stopped = client.call((api) => api.hang())
    client.terminate()
    await expect(stopped).rejects.toThrow('The worker was stopped.')
  })

  it('keeps a held worker past the idle timeout until it is released', async () => {
    const client = newClient()
    const release = client.hold()
    expect(FakeWorker.instances).toHaveLength(1)
    await client.call((api) => api.echo('x'))
    vi.advanceTimersByTime(IDLE_MS * 3)
    expect(FakeWorker.instances[0]?.terminated).toBe(false)
    release()
    release()
    vi.advanceTimersByTime(IDLE_MS)
    expect(FakeWorker.instances[0]?.terminated).toBe(true)
  })

  it('is unusable once disabled, or where the browser has no workers', () => {
    const client = newClient()
    client.hold()
    expect(client.usable()).toBe(false) // Node has no Worker global.
    vi.stubGlobal('Worker', FakeWorker)
    expect(client.usable()).toBe(true)
    client.disable()
    expect(client.usable()).toBe(false)
    expect(FakeWorker.instances[0]?.terminated).toBe(true)
  })
})
