/**
 * The labelled sets the engine learns from and is measured on: the shared development data
 * (../shared/data, or SHARED_DATA_DIR) and the project's own present-day UK sets in this
 * folder. Each item keeps its set and category so the figures can be broken down.
 */
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const HERE = path.dirname(fileURLToPath(import.meta.url))
export const SHARED_DATA_DIR =
  process.env.SHARED_DATA_DIR ?? path.resolve(HERE, '../../shared/data')

export interface LabelledItem {
  /** 1 for a scam or phishing, 0 for genuine. */
  label: 0 | 1
  set: string
  category: string
  item: string
}

function lines(file: string): string[] {
  return readFileSync(file, 'utf8').split(/\r?\n/)
}

function shared(relative: string): string {
  const file = path.join(SHARED_DATA_DIR, relative)
  if (!existsSync(file)) {
    throw new Error(
      `Missing ${file}: set SHARED_DATA_DIR to the folder holding sms-dev and url-dev.`,
    )
  }
  return file
}

/** UCI SMS Spam Collection, development half (CC BY 4.0, Almeida and Gómez Hidalgo). */
export function uciMessages(): LabelledItem[] {
  return lines(shared('sms-dev/uci-dev.tsv'))
    .slice(1)
    .filter(Boolean)
    .map((line) => {
      const tab = line.indexOf('\t')
      const label = line.slice(0, tab) === 'spam' ? 1 : 0
      return { label, set: 'uci-sms', category: label ? 'spam' : 'ham', item: line.slice(tab + 1) }
    })
}

/**
 * Mishra and Soni's SMS phishing set, development half (CC BY 4.0): smishing and spam are
 * scams, as in the UCI set; the category keeps which.
 */
export function smishingMessages(): LabelledItem[] {
  return lines(shared('sms-dev/smishing-dev.tsv'))
    .slice(1)
    .filter(Boolean)
    .map((line) => {
      const tab = line.indexOf('\t')
      const kind = line.slice(0, tab)
      return {
        label: kind === 'ham' ? 0 : 1,
        set: 'smishing',
        category: kind,
        item: line.slice(tab + 1),
      }
    })
}

/**
 * A second set written later by the same writers, in a different session, is split: even rows
 * train, odd rows are kept out of every model to measure it on wording it never saw (the bench's
 * `held_out` figures).
 */
export type Round2Half = 'train' | 'held-out'

function round2Rows(rows: string[], half: Round2Half): string[] {
  return rows.filter((_, index) => (index % 2 === 0) === (half === 'train'))
}

function tsvRows(file: string): string[] {
  return lines(file).slice(1).filter(Boolean)
}

function messageOf(line: string, set: string): LabelledItem {
  const [label = '', category = '', ...text] = line.split('\t')
  return { label: label === 'scam' ? 1 : 0, set, category, item: text.join('\t') }
}

/** The rows of a file of the project's own messages that belong to `half`. */
function ownRows(file: string, half: Round2Half): string[] {
  const rows = tsvRows(file)
  if (file.endsWith('.round2.tsv')) return round2Rows(rows, half)
  // The other sets only train.
  return half === 'train' ? rows : []
}

/**
 * The project's own messages in every language (training/languages/<locale>.tsv,
 * <locale>.round3.tsv to <locale>.round5.tsv, and the training half of <locale>.round2.tsv):
 * never-event requests and the warnings that mention the same things, the commonest scams and
 * genuine messages, written by speakers of each language. The set is `lang-<locale>`.
 */
export function languageMessages(half: Round2Half = 'train'): LabelledItem[] {
  const folder = path.join(HERE, 'languages')
  return readdirSync(folder)
    .filter((name) => /^[a-z]{2}(?:\.round[2-5])?\.tsv$/.test(name))
    .sort()
    .flatMap((name) =>
      ownRows(path.join(folder, name), half).map((line) =>
        messageOf(line, `lang-${name.slice(0, 2)}`),
      ),
    )
}

/**
 * The project's own present-day UK messages (training/uk-messages.tsv, uk-messages.round3.tsv to
 * uk-messages.round5.tsv, and the training half of uk-messages.round2.tsv).
 */
export function ukMessages(half: Round2Half = 'train'): LabelledItem[] {
  return ['', '.round2', '.round3', '.round4', '.round5']
    .map((round) => `uk-messages${round}.tsv`)
    .flatMap((name) => ownRows(path.join(HERE, name), half))
    .map((line) => messageOf(line, 'uk-messages'))
}

function hostsAsUrls(relative: string, label: 0 | 1, set: string): LabelledItem[] {
  return lines(shared(relative))
    .map((line) => line.trim())
    .filter(Boolean)
    .map((host) => ({ label, set, category: set, item: `https://${host}/` }))
}

/** Phishing.Database links (MIT), popular and phishing hosts as https://HOST/. */
export function sharedLinks(): LabelledItem[] {
  return [
    ...lines(shared('url-dev/phishing-links.txt'))
      .map((line) => line.trim())
      .filter(Boolean)
      .map((url) => ({
        label: 1 as const,
        set: 'phishing-links',
        category: 'phishing-links',
        item: url,
      })),
    ...hostsAsUrls('url-dev/phishing-domains.txt', 1, 'phishing-domains'),
    ...hostsAsUrls('url-dev/popular-domains.txt', 0, 'popular-domains'),
  ]
}

/** The project's own links: genuine deep links and present-day phishing (training/uk-links.tsv). */
export function ukLinks(): LabelledItem[] {
  return lines(path.join(HERE, 'uk-links.tsv'))
    .slice(1)
    .filter(Boolean)
    .map((line) => {
      const [label = '', category = '', url = ''] = line.split('\t')
      const scam = label === 'phishing'
      return {
        label: scam ? 1 : 0,
        set: scam ? 'uk-links-phishing' : 'uk-links-genuine',
        category,
        item: url.trim(),
      }
    })
}

/** Every labelled message the text models learn from. */
export function allMessages(): LabelledItem[] {
  return [...uciMessages(), ...smishingMessages(), ...ukMessages(), ...languageMessages()]
}

/** The halves of the second sets kept out of every model, to measure it on unseen wording. */
export function heldOutMessages(): LabelledItem[] {
  return [...ukMessages('held-out'), ...languageMessages('held-out')]
}

/**
 * A third set per language (training/held-out/<locale>.tsv), written by other writers who never
 * saw the engine, is kept out of every model. Each category is split in two by a hash of its
 * lines: the lexicons were refined on the `dev` half; the `test` half is only ever scored.
 */
export function thirdSetMessages(half: 'dev' | 'test'): LabelledItem[] {
  const folder = path.join(HERE, 'held-out')
  return readdirSync(folder)
    .filter((name) => /^[a-z]{2}\.tsv$/.test(name))
    .sort()
    .flatMap((name) => {
      const byCategory = new Map<string, string[]>()
      for (const row of tsvRows(path.join(folder, name))) {
        const category = row.split('\t')[1] ?? ''
        byCategory.set(category, [...(byCategory.get(category) ?? []), row])
      }
      return [...byCategory.values()].flatMap((rows) =>
        rows
          .map((row) => ({ row, hash: createHash('md5').update(row).digest('hex') }))
          .sort((a, b) => (a.hash < b.hash ? -1 : 1))
          .filter((_, index) => (index % 2 === 0) === (half === 'dev'))
          .map(({ row }) => messageOf(row, `lang-${name.slice(0, 2)}`)),
      )
    })
}
