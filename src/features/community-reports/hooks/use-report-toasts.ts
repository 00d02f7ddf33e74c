/**
 * The report's toasts (spec part 2 §8). A delivered report is announced once, whether the form
 * saw it go at once or the list saw it go later, after the connection came back.
 */
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'

import { toast } from '../../../lib/toast.ts'

/** Reports already announced in this page, by outbox id. */
const announced = new Set<string>()

export interface ReportToasts {
  delivered(id: string, referenceCode: string | undefined): void
  /** Kept on the phone: offline, or the server was `busy` (it will be tried again soon). */
  queued(busy: boolean): void
  failed(message: string): void
}

export function useReportToasts(): ReportToasts {
  const { t } = useLingui()
  return useMemo(
    () => ({
      delivered(id, referenceCode) {
        if (announced.has(id)) return
        announced.add(id)
        const code = referenceCode ?? ''
        toast({
          title: t`Success`,
          description: t`Report submitted successfully. Reference code: ${code}`,
        })
      },
      queued(busy) {
        toast({
          title: t`Report saved`,
          description: busy
            ? t`Saved on this phone. We could not take it just now; it will be sent by itself in a few minutes.`
            : t`Saved on this phone. It will be sent when you are back online.`,
        })
      },
      failed(message) {
        toast({ title: t`Error`, description: message, variant: 'destructive' })
      },
    }),
    [t],
  )
}
