import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import {
  rdapBootstrapFor,
  rdapDomain,
  sendJson,
  startHttpServer,
  type TestServer,
} from '../test/fake-web.ts'

import { parseRdapBootstrap, rdapServersFor, shippedRdapBootstrap } from './rdap-bootstrap.ts'
import { lookupRdap, parseRdapDomain } from './rdap.ts'
import { createSsrfGuard } from './ssrf/ssrf-guard.ts'

const CREATED = new Date('2026-11-10T09:30:00Z')
const EXPIRES = new Date('2027-11-10T09:30:00Z')

describe('parseRdapDomain', () => {
  it('reads dates, registrar and statuses', () => {
    const parsed = parseRdapDomain(
      'example.test',
      rdapDomain({
        name: 'example.test',
        created: CREATED,
        expires: EXPIRES,
        registrar: 'NameCheap, Inc.',
      }),
    )
    expect(parsed).toEqual({
      domain: 'example.test',
      registrar: 'NameCheap, Inc.',
      creationDate: CREATED.toISOString(),
      expirationDate: EXPIRES.toISOString(),
      privacyProtected: null,
      statuses: ['client transfer prohibited'],
    })
  })

  it.each([
    ['REDACTED FOR PRIVACY', true],
    ['Privacy service provided by Withheld for Privacy ehf', true],
    ['Domains By Proxy, LLC', true],
    ['Data Protected', true],
    ['Jane Smith Trading Ltd', false],
  ])('registrant %s → privacy %s', (registrant, privacy) => {
    const parsed = parseRdapDomain(
      'example.test',
      rdapDomain({ name: 'example.test', created: CREATED, registrant }),
    )
    expect(parsed.privacyProtected).toBe(privacy)
  })

  it('reads RFC 9537 redactions and tolerates junk', () => {
    expect(
      parseRdapDomain('x.test', { redacted: [{ name: { description: 'Registrant Name' } }] })
        .privacyProtected,
    ).toBe(true)
    expect(parseRdapDomain('x.test', 'not json')).toMatchObject({
      registrar: null,
      creationDate: null,
      privacyProtected: null,
    })
  })
})

describe('the RDAP bootstrap', () => {
  it('ships the endings that matter, https only', () => {
    const shipped = shippedRdapBootstrap()
    for (const ending of [
      'com',
      'net',
      'org',
      'uk',
      'info',
      'xyz',
      'top',
      'online',
      'shop',
      'site',
      'live',
      'app',
      'dev',
      'io',
      'me',
    ]) {
      expect(shipped.servers.get(ending)?.[0], ending).toMatch(/^https:\/\/.+\/$/)
    }
    expect(rdapServersFor('royalmail-pay.co.uk', shipped)[0]).toBe('https://rdap.nominet.uk/uk/')
    expect(rdapServersFor('example.invalid', shipped)).toEqual([])
  })

  it('prefers the longest ending and drops http unless allowed', () => {
    const bootstrap = parseRdapBootstrap({
      services: [
        [['uk'], ['https://uk.example/']],
        [['co.uk'], ['https://co-uk.example']],
        [['test'], ['http://127.0.0.1:1/']],
      ],
    })
    expect(rdapServersFor('a.co.uk', bootstrap)).toEqual(['https://co-uk.example/'])
    expect(rdapServersFor('a.org.uk', bootstrap)).toEqual(['https://uk.example/'])
    expect(rdapServersFor('a.test', bootstrap)).toEqual([])
  })
})

describe('lookupRdap against an RDAP server on loopback', () => {
  let registry: TestServer
  beforeAll(async () => {
    registry = await startHttpServer((request, response) => {
      const name = decodeURIComponent((request.url ?? '').replace(/^.*\/domain\//, ''))
      if (request.url?.startsWith('/registrar/')) {
        sendJson(
          response,
          200,
          rdapDomain({ name, created: CREATED, registrant: 'REDACTED FOR PRIVACY' }),
        )
      } else if (name === 'new-shop.test') {
        sendJson(
          response,
          200,
          rdapDomain({ name, created: CREATED, expires: EXPIRES, registrar: 'Tucows' }),
        )
      } else if (name === 'thin.test') {
        sendJson(
          response,
          200,
          rdapDomain({
            name,
            created: CREATED,
            registrar: 'Thin Registrar',
            links: [
              {
                rel: 'related',
                href: registry.url(`/registrar/domain/${name}`),
                type: 'application/rdap+json',
              },
            ],
          }),
        )
      } else if (name === 'broken.test') {
        sendJson(response, 503, { errorCode: 503 })
      } else {
        sendJson(response, 404, { errorCode: 404, title: 'Not Found' })
      }
    })
  })
  afterAll(() => registry.close())

  const options = () => ({
    bootstrap: parseRdapBootstrap(rdapBootstrapFor(['test'], registry.url('/')), {
      allowHttp: true,
    }),
    guard: createSsrfGuard({ allowLoopbackForTests: true }),
  })

  it('finds the registration', async () => {
    expect(await lookupRdap('new-shop.test', options())).toMatchObject({
      status: 'checked',
      data: { registrar: 'Tucows', creationDate: CREATED.toISOString() },
    })
  })

  it("follows a thin registry's link to the registrar for the registrant", async () => {
    expect(await lookupRdap('thin.test', options())).toMatchObject({
      status: 'checked',
      data: { registrar: 'Thin Registrar', privacyProtected: true },
    })
  })

  it('says no_data for a domain the registry does not hold, failed when it errs', async () => {
    expect(await lookupRdap('unknown.test', options())).toMatchObject({ status: 'no_data' })
    expect(await lookupRdap('broken.test', options())).toMatchObject({ status: 'failed' })
  })

  it('says not_configured for an ending with no known RDAP server', async () => {
    expect(await lookupRdap('example.nowhere', options())).toEqual({ status: 'not_configured' })
  })

  it('never reaches a registry in private space (the guard is in the way)', async () => {
    const result = await lookupRdap('new-shop.test', {
      ...options(),
      guard: createSsrfGuard(),
    })
    expect(result.status).toBe('failed')
  })
})
