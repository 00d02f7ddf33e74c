/**
 * Known phishing and malware URLs from threat feeds, held in threat_feed_entries (imported with
 * `npm run feeds -- import FILE`). A check matches the exact URL, or the host when the host is
 * not a shared one: one phishing page on sites.google.com says nothing about the rest of it.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'

import { FREE_HOSTING_SUFFIXES, URL_SHORTENERS } from '../../src/domain/url/lists.ts'
import type { Database } from '../platform/db/client.ts'
import { threatFeedEntries } from '../platform/db/schema.ts'

import { failureReason, type Lookup } from './lookup-status.ts'
import { normaliseFeedUrl, type FeedEntry } from './threat-feed-formats.ts'

export interface ThreatFeedEvidence {
  /** The feeds that list it, by name. */
  sources: string[]
  /** Listed as this exact URL (not only its host). */
  exactUrl: boolean
}

/** Hosts where anyone can publish: only an exact URL match counts there. */
const SHARED_HOSTS = [
  ...FREE_HOSTING_SUFFIXES,
  ...URL_SHORTENERS,
  'google.com',
  'forms.gle',
  'dropbox.com',
  'onedrive.live.com',
  '1drv.ms',
  'sharepoint.com',
  'github.com',
  'githubusercontent.com',
  'googleapis.com',
  'amazonaws.com',
  'cloudfront.net',
  'windows.net',
  'ipfs.io',
  'notion.site',
  'canva.site',
  'youtube.com',
  'facebook.com',
  'instagram.com',
  'tiktok.com',
  'twitter.com',
  'x.com',
  'linkedin.com',
  'reddit.com',
  't.me',
  'telegram.org',
  'discord.com',
  'discord.gg',
  'whatsapp.com',
]

function isShared(host: string): boolean {
  return SHARED_HOSTS.some((suffix) => host === suffix || host.endsWith(`.${suffix}`))
}

const BATCH = 1000

export interface ImportCounts {
  inserted: number
  alreadyPresent: number
}

/** Adds entries under a source name; entries already held for that source are left alone. */
export async function importFeedEntries(
  db: Database,
  source: string,
  entries: readonly FeedEntry[],
): Promise<ImportCounts> {
  let inserted = 0
  for (let start = 0; start < entries.length; start += BATCH) {
    const rows = entries.slice(start, start + BATCH).map((entry) => ({ source, ...entry }))
    const added = await db
      .insert(threatFeedEntries)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: threatFeedEntries.id })
    inserted += added.length
  }
  return { inserted, alreadyPresent: entries.length - inserted }
}

/** How many entries each source holds. */
export async function feedSummary(
  db: Database,
): Promise<Array<{ source: string; entries: number }>> {
  const rows = await db
    .select({ source: threatFeedEntries.source, entries: sql<number>`count(*)::int` })
    .from(threatFeedEntries)
    .groupBy(threatFeedEntries.source)
    .orderBy(threatFeedEntries.source)
  return rows
}

function hostVariants(host: string): string[] {
  const bare = host.replace(/^www\./, '')
  return [...new Set([host, bare, `www.${bare}`])]
}

/**
 * Checks a URL against the feeds. 'not_configured' while no feed has been imported, so an
 * empty table never reads as "not listed".
 */
export async function lookupThreatFeeds(
  db: Database,
  url: string,
): Promise<Lookup<ThreatFeedEvidence>> {
  try {
    const entry = normaliseFeedUrl(url)
    if (!entry) return { status: 'no_data', reason: 'not a web address' }
    const [any] = await db.select({ id: threatFeedEntries.id }).from(threatFeedEntries).limit(1)
    if (!any) return { status: 'not_configured' }
    // The same address over http or https is the same page for this purpose.
    const exactUrls = [
      entry.url,
      entry.url.replace(/^https?:/, (scheme) => (scheme === 'http:' ? 'https:' : 'http:')),
    ]
    const exact = await db
      .selectDistinct({ source: threatFeedEntries.source })
      .from(threatFeedEntries)
      .where(
        and(
          inArray(threatFeedEntries.host, hostVariants(entry.host)),
          inArray(threatFeedEntries.url, exactUrls),
        ),
      )
    const byHost = isShared(entry.host)
      ? []
      : await db
          .selectDistinct({ source: threatFeedEntries.source })
          .from(threatFeedEntries)
          .where(inArray(threatFeedEntries.host, hostVariants(entry.host)))
    const sources = [...new Set([...exact, ...byHost].map((row) => row.source))].sort()
    return { status: 'checked', data: { sources, exactUrl: exact.length > 0 } }
  } catch (error) {
    return { status: 'failed', reason: failureReason(error) }
  }
}

/** Removes every entry of one source (before a fresh import of a full feed). */
export async function clearFeedSource(db: Database, source: string): Promise<number> {
  const removed = await db
    .delete(threatFeedEntries)
    .where(eq(threatFeedEntries.source, source))
    .returning({ id: threatFeedEntries.id })
  return removed.length
}
