import { beforeAll, describe, expect, it } from 'vitest'

import entries from './data/disposable-domains.json'
import {
  createDisposableMatcher,
  loadDisposableMatcher,
  type DisposableMatcher,
} from './disposable.ts'
import { FREE_PROVIDERS, NOT_DISPOSABLE, RELAY_PROVIDERS } from './providers.ts'

describe('the shipped disposable list', () => {
  let isDisposable: DisposableMatcher
  beforeAll(async () => {
    isDisposable = await loadDisposableMatcher()
  })

  it('is the size of the maintained list, sorted and in lower case', () => {
    expect(entries.length).toBeGreaterThan(100_000)
    expect(entries).toEqual([...entries].sort())
    expect(entries.every((entry) => entry === entry.toLowerCase())).toBe(true)
  })

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
  ])('%s is not disposable', (domain) => expect(isDisposable(domain)).toBe(false))

  it('covers every subdomain of a wildcard entry, not the domain itself', () => {
    expect(isDisposable('someone.freeml.net')).toBe(true)
    expect(isDisposable('freeml.net')).toBe(false)
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
