import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, expect, it } from 'vitest'

import { encryptedPdf, fakeHmrcLetterPdf } from '../test/document-fixtures.ts'
import { runScreenOffline } from '../test/screen-cli.ts'

const folder = await mkdtemp(path.join(tmpdir(), 'scamscreen-screen-document-'))
afterAll(() => rm(folder, { recursive: true, force: true }))

it('analyses documents from paths, a locked one too: the API’s answer plus the id, or the error', async () => {
  const letter = path.join(folder, 'hmrc.pdf')
  const locked = path.join(folder, 'locked.pdf')
  await writeFile(letter, await fakeHmrcLetterPdf())
  await writeFile(locked, encryptedPdf())
  const lines = runScreenOffline('document', [
    { id: 'hmrc', path: letter },
    { id: 'locked', path: locked },
    { id: 'missing', path: path.join(folder, 'nothing.pdf') },
    { id: 'no-path' },
  ])
  expect(lines).toHaveLength(4)
  expect(lines[0]).toMatchObject({
    id: 'hmrc',
    reference_code: null,
    documentType: 'tax_letter',
    risk_level: 'HIGH_RISK',
    pages: 1,
  })
  // A locked attachment gets a verdict: it is a way past mail filters.
  expect(lines[1]).toMatchObject({
    id: 'locked',
    unreadable: 'locked',
    risk_level: 'NEEDS_VERIFICATION',
  })
  expect(lines[2]).toEqual({ id: 'missing', error: 'Could not read the file' })
  expect(lines[3]).toEqual({ id: 'no-path', error: 'Missing "path"' })
}, 120_000)
