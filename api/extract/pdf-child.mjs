// Entry point of a PDF reading process (started by pdf-process.ts): reads the text of the PDFs
// sent over IPC with pdf.js, one reply per request. It is a separate process, not a worker
// thread, because a hostile PDF can make pdf.js run out of heap in a way that V8 treats as fatal,
// and a fatal error in a worker thread ends the whole server; here it ends only this process.
//
// JavaScript on purpose: the parent's TypeScript loader (tsx, or Vitest's) does not carry over to
// a child process, so this file registers tsx before loading the TypeScript reader.
import { register } from 'tsx/esm/api'

register()
const { readPdfText } = await import('./pdf-text.ts')
// The document analyser's fuller reading (structure, metadata, links, page images).
const { readPdfDocument } = await import('./pdf-document.ts')

process.on('message', async (message) => {
  const { id, bytes, limits, task } = message
  let result
  try {
    result =
      task === 'document' ? await readPdfDocument(bytes, limits) : await readPdfText(bytes, limits)
  } catch (error) {
    // readPdfText reports bad files itself; this is a bug, reported as an unreadable file.
    result = { ok: false, reason: 'unreadable', detail: String(error) }
  }
  process.send?.({ id, result })
})

// The parent has gone (or closed us): nothing more will come.
process.on('disconnect', () => process.exit(0))
