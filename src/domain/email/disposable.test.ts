import { beforeAll, describe, expect, it } from 'vitest'

import entries from './data/disposable-domains.json'
import freeDomains from './data/free-domains.json'
import meta from './data/lists.json'
import { createDisposableMatcher, type DisposableMatcher } from './disposable.ts'
import { loadMailboxLists, type MailboxLists } from './mailbox-lists.ts'
import { FREE_PROVIDERS, NOT_DISPOSABLE, RELAY_PROVIDERS } from './providers.ts'

const DAY_MS = 24 * 60 * 60 * 1000

describe('the shipped disposable list', () => {
  let isDisposable: DisposableMatcher
  beforeAll(async () => {
    isDisposable = (await loadMailboxLists()).isDisposable
  })

  it('is the size of the maintained lists, sorted and in lower case', () => {
    expect(entries.length).toBeGreaterThan(160_000)
    expect(meta.disposable.entries).toBe(entries.length)
    expect(entries).toEqual([...entries].sort())
    expect(entries.every((entry) => entry === entry.toLowerCase())).toBe(true)
  })

  it('is dated by its newest source, maintained packages published within the last year', () => {
    const names = meta.disposable.sources.map((source) => source.name)
    expect(names).toEqual(
      expect.arrayContaining([
        'mailchecker',
        'disposable-email-domains-js',
        'disposable-domains',
        'fakefilter',
      ]),
    )
    const date = Date.parse(meta.disposable.date)
    expect(date).toBeLessThanOrEqual(Date.parse(meta.refreshed))
    expect(Date.parse(meta.refreshed) - date).toBeLessThan(365 * DAY_MS)
    const published = meta.disposable.sources.map((source) => source.published ?? '')
    expect(meta.disposable.date).toBe([...published].sort().at(-1))
  })

  // webxios.pro and justatemp.com are known from FakeFilter alone; tempmailz.com and
  // fakemail.work from disposable-domains alone.
  it.each([
    'tempmail.plus',
    'temp-mail.io',
    'emailondeck.com',
    'tmpmail.org',
    'webxios.pro',
    'justatemp.com',
    'tempmailz.com',
    'fakemail.work',
  ])('knows the current throwaway service %s', (domain) => expect(isDisposable(domain)).toBe(true))

  it.each(['mailinator.com', '10minutemail.com', 'guerrillamail.com', 'yopmail.com'])(
    '%s is disposable',
    (domain) => expect(isDisposable(domain)).toBe(true),
  )

  it.each([
    'gmail.com',
    'fastmail.com',
    'mozmail.com',
    'duck.com',
    'btinternet.com',
    'anonaddy.com',
    'someone.anonaddy.com',
    'example.co.uk',
    // Facebook's notification mail, which a throwaway list carries.
    'facebookmail.com',
    // A university's mail (the National University of Singapore), which a throwaway list carries.
    'nus.edu.sg',
    // Public bodies' zones, which the lists had carried: an NHS trust, a council.
    'berkshirehealthcare.nhs.uk',
    'news.hackney.gov.uk',
  ])('%s is not disposable', (domain) => expect(isDisposable(domain)).toBe(false))

  it('covers every subdomain of a wildcard entry, not the domain itself', () => {
    expect(isDisposable('someone.solidplai.us')).toBe(true)
    expect(isDisposable('solidplai.us')).toBe(false)
  })

  it('never calls a webmail, internet provider or relay domain disposable', () => {
    const listed = [...Object.keys(FREE_PROVIDERS), ...Object.keys(RELAY_PROVIDERS)].filter(
      isDisposable,
    )
    expect(listed).toEqual([])
  })
})

describe('the allow list', () => {
  // A list with the mistakes that disposable lists have carried.
  const isDisposable = createDisposableMatcher([
    'fastmail.com',
    'fastmail.fm',
    'messagingengine.com',
    'gmail.com',
    'mozmail.com',
    '*.anonaddy.com',
    'mailinator.com',
    '*.33mail.com',
  ])

  it.each([
    'fastmail.com',
    'fastmail.fm',
    'messagingengine.com',
    'gmail.com',
    'mozmail.com',
    'alias.anonaddy.com',
  ])('overrides a listed %s', (domain) => expect(isDisposable(domain)).toBe(false))

  it.each(['mailinator.com', 'x.33mail.com'])('keeps %s disposable', (domain) =>
    expect(isDisposable(domain)).toBe(true),
  )

  it('holds the Fastmail domains and the big providers', () => {
    for (const domain of ['fastmail.com', 'fastmail.fm', 'sent.com', 'outlook.com', 'yahoo.com']) {
      expect(NOT_DISPOSABLE.has(domain)).toBe(true)
    }
  })
})

describe('the shipped free providers list', () => {
  let lists: MailboxLists
  beforeAll(async () => {
    lists = await loadMailboxLists()
  })

  it('is the size of the maintained list, dated, sorted, with no throwaway domain on it', () => {
    expect(freeDomains.length).toBeGreaterThan(5000)
    expect(meta.free.entries).toBe(freeDomains.length)
    expect(meta.free.sources.map((source) => source.name)).toEqual(['free-email-domains-list'])
    expect(Date.parse(meta.free.date)).toBeLessThanOrEqual(Date.parse(meta.refreshed))
    expect(freeDomains).toEqual([...freeDomains].sort())
    expect(freeDomains.filter(lists.isDisposable)).toEqual([])
  })

  it.each([
    'consultant.com',
    'dr.com',
    'web.de',
    'naver.com',
    'rediffmail.com',
    'libero.it',
    'tom.com',
  ])('types the webmail domain %s free', (domain) => {
    expect(lists.isFreeMail(domain)).toBe(true)
    expect(lists.isDisposable(domain)).toBe(false)
  })
})
