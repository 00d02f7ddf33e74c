/**
 * The redaction store's services in the browser: decoding for the editor, the export worker,
 * and the sample letter. The sample is served from our own origin and precached by the service
 * worker, so "Use Sample Image" works offline and asks no other host for anything.
 */
import {
  exportRedactedImage,
  holdRedactionExportWorker,
} from '../../lib/redaction-export-client.ts'
import { openImageForEditing } from '../../lib/redaction-image.ts'

import type { RedactionServices } from './model/redaction-store.ts'

/** Our sample letter, with invented personal details (scripts/make-redaction-sample.mjs). */
export const SAMPLE_IMAGE_URL = '/samples/sample-letter.jpg'

let fallbackId = 0

function newId(): string {
  // randomUUID needs a secure context; the counter keeps ids unique on a plain-http preview.
  return typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `box-${Date.now()}-${++fallbackId}`
}

async function fetchSample(): Promise<Blob> {
  const response = await fetch(SAMPLE_IMAGE_URL)
  if (!response.ok) throw new Error(`The sample answered ${response.status}`)
  return response.blob()
}

export function createBrowserRedactionServices(): RedactionServices {
  return {
    openImage: openImageForEditing,
    exportImage: exportRedactedImage,
    fetchSample,
    userAgent: navigator.userAgent,
    newId,
    keepExportReady: holdRedactionExportWorker,
  }
}
