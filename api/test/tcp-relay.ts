/**
 * A TCP relay on loopback that a test can cut and restore, to take a server (PostgreSQL) away
 * from the app without touching the server itself: `cut()` drops every open connection and
 * refuses new ones, as a dead network path does; `restore()` relays again.
 */
import { connect, createServer, type Socket } from 'node:net'

export interface TcpRelay {
  /** Where to connect instead of the target, e.g. 127.0.0.1:41234. */
  readonly port: number
  readonly isCut: boolean
  cut(): void
  restore(): void
  close(): Promise<void>
}

export async function startTcpRelay(target: { host: string; port: number }): Promise<TcpRelay> {
  const open = new Set<Socket>()
  let isCut = false
  const server = createServer((client) => {
    if (isCut) {
      client.destroy()
      return
    }
    const upstream = connect(target.port, target.host)
    for (const socket of [client, upstream]) {
      open.add(socket)
      socket.on('close', () => open.delete(socket))
      // Either end failing closes both, as a broken path would.
      socket.on('error', () => {
        client.destroy()
        upstream.destroy()
      })
    }
    client.pipe(upstream).pipe(client)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  if (!address || typeof address === 'string') throw new Error('The relay has no port')
  return {
    port: address.port,
    get isCut() {
      return isCut
    },
    cut() {
      isCut = true
      for (const socket of open) socket.destroy()
    },
    restore() {
      isCut = false
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
