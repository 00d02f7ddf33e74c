import { Readable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { readHeaderBlock } from './header-block.ts'

/** A stream of the text in pieces of `size` bytes, counting how many pieces were asked for. */
function pieces(text: string, size: number) {
  const bytes = Buffer.from(text)
  let given = 0
  const stream = Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += size) {
        given++
        yield bytes.subarray(at, at + size)
      }
    })(),
  )
  return { stream, given: () => given }
}

describe('readHeaderBlock', () => {
  const headers = 'Received: from a\r\nFrom: x@y.test\r\nSubject: hi'

  it.each([1, 2, 3, 7, 4096])(
    'stops at the empty line, CRLF or LF, in pieces of %i bytes',
    async (size) => {
      for (const text of [
        `${headers}\r\n\r\nbody`,
        `${headers.replaceAll('\r\n', '\n')}\n\nbody`,
      ]) {
        const reading = await readHeaderBlock(pieces(text, size).stream)
        expect(reading).toEqual({ ok: true, bytes: Buffer.from(text.split(/\r?\n\r?\n/)[0]) })
      }
    },
  )

  it('reads no further than the headers of a large message', async () => {
    const message = `${headers}\r\n\r\n${'A'.repeat(2 * 1024 * 1024)}`
    const { stream, given } = pieces(message, 64 * 1024)
    const reading = await readHeaderBlock(stream)
    expect(reading.ok).toBe(true)
    expect(given()).toBe(1)
  })

  it('takes blank lines before the first header as nothing, and a stream with no body as all headers', async () => {
    expect(await readHeaderBlock(pieces(`\r\n\r\n${headers}\r\n\r\nbody`, 5).stream)).toEqual({
      ok: true,
      bytes: Buffer.from(`\r\n\r\n${headers}`),
    })
    expect(await readHeaderBlock(pieces(headers, 5).stream)).toEqual({
      ok: true,
      bytes: Buffer.from(headers),
    })
  })

  it('refuses a header block over the limit without reading on', async () => {
    const { stream, given } = pieces(`X-Pad: ${'a'.repeat(5000)}\r\n\r\nbody`, 1000)
    expect(await readHeaderBlock(stream, 2000)).toEqual({ ok: false, problem: 'too_large' })
    expect(given()).toBeLessThan(4)
  })
})
