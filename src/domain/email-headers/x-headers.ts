/**
 * What the extra headers give away: the software that sent the message (scripts on hacked
 * web servers, mass mailers, phishing kits that claim to be long-dead mail programs), and
 * Microsoft 365's own spam verdict, decoded from its abbreviations into plain facts.
 */
import type { EmailHeader } from './parse.ts'

export type MailerTell =
  /** Sent by a PHP script on a web server (X-PHP-Originating-Script, X-PHP-Script). */
  | 'php_script'
  /** PHPMailer and its kit variants: a web form or a script, not a mail program. */
  | 'php_mailer'
  /** Software made for sending in bulk. */
  | 'mass_mailer'
  /** A mail program no one has used for years, a favourite disguise of phishing kits. */
  | 'forged_client'

export interface SuspiciousHeader {
  name: string
  value: string
  tell: MailerTell
}

const MASS_MAILERS =
  /\b(?:gammadyne|atomic mail sender|sendblaster|send ?blaster|turbo-?mailer|mass ?mailer|advanced mass sender|group mail|ultimate bulk|bulk ?mailer|mailking|super ?mailer|the bat! 4\.0\.24)\b/i

// Programs retired long before any message carrying them could be genuine today.
const RETIRED_CLIENTS =
  /\b(?:outlook express|microsoft office outlook(?:,)? build 11|microsoft outlook(?:,)? build 10|microsoft outlook imo|microsoft cdo for windows 2000|eudora|mozilla 4\.\d|windows live mail|incredimail|foxmail 6)\b/i

/** The tells among the headers that name the sending software. */
export function suspiciousXHeaders(headers: readonly EmailHeader[]): SuspiciousHeader[] {
  const found: SuspiciousHeader[] = []
  for (const { key, value } of headers) {
    const name = key
    if (name === 'x-php-originating-script' || name === 'x-php-script') {
      found.push({ name, value, tell: 'php_script' })
    } else if (name === 'x-mailer' || name === 'user-agent' || name === 'x-sender-software') {
      if (/phpmailer|php\/|\bphp\b|leaf ?mailer|owl ?mailer/i.test(value)) {
        found.push({ name, value, tell: 'php_mailer' })
      } else if (MASS_MAILERS.test(value)) found.push({ name, value, tell: 'mass_mailer' })
      else if (RETIRED_CLIENTS.test(value)) found.push({ name, value, tell: 'forged_client' })
    }
  }
  return found
}

/** Microsoft 365's verdict on a message it received, from its antispam headers. */
export interface MicrosoftVerdict {
  /** Spam confidence level: -1 (skipped), 0–1 (not spam), 5–6 (spam), 9 (high confidence). */
  scl: number | null
  /** Spam filter verdict: SPM spam, SKS marked as spam by a rule, NSPM not spam, SKN/SKA allowed… */
  sfv: string | null
  /** Bulk complaint level 0–9: how many people complained about this sender's bulk mail. */
  bcl: number | null
  /** The protection policy that applied: PHSH, HPHSH, SPOOF, DIMP, UIMP, GIMP, MALW, SPM, BULK… */
  cat: string | null
  /** Composite authentication: pass, fail, softpass, none. */
  compauth: string | null
  /** The country Microsoft saw the connection from (ISO code). Never scored. */
  country: string | null
}

/** `KEY:value;KEY:value` as Microsoft writes it. */
function readPairs(value: string): Map<string, string> {
  const pairs = new Map<string, string>()
  for (const part of value.split(';')) {
    const at = part.indexOf(':')
    if (at > 0) pairs.set(part.slice(0, at).trim().toUpperCase(), part.slice(at + 1).trim())
  }
  return pairs
}

function readLevel(text: string | undefined): number | null {
  if (text === undefined || !/^-?\d+$/.test(text)) return null
  return Number(text)
}

/** Decodes X-Forefront-Antispam-Report and X-Microsoft-Antispam, when Microsoft wrote them. */
export function microsoftVerdict(headers: readonly EmailHeader[]): MicrosoftVerdict | null {
  const top = (name: string) => headers.find((header) => header.key === name)?.value
  const report = top('x-forefront-antispam-report')
  const antispam = top('x-microsoft-antispam')
  if (!report && !antispam) return null
  const reportPairs = readPairs(report ?? '')
  const antispamPairs = readPairs(antispam ?? '')
  const authentication = headers.find((header) => header.key === 'authentication-results')?.value
  const compauth = authentication?.match(/compauth=([a-z]+)/i)?.[1]?.toLowerCase() ?? null
  return {
    scl: readLevel(reportPairs.get('SCL') ?? top('x-ms-exchange-organization-scl')),
    sfv: reportPairs.get('SFV')?.toUpperCase() || null,
    bcl: readLevel(antispamPairs.get('BCL')),
    cat: reportPairs.get('CAT')?.toUpperCase() || null,
    compauth,
    country: reportPairs.get('CTRY')?.toUpperCase() || null,
  }
}
