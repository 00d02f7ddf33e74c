import { describe, expect, it } from 'vitest'

import { identifyLanguages } from './language/identify.ts'
import { en } from './language/lexicons/en.ts'
import { LEXICONS } from './language/lexicons/index.ts'
import { tokenise } from './language/matcher.ts'
import { normaliseText } from './language/normalise.ts'
import { createNeverEventReader } from './never-events.ts'

const readAll = createNeverEventReader(LEXICONS)

/** The never-events a raw message asks for, as the engine reads it. */
function neverEvents(raw: string, read = readAll): string[] {
  const text = normaliseText(raw)
  const tokens = tokenise(text)
  return read(text, tokens, identifyLanguages(raw, text, tokens)).events.map((event) => event.id)
}

describe('never-events in English', () => {
  it.each([
    [
      'never_card_details',
      'Your card has been blocked. Reply with your full card number, the expiry date and the three digits on the back to unblock it.',
    ],
    [
      'never_card_details',
      'A man rang from "Visa security", he wanted the long number on my card and the 3 numbers on the back to apply a discount',
    ],
    ['never_credentials', 'wot is ur pin pls, need it 2 stop the payment asap'],
    [
      'never_credentials',
      'My grandad was asked for his online banking login details by someone claiming to be from the bank.',
    ],
    ['never_one_time_code', 'Hi mum I sent a code to your phone by mistake, can you send it to me'],
    [
      'never_one_time_code',
      'A woman from the fraud team asked me to read out the code I had just been sent',
    ],
    [
      'never_remote_access',
      'Microsoft support: download AnyDesk so our technician can fix your computer',
    ],
    [
      'never_remote_access',
      'Our engineer will access your PC remotely. Do not shut down your computer.',
    ],
    [
      'never_safe_account',
      'Your account is compromised: move your savings to a safe account today',
    ],
    [
      'never_courier',
      'This is DC Harris. Withdraw £4,000 in cash today; an officer will come to your address to collect it.',
    ],
    [
      'never_gift_cards_crypto',
      'HMRC: pay your tax bill with iTunes vouchers today to avoid arrest',
    ],
    ['never_upfront_fee', 'Your loan is approved. Pay a £99 release fee to receive the funds.'],
    [
      'never_upfront_fee',
      "Got a letter saying I'd won £850,000 in a lottery I never entered and they need a £1,200 processing fee to send it",
    ],
    ['never_secrecy', "Don't tell the bank what the money is for, say it's for a holiday."],
    // Secrecy from the branch or a bank named, with no sum and no word "bank".
    [
      'never_secrecy',
      "The caller said staff at my branch were part of the fraud and I mustn't tell anyone there what I was doing",
    ],
    [
      'never_secrecy',
      "He kept saying you can't trust anyone at Barclays right now, they're under investigation, so don't mention me",
    ],
    // A victim's account with "pretending to be" is still the request it reports.
    [
      'never_one_time_code',
      'A man rang pretending to be from my bank and asked me to read out the code they had just texted me',
    ],
    // A victim's own account of handing it over: "I" before the request, and who got it.
    [
      'never_one_time_code',
      'he said a code would pop up on my phone, and like an idiot I read him the code',
    ],
    ['never_credentials', 'so I gave them my online banking password, they sounded so official'],
    [
      'never_card_details',
      'The woman wanted the long number off my debit card and the three on the back, I nearly did it',
    ],
    ['never_credentials', 'they made me spell out my memorable word letter by letter'],
    [
      'never_remote_access',
      'the "BT engineer" wanted to remote into my laptop to speed up the wifi',
    ],
    [
      'never_courier',
      'a man on the phone said to leave my cards under the mat and the courier would collect them',
    ],
    [
      'never_safe_account',
      'they told me to transfer all my savings to a new account in my name that they had set up',
    ],
    ['never_secrecy', "He said don't ring the bank, they'll only delay the transfer"],
    // The loan named two sentences before its fee, and a sum in place of "pay".
    [
      'never_upfront_fee',
      'Fast loans up to £8,000, no credit checks! Approved within the hour. Just a £125 admin fee before the money is released.',
    ],
    // "Don't share it with anyone" with the caller left out is the request.
    [
      'never_one_time_code',
      "Don't share the verification code with anyone except me, I'm the officer on your case.",
    ],
    [
      'never_remote_access',
      'The "BT refund team" wanted me to put ISL Light on my laptop so they could sort it',
    ],
    // A frame speaks for the questions before it, not for one after it.
    [
      'never_one_time_code',
      "That's a scam, ignore it. Can you read me the code we just texted you?",
    ],
    // A warning, then "but" or "however" and the request it warned of: the script of a scam.
    [
      'never_card_details',
      'Scammers may ask for your card details, but to verify your account please reply with your card number, expiry and CVV.',
    ],
    [
      'never_credentials',
      "If anyone asks for your PIN it's a scam, but we need you to confirm your PIN to unlock your account.",
    ],
    // The warning's words in one sentence do not cover the request in the next.
    [
      'never_safe_account',
      'Barclays will never ask you to move money to a safe account. However, because your case is high priority, our senior fraud officer will give you the details of a temporary account to move your money into.',
    ],
  ])('%s: %s', (id, text) => {
    expect(neverEvents(text)).toContain(id)
  })

  it.each([
    'We will never ask for your PIN.',
    'Your code is 482913. Do not share this code with anyone. NatWest will never call you to ask for it.',
    'Never give your PIN or password to anyone, not even us.',
    "HSBC UK: We'll never ask you to move money to a safe account, or ask for your full PIN or passwords. If anyone does, hang up and call 159.",
    'HMRC will never phone you and threaten arrest, or ask you to pay with gift cards, vouchers or crypto.',
    'Courier fraud: criminals may say they are police officers and ask you to hand over your bank card. Police never do this.',
    'If someone calls and says your bank is going bust and you need to move your money somewhere safe, hang up.',
    'The bank will never text you a link asking you to log in and confirm your password.',
    "We'll send your new PIN separately by post.",
    'Send me the code for the wifi',
    "Don't tell anyone about the surprise party on Saturday!",
    'I bought a £20 Amazon gift card for Tom, it is in your drawer',
    // A frame answers every question just before it, not only the last one.
    "Take Five: Is someone rushing you? Asking for a code that's just been sent to your phone? That's a scam.",
    "Paying someone using gift cards or crypto? If it's for a bill, tax or fine, it's almost certainly a scam.",
    // What criminals are doing, reported as it happens.
    'Fraud warning from NatWest: criminals are calling customers pretending to be our fraud team and asking them to share codes.',
    'Neighbourhood Watch: fake bank callers are ringing residents in the area asking for card numbers and the three digits on the back.',
    // A statement, not a handing over: "I" and no one it went to.
    'I gave my PIN a change last week, the new one is easier to remember',
    // Everyday words about computers and work, with no one asking for access.
    'The new manager will take over from Sue next week.',
    'I work remotely on Fridays, ring me on my mobile',
    'Can you see my screen? The meeting link is in the invite',
    "I'll send you the photos when I'm on my computer later",
    'Install the app and log in with your usual details.',
    // Reports of scam calls frame what they report; a word or two between questions and the frame.
    'Parish newsletter: reports of scam calls asking older residents to install AnyDesk. Hang up.',
    'Being asked to buy gift cards to pay a bill? Stop. That is a scam.',
    // A tax refund is not a fee for one, and "not even us" leaves no one out.
    'HMRC: your £214 tax refund has been processed and will reach your bank in 5 working days.',
    'Never share your one-time passcode with anyone, not even us.',
    // "But" after a warning's frame, with the request inside the frame.
    'Scammers may ask for your card number, expiry date and security code, but we never will.',
    "If anyone asks for your card number, expiry date or CVV, it's a scam, but you can always call us on the number on your card.",
  ])('a warning or an everyday message is not a request: %s', (text) => {
    expect(neverEvents(text)).toEqual([])
  })

  it('reads a warning as a request when negation is switched off (what the bench compares)', () => {
    const plain = createNeverEventReader([en], { negation: false })
    expect(neverEvents('We will never ask for your PIN.', plain)).toEqual(['never_credentials'])
  })
})

// Written by speakers of each language (training/languages): requests, and warnings that
// name the same things.
const OTHER_LANGUAGES: Array<[string, 'request' | 'warning', string]> = [
  [
    'pl',
    'request',
    'PKO BP: Wykryliśmy nieautoryzowaną transakcję na kwotę 2 340,00 zł. Aby ją anulować, odpowiedz na tę wiadomość podając numer karty, datę ważności i kod CVV.',
  ],
  [
    'pl',
    'request',
    'Dzwonił facet, że jest z działu bezpieczeństwa Santandera i że ktoś płaci moją kartą w Londynie. Kazał mi podać cały numer karty, datę ważności i te 3 cyfry z tyłu, żeby „zablokować” transakcję.',
  ],
  [
    'pl',
    'warning',
    'PKO BP ostrzega: nigdy nie prosimy o podanie kodu BLIK, PIN-u ani hasła do iPKO przez telefon, SMS czy komunikator. Jeśli ktoś o to prosi, rozłącz się.',
  ],
  [
    'pl',
    'warning',
    'mBank: Uwaga na oszustów podszywających się pod pracowników banku. Nie instaluj aplikacji typu AnyDesk czy QuickSupport na prośbę konsultanta.',
  ],
  [
    'ur',
    'request',
    'HSBC UK: آپ کے کارڈ پر ایک مشکوک ٹرانزیکشن روکی گئی ہے۔ کارڈ دوبارہ فعال کرنے کے لیے اپنا مکمل کارڈ نمبر، ایکسپائری ڈیٹ اور پیچھے والا CVV اسی نمبر پر جواب میں بھیجیں۔',
  ],
  [
    'ur',
    'request',
    'Assalam o alaikum, HBL card services se baat kar rahe hain. Aap ka debit card block hone wala hai, apna card number, expiry date aur peeche wale 3 number WhatsApp par bhej dein taake card active rahe.',
  ],
  [
    'ur',
    'warning',
    'HBL کی جانب سے اطلاع: ہم کبھی بھی فون، ایس ایم ایس یا واٹس ایپ پر آپ کا پن، پاس ورڈ، او ٹی پی یا کارڈ کا CVV نہیں مانگتے۔ ایسی کال آئے تو فوراً بند کر دیں۔',
  ],
  [
    'ur',
    'warning',
    'Meezan Bank: Yaad rakhein, bank kabhi aap se card number, expiry date ya CVV nahi poochta. Aisi call fraud hai, phone band kar ke hamari helpline par ittila dein.',
  ],
  [
    'zh',
    'request',
    '【HSBC UK】您的账户检测到一笔£1,249.00的异常消费，如非本人操作，请直接回复完整银行卡号、有效期及卡背面三位安全码，以便我们为您拦截该交易。',
  ],
  [
    'zh',
    'request',
    '您好，这边是亚马逊英国客服，您的订单退款无法原路退回，麻烦您提供一下银行卡号、有效期和CVV，我们这边手动给您退£86.40。',
  ],
  [
    'zh',
    'warning',
    '中国驻英国使馆提醒：使馆不会通过电话通知领取文件，更不会要求您向所谓"安全账户"转账。接到此类电话请立即挂断并报警。',
  ],
  [
    'zh',
    'warning',
    '【国际学生办公室】近期有不法分子冒充中国公安、检察院联系留学生，要求转账至"安全账户"并切断与家人联系。真正的警察绝不会通过电话办案或要求转账，如有疑问请联系学校安保。',
  ],
  [
    'ar',
    'request',
    'عميلنا العزيز، تم إيقاف بطاقتك من HSBC مؤقتاً بسبب عملية مشبوهة بقيمة £649. لإعادة تفعيلها يرجى الرد على هذه الرسالة برقم البطاقة كاملاً وتاريخ الانتهاء والرمز المكون من 3 أرقام على ظهر البطاقة.',
  ],
  [
    'ar',
    'request',
    'واحد كلمني امبارح وقال انه من بنك مصر وان فيه عملية شراء ب 15 الف جنيه على الفيزا بتاعتي، وطلب مني رقم الكارت والتاريخ اللي عليه والتلات أرقام اللي ورا عشان يلغي العملية',
  ],
  [
    'ar',
    'warning',
    'HSBC: لن نطلب منك أبداً رقمك السري أو كلمة المرور أو رمز التحقق عبر الهاتف أو الرسائل. إذا طلب منك أحد ذلك فهو محتال، أغلق الخط واتصل على 159.',
  ],
  [
    'ar',
    'warning',
    'البنك الأهلي المصري يحذرك: البنك لا يطلب بيانات بطاقتك او الرقم السري او الرقم المكون من 3 ارقام على ظهر البطاقة تحت اي ظرف. احذر من النصابين',
  ],
  [
    'sw',
    'request',
    'Equity Bank: Kadi yako ya Visa imesimamishwa kwa muda kutokana na muamala usio wa kawaida wa £389.00. Ili kuifungua, jibu ujumbe huu na namba kamili ya kadi, tarehe ya kuisha na namba 3 za nyuma (CVV).',
  ],
  [
    'sw',
    'request',
    'Jana nilipigiwa simu na mwanamke akisema yuko fraud team ya Barclays. Aliniambia kuna mtu anatumia kadi yangu Manchester, akaniomba namba zote 16 za kadi, expiry date na zile namba tatu za nyuma ili "wazuie" muamala. Nilikata simu.',
  ],
  [
    'sw',
    'warning',
    'Safaricom: Hatutawahi kukupigia simu kukuomba M-PESA PIN yako. Ukipigiwa na mtu anayeomba PIN, kata simu na utume namba yake kwa 333.',
  ],
  [
    'sw',
    'warning',
    'Barclays haitawahi kukuomba uhamishe pesa kwenda "akaunti salama". Kama mtu anakuambia hivyo, ni tapeli. Kata simu na upige 159.',
  ],
  [
    'bn',
    'request',
    'প্রিয় গ্রাহক, আপনার HSBC ডেবিট কার্ডে সন্দেহজনক লেনদেন ধরা পড়েছে। কার্ডটি সচল রাখতে এই নম্বরে রিপ্লাই করে কার্ড নম্বর, মেয়াদ শেষের তারিখ এবং পেছনের ৩ সংখ্যার সিভিভি পাঠান।',
  ],
  [
    'bn',
    'request',
    'Apnar Barclays card temporarily block kora hoyeche. Unblock korte card er 16 digit number, expiry date ar pichoner 3 ta number reply korun. Dhonnobad.',
  ],
  [
    'bn',
    'warning',
    'বিকাশ কখনো আপনার পিন বা ভেরিফিকেশন কোড জানতে চায় না। কেউ বিকাশ অফিসের নাম করে ফোন দিলে কোনো তথ্য দেবেন না।',
  ],
  [
    'bn',
    'warning',
    'Ammu, keu jodi bank theke bole phone kore tomar card er pin ba code chay, kokhono diba na. shoja phone kete amake call dio. ok?',
  ],
  [
    'ro',
    'request',
    'BT Info: Cardul dvs a fost restrictionat temporar. Pentru reactivare raspundeti la acest mesaj cu numarul cardului, data expirarii si codul CVV.',
  ],
  [
    'ro',
    'request',
    'Buna ziua, sunt de la Revolut, departamentul de fraude. Ca sa anulam plata de £849 am nevoie sa-mi confirmati cele 16 cifre de pe card, data de expirare si cele trei cifre de pe spate.',
  ],
  [
    'ro',
    'warning',
    'Banca Transilvania nu îți cere niciodată prin SMS, e-mail sau telefon datele cardului, PIN-ul sau parola de BT Pay. Dacă cineva ți le cere, închide și sună la bancă.',
  ],
  [
    'ro',
    'warning',
    'Atentie! Angajatii BCR nu va vor solicita niciodata codul CVV, data expirarii sau numarul complet al cardului.',
  ],
  [
    'ru',
    'request',
    'Barclays: Обнаружена подозрительная операция на сумму £1 249,00. Для отмены ответьте на это сообщение, указав номер карты, срок действия и CVV.',
  ],
  [
    'ru',
    'request',
    'Мне позвонил мужчина, представился сотрудником службы безопасности Монзо, сказал что с моей карты пытаются списать £800 в Бирмингеме. Попросил продиктовать номер карты и три цифры на обороте, чтобы «заблокировать» платёж.',
  ],
  [
    'ru',
    'warning',
    'Сбербанк напоминает: сотрудники банка никогда не просят назвать CVV-код, ПИН-код или код из СМС. Если вас об этом просят — положите трубку и позвоните по номеру 900.',
  ],
  [
    'ru',
    'warning',
    'Мам, если кто-то позвонит «из банка» и попросит пин или код из смс — сразу клади трубку и звони мне. Настоящий банк такого не спрашивает.',
  ],
  [
    'uk',
    'request',
    'ПриватБанк: Вашу картку заблоковано через підозрілу операцію на суму 8 450 грн. Для розблокування надішліть у відповідь номер картки, термін дії та CVV код.',
  ],
  [
    'uk',
    'request',
    'Мені подзвонив чоловік, сказав що він зі служби безпеки Монобанку і що з моєї картки хтось намагається зняти гроші. Попросив продиктувати номер картки, термін дії і три цифри на звороті.',
  ],
  [
    'uk',
    'warning',
    'ПриватБанк нагадує: ми ніколи не просимо CVV, ПІН-код чи пароль від Приват24 по телефону. Якщо вас про це питають — кладіть слухавку.',
  ],
  [
    'uk',
    'warning',
    'Монобанк: Шахраї представляються службою безпеки банку. Ми ніколи не просимо переказати кошти на «безпечний рахунок». Такого рахунку не існує.',
  ],
  [
    'tl',
    'request',
    'BPI Alert: May kahina-hinalang transaksyon sa inyong card na nagkakahalaga ng PHP 48,500. Para ma-cancel, i-reply ang buong card number, expiry date at CVV. Salamat.',
  ],
  [
    'tl',
    'request',
    'May tumawag sakin kanina, taga-Barclays fraud team daw. May nag-try daw gumamit ng card ko sa Manchester kaya kailangan i-verify. Hiningi niya yung buong 16 digits ng card, expiry at yung 3 numbers sa likod. Binaba ko na agad.',
  ],
  [
    'tl',
    'warning',
    'Paalala mula sa GCash: Hindi kailanman hihingin ng GCash ang inyong MPIN o OTP. Huwag ibigay ang mga ito kahit kanino, kahit sa nagpapakilalang GCash agent.',
  ],
  [
    'tl',
    'warning',
    'BDO Reminder: Hindi kami humihingi ng card number, CVV, expiry date o OTP sa pamamagitan ng tawag, text o email. Mag-ingat sa mga manloloko.',
  ],
  [
    'cy',
    'request',
    "Barclays: Mae eich cerdyn debyd wedi'i atal dros dro oherwydd gweithgarwch amheus. I'w ail-actifadu, atebwch i'r neges hon gyda rhif llawn y cerdyn, y dyddiad dod i ben a'r cod CVV.",
  ],
  [
    'cy',
    'request',
    "Helo, Lowri o adran dwyll Santander sydd yma. Er mwyn canslo'r taliad o £649 i Currys, dw i angen i chi gadarnhau'r 16 digid ar flaen eich cerdyn, y dyddiad dod i ben a'r tri rhif ar y cefn.",
  ],
  [
    'cy',
    'warning',
    'Santander: Cofiwch, ni fyddwn ni byth yn gofyn i chi am eich rhif PIN, eich cyfrinair llawn na chodau untro. Os oes rhywun yn gofyn, rhowch y ffôn i lawr a ffoniwch 159.',
  ],
  [
    'cy',
    'warning',
    "Neges gan Heddlu Gogledd Cymru: Ni fydd yr heddlu na'ch banc byth yn gofyn i chi dynnu arian allan na'i roi i negesydd. Os cewch alwad fel hyn, rhowch y ffôn i lawr a ffoniwch 101 o ffôn arall.",
  ],
  [
    'gu',
    'request',
    'HSBC UK: તમારા કાર્ડ પર £640 નો શંકાસ્પદ વ્યવહાર અટકાવવામાં આવ્યો છે. કાર્ડ ફરી ચાલુ કરવા માટે તમારો પૂરો કાર્ડ નંબર, એક્સપાયરી ડેટ અને પાછળના 3 આંકડા (CVV) આ નંબર પર રિપ્લાય કરો.',
  ],
  [
    'gu',
    'request',
    'ગઈકાલે એક ભાઈનો ફોન આવ્યો, કહે Barclays ના ફ્રોડ ડિપાર્ટમેન્ટમાંથી બોલું છું. મારા કાર્ડથી કોઈએ Amazon પર £899 ખર્ચ્યા છે એમ કહીને પહેલા કાર્ડ નંબર માંગ્યો, પછી એક્સપાયરી અને પાછળના ત્રણ આંકડા પણ પૂછ્યા.',
  ],
  [
    'gu',
    'warning',
    'Bank of Baroda UK: યાદ રાખો, બેંક ક્યારેય ફોન, SMS કે ઈમેલથી તમારો પિન, પાસવર્ડ કે OTP માંગતી નથી. કોઈ માંગે તો તરત ફોન મૂકી દો અને 159 પર કૉલ કરો.',
  ],
  [
    'gu',
    'warning',
    'Mummy, dhyan rakhjo, koi pan phone kari ne bank mathi bolu chu kahe ane PIN ke card na pachhad na 3 aankda mange to kai aapta nahi, phone muki dejo ane mane call karjo.',
  ],
  [
    'pa',
    'request',
    'ਪਿਆਰੇ ਗਾਹਕ, ਤੁਹਾਡੇ Barclays ਡੈਬਿਟ ਕਾਰਡ ਉੱਤੇ £749 ਦੀ ਸ਼ੱਕੀ ਖਰੀਦ ਹੋਈ ਹੈ। ਕਾਰਡ ਬਲੌਕ ਹੋਣ ਤੋਂ ਬਚਾਉਣ ਲਈ ਇਸ ਨੰਬਰ ਉੱਤੇ ਆਪਣਾ ਕਾਰਡ ਨੰਬਰ, ਐਕਸਪਾਇਰੀ ਡੇਟ ਅਤੇ ਪਿੱਛੇ ਵਾਲੇ 3 ਅੰਕ ਰਿਪਲਾਈ ਕਰੋ।',
  ],
  [
    'pa',
    'request',
    'Tuhada HSBC card temporary block kar ditta gaya hai. Unblock karan layi card da pura number, expiry te CVV is number te reply karo 07700 900412. Dhanvaad',
  ],
  ['pa', 'warning', 'ਸਾਵਧਾਨ: HSBC ਕਦੇ ਵੀ ਫ਼ੋਨ, ਮੈਸੇਜ ਜਾਂ ਈਮੇਲ ਰਾਹੀਂ ਤੁਹਾਡਾ ਪਿੰਨ ਜਾਂ ਪੂਰਾ ਪਾਸਵਰਡ ਨਹੀਂ ਮੰਗੇਗਾ।'],
  [
    'pa',
    'warning',
    'Mummy je koi vi bank wala ban ke phone kare te tuhada card da PIN ja OTP mange ta phone kat deo. Asli bank kade nahi puchhda.',
  ],
  [
    'pt',
    'request',
    'CGD: Detetámos uma tentativa de pagamento de 489,90€ no seu cartão. Para cancelar, responda a esta mensagem com o número do cartão, a data de validade e o código CVV. Caixa Geral de Depósitos',
  ],
  [
    'pt',
    'request',
    'Itaú informa: compra de R$ 2.349,00 em análise. Para estornar, responda com os 16 dígitos do cartão, validade e os 3 números do verso. Sem isso a compra será aprovada.',
  ],
  [
    'pt',
    'warning',
    'CGD alerta: a Caixa nunca lhe pede o PIN do cartão, as coordenadas do cartão matriz ou códigos recebidos por SMS. Se alguém lhe pedir, desligue e contacte-nos.',
  ],
  [
    'pt',
    'warning',
    'Millennium bcp: Atenção a chamadas fraudulentas. Nunca lhe pediremos para instalar aplicações de acesso remoto como AnyDesk ou TeamViewer.',
  ],
  // The three on the back, in the small-digits words people use when they retell a call.
  ['ru', 'request', 'Звонили из банка, попросили продиктовать номер карты и три циферки сзади'],
  ['pl', 'request', 'Konsultant poprosił o numer z karty i trzy z tyłu'],
  // A code "we sent you", asked for in the polite form.
  [
    'pl',
    'request',
    'Pani Zofio, wysłaliśmy pani kod. Proszę go podać, żebyśmy mogli zablokować przelew.',
  ],
  // A warning passed on to everyone.
  [
    'uk',
    'warning',
    'Хочу попередити всіх: дзвонять нібито з банку і просять назвати PIN. Не кажіть нічого!',
  ],
  // The loan two sentences before its fee.
  [
    'ru',
    'request',
    'Кредит до £5 000 без проверки кредитной истории! Одобрение за час. Перед выдачей нужно лишь оплатить страховой взнос £120.',
  ],
  // The caller left out of "tell no one".
  ['pl', 'request', 'Nie podawaj nikomu kodu z SMS-a oprócz mnie, jestem z działu bezpieczeństwa.'],
  ['zh', 'request', '不要把验证码告诉任何人，除了我，我是银行的安全专员。'],
  ['ar', 'request', 'لا تعطي الرمز اللي وصلك لأحد غيري، أنا موظف الأمان في البنك.'],
  // غيري is also "change!" said to a woman: here it is not "except me".
  ['ar', 'warning', 'لا تشاركي رمز التحقق مع أحد، غيري كلمة السر فوراً.'],
  // A genuine call retold: "they did not ask for a PIN or a code".
  [
    'sw',
    'warning',
    'Benki walinipigia kuhusu malipo ya £45. Walitaka nithibitishe tu, hawakuuliza PIN wala code.',
  ],
  // A warning's frame, then "but" and the request; and a warning with its "but" after the frame.
  [
    'ru',
    'request',
    'Мошенники могут просить данные карты, но для проверки счёта пришлите номер карты, срок действия и CVV-код.',
  ],
  [
    'ru',
    'warning',
    'Мошенники могут просить номер карты, срок действия и CVV-код, но банк никогда этого не делает.',
  ],
  [
    'zh',
    'request',
    '骗子可能会索要您的银行卡信息，但为了验证账户，请回复您的卡号、有效期和背面三位安全码。',
  ],
  ['zh', 'warning', '骗子会索要您的卡号、有效期和安全码，但银行绝不会这样做。'],
  // Romanised Bengali and Gujarati, as typed on phones: their own negations are read.
  ['bn', 'warning', 'Bank theke phone korechilo, ora shudhu naam chaise, PIN kintu chay nai.'],
  ['gu', 'warning', 'Bank valae fakt naam puchhyu, PIN ke password kai j na maangyu.'],
  // A verdict that comes last in Tagalog: "… ay hindi galing sa bangko".
  [
    'tl',
    'warning',
    'Ang mga tumatawag na humihingi ng inyong PIN ay hindi galing sa bangko. Ibaba agad ang telepono.',
  ],
  // An English code text with its warning in Urdu script: the Urdu negation is read.
  [
    'ur',
    'warning',
    'Meezan Bank: OTP 481203 for your online transaction. کبھی بھی اپنا OTP یا پن کسی کو نہ بتائیں۔',
  ],
]

describe('never-events in the other languages', () => {
  it.each(OTHER_LANGUAGES)('%s %s: %s', (_language, kind, text) => {
    if (kind === 'request') expect(neverEvents(text)).not.toEqual([])
    else expect(neverEvents(text)).toEqual([])
  })

  it('needs the language: English words alone do not read an Urdu request', () => {
    const urdu = 'اپنا کارڈ نمبر اور پن کوڈ بھیجیں تاکہ آپ کا اکاؤنٹ بحال ہو سکے'
    expect(neverEvents(urdu)).not.toEqual([])
    expect(neverEvents(urdu, createNeverEventReader([en]))).toEqual([])
  })
})
