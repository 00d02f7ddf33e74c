/**
 * The screening form's rules (spec part 1 §5, §9), as problem codes; the form words them.
 * The browser checks name and declared type as a first filter only: the server checks the
 * file's real type from its bytes.
 */
import {
  DESCRIPTION_MAX_LENGTH,
  DESCRIPTION_MIN_LENGTH,
  SCREENING_UPLOAD_MAX_BYTES,
} from '../../../domain/screening/limits.ts'

export type DescriptionProblem = 'missing' | 'too-short' | 'too-long'
/** 'unreadable-pdf': the device could not open the PDF (damaged, or locked by a password). */
export type UploadProblem = 'empty' | 'too-large' | 'wrong-type' | 'unreadable-pdf'
export type UploadKind = 'image' | 'pdf'

export interface ScreeningProblems {
  description?: DescriptionProblem
  document?: UploadProblem
}

/** What the rules need to know about a file; a File satisfies it. */
export interface UploadCandidate {
  name: string
  type: string
  size: number
}

/** Raster formats a browser or the server can read; SVG is left out, it is code, not pixels. */
const IMAGE_TYPES = /^image\/(png|jpe?g|pjpeg|gif|webp|bmp|heic|heif|avif)$/i
const IMAGE_EXTENSIONS = /\.(png|jpe?g|gif|webp|bmp|heic|heif|avif)$/i

/** Checks the description as typed; surrounding spaces do not count towards the minimum. */
export function checkDescription(text: string): DescriptionProblem | null {
  const length = text.trim().length
  if (length === 0) return 'missing'
  if (length < DESCRIPTION_MIN_LENGTH) return 'too-short'
  if (length > DESCRIPTION_MAX_LENGTH) return 'too-long'
  return null
}

/**
 * Image or PDF, by declared type; by extension when the type is missing or generic (some
 * phone pickers send none). Null for anything else.
 */
export function uploadKind(file: Pick<UploadCandidate, 'name' | 'type'>): UploadKind | null {
  const type = file.type.toLowerCase()
  if (IMAGE_TYPES.test(type)) return 'image'
  if (type === 'application/pdf') return 'pdf'
  if (type !== '' && type !== 'application/octet-stream') return null
  if (IMAGE_EXTENSIONS.test(file.name)) return 'image'
  if (/\.pdf$/i.test(file.name)) return 'pdf'
  return null
}

export function checkUpload(file: UploadCandidate): UploadProblem | null {
  if (uploadKind(file) === null) return 'wrong-type'
  if (file.size === 0) return 'empty'
  if (file.size > SCREENING_UPLOAD_MAX_BYTES) return 'too-large'
  return null
}

/** Every problem in the form, in the order the fields appear. */
export function validateScreening(input: {
  description: string
  file: UploadCandidate | null
}): ScreeningProblems {
  const problems: ScreeningProblems = {}
  const description = checkDescription(input.description)
  if (description) problems.description = description
  const document = input.file ? checkUpload(input.file) : null
  if (document) problems.document = document
  return problems
}

/** The mime type to give an upload whose declared type was missing, from its extension. */
export function mimeTypeFor(file: Pick<UploadCandidate, 'name' | 'type'>): string {
  if (file.type && file.type !== 'application/octet-stream') return file.type.toLowerCase()
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase()
  switch (extension) {
    case 'jpg':
    case 'jpeg':
      return 'image/jpeg'
    case 'pdf':
      return 'application/pdf'
    case undefined:
      return 'application/octet-stream'
    default:
      return IMAGE_EXTENSIONS.test(file.name) ? `image/${extension}` : 'application/octet-stream'
  }
}
