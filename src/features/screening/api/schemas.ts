/**
 * What the screening API takes and answers, checked at run time. A module of its own so that
 * zod loads with the first check or reaction, not with the home page.
 */

import { DESCRIPTION_MAX_LENGTH, DESCRIPTION_MIN_LENGTH } from '../../../domain/screening/limits.ts'
import { REACTIONS } from '../../../domain/screening/reactions.ts'
import { z } from '../../../lib/zod.ts'

export const screenInputSchema = z.object({
  description: z.string().trim().min(DESCRIPTION_MIN_LENGTH).max(DESCRIPTION_MAX_LENGTH),
  emailOrWebsite: z.string().trim(),
  document: z.instanceof(File).nullable(),
  consentToStore: z.boolean(),
  /** The honeypot: people never see it, so anything in it came from a bot. */
  urlConfirmation: z.string(),
})

export type ScreenInput = z.input<typeof screenInputSchema>

const signalSchema = z.object({
  id: z.string(),
  category: z.string().nullable(),
  weight: z.number(),
  evidence: z.string(),
  explanation: z.string().optional(),
})

export const screenResultSchema = z.object({
  // Null when the check could not be stored: the verdict is still given.
  reference_code: z.string().min(1).nullable(),
  analysis: z.string(),
  // Not shown; read loosely so a numeric id or a missing score does not fail the answer.
  report_id: z.union([z.string(), z.number()]).transform(String).catch(''),
  score: z.number().catch(0),
  // A level the page does not know shows no badge rather than failing the whole answer.
  risk_level: z.enum(['High', 'Medium', 'Low']).nullable().catch(null),
  categories: z.array(z.string()).catch([]),
  signals: z.array(signalSchema).catch([]),
})

export type ScreenResult = z.infer<typeof screenResultSchema>

export type ParsedScreenInput = z.output<typeof screenInputSchema>

export const addReactionInputSchema = z.object({
  reference_code: z.string().min(1),
  reaction: z.enum(REACTIONS),
})

export type AddReactionInput = z.infer<typeof addReactionInputSchema>
