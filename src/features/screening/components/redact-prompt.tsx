import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect, useRef, useState } from 'react'

import {
  REDACTION_HANDOVER_KEYS,
  isQuotaExceededError,
} from '../../../domain/files/image-transfer.ts'
import { storeImageTransfer } from '../../../lib/image-transfer-storage.ts'

/**
 * Offered when an image is chosen: upload it as it is, or first hide personal details in the
 * redaction tool, which receives the image through localStorage (src/domain/files/image-transfer.ts).
 * The tool is opened by the router, without a page load: it takes the hand-over when it mounts.
 */
export function RedactPrompt({
  file,
  type,
  onContinue,
}: {
  file: File
  /** The image's mime type, worked out from its name if the picker gave none. */
  type: string
  onContinue: () => void
}) {
  const navigate = useNavigate()
  const { t } = useLingui()
  const panel = useRef<HTMLDivElement>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)

  useEffect(() => {
    // The panel appears after the file dialog closes; focus it so it is not missed.
    panel.current?.focus()
  }, [])

  const redactFirst = async () => {
    setBusy(true)
    setProblem(null)
    try {
      await storeImageTransfer(REDACTION_HANDOVER_KEYS, file, file.name, type)
    } catch (error) {
      setBusy(false)
      setProblem(
        isQuotaExceededError(error)
          ? t`This image is too large to pass to the redaction tool. Open the redaction tool and choose the image there instead.`
          : t`The image could not be passed to the redaction tool. Open the redaction tool and choose the image there instead.`,
      )
      return
    }
    void navigate({ to: '/redaction-tool' })
  }

  return (
    <div
      className="redact-prompt"
      role="group"
      aria-labelledby="redact-prompt-title"
      tabIndex={-1}
      ref={panel}
    >
      <p className="redact-prompt__title" id="redact-prompt-title">
        <Trans>Hide personal details first?</Trans>
      </p>
      <p>
        <Trans>
          If this image shows your name, address, account numbers or codes, you can cover them with
          black boxes before you upload it. This happens on your device.
        </Trans>
      </p>
      {problem && (
        <p className="redact-prompt__problem" role="alert">
          {problem} <Link to="/redaction-tool">{t`Open the redaction tool`}</Link>
        </p>
      )}
      <div className="button-row">
        <button type="button" className="button" onClick={onContinue}>
          <Trans>Continue Upload</Trans>
        </button>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => void redactFirst()}
          disabled={busy}
        >
          <Trans>Redact First</Trans>
        </button>
      </div>
    </div>
  )
}
