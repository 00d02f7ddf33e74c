/**
 * The server's email header answer, read leniently: an odd signal or hop is dropped rather
 * than failing the whole answer. A module of its own so that zod loads with the first answer,
 * not with the page.
 */
import { z } from '../../../lib/zod.ts'

const text = z.string().nullable().catch(null)
const authCard = z.object({
  status: z.string(),
  details: z.string().catch(''),
  domain: text,
  aligned: z.boolean().nullable().catch(null),
})
const lenientList = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((items) =>
      items.flatMap((entry) => {
        const parsed = item.safeParse(entry)
        return parsed.success ? [parsed.data as z.infer<T>] : []
      }),
    )

export const resultSchema = z.object({
  reference_code: z.string().min(1).nullable(),
  authentication: z.object({ spf: authCard, dkim: authCard, dmarc: authCard }),
  sender: z.object({
    email: text,
    name: text,
    domain: text,
    returnPath: text,
    replyTo: text,
    subject: text,
    ipAddress: text,
    location: text,
    network: text,
    networkKind: z.enum(['hosting', 'residential', 'proxy', 'other']).nullable().catch(null),
  }),
  summary: z.object({
    authenticityScore: z.number().int().min(0).max(100),
    sentBy: text,
    claimedBrand: text,
    checkedBy: text,
  }),
  securityIssues: z.object({
    suspiciousIps: z.array(z.string()).catch([]),
    suspiciousXHeaders: z.array(z.string()).catch([]),
  }),
  hops: lenientList(
    z.object({
      step: z.number().int(),
      from: text,
      fromIp: text,
      by: text,
      with: text,
      date: text,
      delaySeconds: z.number().int().nullable().catch(null),
    }),
  ),
  dkimSignatures: lenientList(
    z.object({
      domain: text,
      selector: text,
      algorithm: text,
      status: z.enum([
        'verified',
        'bad_signature',
        'key_not_found',
        'key_revoked',
        'key_invalid',
        'expired',
        'unsupported',
        'malformed',
        'not_checked',
      ]),
    }),
  ),
  verdict: z.enum(['Legitimate', 'Suspicious']),
  signals: lenientList(
    z.object({
      id: z.string(),
      kind: z.enum(['theme', 'tactic', 'request', 'entity', 'context']),
      weight: z.number(),
      category: z.null().or(z.string()).catch(null),
      evidence: z.string().catch(''),
      params: z.record(z.string(), z.string()).optional(),
    }),
  ),
})
