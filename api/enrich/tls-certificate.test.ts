import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startHttpServer, startHttpsServer, type TestServer } from '../test/fake-web.ts'
import { createTestCa, type TestCa } from '../test/test-ca.ts'

import { readCertificate } from './tls-certificate.ts'

const DAY_MS = 24 * 60 * 60 * 1000

describe('readCertificate against HTTPS servers on loopback', () => {
  let ca: TestCa
  const servers: TestServer[] = []
  let good: TestServer
  let expired: TestServer
  let plain: TestServer

  beforeAll(async () => {
    ca = createTestCa()
    good = await startHttpsServer(
      ca.issue({
        names: ['shop.test', 'www.shop.test'],
        notBefore: new Date(Date.now() - 2 * DAY_MS),
        notAfter: new Date(Date.now() + 88 * DAY_MS),
      }),
      (_, response) => response.end('ok'),
    )
    expired = await startHttpsServer(
      ca.issue({
        names: ['old.test'],
        notBefore: new Date(Date.now() - 400 * DAY_MS),
        notAfter: new Date(Date.now() - 10 * DAY_MS),
      }),
      (_, response) => response.end('ok'),
    )
    plain = await startHttpServer((_, response) => response.end('no tls here'))
    servers.push(good, expired, plain)
  })
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()))
  })

  const read = (hostname: string, server: TestServer, trusted = true) =>
    readCertificate({
      hostname,
      address: '127.0.0.1',
      port: server.port,
      ca: trusted ? [ca.certificate] : undefined,
    })

  it('reads a valid certificate: issuer, dates, valid for the name', async () => {
    const result = await read('shop.test', good)
    expect(result.status).toBe('checked')
    if (result.status !== 'checked') return
    expect(result.data).toMatchObject({
      valid: true,
      trusted: true,
      matchesHost: true,
      problem: null,
      issuer: { O: 'ScamScreen Testing Ltd', CN: 'ScamScreen Test CA' },
      subjectCN: 'shop.test',
    })
    const age = (Date.now() - new Date(result.data.validFrom).getTime()) / DAY_MS
    expect(Math.round(age)).toBe(2)
  })

  it('sends the name as SNI and checks it: another name is not valid', async () => {
    const result = await read('other.test', good)
    expect(result).toMatchObject({
      status: 'checked',
      data: { valid: false, matchesHost: false, trusted: true },
    })
  })

  it('does not trust a certificate from an unknown authority', async () => {
    const result = await read('shop.test', good, false)
    expect(result).toMatchObject({ status: 'checked', data: { valid: false, trusted: false } })
  })

  it('marks an expired certificate not valid', async () => {
    const result = await read('old.test', expired)
    expect(result).toMatchObject({ status: 'checked', data: { valid: false } })
  })

  it('says no_data when the port does not speak TLS or nothing listens', async () => {
    expect(await read('plain.test', plain)).toMatchObject({ status: 'no_data' })
    const closed = await startHttpServer(() => undefined)
    const port = closed.port
    await closed.close()
    expect(
      await readCertificate({ hostname: 'gone.test', address: '127.0.0.1', port }),
    ).toMatchObject({ status: 'no_data' })
  })
})
