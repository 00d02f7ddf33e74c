/**
 * The server as `npm start` runs it, in a process of its own on a free loopback port: for the
 * tests and benches that need several instances, or one they can kill.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(),
      )
    })
  })
}

export interface Instance {
  origin: string
  port: number
  dataDir: string
  process: ChildProcess
  /** Stops it (SIGTERM, SIGKILL to kill it as a crash would) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<void>
}

/**
 * Starts `api/server.ts` with the given settings (a fresh DATA_DIR, a port of its own, quiet
 * logs unless set) and waits until /api/health answers 200.
 */
export async function startInstance(
  env: Record<string, string | undefined>,
  { port, timeoutMs = 90_000 }: { port?: number; timeoutMs?: number } = {},
): Promise<Instance> {
  const chosenPort = port ?? (await freePort())
  const dataDir = mkdtempSync(path.join(tmpdir(), 'scamscreen-instance-'))
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/server.ts'], {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: './no-web-app',
      LOG_LEVEL: 'warn',
      ...env,
      PORT: String(chosenPort),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const instance: Instance = {
    origin: `http://127.0.0.1:${chosenPort}`,
    port: chosenPort,
    dataDir,
    process: child,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      await exited
    },
  }
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The instance on ${chosenPort} exited`)
    const ok = await fetch(`${instance.origin}/api/health`)
      .then((response) => response.ok)
      .catch(() => false)
    if (ok) return instance
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await instance.stop('SIGKILL')
  throw new Error(`The instance on ${chosenPort} did not start`)
}
