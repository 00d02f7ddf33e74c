import { Trans, useLingui } from '@lingui/react/macro'

import type { RedactionStep } from '../model/redaction-store.ts'

const STEPS: readonly RedactionStep[] = ['upload', 'redact', 'download']

/** The 3-step indicator: 1 Upload, 2 Redact, 3 Download; the current one is marked. */
export function StepIndicator({ step }: { step: RedactionStep }) {
  const { t } = useLingui()
  const current = STEPS.indexOf(step)
  const labels: Record<RedactionStep, string> = {
    upload: t`Upload`,
    redact: t`Redact`,
    download: t`Download`,
  }
  return (
    <ol className="redaction-steps" aria-label={t`Steps`}>
      {STEPS.map((name, index) => {
        const number = index + 1
        return (
          <li
            key={name}
            className={
              index === current
                ? 'redaction-steps__item redaction-steps__item--current'
                : index < current
                  ? 'redaction-steps__item redaction-steps__item--done'
                  : 'redaction-steps__item'
            }
            aria-current={index === current ? 'step' : undefined}
          >
            <span className="redaction-steps__number" aria-hidden="true">
              {number}
            </span>
            <span className="visually-hidden">
              <Trans>Step {number}:</Trans>{' '}
            </span>
            {labels[name]}
          </li>
        )
      })}
    </ol>
  )
}
