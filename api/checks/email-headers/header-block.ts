/**
 * The header block of a saved message (.eml) of any size, read from a stream: bytes are taken
 * only until the first empty line, which ends the headers, and the block itself is capped. The
 * caller then stops the stream (a file is closed, an upload is drained), so a message with a
 * 40 MB attachment costs no more than its headers.
 */
import { MAX_HEADERS_BYTES } from '../../../src/domain/email-headers/parse.ts'

export type HeaderBlockReading = { ok: true; bytes: Buffer } | { ok: false; problem: 'too_large' }

const LF = 0x0a
const CR = 0x0d

/** Where the header block ends (the index of its empty line's break), or -1 while not yet. */
function blankLineAt(bytes: Buffer, from: number, start: number): number {
  for (let index = Math.max(from, start); index < bytes.length; index++) {
    if (bytes[index] !== LF) continue
    const next = bytes[index + 1]
    if (next === LF) return index
    if (next === CR && bytes[index + 2] === LF) return index
  }
  return -1
}

/**
 * Reads chunks until the header block ends: its bytes (without the empty line), or too_large
 * when no empty line comes within `maxBytes`. A stream that ends first is all headers.
 */
export async function readHeaderBlock(
  chunks: AsyncIterable<Uint8Array>,
  maxBytes = MAX_HEADERS_BYTES,
): Promise<HeaderBlockReading> {
  let bytes = Buffer.alloc(0)
  // Blank lines before the first header are not its end.
  let start = -1
  for await (const chunk of chunks) {
    const searchedTo = bytes.length
    bytes = Buffer.concat([bytes, chunk])
    if (start < 0) {
      start = bytes.findIndex(
        (byte) => byte !== LF && byte !== CR && byte !== 0x20 && byte !== 0x09,
      )
      if (start < 0) continue
    }
    // Go back two bytes: the empty line may straddle two chunks.
    const end = blankLineAt(bytes, searchedTo - 2, start)
    if (end >= 0) {
      // The block ends before the line break (CRLF or LF) of its last line.
      const last = bytes[end - 1] === CR ? end - 1 : end
      return last > maxBytes
        ? { ok: false, problem: 'too_large' }
        : { ok: true, bytes: bytes.subarray(0, last) }
    }
    if (bytes.length > maxBytes) return { ok: false, problem: 'too_large' }
  }
  return { ok: true, bytes }
}
