import { Trans } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'

import type { DecodedQr } from '../../../domain/qr/decode.ts'
import { decodeQrFrame, holdQrDecoder } from '../../../lib/qr-decode-client.ts'

/** Frames are scaled to this long side before decoding: enough for a code held to the camera. */
const FRAME_LONG_SIDE = 960
/** Time between frames; decoding one takes a few milliseconds. */
const FRAME_INTERVAL_MS = 150

type CameraProblem = 'denied' | 'no_camera' | 'failed'

/** The torch is not in the DOM's types yet (Image Capture spec). */
type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean }
type TorchConstraints = MediaTrackConstraintSet & { torch?: boolean }

function problemOf(error: unknown): CameraProblem {
  const name = error instanceof DOMException ? error.name : ''
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied'
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no_camera'
  return 'failed'
}

/** The frame as a PNG file, for the server, which decodes the picture again. */
function frameToFile(canvas: HTMLCanvasElement): Promise<File | null> {
  return new Promise((resolve) =>
    canvas.toBlob(
      (blob) => resolve(blob ? new File([blob], 'camera-scan.png', { type: 'image/png' }) : null),
      'image/png',
    ),
  )
}

/**
 * "Scan with camera": the rear camera's picture, decoded frame by frame in the worker until
 * the first code. Offers the torch where the device has one. A refused permission or no camera
 * gives a clear message; choosing a photo still works.
 */
export function CameraScanner({
  onCode,
  onClose,
}: {
  onCode: (codes: DecodedQr[], picture: File | null) => void
  onClose: () => void
}) {
  const video = useRef<HTMLVideoElement>(null)
  const [problem, setProblem] = useState<CameraProblem | null>(null)
  const [track, setTrack] = useState<MediaStreamTrack | null>(null)
  const [torchOn, setTorchOn] = useState(false)
  const found = useRef(onCode)
  useEffect(() => {
    found.current = onCode
  })

  useEffect(() => {
    let stream: MediaStream | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    const controller = new AbortController()
    const canvas = document.createElement('canvas')
    let release: (() => void) | undefined

    const scanFrame = async () => {
      const element = video.current
      if (stopped || !element) return
      if (element.readyState >= element.HAVE_CURRENT_DATA && element.videoWidth > 0) {
        const scale = Math.min(
          1,
          FRAME_LONG_SIDE / Math.max(element.videoWidth, element.videoHeight),
        )
        canvas.width = Math.round(element.videoWidth * scale)
        canvas.height = Math.round(element.videoHeight * scale)
        const context = canvas.getContext('2d', { willReadFrequently: true })
        if (context) {
          context.drawImage(element, 0, 0, canvas.width, canvas.height)
          const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height)
          try {
            const codes = await decodeQrFrame({ data, width, height }, controller.signal)
            if (stopped) return
            if (codes.length > 0) {
              stopped = true
              const picture = await frameToFile(canvas)
              found.current(codes, picture)
              return
            }
          } catch {
            if (stopped) return
            setProblem('failed')
            return
          }
        }
      }
      timer = setTimeout(() => void scanFrame(), FRAME_INTERVAL_MS)
    }

    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem('no_camera')
        return
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 } },
          audio: false,
        })
      } catch (error) {
        if (!stopped) setProblem(problemOf(error))
        return
      }
      if (stopped) {
        stream.getTracks().forEach((each) => each.stop())
        return
      }
      const [videoTrack] = stream.getVideoTracks()
      setTrack(videoTrack ?? null)
      if (video.current) {
        video.current.srcObject = stream
        await video.current.play().catch(() => undefined)
      }
      release = holdQrDecoder()
      void scanFrame()
    }

    void start()
    return () => {
      stopped = true
      clearTimeout(timer)
      controller.abort()
      release?.()
      stream?.getTracks().forEach((each) => each.stop())
    }
  }, [])

  const hasTorch = Boolean((track?.getCapabilities?.() as TorchCapabilities | undefined)?.torch)
  const toggleTorch = async () => {
    if (!track) return
    const advanced: TorchConstraints[] = [{ torch: !torchOn }]
    try {
      await track.applyConstraints({ advanced })
      setTorchOn(!torchOn)
    } catch {
      // Some devices list a torch they cannot switch; the scan goes on without it.
    }
  }

  return (
    <section className="qr-camera" aria-labelledby="qr-camera-title">
      <h2 id="qr-camera-title" className="visually-hidden">
        <Trans>Camera</Trans>
      </h2>
      {problem ? (
        <div className="form-alert" role="alert">
          {problem === 'denied' && (
            <Trans>
              The camera was not allowed. You can allow it in your browser’s settings, or choose a
              photo of the code with Select File.
            </Trans>
          )}
          {problem === 'no_camera' && (
            <Trans>No camera was found. Choose a photo of the code with Select File instead.</Trans>
          )}
          {problem === 'failed' && (
            <Trans>
              The camera could not be used. Choose a photo of the code with Select File.
            </Trans>
          )}
        </div>
      ) : (
        <>
          <p className="qr-camera__hint" role="status">
            <Trans>Point the camera at the QR code and hold it steady.</Trans>
          </p>
          <video ref={video} className="qr-camera__video" muted playsInline aria-hidden="true" />
        </>
      )}
      <div className="qr-camera__actions">
        {hasTorch && !problem && (
          <button
            type="button"
            className="button button--secondary"
            aria-pressed={torchOn}
            onClick={() => void toggleTorch()}
          >
            <Trans>Torch</Trans>
          </button>
        )}
        <button type="button" className="button button--secondary" onClick={onClose}>
          <Trans>Stop camera</Trans>
        </button>
      </div>
    </section>
  )
}
