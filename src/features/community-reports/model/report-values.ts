/**
 * The report form's values and the body it sends (spec part 2 §7): every field only when
 * filled, the description always, the phone number normalised, the file under
 * supporting_document. Pure, so the body is tested without a browser.
 */
import {
  REPORT_TEXT_FIELDS,
  normaliseReportValues,
  type ReportProblem,
  type ReportProblems,
  type ReportValues,
} from '../../../domain/reports/validation.ts'

export const EMPTY_REPORT: ReportValues = {
  website_url: '',
  email_address: '',
  phone_number: '',
  incident_date: '',
  scammer_name: '',
  organisation_name: '',
  location: '',
  sort_code: '',
  account_number: '',
  description: '',
}

/** The honeypot's name: people never see it; bots fill it (the server then stores nothing). */
export const HONEYPOT_FIELD = 'url_confirmation'

export type FormFields = Array<[name: string, value: string | Blob]>

/** The multipart fields, in the spec's order. A File keeps its name in the body. */
export function reportFormFields(
  values: ReportValues,
  file: File | null,
  honeypot = '',
): FormFields {
  const normalised = normaliseReportValues(values)
  const fields: FormFields = REPORT_TEXT_FIELDS.filter(
    (field) => field === 'description' || normalised[field] !== '',
  ).map((field) => [field, normalised[field]])
  if (file) fields.push(['supporting_document', file])
  if (honeypot.trim()) fields.push([HONEYPOT_FIELD, honeypot])
  return fields
}

/**
 * The problem the spec announces in a toast (part 2 §8): a missing description first, then
 * the phone number. Other problems show in the error summary only.
 */
export function toastProblem(problems: ReportProblems): ReportProblem | null {
  return problems.description ?? problems.phone_number ?? null
}

/** Today in the person's own time zone, as a date input writes it (YYYY-MM-DD). */
export function localIsoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}
