import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useRef, useState, type ChangeEvent } from 'react'

import type { DecodedQr } from '../../../domain/qr/decode.ts'
import { QR_IMAGE_MAX_BYTES } from '../../../domain/qr/limits.ts'
import { canDecodeOnDevice, decodeQrImage } from '../../../lib/qr-decode-client.ts'
import { toast } from '../../../lib/toast.ts'
import { useOnline } from '../../../lib/use-online.ts'
import { QrScanError, useScanQr } from '../api/scan-qr.ts'

/** The answers, loaded with the first picture; the camera view, when it is asked for. */
const loadResults = () => import('./check-results.tsx')
const QrDeviceVerdict = lazy(() =>
  loadResults().then((module) => ({ default: module.QrDeviceVerdict })),
)
const QrResultCard = lazy(() => loadResults().then((module) => ({ default: module.QrResultCard })))
const CameraScanner = lazy(() =>
  import('./camera-scanner.tsx').then((module) => ({ default: module.CameraScanner })),
)

/** What the device found in the last picture: null codes when it could not read it. */
interface Picture {
  file: File | null
  codes: DecodedQr[] | null
}

/**
 * The QR checker (spec part 1 §2, §4, §5, §8): a photo or the camera in; the device's instant
 * verdict at once (offline too), then the server's analysis. A new picture clears the last
 * result and error.
 */
export function QrCheckerTool() {
  const { t } = useLingui()
  const online = useOnline()
  const scan = useScanQr()
  const input = useRef<HTMLInputElement>(null)
  const [camera, setCamera] = useState(false)
  const [decoding, setDecoding] = useState(false)
  const [picture, setPicture] = useState<Picture | null>(null)

  const busy = decoding || scan.isPending

  const failureMessage = (error: Error): string => {
    if (!(error instanceof QrScanError)) return t`Failed to analyse QR code.`
    switch (error.code) {
      case 'FILE_TOO_LARGE':
        return t`Please upload an image under 5MB.`
      case 'UNSUPPORTED_FILE':
        return t`Please upload an image file (JPEG, PNG, etc.).`
      case 'NO_QR_CODE':
        return t`No QR code was found in this picture. Try a sharper photo, closer to the code.`
      case 'FILE_TOO_COMPLEX':
        return t`This picture is too large to read. Take a closer photo of the code.`
      case 'UNREADABLE_FILE':
        return t`This picture seems to be damaged and could not be read.`
      default: {
        const status = error.status
        return t`QR analysis failed with status: ${status}`
      }
    }
  }

  const sendToServer = (file: File) => {
    scan.mutate(file, {
      onSuccess: (result) =>
        toast(
          result.is_malicious
            ? {
                title: t`Potential Risks Found`,
                description: t`Please review the identified risks`,
              }
            : { title: t`Analysis Complete`, description: t`The QR code appears to be safe` },
        ),
      onError: (error) =>
        toast({
          title: t`QR Code Analysis Failed`,
          description: failureMessage(error),
          variant: 'destructive',
        }),
    })
  }

  const check = async (file: File | null, fromCamera?: DecodedQr[]) => {
    // Fetched while the picture is read, so the answer shows the moment it is ready.
    loadResults().catch(() => undefined)
    scan.reset()
    setPicture(null)
    let codes: DecodedQr[] | null = fromCamera ?? null
    if (!codes && file && canDecodeOnDevice()) {
      setDecoding(true)
      try {
        codes = await decodeQrImage(file)
      } catch {
        // The browser could not open this picture; the server may still read it.
        codes = null
      } finally {
        setDecoding(false)
      }
    }
    setPicture({ file, codes })
    if (file && navigator.onLine) sendToServer(file)
  }

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    // The same file chosen again must fire a change next time too.
    event.target.value = ''
    if (!file) return
    if (!file.type.startsWith('image/')) {
      toast({
        title: t`Invalid File Type`,
        description: t`Please upload an image file (JPEG, PNG, etc.).`,
        variant: 'destructive',
      })
      return
    }
    if (file.size > QR_IMAGE_MAX_BYTES) {
      toast({
        title: t`File Too Large`,
        description: t`Please upload an image under 5MB.`,
        variant: 'destructive',
      })
      return
    }
    setCamera(false)
    void check(file)
  }

  const codes = picture?.codes ?? []
  const [first, ...others] = codes
  const failure = scan.error ? failureMessage(scan.error) : null
  const offlineNoCode = picture && !scan.isPending && !scan.data && !failure && !first

  return (
    <>
      <div className="qr-checker__actions">
        <input
          ref={input}
          type="file"
          accept="image/*"
          className="visually-hidden"
          tabIndex={-1}
          aria-label={t`Photo of the QR code`}
          onChange={onFileChosen}
        />
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={() => input.current?.click()}
        >
          {busy && <span className="spinner" aria-hidden="true" />}
          {busy ? <Trans>Analysing...</Trans> : <Trans>Select File</Trans>}
        </button>
        {!camera && (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => {
              scan.reset()
              setPicture(null)
              setCamera(true)
            }}
          >
            <Trans>Scan with camera</Trans>
          </button>
        )}
      </div>
      {camera && (
        <Suspense fallback={null}>
          <CameraScanner
            onClose={() => setCamera(false)}
            onCode={(found, frame) => {
              setCamera(false)
              void check(frame, found)
            }}
          />
        </Suspense>
      )}
      {first && (
        <Suspense fallback={null}>
          <QrDeviceVerdict
            text={first.text}
            otherCodes={others.map((code) => code.text)}
            offline={!online}
          />
        </Suspense>
      )}
      {offlineNoCode && !online && (
        <div className="form-alert" role="alert">
          <p>
            <Trans>
              No QR code was found in this picture. Try a sharper photo, closer to the code. The
              full check needs an internet connection.
            </Trans>
          </p>
        </div>
      )}
      {picture?.file && !online && !scan.data && first && (
        <p className="form-notice">
          <Trans>When you are back online, choose the picture again for the full check.</Trans>
        </p>
      )}
      {failure && (
        <section className="form-alert" role="alert" aria-labelledby="qr-error-title">
          <h2 id="qr-error-title" className="form-alert__title">
            <Trans>Error Scanning QR Code</Trans>
          </h2>
          <p>{failure}</p>
        </section>
      )}
      {scan.data && (
        <Suspense fallback={null}>
          <QrResultCard result={scan.data} />
        </Suspense>
      )}
    </>
  )
}
