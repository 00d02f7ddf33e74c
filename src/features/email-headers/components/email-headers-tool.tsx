import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useState, type DragEvent, type FormEvent } from 'react'

import { FilePicker } from '../../../components/file-picker.tsx'
import {
  decodeMessageBytes,
  headerBlockOf,
  type HeadersProblem,
} from '../../../domain/email-headers/parse.ts'
import type { EmailHeaderResult } from '../../../domain/email-headers/result.ts'
import { toast } from '../../../lib/toast.ts'
import { useOnline } from '../../../lib/use-online.ts'
import { analyseOnDevice, InvalidHeadersError, useAnalyseHeaders } from '../api/analyse-headers.ts'

import { HeadersHelp } from './headers-help.tsx'

/** The answer's display, loaded when the form is first sent: the first screen is the form. */
const loadHeaderResult = () => import('./header-result.tsx')
const HeaderResult = lazy(() =>
  loadHeaderResult().then((module) => ({ default: module.HeaderResult })),
)

const TEXTAREA_ID = 'email-headers'
const HINT_ID = 'email-headers-hint'
const FILE_ID = 'email-file'
/** A saved message larger than this is not read (the headers are at its start). */
const MAX_EML_BYTES = 25 * 1024 * 1024

/**
 * Email header analysis (spec part 2 §2, §4, §5, §8): paste the headers or open a saved .eml
 * file (read on the device; only its header block goes in the box and to the server). The
 * device's reading shows at once, offline too; the server's full answer then replaces it.
 */
export function EmailHeadersTool() {
  const { t } = useLingui()
  const online = useOnline()
  const analyse = useAnalyseHeaders()
  const [headers, setHeaders] = useState('')
  const [file, setFile] = useState<File | null>(null)
  const [deviceResult, setDeviceResult] = useState<EmailHeaderResult | null>(null)
  const [reading, setReading] = useState(false)

  const problemText = (problem: HeadersProblem) =>
    problem === 'too_large'
      ? t`That is more than 256 KB. Paste only the headers, not the whole message.`
      : problem === 'not_headers'
        ? t`This does not look like email headers. Paste the full technical headers, including Received:, Authentication-Results: and Message-ID:, not just From and To.`
        : t`Please check your email headers format.`

  const openFile = async (picked: File) => {
    setFile(picked)
    if (picked.size > MAX_EML_BYTES) {
      toast({
        title: t`Invalid Input`,
        description: t`That file is too large to be a saved email.`,
        variant: 'destructive',
      })
      return
    }
    // Only the start of the file is read: the headers come before the body.
    const bytes = new Uint8Array(await picked.slice(0, 512 * 1024).arrayBuffer())
    setHeaders(headerBlockOf(decodeMessageBytes(bytes)))
  }

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    const dropped = event.dataTransfer.files[0]
    if (!dropped) return
    event.preventDefault()
    void openFile(dropped)
  }

  const busy = reading || analyse.isPending
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy || !headers.trim()) return
    // Fetched while the headers are read, so the answer shows the moment it is ready.
    loadHeaderResult().catch(() => undefined)
    // A new analysis replaces the previous result (spec part 2 §4).
    analyse.reset()
    setDeviceResult(null)
    setReading(true)
    const device = await analyseOnDevice(headers).finally(() => setReading(false))
    if (!device.ok) {
      toast({
        title: t`Invalid Input`,
        description: problemText(device.problem),
        variant: 'destructive',
      })
      return
    }
    setDeviceResult(device.result)
    if (!online) return
    // A whole message pasted: only its header block goes to the server, never its body.
    analyse.mutate(headerBlockOf(headers), {
      onError: (error) => {
        if (error.name === 'AbortError') return
        if (error instanceof InvalidHeadersError) {
          toast({
            title: t`Invalid Input`,
            description: error.serverMessage ?? t`Please check your email headers format.`,
            variant: 'destructive',
          })
        } else {
          toast({
            title: t`Analysis Failed`,
            description: t`Could not process email headers. Please try again.`,
            variant: 'destructive',
          })
        }
      },
    })
  }

  return (
    <>
      <HeadersHelp />
      <form
        className="screening headers-form"
        noValidate
        onSubmit={(event) => void onSubmit(event)}
      >
        <div className="field" onDragOver={(event) => event.preventDefault()} onDrop={onDrop}>
          <label className="field__label" htmlFor={TEXTAREA_ID}>
            <Trans>Email headers</Trans>
          </label>
          <p className="field__hint" id={HINT_ID}>
            <Trans>
              Paste the headers here, or drop a saved email (.eml) on this box. A saved email is
              read on this device and only its headers are sent: the message itself never leaves
              your phone.
            </Trans>
          </p>
          <textarea
            id={TEXTAREA_ID}
            name="headers"
            className="field__input headers-form__input"
            rows={12}
            dir="ltr"
            spellCheck={false}
            autoCapitalize="off"
            autoCorrect="off"
            aria-describedby={HINT_ID}
            value={headers}
            onChange={(event) => setHeaders(event.target.value)}
          />
        </div>
        <div className="field">
          <p className="field__label" id={`${FILE_ID}-label`}>
            <Trans>Or open a saved email (.eml)</Trans>
          </p>
          <FilePicker
            id={FILE_ID}
            name="eml"
            accept=".eml,message/rfc822,text/plain"
            hintIds={undefined}
            file={file}
            onPick={(picked) => void openFile(picked)}
            onRemove={() => setFile(null)}
          />
        </div>
        <button
          type="submit"
          className="button screening__submit"
          disabled={busy || !headers.trim()}
          aria-describedby={analyse.isPending ? 'headers-progress' : undefined}
        >
          {busy && <span className="spinner" aria-hidden="true" />}
          <Trans>Analyse Headers</Trans>
        </button>
      </form>
      {analyse.isPending && (
        <div className="scan-progress" id="headers-progress" role="status">
          <span className="spinner spinner--dark" aria-hidden="true" />
          <p>
            <Trans>
              Checking the sending network and the sender’s domain. This takes up to 5 seconds.
            </Trans>
          </p>
        </div>
      )}
      <Suspense fallback={null}>
        {analyse.data ? (
          <HeaderResult
            result={analyse.data}
            referenceCode={analyse.data.reference_code}
            onDevice={false}
          />
        ) : (
          deviceResult && <HeaderResult result={deviceResult} onDevice />
        )}
      </Suspense>
    </>
  )
}
