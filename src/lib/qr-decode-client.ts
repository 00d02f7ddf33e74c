/**
 * The page's side of the QR decoding worker. It starts on first use, is reused while the
 * camera runs (`hold`), stops after 30 s idle, and an abort terminates it at once
 * (src/lib/worker-client.ts).
 */
import { transfer } from 'comlink'

import type { DecodedQr, QrDecodeApi, RgbaFrame } from '../domain/qr/decode.ts'

import { createWorkerClient } from './worker-client.ts'

const worker = createWorkerClient<QrDecodeApi>(
  () =>
    new Worker(new URL('../../workers/qr-decode.worker.ts', import.meta.url), { type: 'module' }),
  { idleMs: 30_000 },
)

/** Whether decoding on this device is possible at all (a browser with workers). */
export function canDecodeOnDevice(): boolean {
  return worker.usable()
}

/** Every QR code in an image file. Rejects when it cannot be opened or the worker fails. */
export function decodeQrImage(image: Blob, signal?: AbortSignal): Promise<DecodedQr[]> {
  return worker.call((api) => api.decodeImage(image), signal)
}

/** Every QR code in a camera frame; its pixels are handed over to the worker. */
export function decodeQrFrame(frame: RgbaFrame, signal?: AbortSignal): Promise<DecodedQr[]> {
  return worker.call((api) => api.decodeFrame(transfer(frame, [frame.data.buffer])), signal)
}

/** Keeps the worker running (the camera is scanning) until the returned function is called. */
export function holdQrDecoder(): () => void {
  return worker.hold()
}
