// Renders the redaction tool's sample image, public/samples/sample-letter.jpg: a photo-like
// bank letter addressed to an invented person, with Debian's Chromium. Every name, address and
// number in it is made up (the sort code 00-00-00 belongs to no bank). Run it again after
// changing the letter: `node scripts/make-redaction-sample.mjs`.
import { mkdirSync, statSync } from 'node:fs'

import { chromium } from 'playwright-core'

const OUTPUT = 'public/samples/sample-letter.jpg'
/** CSS pixels; rendered at twice the density, so the file is 1600 × 2000. */
const WIDTH = 800
const HEIGHT = 1000
/** Keeps the file under 400 KB while small print stays readable. */
const JPEG_QUALITY = 78

const LETTER = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<style>
  * { box-sizing: border-box; }
  html, body { margin: 0; width: ${WIDTH}px; height: ${HEIGHT}px; overflow: hidden; }
  body {
    /* A desk under the paper, as in a phone photo of a letter. */
    background: radial-gradient(circle at 30% 20%, #8a6f55, #5b4634 70%, #3f3024);
    font-family: 'DejaVu Sans', 'Liberation Sans', Arial, sans-serif;
    color: #1d232a;
  }
  .paper {
    position: absolute;
    inset: 34px 30px 30px 38px;
    padding: 46px 56px;
    background: linear-gradient(160deg, #fdfcf8 0%, #f6f3ea 55%, #ece7da 100%);
    box-shadow: 0 18px 40px rgb(0 0 0 / 0.45), 0 2px 6px rgb(0 0 0 / 0.3);
    transform: rotate(-0.8deg);
    font-size: 13px;
    line-height: 1.5;
  }
  .head { display: flex; justify-content: space-between; align-items: flex-start; }
  .brand { display: flex; align-items: center; gap: 12px; }
  .mark {
    width: 46px; height: 46px; border-radius: 10px; background: #1f4e79;
    color: #fff; font-weight: 700; font-size: 22px; display: grid; place-items: center;
  }
  .name { font-size: 21px; font-weight: 700; color: #1f4e79; letter-spacing: 0.02em; }
  .sub { font-size: 11px; color: #5a6570; }
  .contact { text-align: right; font-size: 11px; color: #4a5560; }
  .address { margin-top: 36px; font-size: 15px; }
  .meta { margin-top: 26px; display: flex; justify-content: space-between; font-size: 13px; }
  .accounts {
    margin-top: 22px; padding: 12px 16px; border: 1px solid #c9cfd5; background: #f2f5f8;
    display: grid; grid-template-columns: auto 1fr; gap: 4px 18px; font-size: 14px;
  }
  .accounts b { font-family: 'DejaVu Sans Mono', 'Liberation Mono', monospace; font-size: 15px; }
  h1 { font-size: 17px; margin: 22px 0 8px; }
  p { margin: 0 0 9px; }
  .sign { margin-top: 14px; }
  .signature { font-family: 'DejaVu Serif', serif; font-style: italic; font-size: 22px; color: #23395d; }
  .foot {
    position: absolute; left: 58px; right: 58px; bottom: 22px; border-top: 1px solid #c9cfd5;
    padding-top: 6px; font-size: 9px; color: #6a747e;
  }
  .sample {
    position: absolute; top: 14px; right: 18px; font-size: 10px; font-weight: 700;
    color: #a4161a; border: 1px solid #a4161a; padding: 2px 6px; transform: rotate(2deg);
  }
</style>
</head>
<body>
  <div class="paper">
    <div class="sample">SAMPLE – NOT A REAL LETTER</div>
    <div class="head">
      <div class="brand">
        <div class="mark">NE</div>
        <div>
          <div class="name">Northgate Example Bank</div>
          <div class="sub">Customer Services · PO Box 0000 · Exampletown EX9 9ZZ</div>
        </div>
      </div>
      <div class="contact">Telephone 0000 000 0000<br>Textphone 0000 000 0001<br>northgate-bank.example</div>
    </div>

    <div class="address">
      Mrs Jane Example<br>
      12 Sample Road<br>
      Exampletown<br>
      EX1 2MP
    </div>

    <div class="meta">
      <span>Our reference: NEB/4471/JE</span>
      <span>14 March 2025</span>
    </div>

    <div class="accounts">
      <span>Account name</span><b>Mrs J Example</b>
      <span>Account number</span><b>12345678</b>
      <span>Sort code</span><b>00-00-00</b>
      <span>Customer number</span><b>9876 5432 10</b>
    </div>

    <h1>Changes to your Everyday Saver account</h1>
    <p>Dear Mrs Example,</p>
    <p>We are writing to let you know that the interest rate on your Everyday Saver account
    will change from 2.10% to 2.35% AER (variable) from 1 May 2025. You do not need to do
    anything: the new rate will apply automatically.</p>
    <p>Your current balance on 13 March 2025 was <b>£4,218.67</b>. Your next statement will
    show the new rate. If you would like to move your savings to another of our accounts, you
    can do so at any time without a fee.</p>
    <p>We will never ask you to move your money to a "safe account", or to tell us your full
    PIN or passwords by phone, text or email. If someone does, it is a scam: hang up and call
    us on the number on the back of your card.</p>
    <p>Questions? Call us on 0000 000 0000, Monday to Friday 8am to 8pm, quoting the
    reference above.</p>

    <div class="sign">
      <p>Yours sincerely,</p>
      <div class="signature">A. Sampleton</div>
      <p>Alex Sampleton<br>Head of Savings, Northgate Example Bank</p>
    </div>

    <div class="foot">
      Northgate Example Bank is an invented company used to demonstrate the ScamScreen redaction
      tool. Every name, address, account number and sort code on this page is made up.
    </div>
  </div>
</body>
</html>`

mkdirSync('public/samples', { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
})
try {
  const page = await browser.newPage({
    viewport: { width: WIDTH, height: HEIGHT },
    deviceScaleFactor: 2,
  })
  await page.setContent(LETTER)
  await page.screenshot({ path: OUTPUT, type: 'jpeg', quality: JPEG_QUALITY })
} finally {
  await browser.close()
}
console.log(`Wrote ${OUTPUT} (${Math.round(statSync(OUTPUT).size / 1024)} KB)`)
