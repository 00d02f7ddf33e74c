/** The QR checker's limits (spec part 1 §5, §9), shared by the page and the API. */

/** The largest picture accepted, in bytes (5 MB). */
export const QR_IMAGE_MAX_BYTES = 5 * 1024 * 1024
