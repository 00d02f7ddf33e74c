/**
 * JSON schemas of POST /api/email-headers: the body, and the answer (spec part 2 §3, the
 * contract with the page and the CLI). What the headers say is checked by the handler, so that
 * a problem is answered in the person's language.
 */
const nullableString = { type: ['string', 'null'] } as const

const authCard = {
  type: 'object',
  properties: {
    status: { type: 'string' },
    details: { type: 'string' },
    domain: nullableString,
    aligned: { type: ['boolean', 'null'] },
  },
} as const

export const emailHeadersBody = {
  type: 'object',
  // Bounds the body only; the handler says what is wrong with the headers.
  properties: { headers: { type: 'string', maxLength: 1024 * 1024 } },
} as const

export const emailHeadersResponse = {
  type: 'object',
  properties: {
    reference_code: { type: ['string', 'null'] },
    authentication: {
      type: 'object',
      properties: { spf: authCard, dkim: authCard, dmarc: authCard },
    },
    sender: {
      type: 'object',
      properties: {
        email: nullableString,
        name: nullableString,
        domain: nullableString,
        returnPath: nullableString,
        replyTo: nullableString,
        subject: nullableString,
        ipAddress: nullableString,
        location: nullableString,
        network: nullableString,
        networkKind: nullableString,
      },
    },
    summary: {
      type: 'object',
      properties: {
        authenticityScore: { type: 'integer', minimum: 0, maximum: 100 },
        sentBy: nullableString,
        claimedBrand: nullableString,
        checkedBy: nullableString,
      },
    },
    securityIssues: {
      type: 'object',
      properties: {
        suspiciousIps: { type: 'array', items: { type: 'string' } },
        suspiciousXHeaders: { type: 'array', items: { type: 'string' } },
      },
    },
    hops: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          step: { type: 'integer' },
          from: nullableString,
          fromIp: nullableString,
          by: nullableString,
          with: nullableString,
          date: nullableString,
          delaySeconds: { type: ['integer', 'null'] },
        },
      },
    },
    dkimSignatures: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          domain: nullableString,
          selector: nullableString,
          algorithm: nullableString,
          status: { type: 'string' },
        },
      },
    },
    verdict: { type: 'string', enum: ['Legitimate', 'Suspicious'] },
    signals: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          kind: { type: 'string' },
          weight: { type: 'number' },
          category: nullableString,
          evidence: { type: 'string' },
          params: { type: 'object', additionalProperties: { type: 'string' } },
        },
      },
    },
  },
} as const
