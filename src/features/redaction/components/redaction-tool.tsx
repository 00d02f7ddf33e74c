import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'

import { createBrowserRedactionServices } from '../browser-services.ts'
import { useRedactionHandover } from '../hooks/use-redaction-handover.ts'
import { RedactionStoreContext, useRedactionState } from '../hooks/use-redaction-store.ts'
import {
  createRedactionStore,
  type RedactionServices,
  type RedactionStep,
  type RedactionStore,
} from '../model/redaction-store.ts'

import { DOWNLOAD_HEADING_ID, DownloadStep } from './download-step.tsx'
import { REDACT_HEADING_ID, RedactStep } from './redact-step.tsx'
import { StepIndicator } from './step-indicator.tsx'
import { UPLOAD_HEADING_ID, UploadStep } from './upload-step.tsx'
import '../redaction.css'

const HEADINGS: Record<RedactionStep, string> = {
  upload: UPLOAD_HEADING_ID,
  redact: REDACT_HEADING_ID,
  download: DOWNLOAD_HEADING_ID,
}

/**
 * Frees the store's image when the tool goes away. Deferred by a tick because React's
 * development mode unmounts and remounts once, and the store must survive that.
 */
function useDisposeOnUnmount(store: RedactionStore) {
  const pending = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => {
    clearTimeout(pending.current)
    return () => {
      pending.current = setTimeout(() => store.dispose(), 0)
    }
  }, [store])
}

/** Moves focus to the new step's heading, so keyboard and screen-reader users follow along. */
function useFocusOnStepChange(step: RedactionStep) {
  const previous = useRef(step)
  useEffect(() => {
    if (previous.current === step) return
    previous.current = step
    document.getElementById(HEADINGS[step])?.focus()
  }, [step])
}

function Steps() {
  const step = useRedactionState((state) => state.step)
  useFocusOnStepChange(step)
  return (
    <>
      <StepIndicator step={step} />
      {step === 'upload' && <UploadStep />}
      {step === 'redact' && <RedactStep />}
      {step === 'download' && <DownloadStep />}
    </>
  )
}

/**
 * The redaction tool (spec part 1 §2): upload an image, cover what must stay private with
 * black boxes, and download a fresh copy with the boxes burned in. Nothing leaves the device.
 */
export function RedactionTool({
  services = createBrowserRedactionServices,
}: {
  /** Injected in tests; the browser's decoding, export worker and sample otherwise. */
  services?: () => RedactionServices
}) {
  const [{ store, keepExportReady }] = useState(() => {
    const browser = services()
    return { store: createRedactionStore(browser), keepExportReady: browser.keepExportReady }
  })
  useRedactionHandover(store)
  useDisposeOnUnmount(store)
  // Started with the page, the export worker's script is fetched before any editing begins.
  useEffect(keepExportReady, [keepExportReady])
  return (
    <RedactionStoreContext value={store}>
      <div className="redaction">
        <header className="redaction__intro">
          <h1>
            <Trans>Document Redaction Tool</Trans>
          </h1>
          <p className="hero__lead">
            <Trans>
              Hide sensitive information, such as your name, address, account numbers or face, with
              black boxes before you upload an image for analysis or share it with anyone.
            </Trans>
          </p>
        </header>
        <Steps />
      </div>
    </RedactionStoreContext>
  )
}
