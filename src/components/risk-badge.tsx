import { Trans } from '@lingui/react/macro'

import type { RiskLevel } from '../domain/engine/risk.ts'

/**
 * The verdict in words as well as colour, so it reads the same without colour vision.
 * `small` is the pill beside a heading.
 */
export function RiskBadge({
  level,
  size = 'large',
}: {
  level: RiskLevel
  size?: 'large' | 'small'
}) {
  const className = `risk-badge risk-badge--${level.toLowerCase()}${size === 'small' ? ' risk-badge--small' : ''}`
  return (
    <p className={className}>
      {level === 'High' && <Trans>High risk</Trans>}
      {level === 'Medium' && <Trans>Medium risk</Trans>}
      {level === 'Low' && <Trans>Low risk</Trans>}
    </p>
  )
}
