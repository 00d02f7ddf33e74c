/**
 * Why an uploaded file could not be read. Each error carries the HTTP status and code that the
 * API's error handler sends, and a message written for the person who uploaded the file.
 */

/** Common base, so a route can tell a file problem from a bug with one `instanceof`. */
export class ExtractionError extends Error {
  readonly statusCode: number
  readonly code: string

  constructor(message: string, statusCode: number, code: string, options?: ErrorOptions) {
    super(message, options)
    this.name = new.target.name
    this.statusCode = statusCode
    this.code = code
  }
}

/** The bytes are not an image or a PDF we can read, whatever the file is called. */
export class UnsupportedFileError extends ExtractionError {
  constructor(
    message = 'This file is not a picture or a PDF we can read. Upload a screenshot (PNG or JPEG) or a PDF.',
    options?: ErrorOptions,
  ) {
    super(message, 415, 'UNSUPPORTED_FILE', options)
  }
}

/** The file is too big to read safely: too many pixels, or too much for the reader's memory. */
export class FileTooComplexError extends ExtractionError {
  constructor(
    message = 'This file is too large or complex to read. Upload a smaller file, or a screenshot of the part that matters.',
    options?: ErrorOptions,
  ) {
    super(message, 413, 'FILE_TOO_COMPLEX', options)
  }
}

/** The file says it is an image or a PDF but is damaged, cut short or locked with a password. */
export class UnreadableFileError extends ExtractionError {
  constructor(
    message = 'This file seems to be damaged and could not be read. Try saving or exporting it again.',
    options?: ErrorOptions,
  ) {
    super(message, 422, 'UNREADABLE_FILE', options)
  }
}

/** Reading the file took longer than the time limit; the work was stopped. */
export class ExtractionTimeoutError extends ExtractionError {
  constructor(
    message = 'This file took too long to read. Try a smaller file or a screenshot of the part that matters.',
    options?: ErrorOptions,
  ) {
    super(message, 422, 'EXTRACTION_TIMEOUT', options)
  }
}
