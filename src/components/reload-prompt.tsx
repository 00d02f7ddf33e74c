import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { useRegisterSW } from 'virtual:pwa-register/react'

import { toast } from '../lib/toast.ts'

/**
 * Says once when the app is ready to work offline, and asks before applying an update:
 * reloading under someone mid-check would lose what they typed.
 */
export function ReloadPrompt() {
  const { t } = useLingui()
  const {
    offlineReady: [offlineReady, setOfflineReady],
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW()
  const panel = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (!offlineReady) return
    toast({ title: t`ScamScreen is ready to work offline.` })
    setOfflineReady(false)
  }, [offlineReady, setOfflineReady, t])

  useEffect(() => {
    // Move focus to the prompt so keyboard and screen-reader users meet it.
    if (needRefresh) panel.current?.focus()
  }, [needRefresh])

  if (!needRefresh) return null
  return (
    <div
      className="pwa-prompt"
      role="alertdialog"
      aria-labelledby="update-text"
      tabIndex={-1}
      ref={panel}
    >
      <p id="update-text">
        <Trans>An update is available. Reload to use the new version.</Trans>
      </p>
      <div className="button-row">
        <button type="button" className="button" onClick={() => void updateServiceWorker(true)}>
          <Trans>Reload</Trans>
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setNeedRefresh(false)}
        >
          <Trans>Close</Trans>
        </button>
      </div>
    </div>
  )
}
