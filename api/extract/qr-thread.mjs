// Entry point of the QR decoding worker threads (the piscina pool in qr-pool.ts). Piscina calls
// the `qrCodes` export with each task.
//
// JavaScript on purpose: Node 20 applies neither the main thread's TypeScript loader (tsx, or
// Vitest's) nor a `--import tsx` in the worker's execArgv to worker threads, so the thread
// registers tsx itself before loading the TypeScript decoder.

/** @type {Promise<typeof import('./qr-codes.ts')> | undefined} */
let decoder

function load() {
  // Imported on demand, not statically: piscina first loads this file with require(), and a
  // static import would then resolve tsx's CommonJS build, whose hooks fail to register.
  decoder ??= import('tsx/esm/api').then(({ register }) => {
    register()
    return import('./qr-codes.ts')
  })
  return decoder
}

/** @param {{ bytes: Uint8Array }} task */
export async function qrCodes({ bytes }) {
  return (await load()).decodeQrCodes(bytes)
}
