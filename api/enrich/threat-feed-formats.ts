/**
 * Reads threat feed files: plain URL lists (OpenPhish's feed is one), URLhaus CSV (comment lines
 * start with #) and PhishTank JSON. The format is recognised from the content. Pure.
 */

export type FeedFormat = 'text' | 'urlhaus-csv' | 'phishtank-json'

export interface FeedEntry {
  /** Normalised: lower-case scheme and host, no fragment, no default port. */
  url: string
  host: string
}

export interface ParsedFeed {
  format: FeedFormat
  /** The feed's usual name for its format, or null for plain lists. */
  defaultSource: string | null
  entries: FeedEntry[]
  /** Items read, items that were not web addresses, and repeats within the file. */
  read: number
  invalid: number
  duplicates: number
}

/** Normalises a listed URL (a bare host or host/path is read as http). Null if not http(s). */
export function normaliseFeedUrl(raw: string): FeedEntry | null {
  const text = raw.trim().replace(/^["']|["']$/g, '')
  if (!text || /\s/.test(text)) return null
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`
  try {
    const url = new URL(withScheme)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null
    url.hash = ''
    url.hostname = url.hostname.replace(/\.$/, '')
    const host = url.hostname.replace(/^\[|\]$/g, '').toLowerCase()
    if (!host) return null
    return { url: url.href, host }
  } catch {
    return null
  }
}

/** One CSV line, with double-quoted fields that may contain commas and "" escapes. */
export function splitCsvLine(line: string): string[] {
  const fields: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const char = line[i]
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"'
        i++
      } else if (char === '"') quoted = false
      else field += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      fields.push(field)
      field = ''
    } else field += char
  }
  fields.push(field)
  return fields
}

/** Recognises the format from the content. */
export function detectFeedFormat(content: string): FeedFormat {
  const trimmed = content.trimStart()
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) return 'phishtank-json'
  const lines = trimmed.split(/\r?\n/, 50)
  const comments = lines.filter((line) => line.startsWith('#')).join('\n')
  const firstData = lines.find((line) => line.trim() && !line.startsWith('#')) ?? ''
  if (/urlhaus/i.test(comments) || /^"?\d+"?,"?\d{4}-\d{2}-\d{2}/.test(firstData)) {
    return 'urlhaus-csv'
  }
  return 'text'
}

function urlhausUrls(content: string): string[] {
  let urlColumn = 2
  const urls: string[] = []
  for (const line of content.split(/\r?\n/)) {
    if (line.startsWith('#')) {
      // The header is a comment: "# id,dateadded,url,url_status,...".
      const header = splitCsvLine(line.replace(/^#\s*/, '')).map((name) => name.trim())
      const index = header.indexOf('url')
      if (index >= 0) urlColumn = index
      continue
    }
    if (!line.trim()) continue
    urls.push(splitCsvLine(line)[urlColumn] ?? '')
  }
  return urls
}

function phishtankUrls(content: string): string[] {
  const document: unknown = JSON.parse(content)
  const list = Array.isArray(document)
    ? document
    : typeof document === 'object' && document !== null && 'data' in document
      ? (document as { data: unknown }).data
      : []
  if (!Array.isArray(list)) return []
  return list.map((item: unknown) =>
    typeof item === 'object' && item !== null && 'url' in item ? String(item.url) : '',
  )
}

function textUrls(content: string): string[] {
  return content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
}

const DEFAULT_SOURCES: Record<FeedFormat, string | null> = {
  text: null,
  'urlhaus-csv': 'urlhaus',
  'phishtank-json': 'phishtank',
}

/** Parses a feed file; entries are unique within it. */
export function parseFeed(
  content: string,
  format: FeedFormat = detectFeedFormat(content),
): ParsedFeed {
  const raw =
    format === 'phishtank-json'
      ? phishtankUrls(content)
      : format === 'urlhaus-csv'
        ? urlhausUrls(content)
        : textUrls(content)
  const seen = new Set<string>()
  const entries: FeedEntry[] = []
  let invalid = 0
  let duplicates = 0
  for (const item of raw) {
    const entry = normaliseFeedUrl(item)
    if (!entry) {
      invalid++
      continue
    }
    if (seen.has(entry.url)) {
      duplicates++
      continue
    }
    seen.add(entry.url)
    entries.push(entry)
  }
  return {
    format,
    defaultSource: DEFAULT_SOURCES[format],
    entries,
    read: raw.length,
    invalid,
    duplicates,
  }
}
