import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'

/**
 * The reference code to quote, with a copy button that says when it worked. A check the server
 * could not store (its database was away) has none, and says so.
 */
export function ReferenceCode({ code }: { code: string | null }) {
  const { t } = useLingui()
  const [status, setStatus] = useState('')

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text)
      setStatus(t`Reference code copied`)
    } catch {
      setStatus(t`Copying did not work. Select the code and copy it yourself.`)
    }
  }

  return (
    <div className="reference-code">
      <p className="reference-code__label">
        <Trans>Reference code</Trans>
      </p>
      {code === null ? (
        <p className="reference-code__missing">
          <Trans>
            This check could not be saved just now, so it has no reference code. The verdict is
            complete.
          </Trans>
        </p>
      ) : (
        <>
          <div className="reference-code__row">
            <code className="reference-code__value" translate="no">
              {code}
            </code>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => void copy(code)}
            >
              <Trans>Copy</Trans>
            </button>
          </div>
          <p className="reference-code__status" role="status">
            {status}
          </p>
        </>
      )}
    </div>
  )
}
