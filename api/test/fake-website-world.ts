/**
 * A small internet on loopback for the website and email checks' API tests and benchmarks: a
 * DNS server (with mail records for the email check), one HTTPS server (test CA) hosting a
 * genuine shop, a phishing page and a redirector, an RDAP registry, and Safe Browsing and
 * VirusTotal fakes speaking their JSON. Its overrides
 * go to buildApp's `testOverrides`, its env to the configuration.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import type { WebsiteTestOverrides } from '../enrich/website/screen-website.ts'

import { dkimKeyRecord, WORLD_DKIM_KEY } from './dkim-signer.ts'
import { startFakeDns, type FakeDnsServer } from './fake-dns-server.ts'
import {
  rdapBootstrapFor,
  rdapDomain,
  sendJson,
  startHttpServer,
  startHttpsServer,
  type TestServer,
} from './fake-web.ts'
import { createTestCa } from './test-ca.ts'

const DAY_MS = 24 * 60 * 60 * 1000

export const SHOP_HTML = `<!doctype html><html lang="en-GB"><head>
<title>Acme Kettles | Great British Kettles</title>
<meta name="description" content="Kettles and toasters delivered across the UK.">
<meta property="og:site_name" content="Acme Kettles"></head><body>
<h1>Shop kettles</h1><p>Add to basket, checkout in seconds, free delivery on every order.</p>
<a href="/contact">Contact us</a><a href="mailto:hello@acme-kettles.test">Email us</a>
<footer><p>Acme Kettles Limited, registered in England and Wales, company number 01234567.</p>
<p>VAT number GB123456789</p><address>4 Kettle Park<br>Leeds<br>LS1 4AP</address></footer>
</body></html>`

export const PHISHING_HTML = `<!doctype html><html lang="en"><head>
<title>Royal Mail: your parcel is waiting</title>
<meta name="description" content="Pay the £1.45 redelivery fee to receive your parcel."></head>
<body><img alt="Royal Mail" src="/logo.png"><h1>We could not deliver your parcel</h1>
<form action="/pay" method="post"><input name="cardnumber" autocomplete="cc-number">
<input type="password" name="pin"><button>Pay £1.45</button></form></body></html>`

/**
 * The email checks' records: the genuine shop publishes SPF, an enforcing DMARC policy and a
 * DKIM key.
 */
const MAIL_TXT: Record<string, string[]> = {
  's1._domainkey.acme-kettles.test': [dkimKeyRecord(WORLD_DKIM_KEY.publicKey)],
  'acme-kettles.test': ['v=spf1 mx -all', 'google-site-verification=acme'],
  '_dmarc.acme-kettles.test': ['v=DMARC1; p=reject; rua=mailto:dmarc@acme-kettles.test'],
}

export interface FakeWorld {
  overrides: WebsiteTestOverrides
  /** Provider keys, so Safe Browsing and VirusTotal are "configured". */
  env: Record<string, string>
  dns: FakeDnsServer
  https: TestServer
  rdap: TestServer
  /** https://name:port/path on the world's HTTPS server. */
  url(name: string, path?: string): string
  close(): Promise<void>
}

function hostOf(request: IncomingMessage): string {
  return (request.headers.host ?? '').replace(/:\d+$/, '')
}

function site(request: IncomingMessage, response: ServerResponse): void {
  const host = hostOf(request)
  if (host === 'acme-kettles.test') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(SHOP_HTML)
  } else if (host === 'royalmail-redelivery.test') {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(PHISHING_HTML)
  } else if (host === 'short.test') {
    // A link shortener: the phishing page is where it lands.
    const port = request.socket.localPort ?? 443
    response.writeHead(301, { location: `https://royalmail-redelivery.test:${port}/pay` }).end()
  } else if (host === 'redirector.test') {
    response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end()
  } else {
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<html lang="en"><title>${host}</title><p>Welcome.</p></html>`)
  }
}

function registry(request: IncomingMessage, response: ServerResponse): void {
  const name = decodeURIComponent((request.url ?? '').replace(/^.*\/domain\//, '')).toLowerCase()
  const ago = (days: number) => new Date(Date.now() - days * DAY_MS)
  if (name === 'acme-kettles.test') {
    sendJson(
      response,
      200,
      rdapDomain({
        name,
        created: ago(3650),
        expires: ago(-300),
        registrar: 'Acme Registrar Ltd',
        registrant: 'Acme Kettles Limited',
      }),
    )
  } else if (name === 'royalmail-redelivery.test') {
    sendJson(
      response,
      200,
      rdapDomain({
        name,
        created: ago(5),
        expires: ago(-360),
        registrar: 'NameSilo, LLC',
        registrant: 'REDACTED FOR PRIVACY',
      }),
    )
  } else if (name.endsWith('.test') && name !== 'unregistered.test') {
    sendJson(response, 200, rdapDomain({ name, created: ago(800), registrar: 'Test Registrar' }))
  } else {
    sendJson(response, 404, { errorCode: 404 })
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString()))
    request.on('end', () => resolve(body))
  })
}

/** Starts the world; close it after the tests. `names` adds names to the certificate. */
export async function startFakeWorld({
  names = [],
}: { names?: string[] } = {}): Promise<FakeWorld> {
  const ca = createTestCa()
  const certificate = ca.issue({
    names: [
      'acme-kettles.test',
      'royalmail-redelivery.test',
      'redirector.test',
      'short.test',
      '*.bench.test',
      ...names,
    ],
  })
  const https = await startHttpsServer(certificate, site)
  const rdap = await startHttpServer(registry)
  const google = await startHttpServer(async (request, response) => {
    const body = await readBody(request)
    sendJson(
      response,
      200,
      body.includes('royalmail-redelivery.test')
        ? { matches: [{ threatType: 'SOCIAL_ENGINEERING', platformType: 'ANY_PLATFORM' }] }
        : {},
    )
  })
  const virusTotal = await startHttpServer((request, response) => {
    const id = (request.url ?? '').split('/').pop() ?? ''
    const url = Buffer.from(id, 'base64url').toString()
    if (url.includes('royalmail-redelivery.test')) {
      sendJson(response, 200, {
        data: {
          attributes: {
            last_analysis_date: Math.floor(Date.now() / 1000) - 3600,
            last_analysis_stats: { harmless: 70, malicious: 6, suspicious: 1, undetected: 13 },
          },
        },
      })
    } else {
      sendJson(response, 404, { error: { code: 'NotFoundError' } })
    }
  })
  const dns = await startFakeDns((name) => {
    if (name === 'internal.test') return { A: ['10.0.0.7'] }
    if (name === 'gone.test') return 'NXDOMAIN'
    if (!name.endsWith('.test')) return 'NXDOMAIN'
    return {
      A: ['127.0.0.1'],
      MX:
        name === 'acme-kettles.test'
          ? [{ exchange: 'mail.acme-kettles.test', preference: 10 }]
          : [],
      NS: ['ns1.registry.test'],
      TXT: MAIL_TXT[name] ?? [],
    }
  })
  return {
    overrides: {
      dnsServers: [dns.server],
      allowLoopbackForTests: true,
      extraCa: [ca.certificate],
      rdapBootstrap: rdapBootstrapFor(['test'], rdap.url('/')),
      tlsPort: https.port,
      safeBrowsingBaseUrl: google.url('/'),
      virusTotalBaseUrl: virusTotal.url('/'),
    },
    env: {
      GOOGLE_SAFE_BROWSING_API_KEY: 'test-gsb-key',
      VIRUSTOTAL_API_KEY: 'test-vt-key',
      VIRUSTOTAL_REQUESTS_PER_MINUTE: '1000',
    },
    dns,
    https,
    rdap,
    url: (name, path = '/') => https.url(path, name),
    close: async () => {
      await Promise.all([
        https.close(),
        rdap.close(),
        google.close(),
        virusTotal.close(),
        dns.close(),
      ])
    },
  }
}
