/**
 * What a person reads about each part of the taxonomy: the translated names, one line on how
 * each kind of fraud works, and the tool that checks it. Keyed by the taxonomy's own ids and
 * English names (src/domain/engine/fraud-taxonomy.ts), which the engine uses too.
 */
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

import type { FraudCategory } from '../../../domain/engine/fraud-taxonomy.ts'

export const CATEGORY_LABELS: Record<FraudCategory, MessageDescriptor> = {
  banking: msg`Banking`,
  cryptocurrency: msg`Cryptocurrency`,
  investment: msg`Investment`,
  insurance: msg`Insurance`,
  scam_advisors: msg`Scam advisors`,
  digital: msg`Digital`,
  social_media: msg`Social media`,
  shopping: msg`Shopping`,
  identity: msg`Identity`,
  impersonation: msg`Impersonation`,
  employment: msg`Employment`,
  charity: msg`Charity`,
  offline: msg`Offline`,
  advance_fee: msg`Advance fee`,
}

/** The tools a subcategory can point to; plain paths, so every page can link to every tool. */
export type ToolPath =
  | '/'
  | '/qr-checker'
  | '/website-screening'
  | '/email-checker'
  | '/email-headers'
  | '/community-reports'

export const TOOL_NAMES: Record<ToolPath, MessageDescriptor> = {
  '/': msg`Check a message`,
  '/qr-checker': msg`QR code checker`,
  '/website-screening': msg`Website checker`,
  '/email-checker': msg`Email address checker`,
  '/email-headers': msg`Email headers`,
  '/community-reports': msg`Report a scam`,
}

interface SubcategoryText {
  name: MessageDescriptor
  how: MessageDescriptor
  tool: ToolPath
}

export const SUBCATEGORY_TEXT: Record<string, SubcategoryText> = {
  'Card Fraud': {
    name: msg`Card Fraud`,
    how: msg`Someone uses your stolen card details to buy things or take cash.`,
    tool: '/',
  },
  'Online Banking Fraud': {
    name: msg`Online Banking Fraud`,
    how: msg`A fake bank page or message gets your login, then your money is moved.`,
    tool: '/website-screening',
  },
  'Mandate Fraud': {
    name: msg`Mandate Fraud`,
    how: msg`A fraudster says a supplier's bank details have changed, so you pay them instead.`,
    tool: '/',
  },
  'Bank Employee Impersonation': {
    name: msg`Bank Employee Impersonation`,
    how: msg`A caller poses as your bank and asks you to move money to a "safe account".`,
    tool: '/',
  },
  'ATM Skimming': {
    name: msg`ATM Skimming`,
    how: msg`A device hidden on a cash machine copies your card and films your PIN.`,
    tool: '/community-reports',
  },
  'Check Fraud': {
    name: msg`Check Fraud`,
    how: msg`A forged or stolen cheque is paid in, or you are paid too much and asked to refund.`,
    tool: '/',
  },
  'Unauthorised Exchange': {
    name: msg`Unauthorised Exchange`,
    how: msg`An unregistered crypto trading site takes deposits and blocks withdrawals.`,
    tool: '/website-screening',
  },
  'Scam Coin': {
    name: msg`Scam Coin`,
    how: msg`A new coin is hyped, then its makers sell everything and vanish.`,
    tool: '/',
  },
  'Pump and Dump': {
    name: msg`Pump and Dump`,
    how: msg`A group pushes up the price with false tips, then sells to the people who bought.`,
    tool: '/',
  },
  'Metaverse and Virtual Reality Fraud': {
    name: msg`Metaverse and Virtual Reality Fraud`,
    how: msg`Fake virtual land, items or games take real money for things that do not exist.`,
    tool: '/website-screening',
  },
  'Investment Fraud': {
    name: msg`Investment Fraud`,
    how: msg`High, "guaranteed" returns are promised for an investment that is not real.`,
    tool: '/',
  },
  'Pension Fraud': {
    name: msg`Pension Fraud`,
    how: msg`You are offered a free pension review or early access, and your pension is taken.`,
    tool: '/',
  },
  'Real Estate Fraud': {
    name: msg`Real Estate Fraud`,
    how: msg`A fake landlord or buyer asks for a deposit for a home that is not theirs.`,
    tool: '/',
  },
  'Boiler Room Scams': {
    name: msg`Boiler Room Scams`,
    how: msg`Pushy callers sell worthless or non-existent shares under time pressure.`,
    tool: '/',
  },
  'Insurance Fraud': {
    name: msg`Insurance Fraud`,
    how: msg`Fake insurers sell cover that does not exist, or "ghost brokers" sell forged policies.`,
    tool: '/website-screening',
  },
  'Healthcare Fraud': {
    name: msg`Healthcare Fraud`,
    how: msg`Fake clinics, cures or health plans take payment for care you never get.`,
    tool: '/website-screening',
  },
  'Life Insurance Fraud': {
    name: msg`Life Insurance Fraud`,
    how: msg`A caller offers a payout or policy that is not real, in return for a fee.`,
    tool: '/',
  },
  'Vehicle Insurance Fraud': {
    name: msg`Vehicle Insurance Fraud`,
    how: msg`Cheap car insurance sold online or on social media turns out to be fake.`,
    tool: '/website-screening',
  },
  'Tax Scams': {
    name: msg`Tax Scams`,
    how: msg`A message says you owe tax or are due a refund, and asks for payment or details.`,
    tool: '/',
  },
  'Unauthorised Advisors': {
    name: msg`Unauthorised Advisors`,
    how: msg`Someone gives financial advice without being on the FCA Register.`,
    tool: '/',
  },
  'Investment Advisor Fraud': {
    name: msg`Investment Advisor Fraud`,
    how: msg`A trusted adviser moves your savings into schemes that benefit only them.`,
    tool: '/',
  },
  Phishing: {
    name: msg`Phishing`,
    how: msg`An email poses as a company you trust, to get your passwords or payment.`,
    tool: '/email-headers',
  },
  Smishing: {
    name: msg`Smishing`,
    how: msg`A text message with a link poses as a delivery firm, bank or the NHS.`,
    tool: '/',
  },
  Vishing: {
    name: msg`Vishing`,
    how: msg`A phone call poses as your bank, the police or a company to get money or codes.`,
    tool: '/',
  },
  Ransomware: {
    name: msg`Ransomware`,
    how: msg`Malicious software locks your files and demands a payment to unlock them.`,
    tool: '/community-reports',
  },
  Quishing: {
    name: msg`Quishing`,
    how: msg`A QR code on a poster, parking meter or letter leads to a fake payment page.`,
    tool: '/qr-checker',
  },
  'Credential-Stealing Malware': {
    name: msg`Credential-Stealing Malware`,
    how: msg`A fake app or attachment records your passwords and sends them to criminals.`,
    tool: '/',
  },
  'Romance Scams': {
    name: msg`Romance Scams`,
    how: msg`Someone met online builds trust over weeks, then asks for money.`,
    tool: '/',
  },
  'Fake Influencer Scams': {
    name: msg`Fake Influencer Scams`,
    how: msg`A copy of a famous account promotes a fake investment or product.`,
    tool: '/website-screening',
  },
  'Giveaway Scams': {
    name: msg`Giveaway Scams`,
    how: msg`You "win" a prize but must pay a fee or give card details to claim it.`,
    tool: '/',
  },
  'Social Media Account Cloning': {
    name: msg`Social Media Account Cloning`,
    how: msg`A copy of a friend's profile asks you for money or a code.`,
    tool: '/',
  },
  'Online Shopping Fraud': {
    name: msg`Online Shopping Fraud`,
    how: msg`A shop or seller takes your money and sends nothing, or something worthless.`,
    tool: '/website-screening',
  },
  'Auction Fraud': {
    name: msg`Auction Fraud`,
    how: msg`A seller asks you to pay outside the auction site, where you are not protected.`,
    tool: '/website-screening',
  },
  'Counterfeit Goods': {
    name: msg`Counterfeit Goods`,
    how: msg`Cheap "branded" goods are fakes, sometimes unsafe ones.`,
    tool: '/website-screening',
  },
  'Travel Scams': {
    name: msg`Travel Scams`,
    how: msg`Fake holidays, flights or rentals are sold, often for a bank transfer.`,
    tool: '/website-screening',
  },
  'Ticketing Fraud': {
    name: msg`Ticketing Fraud`,
    how: msg`Tickets for sold-out events are sold but never arrive, or are fake.`,
    tool: '/website-screening',
  },
  'Pet Scams': {
    name: msg`Pet Scams`,
    how: msg`A puppy or kitten advertised online needs a deposit, but does not exist.`,
    tool: '/',
  },
  'Subscription Traps': {
    name: msg`Subscription Traps`,
    how: msg`A "free trial" quietly becomes a costly monthly payment that is hard to stop.`,
    tool: '/website-screening',
  },
  'Parking Payment Fraud': {
    name: msg`Parking Payment Fraud`,
    how: msg`A fake QR code or text about a parking fine takes your card details.`,
    tool: '/qr-checker',
  },
  'Fake Gambling Platforms': {
    name: msg`Fake Gambling Platforms`,
    how: msg`An unlicensed betting site lets you win on screen but never pays out.`,
    tool: '/website-screening',
  },
  'Identity Theft': {
    name: msg`Identity Theft`,
    how: msg`Your personal details are used to open accounts or borrow in your name.`,
    tool: '/',
  },
  'Synthetic Identity Fraud': {
    name: msg`Synthetic Identity Fraud`,
    how: msg`Real and invented details are mixed into a new person who borrows and disappears.`,
    tool: '/',
  },
  'Email Compromise': {
    name: msg`Email Compromise`,
    how: msg`A hacked or look-alike email account sends real-looking payment requests.`,
    tool: '/email-checker',
  },
  'Phantom Identity Fraud': {
    name: msg`Phantom Identity Fraud`,
    how: msg`The details of someone who has died, or never existed, are used to get credit.`,
    tool: '/',
  },
  'Fake Invoices': {
    name: msg`Fake Invoices`,
    how: msg`A bill for goods or services you never ordered, or with changed bank details.`,
    tool: '/',
  },
  'Police Impersonation': {
    name: msg`Police Impersonation`,
    how: msg`A caller says they are the police and asks you to hand over money or cards.`,
    tool: '/',
  },
  'Government Agency Impersonation': {
    name: msg`Government Agency Impersonation`,
    how: msg`A message poses as a government service to ask for fees or personal details.`,
    tool: '/',
  },
  'Debt Collection Scams': {
    name: msg`Debt Collection Scams`,
    how: msg`Someone demands payment of a debt you do not owe, with threats.`,
    tool: '/',
  },
  'HMRC Scams': {
    name: msg`HMRC Scams`,
    how: msg`A call or text says HMRC will arrest you, or owes you a refund.`,
    tool: '/',
  },
  'Tech Support Scams': {
    name: msg`Tech Support Scams`,
    how: msg`A caller or pop-up says your computer has a problem and asks for remote access.`,
    tool: '/',
  },
  'Impersonation of Relatives/Friends': {
    name: msg`Impersonation of Relatives/Friends`,
    how: msg`"Hi Mum, I have a new number": a message asks you to pay an urgent bill.`,
    tool: '/',
  },
  'Fake Job Offers': {
    name: msg`Fake Job Offers`,
    how: msg`An easy, well-paid job needs you to pay for training, checks or equipment.`,
    tool: '/',
  },
  'Money Mules': {
    name: msg`Money Mules`,
    how: msg`You are paid to let money pass through your account: that is a crime.`,
    tool: '/',
  },
  'Pyramid Schemes': {
    name: msg`Pyramid Schemes`,
    how: msg`You pay to join and earn only by recruiting others, until it collapses.`,
    tool: '/',
  },
  'Work-From-Home Scams': {
    name: msg`Work-From-Home Scams`,
    how: msg`Paid "tasks" online need you to deposit money first to unlock your earnings.`,
    tool: '/',
  },
  'Fake Charity': {
    name: msg`Fake Charity`,
    how: msg`A charity that is not registered collects donations for itself.`,
    tool: '/website-screening',
  },
  'Fake Collector': {
    name: msg`Fake Collector`,
    how: msg`Someone at the door or in the street collects cash for a charity without its consent.`,
    tool: '/community-reports',
  },
  'Disaster Relief Scams': {
    name: msg`Disaster Relief Scams`,
    how: msg`After a disaster in the news, fake appeals ask for urgent donations.`,
    tool: '/',
  },
  'Door-to-Door Scams': {
    name: msg`Door-to-Door Scams`,
    how: msg`A trader at the door says urgent work is needed and overcharges for it.`,
    tool: '/community-reports',
  },
  'Mail Fraud': {
    name: msg`Mail Fraud`,
    how: msg`A letter asks for a fee to release a prize, or for your bank details.`,
    tool: '/',
  },
  'Lottery Scams': {
    name: msg`Lottery Scams`,
    how: msg`You "won" a lottery you never entered, and must pay a fee to collect.`,
    tool: '/',
  },
  'Fake Meter Reading': {
    name: msg`Fake Meter Reading`,
    how: msg`Someone poses as a meter reader to get into your home.`,
    tool: '/community-reports',
  },
  'Fake Bailiff': {
    name: msg`Fake Bailiff`,
    how: msg`A caller says bailiffs are coming unless you pay now, often by bank transfer.`,
    tool: '/',
  },
  'Courier Fraud': {
    name: msg`Courier Fraud`,
    how: msg`A "police officer" or "bank" sends a courier to collect your card, cash or gold.`,
    tool: '/',
  },
  '419 Scams': {
    name: msg`419 Scams`,
    how: msg`A stranger promises a share of a fortune if you pay fees to release it.`,
    tool: '/',
  },
  'Inheritance Scams': {
    name: msg`Inheritance Scams`,
    how: msg`You are told of an inheritance from a relative you never knew, for a fee.`,
    tool: '/',
  },
}
