import { describe, expect, it } from 'vitest'

import { scanPdfStructure } from './pdf-structure.ts'

const bytes = (text: string) => new TextEncoder().encode(text)

describe('scanPdfStructure', () => {
  it('counts keywords, objects and streams as pdfid does', () => {
    const structure = scanPdfStructure(
      bytes(
        '%PDF-1.7\n1 0 obj << /OpenAction 2 0 R /AcroForm 3 0 R >> endobj\n2 0 obj << /S /JavaScript /JS (x) >> endobj\n3 0 obj << /Length 1 >>\nstream\nx\nendstream endobj\n%%EOF',
      ),
    )
    expect(structure).toMatchObject({ version: '1.7', objects: 3, streams: 1, eofMarkers: 1 })
    expect(structure.keywords).toMatchObject({ OpenAction: 1, JavaScript: 1, JS: 1, AcroForm: 1 })
    expect(structure.hiddenNames).toEqual([])
  })

  it('sees names hidden with #xx escapes', () => {
    const structure = scanPdfStructure(
      bytes('%PDF-1.4\n1 0 obj << /S /J#61vaScript /#4Caunch 2 >> endobj'),
    )
    expect(structure.keywords).toMatchObject({ JavaScript: 1, Launch: 1 })
    expect(structure.hiddenNames.sort()).toEqual(['JavaScript', 'Launch'])
  })

  it('lists /URI targets written as literal or hex strings', () => {
    const structure = scanPdfStructure(
      bytes(
        '<< /URI (https://evil.example/a\\)b) >> << /URI <68747470733a2f2f782e6578616d706c65> >>',
      ),
    )
    expect(structure.uris).toEqual(['https://evil.example/a)b', 'https://x.example'])
    expect(structure.version).toBeNull()
  })
})
