import type { MultipartFile } from '@fastify/multipart'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'

import {
  decodeMessageBytes,
  MAX_HEADERS_BYTES,
  readEmailHeaders,
  type HeadersProblem,
} from '../../../src/domain/email-headers/parse.ts'
import type { Config } from '../../config.ts'
import type { WebsiteTestOverrides } from '../../enrich/website/screen-website.ts'
import { FormError, formErrorOf } from '../../platform/multipart-form.ts'
import { storeUnderReferenceCode } from '../../platform/reference-codes.ts'
import { localeFromAcceptLanguage } from '../../platform/server-i18n.ts'

import { readHeaderBlock } from './header-block.ts'
import { recordEmailHeaderCheck } from './repository.ts'
import { emailHeadersBody, emailHeadersResponse } from './schema.ts'
import { checkEmailHeaders, createEmailHeaderDeps } from './service.ts'
import { headersProblemText, invalidInputTitle } from './writer.ts'

interface EmailHeaderOptions {
  config: Config
  checksPerMinute: number
  /** Loopback servers and the like, from buildApp's testOverrides only. */
  testOverrides?: WebsiteTestOverrides
}

/** The form field that carries a saved message. */
export const EML_FIELD = 'eml'

/**
 * A saved message sent as a file: only its header block is read. Past the block's limit the
 * multipart parser itself discards the rest of the file, so a message of any size costs no
 * more than its headers.
 */
async function readEmlUpload(
  request: FastifyRequest,
): Promise<{ ok: true; text: string } | { ok: false; problem: HeadersProblem }> {
  let reading: Awaited<ReturnType<typeof readHeaderBlock>> | null = null
  // The plugin reads throwFileSizeLimit per call, though its types leave it out.
  const options: Parameters<FastifyRequest['parts']>[0] & { throwFileSizeLimit: boolean } = {
    // A little over the limit, so that an empty line just after a full block is seen.
    limits: { fileSize: MAX_HEADERS_BYTES + 4, files: 1 },
    throwFileSizeLimit: false,
  }
  try {
    for await (const part of request.parts(options)) {
      if (part.type !== 'file') continue
      const file = (part as MultipartFile).file
      if (part.fieldname !== EML_FIELD || reading) {
        file.resume()
        throw new FormError(`Send the message as the file field "${EML_FIELD}".`)
      }
      reading = await readHeaderBlock(file.iterator({ destroyOnReturn: false }))
      // The rest of the message is not needed: let it pass unread.
      file.resume()
    }
  } catch (error) {
    throw formErrorOf(error)
  }
  if (!reading) return { ok: false, problem: 'empty' }
  if (!reading.ok) return reading
  return { ok: true, text: decodeMessageBytes(reading.bytes) }
}

/**
 * POST /api/email-headers (spec part 2 §7): `{headers}` in; or POST /api/email-headers/eml
 * with a saved message of any size as the multipart file `eml` (its header block alone is
 * read); the authentication cards, the
 * sender, the route, the DKIM signatures checked, the authenticity score and verdict, the
 * signals and an EML- reference code out. Blank, a header block over 256 KB or not headers:
 * 400 with `{error, details}` in the person's language. Only the verdict, the score, the sender's domain and the signals are stored.
 */
export const emailHeaderRoutes: FastifyPluginAsync<EmailHeaderOptions> = async (
  app,
  { config, checksPerMinute, testOverrides },
) => {
  const deps = createEmailHeaderDeps(config, app.database.db, app.indicatorKey, testOverrides)

  /** Reads the text as headers and answers: the check, or 400 in the person's language. */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    text: string | { problem: HeadersProblem },
  ) {
    const i18n = app.translations.forLocale(
      localeFromAcceptLanguage(request.headers['accept-language']),
    )
    const reading = typeof text === 'string' ? await readEmailHeaders(text) : null
    if (!reading?.ok) {
      const problem = reading ? reading.problem : (text as { problem: HeadersProblem }).problem
      return reply.status(400).send({
        error: invalidInputTitle(i18n),
        details: headersProblemText(problem, i18n),
        code: 'INVALID_HEADERS',
      })
    }
    const result = await checkEmailHeaders(reading.parsed, deps)
    const referenceCode = await storeUnderReferenceCode(app.database.db, 'emailHeaders', (code) =>
      recordEmailHeaderCheck(app.database.db, code, result),
    )
    return { reference_code: referenceCode, ...result }
  }

  const limits = {
    config: { rateLimit: { max: checksPerMinute, timeWindow: '1 minute' } },
  }

  app.post<{ Body: { headers?: string } }>(
    '/email-headers',
    {
      ...limits,
      // JSON escaping can double the size of 256 KB of headers; the handler applies the limit.
      bodyLimit: 2 * 1024 * 1024,
      schema: { body: emailHeadersBody, response: { 200: emailHeadersResponse } },
    },
    (request, reply) => answer(request, reply, request.body?.headers ?? ''),
  )

  // A saved message as a file: the same answer from its header block alone.
  app.post(
    '/email-headers/eml',
    { ...limits, schema: { response: { 200: emailHeadersResponse } } },
    async (request, reply) => {
      if (!request.isMultipart()) throw new FormError('Send the form as multipart/form-data.')
      const upload = await readEmlUpload(request)
      return answer(request, reply, upload.ok ? upload.text : upload)
    },
  )
}
