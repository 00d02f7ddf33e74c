/**
 * Reads what a web page shows, from its HTML, with htmlparser2's streaming tokenizer: no DOM,
 * no scripts run, nothing fetched. Pure; the page fetcher (page.ts) gives it the HTML.
 */
import { Parser } from 'htmlparser2'

export interface PageLink {
  href: string
  text: string
}

export interface PageFacts {
  title: string | null
  metaDescription: string | null
  ogDescription: string | null
  siteName: string | null
  /** The `<html lang>` value. */
  language: string | null
  /** Visible text, one line per block, at most MAX_TEXT characters. */
  text: string
  headings: string[]
  imageAlts: string[]
  links: PageLink[]
  paragraphs: string[]
  /** The text of `<address>` elements, lines joined with ", ". */
  addresses: string[]
  hasPasswordField: boolean
  hasCardField: boolean
  formActions: string[]
}

const MAX_TEXT = 200_000
const MAX_ITEMS = 300
const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head'])
const BLOCKS = new Set([
  'p',
  'div',
  'br',
  'li',
  'tr',
  'td',
  'th',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'section',
  'article',
  'header',
  'footer',
  'address',
  'ul',
  'ol',
  'table',
  'form',
  'nav',
  'main',
  'aside',
  'blockquote',
  'dd',
  'dt',
  'hr',
  'label',
  'option',
  'button',
])
const CARD_FIELD =
  /card.?(?:number|no)|cc.?(?:num|number)|cvv|cvc|csc|security.?code|expiry|exp.?date/i

function clean(text: string): string {
  return text.replace(/\s+/g, ' ').trim()
}

function push<T>(list: T[], item: T): void {
  if (list.length < MAX_ITEMS) list.push(item)
}

/** Parses an HTML page into the facts the checks use. */
export function parsePage(html: string): PageFacts {
  const facts: PageFacts = {
    title: null,
    metaDescription: null,
    ogDescription: null,
    siteName: null,
    language: null,
    text: '',
    headings: [],
    imageAlts: [],
    links: [],
    paragraphs: [],
    addresses: [],
    hasPasswordField: false,
    hasCardField: false,
    formActions: [],
  }
  const text: string[] = []
  let textLength = 0
  let skipDepth = 0
  let title: string[] | null = null
  let heading: string[] | null = null
  let paragraph: string[] | null = null
  let link: { href: string; text: string[] } | null = null
  let address: string[] | null = null

  const addText = (data: string) => {
    if (textLength >= MAX_TEXT) return
    text.push(data)
    textLength += data.length
  }

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'html' && attributes.lang) facts.language = clean(attributes.lang) || null
        if (name === 'title' && facts.title === null) title = []
        if (name === 'meta') {
          const key = (attributes.name ?? attributes.property ?? '').toLowerCase()
          const content = clean(attributes.content ?? '')
          if (content) {
            if (key === 'description') facts.metaDescription ??= content
            else if (key === 'og:description') facts.ogDescription ??= content
            else if (key === 'og:site_name' || key === 'application-name')
              facts.siteName ??= content
          }
        }
        if (SKIPPED.has(name)) {
          skipDepth++
          return
        }
        if (BLOCKS.has(name)) addText('\n')
        if (/^h[1-3]$/.test(name)) heading = []
        if (name === 'p') paragraph = []
        if (name === 'address') address = []
        if (name === 'br') address?.push('\n')
        if (name === 'a' && attributes.href) link = { href: attributes.href.trim(), text: [] }
        if (name === 'img' && attributes.alt?.trim()) push(facts.imageAlts, clean(attributes.alt))
        if (name === 'form') push(facts.formActions, (attributes.action ?? '').trim())
        if (name === 'input') {
          const type = (attributes.type ?? 'text').toLowerCase()
          if (type === 'password') facts.hasPasswordField = true
          const descriptor = `${attributes.name ?? ''} ${attributes.id ?? ''} ${attributes.autocomplete ?? ''} ${attributes.placeholder ?? ''}`
          if (
            /cc-(?:number|csc|exp)/.test(attributes.autocomplete ?? '') ||
            CARD_FIELD.test(descriptor)
          ) {
            facts.hasCardField = true
          }
        }
      },
      ontext(data) {
        if (title) title.push(data)
        if (skipDepth > 0) return
        heading?.push(data)
        paragraph?.push(data)
        address?.push(data)
        link?.text.push(data)
        addText(data)
      },
      onclosetag(name) {
        if (name === 'title' && title) {
          facts.title = clean(title.join('')) || null
          title = null
        }
        if (SKIPPED.has(name)) {
          skipDepth = Math.max(0, skipDepth - 1)
          return
        }
        if (BLOCKS.has(name)) addText('\n')
        if (/^h[1-3]$/.test(name) && heading) {
          const value = clean(heading.join(''))
          if (value) push(facts.headings, value)
          heading = null
        }
        if (name === 'p' && paragraph) {
          const value = clean(paragraph.join(''))
          if (value) push(facts.paragraphs, value)
          paragraph = null
        }
        if (name === 'address' && address) {
          const lines = address.join('').split('\n').map(clean).filter(Boolean)
          if (lines.length > 0) push(facts.addresses, lines.join(', '))
          address = null
        }
        if (name === 'a' && link) {
          push(facts.links, { href: link.href, text: clean(link.text.join('')) })
          link = null
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  parser.write(html)
  parser.end()
  facts.text = text.join('').split('\n').map(clean).filter(Boolean).join('\n').slice(0, MAX_TEXT)
  return facts
}
