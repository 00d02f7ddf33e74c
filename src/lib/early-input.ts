/**
 * What a person typed in the prerendered page before the app hydrated it. React keeps such a
 * value on screen but does not know it: its state still holds the prerendered one, so a check
 * would run on an empty box. Once hydrated, each changed field is announced to React as the
 * person's own input, and the app takes the value. (A <select> is set back to its value by
 * hydration itself, so an early choice there is not kept.)
 */
function setNativeValue(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value)
}

const UNTYPED = new Set(['checkbox', 'radio', 'file', 'submit', 'reset', 'button', 'hidden'])

export function replayEarlyInput(root: HTMLElement): void {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input, textarea',
  )) {
    if (field instanceof HTMLInputElement && UNTYPED.has(field.type)) {
      // A file picked before hydration: the app reads it from the change event.
      if (field.type === 'file' && (field.files?.length ?? 0) > 0) {
        field.dispatchEvent(new Event('change', { bubbles: true }))
      }
      continue
    }
    const typed = field.value
    if (typed === field.defaultValue) continue
    // React notices a change against the value it last saw: show it the prerendered one, put
    // the typed one back behind its back, then let the input event tell it.
    field.value = field.defaultValue
    setNativeValue(field, typed)
    field.dispatchEvent(new Event('input', { bubbles: true }))
  }
}
