import { describe, expect, it } from 'vitest'

import { addressEvidence, withoutLookups } from './address-evidence.ts'
import { readEmailAddress } from './address.ts'
import { createMailboxLists } from './mailbox-lists.ts'
import { assessEmailTrust } from './trust-score.ts'

const lists = createMailboxLists(
  ['mailinator.com', '*.anonaddy.com', 'mozmail.com', 'consultant.com'],
  ['consultant.com', 'paypal-secure-mail.com', 'webmail.example'],
)

function evidenceOf(text: string, displayName?: string) {
  const reading = readEmailAddress(text)
  if (!reading.ok) throw new Error(`not an address: ${text}`)
  return addressEvidence(reading.email, lists, { displayName })
}

describe('the kind of mailbox', () => {
  it.each([
    { email: 'someone@gmail.com', provider: { kind: 'free', name: 'Gmail' } },
    { email: 'someone@googlemail.com', provider: { kind: 'free', name: 'Gmail' } },
    // On the free list: named by its domain, and free even where a throwaway list carries it.
    {
      email: 'someone@webmail.example',
      provider: { kind: 'free', name: 'webmail.example', listedOnly: true },
    },
    {
      email: 'someone@consultant.com',
      provider: { kind: 'free', name: 'consultant.com', listedOnly: true },
    },
    { email: 'someone@hotmail.co.uk', provider: { kind: 'free', name: 'Outlook' } },
    { email: 'someone@btinternet.com', provider: { kind: 'free', name: 'BT' } },
    { email: 'someone@btopenworld.com', provider: { kind: 'free', name: 'BT' } },
    { email: 'someone@sky.com', provider: { kind: 'free', name: 'Sky' } },
    { email: 'someone@blueyonder.co.uk', provider: { kind: 'free', name: 'Virgin Media' } },
    { email: 'someone@ntlworld.com', provider: { kind: 'free', name: 'Virgin Media' } },
    { email: 'someone@tiscali.co.uk', provider: { kind: 'free', name: 'TalkTalk' } },
    { email: 'someone@plus.net', provider: { kind: 'free', name: 'Plusnet' } },
    { email: 'someone@me.com', provider: { kind: 'free', name: 'iCloud' } },
    { email: 'someone@pm.me', provider: { kind: 'free', name: 'Proton Mail' } },
    { email: 'someone@fastmail.com', provider: { kind: 'free', name: 'Fastmail' } },
    { email: 'someone@mailinator.com', provider: { kind: 'disposable' } },
    { email: 'accounts@barclays.co.uk', provider: { kind: 'brand', name: 'Barclays' } },
    { email: 'refunds@hmrc.gov.uk', provider: { kind: 'brand', name: 'GOV.UK' } },
    { email: 'someone@acme-kettles.co.uk', provider: { kind: 'unknown' } },
  ])('$email is $provider.kind', ({ email, provider }) => {
    expect(evidenceOf(email).provider).toEqual(provider)
  })
})

describe('privacy relays are relays, never disposable', () => {
  it.each([
    { email: 'a1b2c3@mozmail.com', name: 'Firefox Relay' },
    { email: 'quiet.fox@duck.com', name: 'DuckDuckGo' },
    { email: 'x9y8@privaterelay.appleid.com', name: 'Apple Hide My Email' },
    { email: 'shop.abc@simplelogin.com', name: 'SimpleLogin' },
    { email: 'shop.abc@slmail.me', name: 'SimpleLogin' },
    { email: 'shop.abc@aleeas.com', name: 'SimpleLogin' },
    { email: 'shop@passmail.net', name: 'Proton Pass' },
    { email: 'shop@passinbox.com', name: 'Proton Pass' },
    { email: 'shop@passfwd.com', name: 'Proton Pass' },
    { email: 'shop@someone.anonaddy.com', name: 'addy.io' },
    { email: 'shop@anonaddy.me', name: 'addy.io' },
    { email: 'shop@addy.io', name: 'addy.io' },
  ])('$email is a $name relay', ({ email, name }) => {
    const evidence = evidenceOf(email)
    expect(evidence.provider).toEqual({ kind: 'relay', name })
    // Apple's relay domain is Apple's, not an imitation of it.
    expect(evidence.lookalike).toBeNull()
    expect(assessEmailTrust(withoutLookups(evidence))).toMatchObject({
      providerType: 'free',
      isRelay: true,
    })
  })
})

describe('look-alikes', () => {
  it.each([
    { email: 'accounts@hmrc-refunds.com', brand: 'HMRC' },
    { email: 'support@paypa1.com', brand: 'PayPal' },
    { email: 'tax@gov-uk.com', brand: 'GOV.UK' },
    { email: 'help@royalmail-redelivery.top', brand: 'Royal Mail' },
    // Lists gathered by many hands are still read for look-alikes.
    { email: 'service@paypal-secure-mail.com', brand: 'PayPal' },
  ])('$email imitates $brand', ({ email, brand }) => {
    expect(evidenceOf(email).lookalike?.brand).toBe(brand)
  })

  it.each(['a@barclays.co.uk', 'a@gmail.com', 'a@outlook.com', 'a@acme-kettles.co.uk'])(
    '%s imitates nobody',
    (email) => expect(evidenceOf(email).lookalike).toBeNull(),
  )
})

describe('posing: a mailbox anyone can open whose name claims an organisation', () => {
  it.each([
    { email: 'barclaysfraudteam@gmail.com', brand: 'Barclays' },
    { email: 'hmrc.refunds@outlook.com', brand: 'HMRC' },
    { email: 'paypal-support@yahoo.co.uk', brand: 'PayPal' },
    { email: 'natwest.security@btinternet.com', brand: 'NatWest' },
    { email: 'royalmail@mailinator.com', brand: 'Royal Mail' },
    { email: 'apple.id.verify@mozmail.com', brand: 'Apple' },
    { email: 'hsbc2024@gmail.com', brand: 'HSBC' },
  ])('$email poses as $brand', ({ email, brand }) => {
    expect(evidenceOf(email).posingAs).toBe(brand)
  })

  it.each([
    'john.smith@gmail.com',
    'apple.pie@gmail.com',
    'tom.halifax@gmail.com',
    'hermes.fan@hotmail.com',
    'info@gmail.com',
    // An organisation's own domain: the name is theirs to choose.
    'barclays@acme-kettles.co.uk',
    'fraudteam@barclays.co.uk',
  ])('%s poses as nobody', (email) => {
    expect(evidenceOf(email).posingAs).toBeNull()
  })

  it('reads the display name too', () => {
    expect(evidenceOf('j.smith1987@gmail.com', 'HMRC Refunds').posingAs).toBe('HMRC')
    expect(evidenceOf('j.smith1987@gmail.com', 'John Smith').posingAs).toBeNull()
  })
})
