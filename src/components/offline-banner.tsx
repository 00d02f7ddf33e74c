import { Trans } from '@lingui/react/macro'

import { useOnline } from '../lib/use-online.ts'

export function OfflineBanner() {
  const online = useOnline()
  if (online) return null
  return (
    <div className="offline-banner" role="status">
      <Trans>
        You are offline. Tools that work on this device still work, and anything you send will wait
        until you are back online.
      </Trans>
    </div>
  )
}
