/**
 * First-party analytics: events go through the outbox to POST /api/analytics/event, so an
 * event made offline is delivered later, once. The distinct id is a random device id, never
 * anything about the person.
 */
import { send } from './outbox.ts'

export const DISTINCT_ID_KEY = 'analytics_distinct_id'

export type EventProperties = Record<string, string | number | boolean | null>

function distinctId(): string {
  let id = localStorage.getItem(DISTINCT_ID_KEY)
  if (!id) {
    id = crypto.randomUUID().replace(/-/g, '')
    localStorage.setItem(DISTINCT_ID_KEY, id)
  }
  return id
}

export function track(event: string, properties: EventProperties = {}): void {
  void send({
    kind: 'analytics',
    url: '/api/analytics/event',
    body: {
      type: 'json',
      value: {
        event,
        distinct_id: distinctId(),
        properties: {
          ...properties,
          timestamp: new Date().toISOString(),
          source: 'web',
          user_agent: navigator.userAgent,
          // The path only: a query string could carry something personal.
          url: location.pathname,
        },
      },
    },
  }).catch(() => {
    // Storage can be full or blocked (private mode); analytics must never break a page.
  })
}
