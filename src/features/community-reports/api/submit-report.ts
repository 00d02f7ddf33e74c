/**
 * POST /api/community-reports, always through the outbox: online or not, the report is first
 * kept on the device with its own id (sent as the Idempotency-Key), then delivered. One path
 * for both cases means a report is never lost to a dropped connection and never stored twice.
 * Online, the page waits for that first delivery to answer with the reference code; offline,
 * it says the report waits on the phone.
 */
import { useMutation } from '@tanstack/react-query'

import { REPORT_FILE_MAX_BYTES, type ReportValues } from '../../../domain/reports/validation.ts'
import { track } from '../../../lib/analytics.ts'
import { listOutbox, removeFromOutbox } from '../../../lib/outbox-core.ts'
import { flushWithRetry, send } from '../../../lib/outbox.ts'
import { reportFormFields } from '../model/report-values.ts'
import { referenceCodeOf, refusalOf } from '../model/your-reports.ts'

/** The image worker's client (and comlink) load with the first file sent, not with the page. */
async function prepareImage(file: File, maxBytes: number, signal?: AbortSignal): Promise<File> {
  const { stripImageMetadata } = await import('../../../lib/image-prep-client.ts')
  return stripImageMetadata(file, maxBytes, signal)
}

export const COMMUNITY_REPORTS_URL = '/api/community-reports'

/** Flushes tried while the page waits; a flush already running may not include this report. */
const DELIVERY_ATTEMPTS = 3

export interface ReportInput {
  values: ReportValues
  file: File | null
  honeypot: string
}

export type ReportOutcome =
  | { status: 'sent'; id: string; referenceCode?: string }
  /** Kept on the phone: no connection, or the server could not take it yet (`busy`). */
  | { status: 'queued'; id: string; busy: boolean }
  | { status: 'rejected'; id: string; message?: string }

/** Waits for the report's first delivery; "queued" when it has to wait for a connection. */
async function awaitDelivery(id: string): Promise<ReportOutcome> {
  let busy = false
  for (let attempt = 0; attempt < DELIVERY_ATTEMPTS && navigator.onLine; attempt++) {
    const summary = await flushWithRetry()
    busy = summary.retryAfterMs !== undefined
    const item = (await listOutbox()).find((candidate) => candidate.id === id)
    if (item?.status === 'sent') {
      return { status: 'sent', id, referenceCode: referenceCodeOf(item.response) }
    }
    if (item?.status === 'rejected') {
      // The form keeps the values to fix, so the refused copy need not stay on the phone.
      await removeFromOutbox(id)
      return { status: 'rejected', id, message: refusalOf(item.response) }
    }
    if (!item || summary.waiting > 0) break
  }
  return { status: 'queued', id, busy }
}

/** Keeps the report on the device, then tries to deliver it. */
export async function submitReport(input: ReportInput): Promise<ReportOutcome> {
  // Photos lose their metadata (GPS!) before they are stored or sent.
  const file = input.file && (await prepareImage(input.file, REPORT_FILE_MAX_BYTES))
  const item = await send({
    kind: 'report',
    url: COMMUNITY_REPORTS_URL,
    body: { type: 'form', fields: reportFormFields(input.values, file, input.honeypot) },
  })
  return awaitDelivery(item.id)
}

/** The submission as a mutation. Analytics get the outcome only, never what was typed. */
export function useSubmitReport() {
  return useMutation({
    mutationFn: submitReport,
    // The outbox is what copes with no connection: React Query must not pause the mutation.
    networkMode: 'always',
    onMutate: (input) => {
      track('community_report_submitted', { has_document: input.file !== null })
    },
    onSuccess: (outcome) => {
      track(
        outcome.status === 'rejected' ? 'community_report_failed' : 'community_report_completed',
        { delivery: outcome.status },
      )
    },
    onError: () => track('community_report_failed', { delivery: 'not_saved' }),
  })
}
