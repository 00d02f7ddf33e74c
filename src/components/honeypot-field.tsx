/**
 * A field people never see or reach, named like a real one (`name`): bots that fill every field
 * fill it too, and the server then takes the request for a bot's. `hideInput` also marks the input
 * itself aria-hidden, as the screening form always has.
 */
export function HoneypotField({
  name,
  value,
  onChange,
  hideInput = false,
}: {
  name: string
  value: string
  onChange: (value: string) => void
  hideInput?: boolean
}) {
  return (
    <div className="visually-hidden" aria-hidden="true">
      {/* Not translated: no person reads it. */}
      <label htmlFor={name}>Confirm URL</label>
      <input
        type="text"
        id={name}
        name={name}
        tabIndex={-1}
        autoComplete="off"
        aria-hidden={hideInput ? true : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}
