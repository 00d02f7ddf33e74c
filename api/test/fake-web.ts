/**
 * Web servers on loopback for tests (plain HTTP and HTTPS with a test CA's certificate) that
 * record every request, and the RDAP answers a registry would give. Fakes the world at its
 * protocol: the code under test talks to them exactly as it talks to the internet.
 */
import { once } from 'node:events'
import { createServer as createHttpServer, type RequestListener } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo } from 'node:net'

import type { IssuedCertificate } from './test-ca.ts'

export interface TestServer {
  port: number
  /** http(s)://host:port + path, with the host given (a name the fake DNS answers). */
  url(path?: string, host?: string): string
  requests: Array<{ method: string; url: string; host: string }>
  close(): Promise<void>
}

async function listen(
  server: ReturnType<typeof createHttpServer> | ReturnType<typeof createHttpsServer>,
  scheme: 'http' | 'https',
  host: string,
  port: number,
  requests: TestServer['requests'],
): Promise<TestServer> {
  server.listen(port, host)
  await once(server, 'listening')
  const { port: actual } = server.address() as AddressInfo
  return {
    port: actual,
    url: (path = '/', name = host) => `${scheme}://${name}:${actual}${path}`,
    requests,
    close: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

function recording(handler: RequestListener, requests: TestServer['requests']): RequestListener {
  return (request, response) => {
    requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      host: request.headers.host ?? '',
    })
    handler(request, response)
  }
}

/** A plain HTTP server on loopback (127.0.0.1 unless another loopback address is given). */
export function startHttpServer(
  handler: RequestListener,
  { host = '127.0.0.1', port = 0 }: { host?: string; port?: number } = {},
): Promise<TestServer> {
  const requests: TestServer['requests'] = []
  return listen(createHttpServer(recording(handler, requests)), 'http', host, port, requests)
}

/** An HTTPS server on loopback with the given certificate. */
export function startHttpsServer(
  certificate: IssuedCertificate,
  handler: RequestListener,
  { host = '127.0.0.1', port = 0 }: { host?: string; port?: number } = {},
): Promise<TestServer> {
  const requests: TestServer['requests'] = []
  const server = createHttpsServer(certificate, recording(handler, requests))
  return listen(server, 'https', host, port, requests)
}

/** Answers JSON with a status. */
export function sendJson(
  response: Parameters<RequestListener>[1],
  status: number,
  body: unknown,
): void {
  response.writeHead(status, { 'content-type': 'application/rdap+json' })
  response.end(JSON.stringify(body))
}

export interface RdapDomainOptions {
  name: string
  created: Date
  expires?: Date
  registrar?: string
  /** The registrant's name, or 'REDACTED FOR PRIVACY'. */
  registrant?: string
  links?: Array<{ rel: string; href: string; type?: string }>
}

/** An RDAP domain answer as registries give it (RFC 9083). */
export function rdapDomain(options: RdapDomainOptions): Record<string, unknown> {
  const entities: unknown[] = []
  if (options.registrar) {
    entities.push({
      objectClassName: 'entity',
      roles: ['registrar'],
      vcardArray: [
        'vcard',
        [
          ['version', {}, 'text', '4.0'],
          ['fn', {}, 'text', options.registrar],
        ],
      ],
    })
  }
  if (options.registrant) {
    entities.push({
      objectClassName: 'entity',
      roles: ['registrant'],
      vcardArray: [
        'vcard',
        [
          ['version', {}, 'text', '4.0'],
          ['fn', {}, 'text', options.registrant],
        ],
      ],
    })
  }
  return {
    objectClassName: 'domain',
    ldhName: options.name.toUpperCase(),
    status: ['client transfer prohibited'],
    events: [
      { eventAction: 'registration', eventDate: options.created.toISOString() },
      ...(options.expires
        ? [{ eventAction: 'expiration', eventDate: options.expires.toISOString() }]
        : []),
      { eventAction: 'last update of RDAP database', eventDate: new Date().toISOString() },
    ],
    entities,
    links: options.links ?? [],
  }
}

/** A bootstrap document (IANA's format) sending the given endings to a loopback server. */
export function rdapBootstrapFor(endings: string[], baseUrl: string): Record<string, unknown> {
  return { version: '1.0', publication: new Date().toISOString(), services: [[endings, [baseUrl]]] }
}
