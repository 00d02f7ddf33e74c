/**
 * The home form's check (POST /api/screen): an attachment's text and QR codes join the
 * description, community reports join the signals, the engine gives the verdict, the writer
 * the analysis in the person's language; the check is stored with its reference code.
 */
import type { FastifyBaseLogger } from 'fastify'

import type { Verdict } from '../../../src/domain/engine/analyse.ts'
import { extractEntities } from '../../../src/domain/engine/entities.ts'
import { explainReasons, writeAnalysis } from '../../../src/domain/engine/writer.ts'
import type { Locale } from '../../../src/domain/locales.ts'
import type { SiteConfig } from '../../../src/domain/site-config.ts'
import { communitySignals } from '../../enrich/community.ts'
import { rewordReasons, type NarrativeModelConfig } from '../../enrich/narrative-model.ts'
import { ExtractionError, extractFromUpload } from '../../extract/extract.ts'
import type { Database } from '../../platform/db/client.ts'
import { unlessDatabaseAway } from '../../platform/db/outage.ts'
import { screenings } from '../../platform/db/schema.ts'
import { issueReferenceCode } from '../../platform/reference-codes.ts'
import type { ServerTranslations } from '../../platform/server-i18n.ts'
import { analyseText } from '../../platform/text-engine.ts'
import { sha256, storeUpload } from '../../platform/uploads.ts'

/** The longest text read from an attachment that is added to the analysis. */
const MAX_ATTACHMENT_TEXT = 20_000

export interface ScreeningDeps {
  db: Database
  indicatorKey: Buffer
  translations: ServerTranslations
  site: SiteConfig
  narrativeModel: NarrativeModelConfig
  log: FastifyBaseLogger
}

export interface MessageToScreen {
  description: string
  emailOrWebsite?: string
  locale: Locale
  /** An image or PDF, already checked by its bytes. */
  file?: { bytes: Uint8Array; mime: string }
  consentToStore: boolean
}

export interface ScreeningOutcome {
  /** Null when the database was away: the check was not stored. */
  referenceCode: string | null
  analysis: string
  reportId: string | undefined
  verdict: Verdict
}

/** The attachment's text and QR codes, or '' when it cannot be read (the description stays). */
async function attachmentTextOf(bytes: Uint8Array, log: FastifyBaseLogger): Promise<string> {
  try {
    const extracted = await extractFromUpload(bytes)
    return [extracted.text, ...extracted.qrCodes.map((code) => code.text)]
      .join('\n')
      .slice(0, MAX_ATTACHMENT_TEXT)
  } catch (error) {
    // A file we cannot read still leaves the description to check; only a file that is not
    // what it claims to be, or too big to read safely, is refused.
    if (!(error instanceof ExtractionError) || error.statusCode === 415 || error.statusCode === 413)
      throw error
    log.info({ code: error.code }, 'attachment not read')
    return ''
  }
}

/**
 * Screens one message and stores the check (unless the database is away); throws the
 * extractor's 413 and 415 errors.
 */
export async function screenMessage(
  message: MessageToScreen,
  deps: ScreeningDeps,
): Promise<ScreeningOutcome> {
  const { description, emailOrWebsite, locale, file } = message
  const attachmentText = file ? await attachmentTextOf(file.bytes, deps.log) : ''
  const text = attachmentText ? `${description}\n${attachmentText}` : description
  // What the community reported counts too; a failed lookup never fails the check.
  const reported = await communitySignals(deps.db, deps.indicatorKey, {
    entities: extractEntities(text),
    counterparty: emailOrWebsite,
  }).catch((error: unknown) => {
    deps.log.error({ err: error }, 'community lookup failed')
    return []
  })
  const verdict = analyseText({ text, emailOrWebsite, extraSignals: reported })
  // The model (if any) gets the reasons in English, never the person's words.
  const reworded = await rewordReasons(
    deps.narrativeModel,
    verdict,
    explainReasons(verdict, deps.translations.forLocale('en')),
    locale,
  )
  const analysis = writeAnalysis(verdict, deps.translations.forLocale(locale), deps.site, reworded)
  const stored = Boolean(file && message.consentToStore)
  // Without the database the verdict stands; it is only not stored, so it has no code.
  const saved = await unlessDatabaseAway<Pick<ScreeningOutcome, 'referenceCode' | 'reportId'>>(
    async () => {
      const referenceCode = await issueReferenceCode(deps.db, 'screening')
      if (file && stored) {
        await storeUpload(deps.db, file.bytes, {
          mediaType: file.mime,
          extension: file.mime.split('/')[1] ?? 'bin',
        })
      }
      const [row] = await deps.db
        .insert(screenings)
        .values({
          referenceCode,
          description,
          emailOrWebsite,
          locale,
          score: verdict.score,
          riskLevel: verdict.riskLevel,
          categories: verdict.categories,
          signals: verdict.signals.map(({ id, weight, category }) => ({ id, weight, category })),
          analysis,
          fileSha256: file ? sha256(file.bytes) : undefined,
          fileType: file?.mime,
          fileStored: stored,
        })
        .returning({ id: screenings.id })
      return { referenceCode, reportId: row?.id }
    },
    { referenceCode: null, reportId: undefined },
  )
  return { ...saved, analysis, verdict }
}
