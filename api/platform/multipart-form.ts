import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'

export interface MultipartForm {
  fields: Record<string, string>
  file?: { fieldName: string; fileName: string; bytes: Buffer }
}

export class FormError extends Error {
  override name = 'FormError'
  readonly statusCode = 400
  readonly code = 'INVALID_INPUT'
}

/** More parts, fields or files than any form of ours has: a 413 that is not about a file's size. */
export class FormLimitError extends Error {
  override name = 'FormLimitError'
  readonly statusCode = 413
  readonly code = 'TOO_MANY_PARTS'
}

/** The plugin's count limits, as opposed to its file-size limit (FST_REQ_FILE_TOO_LARGE). */
const COUNT_LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT'])

/** The upload was over its size limit: the route answers in its own words (413). */
export function isFileTooLarge(error: unknown): boolean {
  return (
    hasClientStatus(error) &&
    (error as { statusCode: number }).statusCode === 413 &&
    !(error instanceof FormLimitError)
  )
}

/**
 * Reads a multipart form with at most one file, into memory. The plugin's limits (file size,
 * field count and size) apply; an over-size file becomes a 413 before it is fully read.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  fileField: string,
  /** A smaller file limit than the app's, for this form. */
  maxFileBytes?: number,
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new FormError('Send the form as multipart/form-data.')
  const form: MultipartForm = { fields: {} }
  try {
    for await (const part of request.parts(
      maxFileBytes ? { limits: { fileSize: maxFileBytes } } : undefined,
    )) {
      if (part.type === 'file') {
        const file = part as MultipartFile
        if (file.fieldname !== fileField || form.file) {
          await file.toBuffer() // drain it so the request can finish
          throw new FormError(`Unexpected file field "${file.fieldname}".`)
        }
        const bytes = await file.toBuffer()
        if (bytes.length > 0)
          form.file = { fieldName: file.fieldname, fileName: file.filename, bytes }
      } else if (typeof part.value === 'string') {
        // No database text can hold U+0000, and no person types it: a form that has one is
        // not what it claims to be (a picture sent as a text field, say).
        if (part.value.includes('\u0000')) {
          throw new FormError(`The field "${part.fieldname}" must be text.`)
        }
        form.fields[part.fieldname] = part.value
      }
    }
  } catch (error) {
    throw formErrorOf(error)
  }
  return form
}

/**
 * What a failure while reading a multipart form is to the client. The parser's own errors (no
 * boundary, a body cut short) carry no status: they are the client's malformed form, not our
 * failure. Its limits (413) keep theirs.
 */
export function formErrorOf(error: unknown): unknown {
  if (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    COUNT_LIMIT_CODES.has(String(error.code))
  ) {
    return new FormLimitError('The form has too many fields or files.')
  }
  if (error instanceof FormError || hasClientStatus(error)) return error
  return new FormError('The form could not be read. Send it as multipart/form-data.')
}

function hasClientStatus(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return false
  const { statusCode } = error
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500
}
