/**
 * Which supporting documents a community report accepts, decided by the file's bytes: PDF,
 * Word (DOC or DOCX), plain text, JPEG or PNG (spec part 2 §5). An .exe renamed .pdf is
 * refused whatever its name says.
 */
import { detectFileType, type DetectedFileType } from '../files/file-type.ts'

const ACCEPTED_FORMATS = new Set(['pdf', 'doc', 'docx', 'txt', 'jpeg', 'png'])

/** "WordDocument" in UTF-16LE: the stream every Word 97–2003 file has in its OLE directory. */
const WORD_STREAM_NAME = Array.from('WordDocument').flatMap((character) => [
  character.charCodeAt(0),
  0,
])

function containsBytes(haystack: Uint8Array, needle: readonly number[]): boolean {
  const end = haystack.length - needle.length
  outer: for (let index = 0; index <= end; index++) {
    for (let offset = 0; offset < needle.length; offset++) {
      if (haystack[index + offset] !== needle[offset]) continue outer
    }
    return true
  }
  return false
}

/**
 * The file's type when a report may carry it, else null. A container that is only probably a
 * Word file is confirmed: an OLE file must hold a WordDocument stream (an .msi or .xls does
 * not), and a ZIP must name Word parts (any other archive is refused).
 */
export function acceptedReportFileType(bytes: Uint8Array): DetectedFileType | null {
  const detected = detectFileType(bytes)
  if (!detected || !ACCEPTED_FORMATS.has(detected.format)) return null
  if (!detected.tentative) return detected
  if (detected.format === 'doc' && containsBytes(bytes, WORD_STREAM_NAME)) {
    return { ...detected, tentative: false }
  }
  return null
}
