/**
 * A field people never see or reach, named like a real one: bots that fill every field fill
 * it, and the server then discards the request. It is sent only when it holds something.
 */
export function HoneypotField({
  value,
  onChange,
}: {
  value: string
  onChange: (value: string) => void
}) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      {/* Not translated: no person reads it. */}
      <label htmlFor="url_confirmation">Confirm URL</label>
      <input
        type="text"
        id="url_confirmation"
        name="url_confirmation"
        tabIndex={-1}
        autoComplete="off"
        aria-hidden="true"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
