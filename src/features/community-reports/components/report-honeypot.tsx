import { HONEYPOT_FIELD } from '../model/report-values.ts'

/**
 * A field people never see or reach, named like a real one: bots that fill every field fill
 * it too, and the server then answers as usual but stores nothing.
 */
export function ReportHoneypot({
  value,
  onChange,
}: {
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      {/* Not translated: no person reads it. */}
      <label htmlFor={HONEYPOT_FIELD}>Confirm URL</label>
      <input
        type="text"
        id={HONEYPOT_FIELD}
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
