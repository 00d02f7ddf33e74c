/**
 * Throughput of the lexical URL checks (src/domain/url/heuristics.ts analyseUrl, which
 * includes canonicalisation and the lookalike check), on a mix of genuine, lookalike and
 * malformed addresses. They run on every screening, so they must stay well above 20,000
 * URLs a second. Prints JSON. Usage: npx tsx bench/url-heuristics.ts [-- seconds]
 */
import { performance } from 'node:perf_hooks'

import { canonicaliseUrl } from '../src/domain/url/canonical.ts'
import { analyseUrl } from '../src/domain/url/heuristics.ts'
import { findLookalike } from '../src/domain/url/lookalike.ts'

const SECONDS = Number(process.argv[2] ?? 2)
const URLS = [
  'https://www.royalmail.com/track-your-item#/',
  'https://royalmail-redelivery.top/pay',
  'http://secure-hmrc-refund.top/claim?ref=88421',
  'https://www.gov.uk/log-in-register-hmrc-online-services',
  'gov-uk.tax-rebate.info',
  'https://xn--pypal-4ve.com/signin',
  'https://paypal.com.account-verify.net/webapps/mpp/home',
  'https://www.bbc.co.uk/news/business-67890123',
  'https://en.wikipedia.org/wiki/Royal_Mail',
  'https://evri-parcel.pages.dev/',
  'http://2130706433/login',
  'https://bit.ly/3xYzAbC',
  'https://www.amazon.co.uk/gp/css/order-history?ref_=nav_orders_first',
  'https://a.b.c.example.co.uk/some/long/path/index.html',
  'barc1ays-secure-login.co.uk/online-banking/verify',
  'not a url',
]

function measure(name: string, run: (url: string) => unknown) {
  // Warm up, so the JIT has compiled the hot paths before timing.
  for (let index = 0; index < 20_000; index += 1) run(URLS[index % URLS.length] ?? '')
  let count = 0
  const started = performance.now()
  const until = started + SECONDS * 1000
  while (performance.now() < until) {
    for (const url of URLS) run(url)
    count += URLS.length
  }
  const elapsed = (performance.now() - started) / 1000
  return {
    name,
    urls: count,
    seconds: Number(elapsed.toFixed(2)),
    per_second: Math.round(count / elapsed),
  }
}

console.log(
  JSON.stringify(
    {
      node: process.version,
      results: [
        measure('canonicaliseUrl', canonicaliseUrl),
        measure('findLookalike', findLookalike),
        measure('analyseUrl', analyseUrl),
      ],
    },
    null,
    2,
  ),
)
