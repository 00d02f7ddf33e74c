/**
 * Turns the analysis text into blocks the result panel renders as React elements (never as
 * HTML): `**bold**` becomes strong text, lines starting with "- " become a list, and blank
 * lines separate paragraphs. Anything else, markup included, stays literal text.
 */

export interface Inline {
  text: string
  strong: boolean
}

/** One line of text, as runs of plain and strong text. */
export type Line = Inline[]

export type Block = { kind: 'paragraph'; lines: Line[] } | { kind: 'list'; items: Line[] }

/** Bullets the writer and language models use; "- " is the one the spec names. */
const BULLET = /^\s*(?:[-*•])\s+/

/** Splits `**bold**` runs; an unpaired `**` stays as it is. */
export function parseInline(text: string): Line {
  const runs: Line = []
  const push = (value: string, strong: boolean) => {
    if (!value) return
    const last = runs.at(-1)
    if (last && last.strong === strong) last.text += value
    else runs.push({ text: value, strong })
  }
  let rest = text
  for (;;) {
    const open = rest.indexOf('**')
    const close = open === -1 ? -1 : rest.indexOf('**', open + 2)
    if (close === -1) break
    push(rest.slice(0, open), false)
    const inner = rest.slice(open + 2, close)
    // "****" is not bold of nothing; keep it literally.
    if (inner.trim()) push(inner, true)
    else push(rest.slice(open, close + 2), false)
    rest = rest.slice(close + 2)
  }
  push(rest, false)
  return runs
}

export function parseAnalysis(text: string): Block[] {
  const blocks: Block[] = []
  let current: Block | null = null
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd()
    if (!line.trim()) {
      current = null
      continue
    }
    const bullet = BULLET.exec(line)
    if (bullet) {
      const item = parseInline(line.slice(bullet[0].length))
      if (current?.kind === 'list') current.items.push(item)
      else blocks.push((current = { kind: 'list', items: [item] }))
    } else {
      const content = parseInline(line.trim())
      if (current?.kind === 'paragraph') current.lines.push(content)
      else blocks.push((current = { kind: 'paragraph', lines: [content] }))
    }
  }
  return blocks
}
