/**
 * The page's side of the image-prep worker: strips a photo's metadata before upload.
 *
 * The worker starts on first use and stops after 10 s idle; an abort terminates it at once, so
 * a cancelled check leaves no decoding running (src/lib/worker-client.ts). If the worker cannot
 * start or fails, the original file is sent, from then on: the check matters more than the
 * metadata, and the server never stores an upload without consent.
 */
import { transfer } from 'comlink'

import { renameForType, type ImagePrepApi } from '../domain/files/image-prep.ts'

import { createWorkerClient } from './worker-client.ts'

const worker = createWorkerClient<ImagePrepApi>(
  () =>
    new Worker(new URL('../../workers/image-prep.worker.ts', import.meta.url), { type: 'module' }),
  { idleMs: 10_000 },
)

function abortError(): DOMException {
  return new DOMException('Image preparation was cancelled.', 'AbortError')
}

/**
 * Returns the image re-encoded without metadata, or the file itself when it is not an image
 * or cannot be re-encoded here. Rejects with an AbortError only if `signal` aborts.
 */
export async function stripImageMetadata(
  file: File,
  maxBytes: number,
  signal?: AbortSignal,
): Promise<File> {
  if (!file.type.startsWith('image/') || !worker.usable()) return file
  if (signal?.aborted) throw abortError()

  try {
    const buffer = await file.arrayBuffer()
    const prepared = await worker.call(
      (api) => api.stripMetadata(transfer(buffer, [buffer]), file.type, maxBytes),
      signal,
    )
    if (!prepared) return file
    return new File([prepared.buffer], renameForType(file.name, prepared.type), {
      type: prepared.type,
      lastModified: file.lastModified,
    })
  } catch (error) {
    if (signal?.aborted) throw abortError()
    console.warn('Image preparation failed; sending the original file.', error)
    worker.disable()
    return file
  }
}
