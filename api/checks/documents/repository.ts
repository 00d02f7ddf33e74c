/**
 * The record of a document analysis, kept with its reference code: the document's type, the
 * verdict and which markers were found (with their page), never its text. The file itself is
 * stored only when the person consented, as on the home form (api/platform/uploads.ts).
 */
import type { Database } from '../../platform/db/client.ts'
import { documentChecks } from '../../platform/db/schema.ts'
import { sha256, storeUpload } from '../../platform/uploads.ts'

import type { DocumentResult } from './service.ts'

export async function recordDocumentCheck(
  db: Database,
  result: DocumentResult & { reference_code: string },
  file: { bytes: Uint8Array; mime: string; store: boolean; locale: string },
): Promise<void> {
  if (file.store) {
    await storeUpload(db, file.bytes, {
      mediaType: file.mime,
      extension: file.mime.split('/')[1] ?? 'bin',
    })
  }
  await db.insert(documentChecks).values({
    referenceCode: result.reference_code,
    documentType: result.documentType,
    fraudScore: Math.round(result.fraudScore * 100),
    riskLevel: result.risk_level,
    pages: result.pages,
    markers: result.markers.map(({ id, weight, page }) => ({ id, weight, page })),
    locale: file.locale,
    fileSha256: sha256(file.bytes),
    fileType: file.mime,
    fileStored: file.store,
  })
}
