import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, type MouseEvent } from 'react'

export interface ErrorSummaryItem {
  /** The id of the field the error is about; the link goes there. */
  fieldId: string
  message: string
}

/**
 * The GOV.UK error summary: it takes focus when it appears, so a screen reader reads the
 * problems at once, and each link moves focus to its field with the field's label (or
 * legend) scrolled into view, so the person sees what the field is for. While it shows, the
 * page title starts with "Error: ". Give it a new `key` on every failed submit so it takes
 * focus again.
 */
export function ErrorSummary({ errors }: { errors: ErrorSummaryItem[] }) {
  const { t } = useLingui()
  const box = useRef<HTMLDivElement>(null)

  useEffect(() => {
    box.current?.focus()
  }, [])

  const errorTitlePrefix = t`Error:`
  useEffect(() => {
    const original = document.title
    const prefixed = `${errorTitlePrefix} ${original}`
    document.title = prefixed
    return () => {
      // Only undo our own change; the page may have set a new title since.
      if (document.title === prefixed) document.title = original
    }
  }, [errorTitlePrefix])

  if (errors.length === 0) return null
  return (
    <div
      className="error-summary"
      role="alert"
      tabIndex={-1}
      ref={box}
      aria-labelledby="error-summary-title"
    >
      <h2 className="error-summary__title" id="error-summary-title">
        <Trans>There is a problem</Trans>
      </h2>
      <ul className="error-summary__list">
        {errors.map((error) => (
          <li key={error.fieldId}>
            <a href={`#${error.fieldId}`} onClick={(event) => focusField(event, error.fieldId)}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** The element that names a field: its fieldset's legend, its label, or what labels it. */
function labelFor(field: HTMLElement): Element | null {
  const legend = field.closest('fieldset')?.querySelector('legend')
  if (legend) return legend
  const labelledBy = field.getAttribute('aria-labelledby')?.split(/\s+/)[0]
  if (labelledBy) return document.getElementById(labelledBy)
  const labels =
    field instanceof HTMLInputElement ||
    field instanceof HTMLTextAreaElement ||
    field instanceof HTMLSelectElement
      ? field.labels
      : null
  return labels?.[0] ?? null
}

function focusField(event: MouseEvent<HTMLAnchorElement>, fieldId: string) {
  const field = document.getElementById(fieldId)
  if (!field) return
  event.preventDefault()
  // Scroll the label into view first; then focus without a second jump.
  const label = labelFor(field)
  if (label) label.scrollIntoView()
  else field.scrollIntoView()
  field.focus({ preventScroll: true })
}
