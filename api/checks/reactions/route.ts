import { count, eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'

import { normalizeReferenceCode } from '../../../src/domain/reference-code.ts'
import {
  REACTIONS,
  parseReaction,
  type ReactionCount,
} from '../../../src/domain/screening/reactions.ts'
import type { Database } from '../../platform/db/client.ts'
import { reactions, referenceCodes } from '../../platform/db/schema.ts'

class UnknownReferenceError extends Error {
  override name = 'UnknownReferenceError'
  readonly statusCode = 404
  readonly code = 'NOT_FOUND'
  constructor() {
    super('No answer has this reference code.')
  }
}

/** The code in canonical form if an answer has it, else a 404. */
async function knownCode(db: Database, input: string): Promise<string> {
  const code = normalizeReferenceCode(input)
  if (!code) throw new UnknownReferenceError()
  const [found] = await db
    .select({ code: referenceCodes.code })
    .from(referenceCodes)
    .where(eq(referenceCodes.code, code))
  if (!found) throw new UnknownReferenceError()
  return code
}

async function countReactions(db: Database, code: string): Promise<ReactionCount[]> {
  const rows = await db
    .select({ reaction: reactions.reaction, count: count() })
    .from(reactions)
    .where(eq(reactions.referenceCode, code))
    .groupBy(reactions.reaction)
  return REACTIONS.map((reaction) => ({
    reaction,
    count: rows.find((row) => row.reaction === reaction)?.count ?? 0,
  }))
}

const countsSchema = {
  type: 'array',
  items: {
    type: 'object',
    properties: { reaction: { type: 'string' }, count: { type: 'integer' } },
  },
} as const

/** GET and POST the emoji reactions to an answer, counted per emoji. */
export const reactionRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { reference_code: string } }>(
    '/reactions/:reference_code',
    {
      schema: {
        params: {
          type: 'object',
          properties: { reference_code: { type: 'string', maxLength: 40 } },
        },
        response: { 200: countsSchema },
      },
    },
    async (request) =>
      countReactions(
        app.database.db,
        await knownCode(app.database.db, request.params.reference_code),
      ),
  )

  app.post<{ Body: { reference_code: string; reaction: string } }>(
    '/reactions',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        body: {
          type: 'object',
          required: ['reference_code', 'reaction'],
          properties: {
            reference_code: { type: 'string', minLength: 1, maxLength: 40 },
            reaction: { type: 'string', minLength: 1, maxLength: 8 },
          },
        },
        response: { 201: countsSchema },
      },
    },
    async (request, reply) => {
      const reaction = parseReaction(request.body.reaction)
      if (!reaction) {
        return reply
          .status(400)
          .send({ error: `reaction: must be one of ${REACTIONS.join(' ')}`, code: 'INVALID_INPUT' })
      }
      const code = await knownCode(app.database.db, request.body.reference_code)
      await app.database.db.insert(reactions).values({ referenceCode: code, reaction })
      return reply.status(201).send(await countReactions(app.database.db, code))
    },
  )
}
