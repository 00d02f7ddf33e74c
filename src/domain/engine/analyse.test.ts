import { describe, expect, it } from 'vitest'

import { createTextEngine } from './analyse.ts'
import { en } from './language/lexicons/en.ts'
import { LEXICONS } from './language/lexicons/index.ts'
import { DEVICE_TEXT_MODEL } from './model/device-text-model.ts'

// The device's engine with every language, as the browser has it once it loaded the lexicon.
const { analyseText } = createTextEngine(DEVICE_TEXT_MODEL, LEXICONS)

// Realistic UK messages, written for these tests. Scams must come out High (or at least
// Medium where the message is only a first contact); genuine messages that look alarming must
// come out Low: a false alarm teaches people to ignore us.
const SCAMS: Array<{
  name: string
  text: string
  level: 'High' | 'Medium'
  signals: string[]
  category?: string
}> = [
  {
    name: 'Royal Mail redelivery fee',
    text: 'Royal Mail: Your parcel is being held due to an unpaid shipping fee of £1.45. Pay within 24 hours or it will be returned: https://royalmail-redelivery-uk.com/pay',
    level: 'High',
    signals: ['delivery_fee', 'url_brand_lookalike', 'urgency'],
    category: 'impersonation',
  },
  {
    name: 'Evri defanged link',
    text: 'EVRI: we missed you today. To reschedule your delivery please pay the £0.99 redelivery charge at hxxps://evri-reschedule[.]top/track',
    level: 'High',
    signals: ['delivery_fee', 'url_brand_lookalike', 'url_risky_tld'],
  },
  {
    name: 'HMRC tax refund',
    text: 'HMRC: You are eligible for a tax refund of £278.40. To claim, verify your details at http://hmrc-refund-claim.info before the deadline today.',
    level: 'High',
    signals: ['asks_for_credentials', 'url_brand_lookalike'],
    category: 'impersonation',
  },
  {
    name: 'bank safe account call',
    text: 'A man called saying he was from the Barclays fraud team. He said my account was compromised and I must move my money to a safe account today, and not to tell the branch staff why.',
    level: 'High',
    signals: ['safe_account', 'secrecy', 'bank_security_alert'],
    category: 'banking',
  },
  {
    name: 'Hi Mum with a payment',
    text: "Hi Mum it's me, I dropped my phone down the toilet so this is my new number. Can you do me a favour, I need to pay a bill urgently and my banking app is locked. Can you send £480 to this account sort code 04-00-04 account number 12345678, I'll pay you back tomorrow x",
    level: 'High',
    signals: ['family_new_number', 'asks_for_payment', 'urgency'],
  },
  {
    name: 'crypto investment',
    text: 'I met a trader on Instagram who says his platform gives guaranteed returns of 30% a week. He wants me to deposit £2,000 in bitcoin to wallet address bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq to start.',
    level: 'High',
    signals: ['investment_returns', 'asks_for_crypto', 'crypto_address'],
    category: 'cryptocurrency',
  },
  {
    name: 'romance with medical fees',
    text: 'We met on a dating app six months ago. He is an army doctor deployed abroad and says he loves me. Now he needs me to send £3,000 for his hospital bills and the flight ticket home, and says I must keep it between us.',
    level: 'High',
    signals: ['romance', 'asks_for_payment', 'secrecy'],
    category: 'social_media',
  },
  {
    name: 'task job scam',
    text: 'A recruiter messaged me on WhatsApp offering a part-time job earning £300 a day for simple tasks rating hotels. I have to top up my account with USDT before I can withdraw my commission.',
    level: 'High',
    signals: ['job_task', 'asks_for_crypto'],
    category: 'employment',
  },
  {
    name: 'inheritance advance fee',
    text: 'I am a barrister representing my late client who shares your surname. You are named next of kin to £4.5 million in unclaimed funds. To proceed I require a release fee of £850 by bank transfer.',
    level: 'High',
    signals: ['advance_fee', 'asks_for_payment'],
    category: 'advance_fee',
  },
  {
    name: 'lottery prize',
    text: 'Congratulations! You have won £950,000 in the UK National Prize Draw. To claim your prize pay the £99 processing fee by gift card and send us photos of the card codes.',
    level: 'High',
    // Genuine prize draws are common in the data, so "you have won" is not a reason by itself.
    signals: ['asks_for_gift_cards', 'advance_fee'],
  },
  {
    name: 'police courier fraud',
    text: 'A detective from Scotland Yard phoned to say staff at my bank are involved in fraud. He asked me to withdraw £5,000 in cash for the investigation; a courier will collect it tonight. He said not to tell anyone.',
    level: 'High',
    // The never-event names the courier; the plain courier sign then adds next to nothing.
    signals: ['never_courier', 'police_impersonation'],
    category: 'advance_fee', // the taxonomy's "Courier Fraud"
  },
  {
    name: 'tech support remote access',
    text: 'Someone from Microsoft support rang and said my computer has been hacked. He asked me to install AnyDesk so he could fix it and refund me £200.',
    level: 'High',
    signals: ['tech_support', 'remote_access'],
  },
  {
    name: 'sextortion email',
    text: 'I have recorded you through your webcam. I have explicit videos and I will send them to all your contacts unless you pay £1,200 in bitcoin within 48 hours.',
    level: 'High',
    signals: ['sextortion', 'asks_for_crypto', 'urgency'],
  },
  {
    name: 'puppy purchase scam',
    text: 'I found a puppy for sale online. The seller only accepts bank transfer for the £300 deposit and after I paid he stopped replying and deleted the listing.',
    level: 'Medium',
    signals: ['purchase_scam'],
    category: 'shopping',
  },
  {
    name: 'invoice bank details change',
    text: 'Email from our builder: Please note our bank details have changed. Pay the outstanding invoice of £12,400 to the new account below urgently, sort code 30-90-89 account number 87654321.',
    level: 'High',
    signals: ['payment_details_change', 'asks_for_payment'],
    category: 'banking',
  },
  {
    name: 'parking QR',
    text: 'There was a QR code sticker on the parking meter saying scan to pay for parking. It took me to a site asking for my card number and the 6 digit code from my bank.',
    level: 'High',
    signals: ['parking_or_road_charge', 'asks_for_code'],
  },
  {
    name: 'energy rebate',
    text: 'Ofgem: you are owed an energy bill rebate of £400. Click the link to confirm your bank details: https://energy-rebate.click/apply',
    level: 'High',
    signals: ['refund_owed', 'url_risky_tld'],
  },
  {
    name: 'DVLA licence threat from webmail',
    text: 'DVLA: your vehicle tax payment failed and your licence will be suspended. Update your payment details now.',
    level: 'High',
    // Genuine notices name the DVLA too: the threat and the request are the warning signs.
    signals: ['threat', 'asks_for_credentials', 'official_from_free_email'],
  },
  {
    name: 'a warning then "however" and the request it warned of',
    text: "Lloyds: We'll never ask you to move your money to a safe account. However, as your account is under attack, please move your balance to the holding account our fraud team gives you today.",
    level: 'High',
    signals: ['never_safe_account'],
  },
  {
    name: 'one-time code request',
    text: 'WhatsApp message from a friend: sorry I sent you a 6 digit code by mistake, can you send it back to me please?',
    level: 'Medium',
    signals: ['asks_for_code'],
  },
]

const GENUINE: Array<{ name: string; text: string }> = [
  {
    name: "a bank's fraud alert that asks for nothing",
    text: 'Barclays: We have noticed an unusual payment of £49.99 on your debit card ending 1234. If this was not you, call the number on the back of your card. We will never ask you for your PIN or passcode, or to move money.',
  },
  {
    name: "a courier's delivery slot",
    text: 'DPD: Your parcel from Argos will be delivered today between 10:15 and 11:15. Track it at https://www.dpd.co.uk',
  },
  {
    name: 'a family member’s new number that asks for nothing',
    text: "Hi Mum, it's me! I dropped my phone in the bath so this is my new number. Save it and delete the old one. Love you, see you Sunday x",
  },
  {
    name: 'an HMRC reminder pointing to GOV.UK',
    text: 'HMRC reminder: the deadline for your Self Assessment tax return is 31 January. Sign in through GOV.UK at https://www.gov.uk/log-in-file-self-assessment-tax-return',
  },
  {
    name: 'an NHS appointment text',
    text: 'NHS: Your appointment at the Royal Infirmary is on 14 March at 09:40. Reply CANCEL if you cannot attend.',
  },
  {
    name: 'a friend arranging dinner',
    text: 'Hey, are we still on for dinner on Friday? I booked the Italian place for 7pm, let me know if that works for you and the kids.',
  },
  {
    name: 'an energy supplier bill notice',
    text: 'Octopus Energy: your latest bill is ready. You can see it in your online account or the Octopus app. Your direct debit will be taken on the 3rd as usual.',
  },
]

describe('analyseText on scams', () => {
  it.each(SCAMS)('$name is $level', ({ text, level, signals, category, name }) => {
    const emailOrWebsite = name.includes('webmail') ? 'dvla.notices@gmail.com' : undefined
    const verdict = analyseText({ text, emailOrWebsite })
    const ids = verdict.signals.map((s) => s.id)
    expect(ids).toEqual(expect.arrayContaining(signals))
    if (level === 'High') expect(verdict.riskLevel).toBe('High')
    else expect(['Medium', 'High']).toContain(verdict.riskLevel)
    if (category) expect(verdict.categories[0]).toBe(category)
  })
})

describe('analyseText on genuine messages that look alarming', () => {
  it.each(GENUINE)('$name is Low', ({ text }) => {
    const verdict = analyseText({ text })
    expect(verdict.riskLevel).toBe('Low')
    expect(verdict.score).toBeLessThanOrEqual(30)
  })
})

describe('analyseText', () => {
  it('is deterministic', () => {
    const text = SCAMS[0]?.text ?? ''
    expect(analyseText({ text })).toEqual(analyseText({ text }))
  })

  it('reads words that are also names of an object’s own properties', () => {
    // "constructor" once fetched Object's constructor from a lookup table and threw.
    const text =
      'The constructor says toString and valueOf are hasOwnProperty words, __proto__ too. Is this a scam?'
    expect(() => analyseText({ text })).not.toThrow()
    expect(analyseText({ text }).score).toBeGreaterThanOrEqual(0)
  })

  it('ignores requests that are negated', () => {
    const verdict = analyseText({
      text: 'We will never ask you to share a one-time code or your PIN with anyone.',
    })
    expect(verdict.signals.map((s) => s.id)).not.toContain('asks_for_code')
    expect(verdict.signals.map((s) => s.id)).not.toContain('asks_for_credentials')
  })

  it('notes when a message is in a language it does not read', () => {
    const polish =
      'Twoja paczka czeka na dostawę, zapłać opłatę celną teraz przez ten link proszę bardzo'
    expect(analyseText({ text: polish }).limitedLanguage).toBe(false)
    expect(
      createTextEngine(DEVICE_TEXT_MODEL, [en]).analyseText({ text: polish }).limitedLanguage,
    ).toBe(true)
    expect(analyseText({ text: SCAMS[0]?.text ?? '' }).limitedLanguage).toBe(false)
  })

  it('weighs a lookalike website the person names', () => {
    const verdict = analyseText({
      text: 'They said my parcel is waiting and I should pay the customs charge on their website.',
      emailOrWebsite: 'royalmail-customs.co',
    })
    expect(verdict.signals.map((s) => s.id)).toContain('url_brand_lookalike')
    expect(verdict.riskLevel).not.toBe('Low')
  })

  it('shows a money-mule offer as a warning sign even where the model is unsure', () => {
    // The model puts this one at its flag threshold: its wording alone does not decide it.
    const verdict = analyseText({
      text: 'Easy money! We need people to receive payments into your own bank account and transfer it on. Keep 10% as your commission. DM us now.',
    })
    expect(verdict.signals.map((s) => s.id)).toContain('money_mule')
    expect(verdict.score).toBeGreaterThanOrEqual(25)
  })

  it('records what happened to the person without changing the score', () => {
    const base = 'The seller stopped replying after I paid the deposit for the caravan.'
    const verdict = analyseText({ text: `I paid £900. ${base}` })
    expect(verdict.signals.map((s) => s.id)).toContain('victim_paid')
    expect(verdict.signals.at(-1)?.kind).toBe('context')
  })
})
