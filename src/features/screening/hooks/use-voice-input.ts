/**
 * Voice input for the description (spec part 1 §4, §8): continuous recognition in the
 * interface language, with interim results appended to what was typed before listening.
 */
import { useLingui } from '@lingui/react/macro'
import { useCallback, useEffect, useRef, useState } from 'react'

import { speechLocaleFor } from '../../../domain/speech-locales.ts'
import {
  speechRecognizerConstructor,
  transcriptOf,
  type SpeechRecognizer,
} from '../../../lib/speech-recognition.ts'
import { toast } from '../../../lib/toast.ts'

/** What was typed, then what was heard, with one space between them. */
export function appendHeard(typed: string, heard: string): string {
  if (!heard) return typed
  const base = typed.trimEnd()
  return base ? `${base} ${heard}` : heard
}

export function useVoiceInput({
  getText,
  onText,
}: {
  /** The description as it is when listening starts. */
  getText: () => string
  /** Called with the whole new description each time more is heard. */
  onText: (text: string) => void
}) {
  const { t, i18n } = useLingui()
  const [listening, setListening] = useState(false)
  const recognizer = useRef<SpeechRecognizer | null>(null)

  useEffect(
    () => () => {
      // Leaving the page stops the microphone, quietly.
      const current = recognizer.current
      if (current) {
        current.onend = null
        current.onerror = null
        current.abort()
      }
    },
    [],
  )

  const start = useCallback(() => {
    const Recognizer = speechRecognizerConstructor()
    if (!Recognizer) {
      toast({
        title: t`Speech Recognition Not Supported`,
        description: t`Your browser doesn't support voice input. Please type your description instead.`,
        variant: 'destructive',
      })
      return
    }
    const session = new Recognizer()
    session.lang = speechLocaleFor(i18n.locale)
    session.continuous = true
    session.interimResults = true
    const typed = getText()
    let failed = false

    session.onstart = () => {
      toast({
        title: t`Voice Input Active`,
        description: t`Speak now. What you say is added to the description.`,
      })
    }
    session.onresult = (event) => onText(appendHeard(typed, transcriptOf(event.results)))
    session.onerror = (event) => {
      failed = true
      const code = event.error
      toast({
        title: t`Voice Input Error`,
        description: t`Error with voice input: ${code}`,
        variant: 'destructive',
      })
    }
    session.onend = () => {
      if (recognizer.current === session) recognizer.current = null
      setListening(false)
      // After an error its toast stays; "stopped" would replace it.
      if (!failed) toast({ title: t`Voice Input Stopped` })
    }

    // Marked as listening before start(), because some engines end (say, on a refused
    // microphone) before start() has even returned.
    recognizer.current = session
    setListening(true)
    try {
      session.start()
    } catch {
      recognizer.current = null
      setListening(false)
      toast({
        title: t`Voice Input Failed`,
        description: t`Failed to start voice input. Please try again or type your description.`,
        variant: 'destructive',
      })
    }
  }, [getText, i18n.locale, onText, t])

  const toggle = useCallback(() => {
    if (recognizer.current) recognizer.current.stop()
    else start()
  }, [start])

  return { listening, toggle }
}
