import { useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'

import { PAGE_IMAGE_MAX_SIDE } from '../domain/documents/pdf-preview.ts'
import {
  REDACTION_HANDOVER_KEYS,
  REDACTION_RETURN_PATH_KEY,
  isQuotaExceededError,
  type RedactionReturnPath,
} from '../domain/files/image-transfer.ts'

import { storeImageTransfer } from './image-transfer-storage.ts'

/**
 * Hands an image, or a page of the PDF open in the preview worker (drawn there), to the
 * redaction tool with the hand-over keys; the redacted image comes back to `returnPath`.
 * `error` says in the person's language why it could not be handed over.
 */
export function useRedactionHandOver(returnPath: RedactionReturnPath) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const [handingOver, setHandingOver] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const notPassed = () =>
    t`The image could not be passed to the redaction tool. Open the redaction tool and choose the image there instead.`

  const handOver = async (image: Blob, name: string, type: string) => {
    setHandingOver(true)
    setError(null)
    try {
      await storeImageTransfer(REDACTION_HANDOVER_KEYS, image, name, type)
      localStorage.setItem(REDACTION_RETURN_PATH_KEY, returnPath)
    } catch (problem) {
      setHandingOver(false)
      setError(
        isQuotaExceededError(problem)
          ? t`This image is too large to pass to the redaction tool. Open the redaction tool and choose the image there instead.`
          : notPassed(),
      )
      return
    }
    void navigate({ to: '/redaction-tool' })
  }

  const redactPage = async (pdf: File, page: number) => {
    setHandingOver(true)
    try {
      // The preview's worker client: loaded only when a page is handed over.
      const { pdfPageImage } = await import('./pdf-preview-client.ts')
      const image = await pdfPageImage(page, PAGE_IMAGE_MAX_SIDE)
      const base = pdf.name.replace(/\.pdf$/i, '') || 'document'
      await handOver(image.blob, `${base}-page-${page}.png`, 'image/png')
    } catch (problem) {
      console.warn('The page could not be drawn for the redaction tool.', problem)
      setHandingOver(false)
      setError(notPassed())
    }
  }

  return { handingOver, error, clearError: () => setError(null), handOver, redactPage }
}
