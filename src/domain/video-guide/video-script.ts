/**
 * The video guide's script: one JSON file per language in ./script (English is the narrated
 * source; the others translate it line for line). `npm run media` renders the English slides
 * and narration to the MP4 and writes one WebVTT file per language from the same lines, so the
 * captions, the transcript on the page and the voice can never drift apart.
 */
import type { Locale } from '../locales.ts'

export interface ScriptSlide {
  heading: string
  /** The slide's on-screen lines (English only: they are drawn into the video). */
  points?: string[]
  /** One caption cue per line, spoken in order. */
  narration: string[]
}

export interface VideoScript {
  title: string
  slides: ScriptSlide[]
}

/** The served files, under public/. */
export const VIDEO_PATH = '/video/scamscreen-guide.mp4'
export const VIDEO_POSTER_PATH = '/video/scamscreen-guide.jpg'
export const captionsPath = (locale: Locale) => `/video/captions/${locale}.vtt`

/** A cue's place on the timeline, in seconds. */
export interface CueTiming {
  start: number
  end: number
}

/** How espeak-ng should say what the captions write (numbers digit by digit, the address). */
export const PRONUNCIATION: ReadonlyArray<[RegExp, string]> = [
  [/report@phishing\.gov\.uk/g, 'report at phishing dot gov dot U K'],
  [/0300 123 2040/g, '0 3 0 0, 1 2 3, 2 0 4 0'],
  [/\b7726\b/g, '7 7 2 6'],
  [/\b159\b/g, '1 5 9'],
  [/\b101\b/g, '1 0 1'],
  [/\b999\b/g, '9 9 9'],
  [/\bHMRC\b/g, 'H M R C'],
]

export function spokenForm(line: string): string {
  return PRONUNCIATION.reduce((text, [pattern, say]) => text.replace(pattern, say), line)
}

/** Every narration line in order. */
export function narrationLines(script: VideoScript): string[] {
  return script.slides.flatMap((slide) => slide.narration)
}

/** True when a translation has the source's shape: same slides, same number of lines each. */
export function matchesSource(source: VideoScript, translation: VideoScript): boolean {
  return (
    translation.slides.length === source.slides.length &&
    translation.slides.every(
      (slide, index) => slide.narration.length === source.slides[index]?.narration.length,
    ) &&
    narrationLines(translation).every((line) => line.trim().length > 0)
  )
}

function timestamp(seconds: number): string {
  const millis = Math.round(seconds * 1000)
  const h = Math.floor(millis / 3_600_000)
  const m = Math.floor((millis % 3_600_000) / 60_000)
  const s = Math.floor((millis % 60_000) / 1000)
  const ms = millis % 1000
  const pad = (value: number, width = 2) => String(value).padStart(width, '0')
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms, 3)}`
}

/** A WebVTT file: the script's lines on the English narration's timings. */
export function buildVtt(script: VideoScript, timings: readonly CueTiming[]): string {
  const lines = narrationLines(script)
  if (lines.length !== timings.length) {
    throw new Error(`The script has ${lines.length} lines but the timeline ${timings.length}`)
  }
  const cues = lines.map((line, index) => {
    const timing = timings[index]!
    return `${index + 1}\n${timestamp(timing.start)} --> ${timestamp(timing.end)}\n${line}`
  })
  return `WEBVTT\n\n${cues.join('\n\n')}\n`
}
