/**
 * The screening form's limits (spec part 1 §5, §9), shared by the form and the API so both
 * refuse the same things. Lengths are JavaScript string lengths, as `minLength` counts them.
 */
export const DESCRIPTION_MIN_LENGTH = 50
export const DESCRIPTION_MAX_LENGTH = 10_000
/** The largest upload the screening form accepts: 10 MB, as for documents. */
export const SCREENING_UPLOAD_MAX_BYTES = 10 * 1024 * 1024
