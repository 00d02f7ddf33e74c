/**
 * Keeps the description and the email or website in sessionStorage, so a reload, a crash or
 * a trip to the redaction tool does not lose them. Saves are debounced while typing and
 * flushed when the page is hidden. Files are not kept: they can be large and are easy to pick
 * again. Storage can be refused (private mode, quota): the form then simply works without it.
 */
import { useCallback, useEffect, useRef } from 'react'

import { isEmptyDraft, parseDraft, type ScreeningDraft } from '../model/draft.ts'

export const DRAFT_KEY = 'screening_draft'
const SAVE_DELAY_MS = 300

export function loadDraft(): ScreeningDraft | null {
  try {
    return parseDraft(sessionStorage.getItem(DRAFT_KEY))
  } catch {
    return null
  }
}

function saveDraft(draft: ScreeningDraft): void {
  try {
    if (isEmptyDraft(draft)) sessionStorage.removeItem(DRAFT_KEY)
    else sessionStorage.setItem(DRAFT_KEY, JSON.stringify(draft))
  } catch (error) {
    console.warn('Could not keep a draft of the form.', error)
  }
}

/** Saves the draft as it changes; `clear` forgets it (after a successful check). */
export function useScreeningDraft(draft: ScreeningDraft): { clear: () => void } {
  const pending = useRef<ScreeningDraft | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const { description, emailOrWebsite } = draft

  const flush = useCallback(() => {
    clearTimeout(timer.current)
    if (pending.current) saveDraft(pending.current)
    pending.current = null
  }, [])

  useEffect(() => {
    pending.current = { description, emailOrWebsite }
    clearTimeout(timer.current)
    timer.current = setTimeout(flush, SAVE_DELAY_MS)
  }, [description, emailOrWebsite, flush])

  useEffect(() => {
    window.addEventListener('pagehide', flush)
    return () => {
      window.removeEventListener('pagehide', flush)
      flush()
    }
  }, [flush])

  const clear = useCallback(() => {
    clearTimeout(timer.current)
    pending.current = null
    try {
      sessionStorage.removeItem(DRAFT_KEY)
    } catch {
      // Nothing was stored, then.
    }
  }, [])

  return { clear }
}
