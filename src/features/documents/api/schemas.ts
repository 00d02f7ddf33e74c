/**
 * The document check's answer. A module of its own so that zod loads with the first answer,
 * not with the page.
 */
import { z } from '../../../lib/zod.ts'

const markerSchema = z.object({
  id: z.string(),
  text: z.string(),
  page: z.number().int().positive().nullable().catch(null),
  evidence: z.string().catch(''),
})

export const documentResultSchema = z.object({
  reference_code: z.string().min(1).nullable().catch(null),
  fraudIndicators: z.array(z.string()).catch([]),
  recommendation: z.string().catch(''),
  fraudScore: z.number().min(0).max(1),
  documentType: z.string().catch('other'),
  document_type: z.string().optional(),
  markers: z.array(markerSchema).catch([]),
  pages: z.number().int().nonnegative().catch(1),
  pages_read: z.number().int().nonnegative().catch(1),
  truncated: z.boolean().catch(false),
  pictures: z
    .object({
      page_limit: z.number().int().nonnegative(),
      pages_not_read: z.number().int().nonnegative(),
    })
    .catch({ page_limit: 0, pages_not_read: 0 }),
})

export type DocumentResult = z.infer<typeof documentResultSchema>
