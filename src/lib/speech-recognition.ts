/**
 * A typed view of the Web Speech API's recognition, which TypeScript's DOM library does not
 * describe (Chromium and Safari still ship it prefixed as webkitSpeechRecognition).
 */

export interface SpeechAlternative {
  readonly transcript: string
}

export interface SpeechResult {
  readonly isFinal: boolean
  readonly length: number
  readonly [index: number]: SpeechAlternative
}

export interface SpeechResultList {
  readonly length: number
  readonly [index: number]: SpeechResult
}

export interface SpeechResultEvent {
  readonly resultIndex: number
  readonly results: SpeechResultList
}

export interface SpeechErrorEvent {
  /** 'no-speech', 'not-allowed', 'network', 'audio-capture', 'aborted', … */
  readonly error: string
}

export interface SpeechRecognizer {
  lang: string
  continuous: boolean
  interimResults: boolean
  onstart: (() => void) | null
  onresult: ((event: SpeechResultEvent) => void) | null
  onerror: ((event: SpeechErrorEvent) => void) | null
  onend: (() => void) | null
  start(): void
  stop(): void
  abort(): void
}

export type SpeechRecognizerConstructor = new () => SpeechRecognizer

type SpeechWindow = Window & {
  SpeechRecognition?: SpeechRecognizerConstructor
  webkitSpeechRecognition?: SpeechRecognizerConstructor
}

/** The browser's recognition constructor, standard or prefixed, or null where there is none. */
export function speechRecognizerConstructor(
  target: SpeechWindow = window,
): SpeechRecognizerConstructor | null {
  return target.SpeechRecognition ?? target.webkitSpeechRecognition ?? null
}

/** Everything heard so far in this session, final and interim, as one text. */
export function transcriptOf(results: SpeechResultList): string {
  let text = ''
  for (let i = 0; i < results.length; i++) text += results[i]?.[0]?.transcript ?? ''
  return text.trim()
}
