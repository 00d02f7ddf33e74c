/**
 * The page itself, fetched through the SSRF guard (the only way we fetch a person's URL) and
 * read without running it: title, description, language, the business behind it, and whether
 * it asks for a password or card details.
 */
import { parse as parseDomain } from 'tldts'

import { extractBusinessDetails, type BusinessDetails } from './business-details.ts'
import { failureReason, type Lookup } from './lookup-status.ts'
import { parsePage } from './page-parser.ts'
import { UnreachableTargetError, UnsafeTargetError, type SsrfGuard } from './ssrf/ssrf-guard.ts'

export interface PageEvidence {
  /** The URL that answered, after redirects. */
  finalUrl: string
  status: number
  redirects: string[]
  truncated: boolean
  title: string | null
  metaDescription: string | null
  language: string | null
  business: BusinessDetails
  hasLoginForm: boolean
  hasCardForm: boolean
  /** A form sends what is typed to another website. */
  formPostsElsewhere: boolean
}

export interface PageRequest {
  url: URL
  guard: SsrfGuard
  /** The vetted addresses of the URL's host, so it is not resolved twice. */
  addresses?: readonly string[]
}

function charsetOf(contentType: string | undefined, head: string): string {
  const fromHeader = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1]
  const fromMeta = /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1]
  return (fromHeader ?? fromMeta ?? 'utf-8').toLowerCase()
}

function decode(body: Buffer, contentType: string | undefined): string {
  const charset = charsetOf(contentType, body.subarray(0, 2048).toString('latin1'))
  try {
    return new TextDecoder(charset).decode(body)
  } catch {
    return new TextDecoder('utf-8').decode(body)
  }
}

function registrable(hostname: string): string {
  return parseDomain(hostname).domain ?? hostname
}

function postsElsewhere(actions: string[], pageUrl: string, pageDomain: string): boolean {
  return actions.some((action) => {
    if (!action) return false
    try {
      const target = new URL(action, pageUrl)
      return /^https?:$/.test(target.protocol) && registrable(target.hostname) !== pageDomain
    } catch {
      return false
    }
  })
}

/**
 * Fetches and reads a page. An unsafe target (UnsafeTargetError) is thrown, not reported: the
 * screening refuses the URL. 'no_data' when the answer is not a readable HTML page.
 */
export async function fetchPage({
  url,
  guard,
  addresses,
}: PageRequest): Promise<Lookup<PageEvidence>> {
  try {
    const response = await guard.fetch(url, { addresses, acceptInvalidCertificates: true })
    const contentType = String(response.headers['content-type'] ?? '')
    if (response.status >= 400) return { status: 'no_data', reason: `HTTP ${response.status}` }
    if (contentType && !/html|xml|text\/plain/i.test(contentType)) {
      return { status: 'no_data', reason: `not a web page (${contentType.split(';')[0]})` }
    }
    const facts = parsePage(decode(response.body, contentType))
    const final = new URL(response.url)
    const hostname = final.hostname.replace(/^\[|\]$/g, '').toLowerCase()
    const domain = registrable(hostname)
    return {
      status: 'checked',
      data: {
        finalUrl: response.url,
        status: response.status,
        redirects: response.redirects,
        truncated: response.truncated,
        title: facts.title,
        metaDescription: facts.metaDescription ?? facts.ogDescription,
        language: facts.language,
        business: extractBusinessDetails(facts, response.url, domain, hostname),
        hasLoginForm: facts.hasPasswordField,
        hasCardForm: facts.hasCardField,
        formPostsElsewhere: postsElsewhere(facts.formActions, response.url, domain),
      },
    }
  } catch (error) {
    if (error instanceof UnreachableTargetError) {
      return { status: 'failed', reason: `${error.reason}: ${error.message}`.slice(0, 200) }
    }
    if (error instanceof UnsafeTargetError) throw error
    return { status: 'failed', reason: failureReason(error) }
  }
}
