/**
 * Redaction export, off the main thread: decodes the original photo at full resolution,
 * rotates it, burns the boxes in and encodes a fresh PNG or JPEG with OffscreenCanvas, so a
 * 12-megapixel photo does not freeze the page (src/lib/redaction-render.ts does the work).
 *
 * Worker code: import only from src/domain, the DOM-free src/lib/redaction-render.ts and
 * libraries. Anything else from src/lib or the React app would pull DOM code and the whole
 * main chunk into this worker.
 */
/// <reference lib="webworker" />
import { expose, transfer } from 'comlink'

import { CanvasUnavailableError, type RedactionExportApi } from '../src/domain/redaction/export.ts'
import { canRenderOffscreen, renderRedactedOffscreen } from '../src/lib/redaction-render.ts'

const api: RedactionExportApi = {
  async exportRedacted(request) {
    // The page falls back to its own canvas when the worker cannot render.
    if (!canRenderOffscreen()) throw new CanvasUnavailableError()
    const result = await renderRedactedOffscreen(request)
    return transfer(result, [result.buffer])
  },
}

expose(api)
