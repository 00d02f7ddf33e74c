/**
 * The document analyser's limits and labels (spec part 1 §5, §9), shared by the page, the API
 * and the CLI.
 */
import { documentRiskLevel, type DocumentRiskLevel } from '../engine/risk.ts'

export { documentRiskLevel, type DocumentRiskLevel }

/** Largest document accepted: 10 MB (10 × 1024 × 1024 bytes). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024
/** Pages of a PDF read at most; the rest are counted, not read. */
export const DOCUMENT_MAX_PAGES = 50
/** Text read from a document for the engine, at most, on the server and on the device. */
export const DOCUMENT_MAX_TEXT_CHARS = 20_000
/** Time allowed for reading one document on the server. */
export const DOCUMENT_TIME_LIMIT_MS = 20_000

/** What the content says the document is. */
export const DOCUMENT_TYPES = [
  'invoice',
  'bank_statement',
  'tax_letter',
  'fine_notice',
  'delivery_notice',
  'job_offer',
  'prize_letter',
  'bank_letter',
  'other',
] as const

export type DocumentType = (typeof DOCUMENT_TYPES)[number]

/** Spec §2: the first underscore replaced by a space, capitalised ("bank_statement" → "Bank statement"). */
export function formatDocumentType(documentType: string): string {
  const spaced = documentType.replace('_', ' ')
  return spaced.charAt(0).toUpperCase() + spaced.slice(1)
}

/** A PDF or an image, by the type the browser gives or, failing that, the name. */
export function isDocumentFile(type: string, name: string): boolean {
  if (type === 'application/pdf' || type.startsWith('image/')) return true
  return !type && /\.(pdf|png|jpe?g|gif|bmp|webp|heic|heif|tiff?)$/i.test(name)
}

export function isPdfFile(type: string, name: string): boolean {
  return type === 'application/pdf' || (!type.startsWith('image/') && /\.pdf$/i.test(name))
}
