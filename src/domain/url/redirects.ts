/**
 * Redirectors that carry their destination in the address (Google's /url?q=, Outlook's safe
 * links, Facebook's l.php?u=, Proofpoint's urldefense…): the destination is what a person would
 * land on, so it is what the checks judge. Unwrapped here without a network request; a
 * redirector whose destination is hidden server-side (a shortener) is followed by the server.
 */

interface Redirector {
  /** Matches the host (lower case). */
  host: RegExp
  /** Matches the path, when only some paths redirect. */
  path?: RegExp
  /** The query parameters that hold the destination, in order of preference. */
  params: readonly string[]
}

const REDIRECTORS: readonly Redirector[] = [
  // Google search results and Gmail: google.com/url?q= (also google.co.uk and the like).
  { host: /^(?:www\.)?google\.[a-z.]+$/, path: /^\/url$/, params: ['q', 'url'] },
  { host: /^(?:www\.)?youtube\.com$/, path: /^\/redirect$/, params: ['q'] },
  // Microsoft Defender for Office 365 "safe links", in every region.
  { host: /^(?:[a-z0-9-]+\.)*safelinks\.protection\.outlook\.com$/, params: ['url'] },
  { host: /^(?:l|lm)\.facebook\.com$/, path: /^\/l\.php$/, params: ['u'] },
  { host: /^l\.instagram\.com$/, params: ['u'] },
  { host: /^l\.messenger\.com$/, path: /^\/l\.php$/, params: ['u'] },
  {
    host: /^(?:www\.)?linkedin\.com$/,
    path: /^\/(?:redir\/redirect|safety\/go)\/?$/,
    params: ['url'],
  },
  { host: /^out\.reddit\.com$/, params: ['url'] },
  { host: /^(?:www\.)?slack-redir\.net$/, path: /^\/link$/, params: ['url'] },
  { host: /^away\.vk\.com$/, path: /^\/away\.php$/, params: ['to'] },
  { host: /^(?:www\.)?steamcommunity\.com$/, path: /^\/linkfilter\/?$/, params: ['url', 'u'] },
  { host: /^(?:www\.)?duckduckgo\.com$/, path: /^\/l\/?$/, params: ['uddg'] },
  { host: /^t\.umblr\.com$/, path: /^\/redirect$/, params: ['z'] },
  { host: /^(?:www\.)?href\.li$/, params: [''] },
  { host: /^(?:www\.)?bing\.com$/, path: /^\/ck\/a$/, params: ['u'] },
  { host: /^(?:[a-z0-9-]+\.)?urldefense\.(?:proofpoint\.)?com$/, params: ['u'] },
  { host: /^(?:www\.)?google\.[a-z.]+$/, path: /^\/amp\/s\//, params: [] },
]

/** Bing writes the destination as "a1" and base64url. */
function decodeBing(value: string): string | null {
  if (!value.startsWith('a1')) return null
  try {
    const base64 = value.slice(2).replace(/-/g, '+').replace(/_/g, '/')
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
    return new TextDecoder().decode(bytes)
  } catch {
    return null
  }
}

/** Proofpoint v2 writes the destination with - for % and _ for /. */
function decodeProofpoint(value: string): string {
  try {
    return decodeURIComponent(value.replace(/-/g, '%').replace(/_/g, '/'))
  } catch {
    return value
  }
}

/** Proofpoint v3 wraps the destination in __…__ in the path itself. */
function proofpointV3(url: URL): string | null {
  const match = /^\/v3\/__(.+?)__/.exec(url.pathname)
  return match?.[1] ?? null
}

function destinationOf(url: URL): string | null {
  const host = url.hostname.toLowerCase()
  for (const redirector of REDIRECTORS) {
    if (!redirector.host.test(host)) continue
    if (redirector.path && !redirector.path.test(url.pathname)) continue
    if (host.startsWith('urldefense')) {
      const v3 = proofpointV3(url)
      if (v3) return v3
      const v2 = url.searchParams.get('u')
      return v2 ? decodeProofpoint(v2) : null
    }
    if (host.endsWith('bing.com')) return decodeBing(url.searchParams.get('u') ?? '')
    if (url.pathname.startsWith('/amp/s/')) return `https://${url.pathname.slice('/amp/s/'.length)}`
    if (host.endsWith('href.li')) return url.search.slice(1) || null
    for (const param of redirector.params) {
      const value = url.searchParams.get(param)
      if (value) return value
    }
  }
  return null
}

/** At most this many redirectors in a row are unwrapped (a loop is cut short). */
const MAX_HOPS = 5

/**
 * The address a redirector link leads to, unwrapped through up to five redirectors, or null
 * when the link is not a redirector (or leads nowhere a browser would go).
 */
export function unwrapRedirect(link: string): string | null {
  let current = link
  let unwrapped: string | null = null
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    let url: URL
    try {
      url = new URL(/^[a-z][a-z0-9+.-]*:/i.test(current) ? current : `https://${current}`)
    } catch {
      return unwrapped
    }
    const destination = destinationOf(url)?.trim()
    if (!destination || !/^(?:https?:\/\/)?[^\s/]+\.[^\s/]+/i.test(destination)) return unwrapped
    if (/^[a-z][a-z0-9+.-]*:/i.test(destination) && !/^https?:/i.test(destination)) return unwrapped
    current = destination
    unwrapped = destination
  }
  return unwrapped
}
