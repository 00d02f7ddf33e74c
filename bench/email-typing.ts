/**
 * How the email trust check types addresses by their domain, with no network (as the device and
 * `screen -- email --offline` run it): the share of throwaway domains typed disposable, of free
 * providers' domains typed free, of privacy relays ever called disposable, and of brand
 * look-alikes rated Low or Very Low. Measured on the shipped lists themselves (near 100 % by
 * construction) and, more usefully, on lists given as files that the shipped ones were NOT
 * built from (another package's list): `--disposable FILE` and `--free FILE`, each a JSON array
 * or one domain a line, as often as wanted.
 */
import { readFile } from 'node:fs/promises'
import path from 'node:path'

import { addressEvidence, withoutLookups } from '../src/domain/email/address-evidence.ts'
import { readEmailAddress } from '../src/domain/email/address.ts'
import disposableEntries from '../src/domain/email/data/disposable-domains.json'
import freeDomains from '../src/domain/email/data/free-domains.json'
import { loadMailboxLists } from '../src/domain/email/mailbox-lists.ts'
import { RELAY_PROVIDERS } from '../src/domain/email/providers.ts'
import { assessEmailTrust, type EmailTrustAssessment } from '../src/domain/email/trust-score.ts'
import { BRANDS } from '../src/domain/engine/brands.ts'

const lists = await loadMailboxLists()

function assess(domain: string, local = 'someone'): EmailTrustAssessment | null {
  const reading = readEmailAddress(`${local}@${domain}`)
  return reading.ok ? assessEmailTrust(withoutLookups(addressEvidence(reading.email, lists))) : null
}

async function readDomains(file: string): Promise<string[]> {
  const text = await readFile(file, 'utf8')
  const entries: unknown = text.trimStart().startsWith('[')
    ? JSON.parse(text)
    : text.split('\n').map((line) => line.replace(/#.*/, ''))
  if (!Array.isArray(entries)) throw new Error(`${file} is not a list`)
  return entries
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry && !entry.startsWith('*.'))
}

function share(domains: readonly string[], typed: (domain: string) => boolean) {
  const readable = domains.filter((domain) => assess(domain) !== null)
  const hits = readable.filter(typed).length
  return {
    domains: readable.length,
    typed: hits,
    percent: readable.length ? Number(((100 * hits) / readable.length).toFixed(1)) : null,
  }
}

const typedAs = (type: EmailTrustAssessment['providerType']) => (domain: string) =>
  assess(domain)?.providerType === type

/** Typical look-alike domains of each brand: words added, a swapped ending, a near miss. */
function lookalikeDomains(): string[] {
  return BRANDS.flatMap((brand) => {
    const token = brand.tokens.find((candidate) => !brand.commonWords?.includes(candidate))
    if (!token) return []
    const nearMiss = token.length > 4 ? `${token.slice(0, -1)}${token.at(-1)}${token.at(-1)}` : ''
    return [
      `${token}-secure.com`,
      `${token}-verify.net`,
      `${token}support-team.co.uk`,
      `${token}.com-account.info`,
      ...(nearMiss ? [`${nearMiss}.com`] : []),
    ]
  })
}

/** Reads `--disposable FILE` and `--free FILE` pairs. */
function fileArguments(args: readonly string[]): { disposable: string[]; free: string[] } {
  const files = { disposable: [] as string[], free: [] as string[] }
  for (let i = 0; i < args.length; i += 2) {
    const flag = args[i]
    const file = args[i + 1]
    if ((flag !== '--disposable' && flag !== '--free') || !file) {
      throw new Error('Usage: --typing [--disposable FILE]... [--free FILE]...')
    }
    files[flag.slice(2) as 'disposable' | 'free'].push(path.resolve(file))
  }
  return files
}

/** The typing figures as JSON-ready data. */
export async function measureTyping(args: readonly string[]) {
  const files = fileArguments(args)
  const lookalikes = lookalikeDomains()
  const lookalikeRatings = lookalikes.map((domain) => assess(domain, 'accounts')?.rating)
  const isLow = (rating: string | undefined) =>
    rating === 'Low Trust' || rating === 'Very Low Trust'
  const low = lookalikeRatings.filter(isLow)
  const relays = Object.keys(RELAY_PROVIDERS)
  return {
    benchmark: 'email-typing',
    shipped_disposable_typed_disposable: share(
      disposableEntries.filter((entry) => !entry.startsWith('*.')),
      typedAs('disposable'),
    ),
    shipped_free_typed_free: share(freeDomains, typedAs('free')),
    relays_called_disposable: relays.filter(typedAs('disposable')).length,
    relays_checked: relays.length,
    brand_lookalikes: {
      domains: lookalikes.length,
      low_or_very_low: low.length,
      others: lookalikes.filter((_, i) => !isLow(lookalikeRatings[i])),
    },
    other_disposable_lists: await Promise.all(
      files.disposable.map(async (file) => ({
        file: path.basename(file),
        ...share(await readDomains(file), typedAs('disposable')),
      })),
    ),
    other_free_lists: await Promise.all(
      files.free.map(async (file) => ({
        file: path.basename(file),
        ...share(await readDomains(file), typedAs('free')),
      })),
    ),
  }
}
