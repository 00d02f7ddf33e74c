import { describe, expect, it } from 'vitest'

import { DRIVERS, useTestApp } from '../../test/helper.ts'

import { addAlert, retireAlert } from './alerts-repository.ts'

describe.each(DRIVERS)('GET /api/alerts on %s', (driver) => {
  const t = useTestApp(driver)

  it('starts with the curated UK warnings, newest first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/alerts' })
    expect(response.statusCode).toBe(200)
    const { alerts } = response.json<{
      alerts: Array<{ description: string; created_at: string }>
    }>()
    expect(alerts.length).toBeGreaterThanOrEqual(8)
    expect(alerts[0]?.description).toMatch(/Royal Mail/)
    const times = alerts.map((a) => Date.parse(a.created_at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('shows a new alert first and hides a retired one', async () => {
    const added = await addAlert(
      t.database.db,
      'Fake TV Licensing emails about a failed payment.',
      'tv-licence-renew.example',
    )
    let alerts = (await t.app.inject({ method: 'GET', url: '/api/alerts' })).json().alerts
    expect(alerts[0]).toMatchObject({
      description: 'Fake TV Licensing emails about a failed payment.',
      url: 'tv-licence-renew.example',
    })
    expect(await retireAlert(t.database.db, added?.id ?? '')).toBe(true)
    alerts = (await t.app.inject({ method: 'GET', url: '/api/alerts' })).json().alerts
    expect(alerts[0].description).not.toMatch(/TV Licensing/)
  })
})
