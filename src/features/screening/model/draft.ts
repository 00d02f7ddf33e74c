/**
 * What the person has typed, as kept in sessionStorage so a reload (or a trip to the
 * redaction tool) does not lose it, and how shared content from another app joins it.
 */

export interface ScreeningDraft {
  description: string
  emailOrWebsite: string
}

export const EMPTY_DRAFT: ScreeningDraft = { description: '', emailOrWebsite: '' }

/** Reads a stored draft; anything unreadable counts as no draft. */
export function parseDraft(raw: string | null): ScreeningDraft | null {
  if (!raw) return null
  let value: unknown
  try {
    value = JSON.parse(raw)
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const description = 'description' in value ? value.description : undefined
  const emailOrWebsite = 'emailOrWebsite' in value ? value.emailOrWebsite : undefined
  return {
    description: typeof description === 'string' ? description : '',
    emailOrWebsite: typeof emailOrWebsite === 'string' ? emailOrWebsite : '',
  }
}

export function isEmptyDraft(draft: ScreeningDraft): boolean {
  return !draft.description.trim() && !draft.emailOrWebsite.trim()
}

const WEB_ADDRESS = /\b(?:https?:\/\/|www\.)[^\s<>"'`]+/i

/** The first web address in a text, without the punctuation that ends a sentence. */
export function firstWebAddress(text: string): string | null {
  const match = WEB_ADDRESS.exec(text)?.[0]
  return match ? match.replace(/[.,;:!?)\]}]+$/, '') : null
}

/**
 * Adds what another app shared (title, text, link) to the draft: the shared words go into
 * the description, after anything already typed; the link, or the first address in the
 * text, goes into the email or website field when that is still empty.
 */
export function mergeShared(
  draft: ScreeningDraft,
  shared: { title: string; text: string; url: string },
): ScreeningDraft {
  const title = shared.title.trim()
  const text = shared.text.trim()
  const url = shared.url.trim()
  const parts = [
    title && !text.startsWith(title) ? title : '',
    text,
    url && !text.includes(url) ? url : '',
  ]
  const sharedText = parts.filter(Boolean).join('\n')
  const description = !sharedText
    ? draft.description
    : draft.description.trim()
      ? `${draft.description.trimEnd()}\n\n${sharedText}`
      : sharedText
  const address = url || firstWebAddress(text) || firstWebAddress(title) || ''
  return {
    description,
    emailOrWebsite: draft.emailOrWebsite.trim() ? draft.emailOrWebsite : address,
  }
}
