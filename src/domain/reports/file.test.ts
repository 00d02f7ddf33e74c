import { describe, expect, it } from 'vitest'

import { acceptedReportFileType } from './file.ts'

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(
    parts.flatMap((part) =>
      typeof part === 'string' ? Array.from(part, (c) => c.charCodeAt(0)) : part,
    ),
  )
const utf16 = (text: string) => Array.from(text).flatMap((c) => [c.charCodeAt(0), 0])
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]
const ZIP = [0x50, 0x4b, 0x03, 0x04]

describe('acceptedReportFileType', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n...'), 'pdf'],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest'), 'png'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'), 'jpeg'],
    ['plain text', new TextEncoder().encode('They rang and said I owed HMRC £1,200.'), 'txt'],
    ['a DOCX', bytes(ZIP, '....[Content_Types].xml....word/document.xml'), 'docx'],
    ['a DOC', bytes(OLE, [0, 0, 0, 0], utf16('WordDocument')), 'doc'],
  ])('accepts %s', (_name, input, format) => {
    expect(acceptedReportFileType(input)?.format).toBe(format)
  })

  it.each([
    ['a Windows program renamed .pdf', bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff])],
    ['a ZIP that is not Word', bytes(ZIP, '....payload/run.exe')],
    ['an OLE file that is not Word (an .msi)', bytes(OLE, [0, 0, 0, 0], utf16('SummaryInfo'))],
    ['a GIF (not among the accepted types)', bytes('GIF89a', [1, 0, 1, 0])],
    ['nothing', bytes()],
  ])('refuses %s', (_name, input) => {
    expect(acceptedReportFileType(input)).toBeNull()
  })
})
