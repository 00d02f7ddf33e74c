/**
 * "Your reports": the reports in this device's outbox, as the list shows them. What the
 * server answered is read loosely (it crossed a network and was stored on the device), so an
 * odd answer shows as "sent" without a code rather than breaking the page.
 */
import type { OutboxItem } from '../../../lib/outbox-core.ts'
import { errorTextOf, stringFieldOf } from '../../../lib/post-json.ts'

export interface ReportEntry {
  id: string
  createdAt: number
  status: OutboxItem['status']
  /** Once sent: the code to quote. */
  referenceCode?: string
  /** Once refused: the server's words, when it gave any. */
  error?: string
  /** The start of the description, so the person recognises their report. */
  excerpt: string
}

const EXCERPT_LENGTH = 80

/** The code in a delivered report's answer, if there is one. */
export function referenceCodeOf(response: unknown): string | undefined {
  return stringFieldOf(response, 'reference_code') ?? undefined
}

/** The server's words in a refusal, if there are any. */
export function refusalOf(response: unknown): string | undefined {
  return errorTextOf(response) ?? undefined
}

function excerptOf(item: OutboxItem): string {
  if (item.body.type !== 'form') return ''
  const description = item.body.fields.find(([name]) => name === 'description')?.[1]
  if (typeof description !== 'string') return ''
  const text = description.trim().replace(/\s+/g, ' ')
  return text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1)}…` : text
}

/** The reports among the outbox's items, newest first. */
export function toReportEntries(items: OutboxItem[]): ReportEntry[] {
  return items
    .filter((item) => item.kind === 'report')
    .map((item) => ({
      id: item.id,
      createdAt: item.createdAt,
      status: item.status,
      referenceCode: item.status === 'sent' ? referenceCodeOf(item.response) : undefined,
      error: item.status === 'rejected' ? refusalOf(item.response) : undefined,
      excerpt: excerptOf(item),
    }))
    .sort((a, b) => b.createdAt - a.createdAt)
}

/** Ids of reports that went from waiting to sent between two looks at the outbox. */
export function newlyDelivered(before: ReportEntry[], after: ReportEntry[]): ReportEntry[] {
  const waiting = new Set(before.filter((e) => e.status === 'waiting').map((e) => e.id))
  return after.filter((entry) => entry.status === 'sent' && waiting.has(entry.id))
}
