/**
 * The English text detectors as data: patterns for the scams UK people actually receive, the
 * tactics they use and what they ask for. The other languages raise the same signals from their
 * lexicons' phrases (./language/themes.ts); what no genuine body asks for, in every language, is
 * ./never-events.ts. The hand-set weights count only where the learned model knows nothing of a
 * signal.
 */
import type { FraudCategory } from './fraud-taxonomy.ts'
import type { SignalKind } from './signals.ts'

export interface TextRule {
  id: string
  kind: SignalKind
  weight: number
  category: FraudCategory | null
  patterns: RegExp[]
  /** Requests are ignored when negated ("we will never ask for your PIN"). */
  negatable?: boolean
}

const ASK = String.raw`(?:read (?:out|back)|tell (?:me|us|them)|send|share|give|forward|confirm|provide|enter|type|reply with|text (?:me|us|back)|ask(?:s|ed|ing)? (?:me |you )?for)`

export const TEXT_RULES: TextRule[] = [
  // What the message is about.
  {
    id: 'parcel_delivery',
    kind: 'theme',
    weight: 0.12,
    category: 'impersonation',
    patterns: [
      /\b(?:parcel|package|delivery|redeliver(?:y)?|shipment|courier)\b/,
      /\b(?:royal mail|evri|hermes|dpd|parcelforce|dhl|yodel|ups|fedex)\b/,
    ],
  },
  {
    id: 'delivery_fee',
    kind: 'request',
    weight: 0.35,
    category: 'impersonation',
    patterns: [
      /\b(?:parcel|package|delivery|redelivery|shipment|item)\b.{0,80}\b(?:fee|charge|postage|customs|unpaid|shipping cost|duty)\b/,
      /\b(?:fee|charge|postage|customs|unpaid|duty)\b.{0,80}\b(?:parcel|package|delivery|redelivery|shipment)\b/,
    ],
  },
  {
    id: 'hmrc_tax',
    kind: 'theme',
    weight: 0.25,
    category: 'impersonation',
    patterns: [
      /\bhmrc\b/,
      /\btax (?:refund|rebate|return|penalty|fine|arrears|owed|debt)\b/,
      /\bself[- ]assessment\b.{0,60}\b(?:penalty|fine|refund)\b/,
    ],
  },
  {
    id: 'government_agency',
    kind: 'theme',
    weight: 0.12,
    category: 'impersonation',
    patterns: [
      /\b(?:dvla|tv licen[cs](?:e|ing)|nhs|council tax|dwp|department for work and pensions|universal credit|home office|hm courts|ofgem|gov\.uk)\b/,
    ],
  },
  {
    id: 'energy_rebate',
    kind: 'theme',
    weight: 0.3,
    category: 'impersonation',
    patterns: [
      /\benergy (?:bill )?(?:rebate|refund|discount|grant|support|payment)\b/,
      /\bcost of living (?:payment|support)\b/,
      /\b£\s?(?:150|400) (?:energy|council tax)\b/,
    ],
  },
  {
    id: 'bank_security_alert',
    kind: 'theme',
    weight: 0.12,
    category: 'banking',
    patterns: [
      /\b(?:fraud|security) (?:team|department|alert)\b/,
      /\b(?:unusual|suspicious) (?:payment|transaction|activity|login|sign[- ]in)\b/,
      /\bnew (?:device|payee) (?:added|registered)\b/,
      /\b(?:sign[- ]?in|log[- ]?in|login) (?:from|on) (?:a )?new device\b/,
      /\bnew (?:device|payee)\b.{0,80}\b(?:not you|wasn'?t you|was not you|didn'?t (?:do|make|authori[sz]e) this)\b/,
      /\b(?:if|was) (?:this|it) (?:was )?(?:not|n'?t) you\b/,
    ],
  },
  {
    id: 'safe_account',
    kind: 'request',
    weight: 0.75,
    category: 'banking',
    patterns: [
      /\b(?:safe|secure|holding|protected) account\b/,
      /\b(?:move|transfer|send) (?:all )?(?:your |the )?(?:money|funds|savings|balance) (?:to|into) (?:a |an )?(?:new|safe|secure|holding|different|protected)\b/,
    ],
    negatable: true,
  },
  {
    id: 'family_new_number',
    kind: 'theme',
    weight: 0.25,
    category: 'impersonation',
    patterns: [
      /\bhi (?:mum|mom|mam|dad|mummy|daddy)\b/,
      /\b(?:this is|it'?s) my new (?:number|phone)\b/,
      /\b(?:lost|broke|dropped|smashed|cracked) my phone\b/,
      /\bnew (?:number|phone)\b.{0,40}\b(?:save|delete (?:the|my) old)\b/,
      /\b(?:phone|mobile) (?:is |got )?(?:broken|smashed|broke|died|stolen|lost|in for repair)\b/,
      /\b(?:temporary|temp|new) number\b.{0,60}\b(?:whatsapp|message me|text me)\b/,
    ],
  },
  {
    id: 'investment_returns',
    kind: 'theme',
    weight: 0.35,
    category: 'investment',
    patterns: [
      /\b(?:guaranteed|high|huge|massive|daily|weekly) (?:returns?|profits?|income|interest)\b/,
      /\b\d{2,4} ?% (?:returns?|profit|interest|a (?:day|week|month))\b/,
      /\brisk[- ]free\b/,
      /\b(?:trading (?:platform|account|signals|bot)|forex|binary options|account manager)\b/,
      /\b(?:double|triple|grow) your (?:money|investment|savings)\b/,
    ],
  },
  {
    id: 'crypto_topic',
    kind: 'theme',
    weight: 0.1,
    category: 'cryptocurrency',
    patterns: [
      /\b(?:bitcoin|btc|crypto(?:currency)?|ethereum|usdt|tether|altcoin|token presale|nft)\b/,
    ],
  },
  {
    id: 'romance',
    kind: 'theme',
    weight: 0.25,
    category: 'social_media',
    patterns: [
      /\b(?:my (?:love|darling|dearest|sweetheart|honey|queen|king|angel)|soul ?mate)\b/,
      /\b(?:we matched|matched (?:on|last)|from the dating (?:app|site))\b/,
      /\b(?:met|talking|chatting) (?:online|on (?:a )?(?:dating|tinder|facebook|instagram|hinge|bumble))\b/,
      /\b(?:oil rig|deployed|peacekeeping|army doctor|offshore engineer|stuck (?:abroad|overseas|in customs))\b/,
      /\b(?:plane|flight|visa|customs|hospital|medical) (?:ticket|fee|fees|bill|bills)\b.{0,60}\b(?:send|pay|help|money)\b/,
    ],
  },
  {
    id: 'job_task',
    kind: 'theme',
    weight: 0.3,
    category: 'employment',
    patterns: [
      /\b(?:work from home|part[- ]time (?:job|work|position)|remote (?:job|position))\b.{0,80}\b(?:£|earn|paid|salary|per (?:day|hour))/,
      /\bearn (?:up to )?£?\s?\d+.{0,20}\b(?:a|per) (?:day|hour|week)\b/,
      /\b(?:complete|simple|easy|daily) tasks\b/,
      /\b(?:rate|review|like|boost) (?:products|hotels|apps|videos|ratings)\b/,
      /\b(?:recruiter|headhunter|hr (?:team|department))\b.{0,80}\b(?:whatsapp|telegram)\b/,
    ],
  },
  {
    id: 'money_mule',
    kind: 'request',
    weight: 0.72,
    category: 'employment',
    patterns: [
      /\b(?:receive|accept|process) (?:money|payments?|funds|transfers?) (?:into|in|through|via) your (?:own )?(?:bank )?account\b/,
      /\b(?:use|using|borrow|rent|park (?:\w+ )?(?:money|funds|cash) in) (?:your|my|his|her) (?:own )?(?:bank |monzo |personal )?account\b/,
      /\bkeep(?:ing)? (?:\d{1,2} ?%|£\d+)(?: of (?:it|every (?:payment|transaction|transfer)))?\b/,
      /\b(?:receive|accept|collect)\b.{0,40}\b(?:payments?|funds|transfers?|money|donations|cheques)\b.{0,60}\b(?:forward|send (?:it|them) on|pass (?:it|them) on|transfer (?:it|them) (?:on|to))\b/,
      /\b(?:payment|transaction|money) (?:processing )?(?:agent|coordinator|handler)\b/,
      /\b(?:hand over|give (?:him|them|me) your) (?:the )?(?:bank )?card and (?:the )?(?:pin|app login|login)\b/,
      /\bsend (?:it|the money|them) (?:back|on)\b.{0,40}\b(?:different|another|other) account\b/,
    ],
    negatable: true,
  },
  {
    id: 'advance_fee',
    kind: 'theme',
    weight: 0.4,
    category: 'advance_fee',
    patterns: [
      /\b(?:inheritance|beneficiary|next of kin|unclaimed (?:funds|estate|money)|deceased (?:client|customer)|late (?:client|husband)'?s? (?:estate|funds))\b/,
      /\b(?:processing|release|clearance|transfer|admin(?:istration)?|legal|activation|unlock(?:ing)?|withdrawal|recovery|upfront|up-front|small|insurance|handling) fee\b/,
      /\b(?:fee|charge|tax|deposit)\b.{0,40}\b(?:upfront|up front|in advance|before (?:we|you|it|the) (?:can )?(?:release|withdraw|send|transfer|unlock|process))\b/,
      /\b(?:pay|paid)\b.{0,60}\bbefore (?:you|we) can (?:withdraw|release|receive|unlock)\b/,
      /\b(?:compensation|grant|loan) (?:fund|payment|approved)\b.{0,60}\bfee\b/,
    ],
  },
  {
    id: 'lottery_prize',
    kind: 'theme',
    weight: 0.35,
    category: 'offline',
    patterns: [
      /\b(?:you|u)(?:'ve| have| r| are)? (?:won|been (?:selected|chosen)|a winner|the winner)\b/,
      /\b(?:lottery|prize draw|jackpot|sweepstakes?|lucky (?:winner|draw)|cash prize|prize guaranteed|guaranteed (?:cash|prize|£))\b/,
      /\b(?:claim|collect) (?:your|ur|yr|the) (?:prize|reward|winnings|gift|award|cash)\b/,
      /\b(?:awarded|won) (?:a |an |the )?(?:£|\$|€|\d|cash|prize|bonus|holiday|voucher|award)/,
    ],
  },
  {
    id: 'police_impersonation',
    kind: 'theme',
    weight: 0.15,
    category: 'impersonation',
    patterns: [
      /\b(?:police|detective|officer|constable|scotland yard|national crime agency|fraud squad)\b/,
    ],
  },
  {
    id: 'courier_collection',
    kind: 'request',
    weight: 0.7,
    category: 'advance_fee',
    patterns: [
      /\bcourier (?:will|to|is going to) (?:collect|pick up|come)\b/,
      /\b(?:withdraw|take out) (?:cash|money|£).{0,80}\b(?:courier|officer|collect|investigation|evidence)\b/,
      /\bhand (?:over )?your (?:bank )?(?:card|cash|pin)\b/,
      /\b(?:bank|branch) (?:staff|employees?|cashiers?) (?:are|is) (?:involved|corrupt|under investigation)\b/,
    ],
    negatable: true,
  },
  {
    id: 'tech_support',
    kind: 'theme',
    weight: 0.3,
    category: 'impersonation',
    patterns: [
      /\b(?:microsoft|windows|apple|bt|broadband|internet|amazon) (?:support|technician|engineer|security)\b/,
      /\byour (?:computer|pc|laptop|router|ip address|device|phone) (?:has been|is|was) (?:hacked|compromised|infected|blocked)\b/,
      /\b(?:virus|malware|trojan)\b.{0,40}\b(?:detected|found|on your)\b/,
      /\brefund\b.{0,60}\b(?:too much|overpaid|by mistake|extra zero)\b/,
    ],
  },
  {
    id: 'remote_access',
    kind: 'request',
    weight: 0.6,
    category: 'impersonation',
    patterns: [
      /\b(?:anydesk|any desk|teamviewer|team viewer|quick ?support|ultraviewer|rustdesk|logmein|supremo|screen ?connect)\b/,
      /\b(?:remote (?:access|control|desktop)|share your screen|screen ?sharing)\b/,
    ],
    negatable: true,
  },
  {
    id: 'sextortion',
    kind: 'tactic',
    weight: 0.55,
    category: 'digital',
    patterns: [
      /\b(?:webcam|intimate|explicit|nude|naked|sexual|adult) (?:video|videos|photos?|images?|recording|content)\b.{0,120}\b(?:contacts|friends|family|send|share|publish|release)\b/,
      /\b(?:recorded|filmed) you\b/,
      /\b(?:i|we) (?:have )?(?:hacked|accessed|infected) your (?:email|account|device|phone|computer|camera)\b/,
      /\bpay (?:or|otherwise)\b.{0,60}\b(?:share|send|release|publish|everyone)\b/,
      /\b(?:send|share|release|publish) (?:it|them|the (?:video|photos?)) to (?:all )?your (?:contacts|friends|family|followers)\b/,
    ],
  },
  {
    id: 'purchase_scam',
    kind: 'theme',
    weight: 0.3,
    category: 'shopping',
    patterns: [
      /\b(?:paid|sent|transferred)\b.{0,80}\b(?:never (?:arrived|came|turned up|delivered)|stopped (?:replying|responding|answering)|blocked me|deleted (?:the|their) (?:listing|profile|account))\b/,
      /\b(?:only|just) (?:accepts?|takes?) (?:bank transfer|friends and family|crypto)\b/,
      /\b(?:pay|send it) (?:by|via|as) (?:bank transfer|friends and family|family and friends)\b/,
      /\b(?:puppy|puppies|kitten|tickets?|caravan|campervan|motorhome|ps5|console|iphone)\b.{0,80}\b(?:deposit|bank transfer|courier fee)\b/,
    ],
  },
  {
    id: 'payment_details_change',
    kind: 'request',
    weight: 0.5,
    category: 'banking',
    patterns: [
      /\b(?:new|updated|changed?|different) (?:bank|account|payment|banking) (?:details|information|account)\b/,
      /\b(?:bank|account|payment) details (?:have|has) (?:changed|been updated)\b/,
      /\b(?:pay|send|settle) (?:all )?(?:future|outstanding|this) (?:invoices?|payments?) (?:to|into)\b/,
      /\b(?:we have|we've) (?:moved|changed|switched) banks?\b/,
      /\bupdate (?:our|the) (?:bank|payment|account) details\b/,
      /\b(?:use|pay into) (?:our|this) (?:new |alternative |other )?(?:\w+ )?(?:business )?account\b/,
    ],
    negatable: true,
  },
  {
    id: 'parking_or_road_charge',
    kind: 'theme',
    weight: 0.3,
    category: 'shopping',
    patterns: [
      /\b(?:parking|car park|pay and display|pay ?by ?phone)\b.{0,80}\b(?:qr|scan|code)\b/,
      /\bqr\b.{0,60}\bparking\b/,
      /\b(?:unpaid|outstanding|overdue) (?:parking|toll|congestion|ulez|dart ?charge|road)\b/,
      /\b(?:penalty charge notice|pcn)\b/,
    ],
  },
  {
    id: 'charity_appeal',
    kind: 'theme',
    weight: 0.2,
    category: 'charity',
    patterns: [
      /\b(?:donate|donation|appeal)\b.{0,80}\b(?:disaster|earthquake|flood|war|victims|orphans|refugees)\b/,
    ],
  },

  // Premium-rate and prize spam: text a keyword to a short code, the cost per message.
  {
    id: 'text_to_short_code',
    kind: 'request',
    weight: 0.5,
    category: 'digital',
    patterns: [
      /\b(?:txt|text|send|reply|sms|msg)\b[^.!?\n]{0,40}\b(?:to|2|on)\s+(?:\d{5,6}|[6-9]\d{4})\b/,
      /\b(?:txt|text|reply|send) (?:stop|win|yes|go|claim|play|chat|date|free)\b/,
    ],
  },
  {
    id: 'premium_charge',
    kind: 'tactic',
    weight: 0.35,
    category: 'digital',
    patterns: [
      // Not the pence of a price per unit ("26.35p" a kWh): a decimal's tail is no charge.
      /(?<![\d.])\d{1,3}(?:\.\d{1,2})?p ?(?:\/|per|a|pm|ppm)? ?(?:min|minute|msg|message|txt|text|week|wk)\b/,
      /(?<![\d.])\d{2,3}p(?:pm|pmsg|msg)?\b/,
      /£\s?\d{1,2}(?:\.\d\d)? ?(?:\/|per|a) ?(?:min|minute|msg|message|txt|text|week|wk|call)\b/,
      /\b(?:std|standard) (?:txt|text|network) (?:rate|charge)s?\b/,
      /\b(?:16|18)\+/,
    ],
  },
  {
    id: 'refund_owed',
    kind: 'theme',
    weight: 0.3,
    category: 'impersonation',
    patterns: [
      /\b(?:you are|you're|you have been) (?:owed|due|entitled to|eligible for)\b.{0,40}(?:£|\brefund|\brebate|\bcompensation|\bpayment|\bmoney)/,
      /\b(?:refund|rebate|overpayment|compensation) (?:of|for) (?:£|\$|€)\s?\d/,
      /\b(?:unclaimed|pending|outstanding) (?:refund|rebate|payment|compensation)\b/,
      /\b(?:claim|receive|get) (?:your|the|a) (?:refund|rebate|compensation|reimbursement)\b/,
    ],
  },
  {
    id: 'account_problem',
    kind: 'theme',
    weight: 0.25,
    category: 'impersonation',
    patterns: [
      /\b(?:payment|billing|card|direct debit) (?:has |was )?(?:failed|declined|unsuccessful|could not be (?:processed|taken))\b/,
      /\b(?:subscription|membership|plan|licen[cs]e|storage|account) (?:has |is |was )?(?:expired|expiring|on hold|full|overdue|unpaid|past due)\b/,
      /\b(?:unable|not able) to (?:validate|verify|process|renew|take)\b/,
      /\bupdate (?:your )?(?:payment|billing|card)(?: details| info(?:rmation)?| method)?\b/,
      /\b(?:will be|being) (?:deleted|disconnected|cut off|cancelled|removed|closed)\b/,
    ],
  },
  {
    id: 'crypto_recovery',
    kind: 'theme',
    weight: 0.35,
    category: 'cryptocurrency',
    patterns: [
      /\b(?:recover|recovering|get back|retrieve|reclaim)\b.{0,40}\b(?:lost|stolen|scammed)?\s?(?:funds|money|crypto|bitcoin|investment|savings)\b/,
      /\b(?:funds?|asset|crypto) recovery\b/,
      /\brecovery (?:agent|expert|specialist|service|firm|team|company)\b/,
    ],
  },
  {
    id: 'adult_dating',
    kind: 'theme',
    weight: 0.2,
    category: 'social_media',
    patterns: [
      /\b(?:sexy|xxx|horny|naughty|flirt|singles?|hot (?:girls|babes|singles))\b/,
      /\b(?:girls|babes|ladies|women) (?:waiting|near you|in your area|want to)\b/,
      /\b(?:dating|chat) (?:service|line|club)\b/,
    ],
  },
  {
    id: 'mobile_offer',
    kind: 'theme',
    weight: 0.2,
    category: 'shopping',
    patterns: [
      /\b(?:ringtones?|polyphonic|wallpapers?|mobile club|camera phone|video phone|latest (?:mobile|phone|nokia|motorola|samsung|iphone))\b/,
      /\b(?:free|new) (?:mobile|phone|handset|upgrade|camcorder|ipod|ipad|iphone)\b/,
      /\b(?:entitled|eligible) (?:to|for) (?:a |an )?(?:free |new )?(?:upgrade|phone|handset|mobile)\b/,
    ],
  },
  {
    id: 'free_offer',
    kind: 'theme',
    weight: 0.1,
    category: 'shopping',
    patterns: [
      /\bfree (?:entry|gift|prize|holiday|cruise|trial|sample|spins?|bets?|msg|message|text|ringtone|tone|shopping)\b/,
      /\b(?:100|1000|500)s? of (?:free|£)\b/,
      /\b(?:exclusive|special|limited) (?:offer|deal|bonus)\b.{0,40}\b(?:claim|redeem|activate|today)\b/,
    ],
  },
  {
    id: 'loan_offer',
    kind: 'theme',
    weight: 0.25,
    category: 'banking',
    patterns: [
      /\b(?:loan|credit|finance) (?:has been |is )?(?:approved|pre-?approved|guaranteed)\b/,
      /\bno credit checks?\b/,
      /\b(?:write off|wipe|clear) (?:up to )?(?:\d+ ?% of )?(?:your )?debts?\b/,
      /\b(?:debt (?:relief|help|solution)|government (?:backed )?debt)\b/,
    ],
  },
  {
    id: 'unsolicited_contact',
    kind: 'tactic',
    weight: 0.15,
    category: null,
    patterns: [
      /\b(?:whatsapp|telegram|signal) (?:me|us)\b/,
      /\b(?:message|contact|add) (?:me|us) on (?:whatsapp|telegram)\b/,
      /\bwrong number\b.{0,80}\b(?:invest|crypto|trading|chat|friends?)\b/,
      /\b(?:i saw|came across) your (?:profile|review|post|comment)\b/,
    ],
  },
  {
    id: 'subscription_trap',
    kind: 'theme',
    weight: 0.25,
    category: 'shopping',
    patterns: [
      /\b(?:free|£1|£2|£0\.\d\d) (?:trial|sample)\b.{0,80}\b(?:monthly|per month|a month|subscription|plan)\b/,
      /\bunless you cancel\b/,
      /\b(?:monthly|weekly) (?:plan|subscription) of £/,
    ],
  },

  // How it pushes.
  {
    id: 'urgency',
    kind: 'tactic',
    weight: 0.15,
    category: null,
    patterns: [
      /\b(?:urgent(?:ly)?|immediately|right away|asap|as soon as possible|act now|don'?t delay|time[- ]sensitive)\b/,
      /\bwithin (?:the next )?(?:\d{1,2}|twenty[- ]four|forty[- ]eight) hours?\b/,
      /\b(?:today only|final (?:notice|reminder|warning|attempt)|last (?:chance|reminder)|expires? (?:today|tonight|soon|in \d))\b/,
      /\b(?:by|before) (?:midnight|tonight|\d{1,2} ?(?:am|pm)|end of (?:the )?day)\b/,
      /\b(?:limited time|spaces are limited|only \d+ (?:places|spaces|left))\b/,
    ],
  },
  {
    id: 'threat',
    kind: 'tactic',
    weight: 0.2,
    category: null,
    patterns: [
      /\b(?:arrest(?:ed)?|warrant|court (?:action|summons|case|hearing)|legal action|prosecut\w*|bailiffs?|deport\w*|jail|prison)\b/,
      /\b(?:account|card|licen[cs]e|number|service|access)\b.{0,30}\b(?:suspended|locked|limited|restricted|disabled|deactivated|closed|frozen|blocked|terminated)\b/,
      /\b(?:suspend|lock|close|freeze|block|cancel)(?:ed)? your (?:account|card|licen[cs]e|number|service)\b/,
    ],
  },
  {
    id: 'secrecy',
    kind: 'tactic',
    weight: 0.5,
    category: null,
    patterns: [
      /\b(?:don'?t|do not|never|not to) (?:tell|inform|speak to|talk to|mention (?:this )?to)\b.{0,40}\b(?:bank|branch|anyone|family|police|staff|cashier|husband|wife|children)\b/,
      /\bkeep (?:this|it) (?:secret|confidential|between us|to yourself)\b/,
      /\bif (?:the )?(?:bank|cashier|staff) asks?\b/,
      /\btell (?:them|the bank|the cashier) (?:it'?s|it is) for\b/,
    ],
  },

  // What it asks for.
  {
    id: 'asks_for_code',
    kind: 'request',
    weight: 0.5,
    category: null,
    patterns: [
      new RegExp(
        String.raw`\b${ASK}\b.{0,40}\b(?:(?<!sort )code|one[- ]time pass(?:code|word)|otp|passcode|verification code|security code|\d[- ]digit)\b`,
      ),
      /\b(?:code|otp|passcode)\b.{0,30}\b(?:we|i) (?:just )?(?:sent|texted)\b/,
      /\b(?:sent|texted) you (?:a |the |my )?(?:\d[- ]digit )?(?:code|otp|passcode)\b.{0,60}\b(?:send|forward|share|give)\b/,
      /\b(?:sent|texted|went) (?:my |a |the )?(?:\w+ )?(?:code|otp|passcode) to (?:your|you)\b/,
      /\b(?:code|otp|passcode)\b.{0,40}\b(?:by mistake|accidentally|wrong number)\b/,
    ],
    negatable: true,
  },
  {
    id: 'asks_for_credentials',
    kind: 'request',
    weight: 0.5,
    category: null,
    patterns: [
      new RegExp(
        String.raw`\b${ASK}\b.{0,40}\b(?:pin|password|card number|cvv|cvc|security number|memorable (?:word|information)|online banking (?:details|login))\b`,
      ),
      /\b(?:verify|update|confirm|validate) (?:your )?(?:account|identity|details|card|billing|(?:payment|bank|card|personal|account) (?:details|information))\b/,
    ],
    negatable: true,
  },
  {
    id: 'asks_for_payment',
    kind: 'request',
    weight: 0.35,
    category: null,
    patterns: [
      // Verbs only: "an unusual payment of £49.99" in a bank's alert asks for nothing.
      /\b(?:pay|transfer|send|wire|deposit)\b.{0,40}(?:£|\$|€|\b\d+ ?(?:gbp|pounds?|usd|eur)\b|\bfee\b|\bfine\b)/,
      /\b(?:settle|clear) (?:the|your|this) (?:balance|debt|amount|fine|charge)\b/,
      /\b(?:require|requires|need|needs|must pay|have to pay)\b.{0,40}\b(?:fee|deposit|charge|payment)\b/,
      /\btop[- ]?up\b.{0,30}\b(?:account|balance|wallet)\b/,
    ],
    negatable: true,
  },
  {
    id: 'asks_for_gift_cards',
    kind: 'request',
    weight: 0.65,
    category: null,
    patterns: [
      /\b(?:buy|purchase|get|pay|paid|payment|send|pick up)\b.{0,60}\b(?:gift ?cards?|vouchers?|paysafe ?card|itunes|google play|steam cards?|razer gold|amazon cards?)\b/,
      /\b(?:gift ?cards?|vouchers?)\b.{0,60}\b(?:codes?|scratch|photo|picture)\b/,
    ],
    negatable: true,
  },
  {
    id: 'asks_for_crypto',
    kind: 'request',
    weight: 0.5,
    category: null,
    patterns: [
      /\b(?:pay|send|transfer|deposit|invest|buy|top[- ]?up|recharge)\b.{0,40}\b(?:bitcoin|btc|crypto(?:currency)?|usdt|tether|ethereum|eth)\b/,
      /\b(?:bitcoin|crypto) (?:atm|machine)\b/,
      /\bwallet address\b/,
    ],
    negatable: true,
  },
  {
    id: 'asks_for_bank_transfer',
    kind: 'request',
    weight: 0.35,
    category: null,
    patterns: [
      /\b(?:add|set up|create) (?:a |the )?(?:new )?payee\b/,
      /\b(?:send|pay|transfer|move)\b.{0,30}\bto (?:this|my new|the following|the new|a new) (?:account|payee|bank|sort code)\b/,
      /\bsort code\b.{0,40}\baccount (?:number|no)\b/,
    ],
    negatable: true,
  },
  {
    id: 'asks_to_click',
    kind: 'request',
    weight: 0.12,
    category: null,
    patterns: [
      /\b(?:click|tap|follow|visit|open|use) (?:on )?(?:the |this |our )?(?:link|url|button|website|page)\b/,
      /\b(?:click|tap) here\b/,
    ],
  },

  // What happened to the person: changes the advice, never the score.
  {
    id: 'victim_paid',
    kind: 'context',
    weight: 0,
    category: null,
    patterns: [
      /\bi (?:have |already )?(?:paid|sent|transferred|lost|gave them)\b.{0,40}(?:£|\$|€|\bmoney\b|\bpayment\b|\bdeposit\b|\bcash\b)/,
      /\b(?:took|stole|taken) (?:my )?(?:money|savings)\b/,
    ],
  },
  {
    id: 'victim_shared_details',
    kind: 'context',
    weight: 0,
    category: null,
    patterns: [
      /\bi (?:gave|told|sent|read out)(?: them| him| her| the (?:caller|man|woman|scammer|person))\b.{0,40}\b(?:card|pin|password|code|bank details|account details|details)\b/,
      /\bi (?:entered|typed|put in|filled in)\b.{0,20}\bmy\b.{0,30}\b(?:card|pin|password|code|bank|details)\b/,
    ],
  },
]
