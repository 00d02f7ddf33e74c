import { once } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterEach, describe, expect, it } from 'vitest'

import { analyseText } from '../platform/text-engine.ts'

import { rewordReasons } from './narrative-model.ts'

// A real HTTP server on loopback speaking the OpenAI and Gemini wire formats.
type Handler = (
  body: Record<string, unknown>,
  request: IncomingMessage,
  response: ServerResponse,
) => void
let close: (() => void) | undefined
afterEach(() => close?.())

async function modelServer(handler: Handler): Promise<string> {
  const server = createServer((request, response) => {
    let raw = ''
    request.on('data', (chunk: Buffer) => (raw += chunk))
    request.on('end', () => handler(JSON.parse(raw), request, response))
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  close = () => {
    server.closeAllConnections()
    server.close()
  }
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const verdict = analyseText({
  text: 'Royal Mail: pay the £1.45 fee within 24 hours at royalmail-redelivery.com',
})
const reasons = ['It asks for a fee before a parcel can be delivered.']

describe('rewordReasons', () => {
  it('asks an OpenAI-compatible model with the reasons only, and keeps only bullet lines', async () => {
    let seen: Record<string, unknown> = {}
    let authorization: string | undefined
    const baseUrl = await modelServer((body, request, response) => {
      seen = body
      authorization = request.headers.authorization
      response.setHeader('content-type', 'application/json')
      response.end(
        JSON.stringify({
          choices: [
            {
              message: {
                content:
                  'Sure! Here you go:\n- **A fee** to release a parcel is a classic trick.\n* Couriers do not ask this way.',
              },
            },
          ],
        }),
      )
    })
    const text = await rewordReasons(
      { llm: { baseUrl: `${baseUrl}/v1`, apiKey: 'k', model: 'm' } },
      verdict,
      reasons,
      'cy',
    )
    expect(text).toBe(
      '- **A fee** to release a parcel is a classic trick.\n- Couriers do not ask this way.',
    )
    expect(authorization).toBe('Bearer k')
    const content = JSON.stringify(seen)
    expect(content).toContain('Cymraeg')
    expect(content).toContain('It asks for a fee')
    expect(content).not.toContain('royalmail-redelivery.com')
  })

  it('speaks the Gemini format too', async () => {
    const baseUrl = await modelServer((_body, request, response) => {
      expect(request.url).toBe('/v1beta/models/gemini-test:generateContent')
      expect(request.headers['x-goog-api-key']).toBe('g')
      response.setHeader('content-type', 'application/json')
      response.end(
        JSON.stringify({ candidates: [{ content: { parts: [{ text: '- Reworded.' }] } }] }),
      )
    })
    expect(
      await rewordReasons(
        { gemini: { apiKey: 'g', model: 'gemini-test', baseUrl } },
        verdict,
        reasons,
        'en',
      ),
    ).toBe('- Reworded.')
  })

  it('falls back to the engine when the model fails, is slow, or is not configured', async () => {
    expect(await rewordReasons({}, verdict, reasons, 'en')).toBeNull()
    const failing = await modelServer((_body, _request, response) => {
      response.statusCode = 500
      response.end('{}')
    })
    expect(
      await rewordReasons({ llm: { baseUrl: failing, model: 'm' } }, verdict, reasons, 'en'),
    ).toBeNull()
    close?.()
    const slow = await modelServer(() => {
      // never answers
    })
    const started = Date.now()
    expect(
      await rewordReasons({ llm: { baseUrl: slow, model: 'm' } }, verdict, reasons, 'en', 300),
    ).toBeNull()
    expect(Date.now() - started).toBeLessThan(2000)
  })
})
