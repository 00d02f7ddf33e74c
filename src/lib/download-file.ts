/**
 * Saves a file the page made itself, with the browser's download. The object URL is kept for
 * a while: some browsers start reading it only after the click has returned.
 */
const REVOKE_AFTER_MS = 60_000

export function downloadFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS)
}
