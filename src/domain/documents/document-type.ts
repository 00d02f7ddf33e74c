/**
 * What kind of document it is, from its words: each type has telling phrases, and the type with
 * the most distinct phrases wins (two at least, or one strong one); otherwise "other". Pure.
 */
import type { DocumentType } from './limits.ts'

const CUES: Array<{ type: DocumentType; strong: RegExp; weak: RegExp[] }> = [
  {
    type: 'fine_notice',
    strong:
      /\b(?:penalty charge notice|parking charge notice|notice of intended prosecution|fixed penalty|county court judgment)\b/i,
    weak: [
      /\bfine\b/i,
      /\bpenalty\b/i,
      /\bbailiffs?\b/i,
      /\benforcement\b/i,
      /\bcourt\b/i,
      /\bpcn\b/i,
      /\bparking\b/i,
      /\boverdue\b/i,
    ],
  },
  {
    type: 'tax_letter',
    strong: /\b(?:hm revenue|hmrc|self assessment|tax refund|tax rebate|tax code)\b/i,
    weak: [
      /\btax\b/i,
      /\brefund\b/i,
      /\bunique taxpayer\b/i,
      /\bnational insurance\b/i,
      /\btax year\b/i,
    ],
  },
  {
    type: 'invoice',
    strong: /\b(?:invoice (?:no|number|date)|tax invoice|amount due|balance due)\b/i,
    weak: [
      /\binvoice\b/i,
      /\bbill to\b/i,
      /\bsubtotal\b/i,
      /\bvat\b/i,
      /\bpayment terms\b/i,
      /\bdue date\b/i,
      /\bqty\b|\bquantity\b/i,
    ],
  },
  {
    type: 'bank_statement',
    strong: /\b(?:opening balance|closing balance|statement period|account statement)\b/i,
    weak: [/\bstatement\b/i, /\bbalance\b/i, /\bpaid in\b/i, /\bpaid out\b/i, /\bsort code\b/i],
  },
  {
    type: 'delivery_notice',
    strong:
      /\b(?:we missed you|redelivery|parcel (?:could not|couldn't) be delivered|tracking number)\b/i,
    weak: [
      /\bparcel\b/i,
      /\bdelivery\b/i,
      /\bcourier\b/i,
      /\broyal mail\b|\bevri\b|\bdpd\b|\bdhl\b|\bparcelforce\b/i,
      /\bshipping\b/i,
    ],
  },
  {
    type: 'job_offer',
    strong:
      /\b(?:offer of employment|job offer|contract of employment|we are pleased to offer you the (?:role|position))\b/i,
    weak: [
      /\bsalary\b/i,
      /\bposition\b/i,
      /\bstart date\b/i,
      /\bemployment\b/i,
      /\brecruit/i,
      /\bwork from home\b/i,
    ],
  },
  {
    type: 'prize_letter',
    strong:
      /\b(?:you have won|you(?:'ve| have) been selected|lottery|prize draw|claim your (?:prize|winnings))\b/i,
    weak: [/\bwinner\b/i, /\bprize\b/i, /\bcongratulations\b/i, /\bjackpot\b/i, /\bclaim\b/i],
  },
  {
    type: 'bank_letter',
    strong:
      /\b(?:your account has been (?:suspended|restricted|locked)|fraud (?:team|department)|unusual activity on your account)\b/i,
    weak: [/\bbank\b/i, /\baccount\b/i, /\bdear customer\b/i, /\bcard\b/i, /\bsecurity\b/i],
  },
]

/** The document's type from its text. */
export function classifyDocument(text: string): DocumentType {
  let best: { type: DocumentType; score: number } = { type: 'other', score: 0 }
  for (const cue of CUES) {
    const score = (cue.strong.test(text) ? 3 : 0) + cue.weak.filter((p) => p.test(text)).length
    if (score > best.score) best = { type: cue.type, score }
  }
  return best.score >= 2 ? best.type : 'other'
}
