/**
 * The labelled sets the engine learns from and is measured on: the shared development data
 * (../shared/data, or SHARED_DATA_DIR) and the project's own present-day UK sets in this
 * folder. Each item keeps its set and category so the figures can be broken down.
 */
import { existsSync, readFileSync } from 'node:fs'
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

/** The project's own present-day UK messages (training/uk-messages.tsv). */
export function ukMessages(): LabelledItem[] {
  return lines(path.join(HERE, 'uk-messages.tsv'))
    .slice(1)
    .filter(Boolean)
    .map((line) => {
      const [label = '', category = '', ...text] = line.split('\t')
      return {
        label: label === 'scam' ? 1 : 0,
        set: 'uk-messages',
        category,
        item: text.join('\t'),
      }
    })
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
