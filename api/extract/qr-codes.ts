/**
 * Every QR code in an image file, with zxing-wasm. Runs in a worker thread (qr-thread.mjs, from
 * qr-pool.ts): trying hard, rotated and inverted takes real CPU on a large photo.
 *
 * Fully offline: zxing-wasm fetches its wasm from a CDN unless told otherwise, so the module is
 * given the bytes of the installed zxing_reader.wasm before its first use.
 */
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'

import { prepareZXingModule, readBarcodes, type ReaderOptions } from 'zxing-wasm/reader'

export interface QrCode {
  text: string
  /** zxing's name for the symbology: "QRCode", "MicroQRCode" or "rMQRCode". */
  format: string
}

export interface QrCodesResult {
  qrCodes: QrCode[]
  /** Set when the image could not be decoded at all (not when it simply has no QR code). */
  error?: string
}

const READER_OPTIONS: ReaderOptions = {
  formats: ['QRCode', 'MicroQRCode', 'rMQRCode'],
  tryHarder: true,
  tryRotate: true,
  tryInvert: true,
  maxNumberOfSymbols: 20,
}

const WASM_PATH = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm')

/** The promise is cached, not the module, so concurrent first calls share one instantiation. */
let ready: Promise<unknown> | undefined

function prepare(): Promise<unknown> {
  ready ??= readFile(WASM_PATH).then((wasm) =>
    prepareZXingModule({
      // A copy that owns its whole ArrayBuffer: a Buffer may be a view into a larger pool.
      overrides: { wasmBinary: new Uint8Array(wasm).buffer },
      fireImmediately: true,
    }),
  )
  ready.catch(() => {
    ready = undefined
  })
  return ready
}

/**
 * Decodes every QR code (including Micro QR and rMQR) in a PNG, JPEG, GIF or BMP file. zxing's
 * bundled image loader cannot read WebP; the caller must skip those.
 */
export async function decodeQrCodes(bytes: Uint8Array): Promise<QrCodesResult> {
  await prepare()
  const results = await readBarcodes(bytes, READER_OPTIONS)
  const seen = new Set<string>()
  const qrCodes: QrCode[] = []
  let error: string | undefined
  for (const result of results) {
    if (!result.isValid) {
      error ??= result.error || undefined
      continue
    }
    const key = `${result.format}\u0000${result.text}`
    if (seen.has(key)) continue
    seen.add(key)
    qrCodes.push({ text: result.text, format: result.format })
  }
  return qrCodes.length > 0 ? { qrCodes } : { qrCodes, error }
}
