import { describe, expect, it } from 'vitest'

import { issueReferenceCode } from '../../platform/reference-codes.ts'
import { DRIVERS, useTestApp } from '../../test/helper.ts'

describe.each(DRIVERS)('reactions on %s', (driver) => {
  const t = useTestApp(driver, { RATE_LIMIT_PER_MINUTE: '1000' })
  const react = (reference_code: string, reaction: string) =>
    t.app.inject({ method: 'POST', url: '/api/reactions', payload: { reference_code, reaction } })

  it('counts reactions per emoji for a reference code', async () => {
    const code = await issueReferenceCode(t.database.db, 'screening')
    const empty = await t.app.inject({ method: 'GET', url: `/api/reactions/${code}` })
    expect(empty.json()).toEqual([
      { reaction: '👍', count: 0 },
      { reaction: '👎', count: 0 },
      { reaction: '🤔', count: 0 },
      { reaction: '⚠️', count: 0 },
    ])
    await react(code, '👍')
    await react(code, '👍')
    const saved = await react(code.toLowerCase(), '⚠')
    expect(saved.statusCode).toBe(201)
    expect(saved.json()).toEqual([
      { reaction: '👍', count: 2 },
      { reaction: '👎', count: 0 },
      { reaction: '🤔', count: 0 },
      { reaction: '⚠️', count: 1 },
    ])
  })

  it('refuses an emoji that is not one of the four', async () => {
    const code = await issueReferenceCode(t.database.db, 'screening')
    const response = await react(code, '💩')
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(/must be one of/)
  })

  it('answers 404 for an unknown or malformed code', async () => {
    expect((await react('SCR-ZZZZ-ZZZZ', '👍')).statusCode).toBe(404)
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/reactions/SCR-ZZZZ-ZZZZ' })).statusCode,
    ).toBe(404)
    const malformed = await t.app.inject({ method: 'GET', url: "/api/reactions/'%20OR%201=1" })
    expect(malformed.statusCode).toBe(404)
    expect(malformed.json()).toEqual({
      error: 'No answer has this reference code.',
      code: 'NOT_FOUND',
    })
  })

  it('refuses a body without the fields', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/reactions',
      payload: { reaction: '👍' },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().error).toMatch(/reference_code/)
  })
})
