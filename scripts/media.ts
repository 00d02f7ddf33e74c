/**
 * `npm run media`: makes the video guide and the calming audio from files in the repo, with
 * Debian's espeak-ng and ffmpeg (apt install espeak-ng ffmpeg fonts-dejavu-core). Writes:
 *
 * - public/video/scamscreen-guide.mp4: the English narration over slides drawn from
 *   src/domain/video-guide/script/en.json (H.264 at 4 frames a second and AAC, a few MB);
 * - public/video/scamscreen-guide.jpg: its poster (the first slide);
 * - public/video/captions/<locale>.vtt: captions in all 15 languages, each from its script file,
 *   on the English narration's timings;
 * - public/audio/scamscreenstress.m4a: the calming breathing guide, a soft tone that rises for
 *   four seconds and falls for six, twelve times (two minutes).
 *
 * Everything is deterministic (single-threaded, bit-exact encoders, no timestamps), so running it
 * again with the same tools reproduces the committed files.
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { LOCALES } from '../src/domain/locales.ts'
import {
  buildVtt,
  matchesSource,
  narrationLines,
  spokenForm,
  type CueTiming,
  type VideoScript,
} from '../src/domain/video-guide/video-script.ts'

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const SCRIPT_DIR = path.join(ROOT, 'src/domain/video-guide/script')
const VIDEO_DIR = path.join(ROOT, 'public/video')
const AUDIO_DIR = path.join(ROOT, 'public/audio')
const FONT = process.env.MEDIA_FONT ?? '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf'
const FONT_BOLD =
  process.env.MEDIA_FONT_BOLD ?? '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf'

const SAMPLE_RATE = 22_050 // espeak-ng's own rate
const GAP_BETWEEN_LINES = 0.35
const GAP_AFTER_SLIDE = 0.9
const LEAD_IN = 0.6
const FPS = 4
const WIDTH = 1280
const HEIGHT = 720

const work = mkdtempSync(path.join(tmpdir(), 'scamscreen-media-'))

function run(command: string, args: string[]): Buffer {
  return execFileSync(command, args, { stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 28 })
}

function readScript(locale: string): VideoScript {
  return JSON.parse(readFileSync(path.join(SCRIPT_DIR, `${locale}.json`), 'utf8')) as VideoScript
}

/** The 16-bit mono samples of a WAV file (espeak-ng writes PCM, 22,050 Hz). */
function wavSamples(file: string): Int16Array {
  const bytes = readFileSync(file)
  let offset = 12
  while (offset + 8 <= bytes.length) {
    const id = bytes.toString('ascii', offset, offset + 4)
    const size = bytes.readUInt32LE(offset + 4)
    if (id === 'data') {
      const end = Math.min(bytes.length, offset + 8 + size)
      const data = bytes.subarray(offset + 8, end - ((end - offset - 8) % 2))
      return new Int16Array(data.buffer.slice(data.byteOffset, data.byteOffset + data.length))
    }
    offset += 8 + size + (size % 2)
  }
  throw new Error(`No audio data in ${file}`)
}

function writeWav(file: string, samples: Int16Array, rate: number): void {
  const header = Buffer.alloc(44)
  header.write('RIFF', 0, 'ascii')
  header.writeUInt32LE(36 + samples.length * 2, 4)
  header.write('WAVEfmt ', 8, 'ascii')
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20)
  header.writeUInt16LE(1, 22)
  header.writeUInt32LE(rate, 24)
  header.writeUInt32LE(rate * 2, 28)
  header.writeUInt16LE(2, 32)
  header.writeUInt16LE(16, 34)
  header.write('data', 36, 'ascii')
  header.writeUInt32LE(samples.length * 2, 40)
  writeFileSync(file, Buffer.concat([header, Buffer.from(samples.buffer)]))
}

const DETERMINISTIC = ['-map_metadata', '-1', '-fflags', '+bitexact', '-threads', '1']

/** Speaks every line, lays the lines out on one timeline and returns the cue timings. */
function narrate(script: VideoScript): {
  timings: CueTiming[]
  slides: CueTiming[]
  wav: string
  duration: number
} {
  const timings: CueTiming[] = []
  const slides: CueTiming[] = []
  const clips: Array<{ at: number; samples: Int16Array }> = []
  let cursor = 0
  let index = 0
  for (const slide of script.slides) {
    const slideStart = cursor
    cursor += LEAD_IN
    for (const line of slide.narration) {
      const file = path.join(work, `line-${index++}.wav`)
      run('espeak-ng', ['-v', 'en-gb', '-s', '150', '-w', file, spokenForm(line)])
      const samples = wavSamples(file)
      const length = samples.length / SAMPLE_RATE
      clips.push({ at: cursor, samples })
      timings.push({ start: cursor, end: cursor + length })
      cursor += length + GAP_BETWEEN_LINES
    }
    cursor += GAP_AFTER_SLIDE
    slides.push({ start: slideStart, end: cursor })
  }
  const total = new Int16Array(Math.ceil(cursor * SAMPLE_RATE))
  for (const clip of clips) total.set(clip.samples, Math.round(clip.at * SAMPLE_RATE))
  const wav = path.join(work, 'narration.wav')
  writeWav(wav, total, SAMPLE_RATE)
  return { timings, slides, wav, duration: cursor }
}

/** ffmpeg drawtext filters for every slide, each shown only during its own stretch of time. */
function slideFilters(script: VideoScript, slides: CueTiming[]): string {
  const filters: string[] = []
  const text = (name: string, value: string) => {
    // Text goes through files: no escaping of quotes, colons or percent signs in the filter.
    const file = path.join(work, `${name}.txt`)
    writeFileSync(file, value)
    return file
  }
  script.slides.forEach((slide, index) => {
    const time = slides[index]!
    const enable = `between(t\\,${time.start.toFixed(3)}\\,${(time.end - 0.001).toFixed(3)})`
    filters.push(
      `drawtext=fontfile=${FONT_BOLD}:textfile=${text(`h${index}`, slide.heading)}` +
        `:fontsize=56:fontcolor=white:x=90:y=150:enable='${enable}'`,
    )
    ;(slide.points ?? []).forEach((point, line) => {
      filters.push(
        `drawtext=fontfile=${FONT}:textfile=${text(`p${index}-${line}`, point)}` +
          `:fontsize=38:fontcolor=0xe6f0f2:x=90:y=${280 + line * 70}:enable='${enable}'`,
      )
    })
    filters.push(
      `drawtext=fontfile=${FONT}:textfile=${text(`f${index}`, `ScamScreen  ·  ${index + 1} / ${script.slides.length}`)}` +
        `:fontsize=26:fontcolor=0xffbf47:x=90:y=${HEIGHT - 90}:enable='${enable}'`,
    )
  })
  return filters.join(',')
}

function makeVideo(): void {
  const source = readScript('en')
  const { timings, slides, wav, duration } = narrate(source)
  mkdirSync(path.join(VIDEO_DIR, 'captions'), { recursive: true })
  const video = path.join(VIDEO_DIR, 'scamscreen-guide.mp4')
  const filters = slideFilters(source, slides)
  const filterFile = path.join(work, 'filters.txt')
  writeFileSync(filterFile, filters)
  run('ffmpeg', [
    '-y',
    '-f',
    'lavfi',
    '-i',
    `color=c=0x0f4c5c:s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${duration.toFixed(3)}`,
    '-i',
    wav,
    '-filter_script:v',
    filterFile,
    '-c:v',
    'libx264',
    '-preset',
    'veryslow',
    '-tune',
    'stillimage',
    '-crf',
    '28',
    '-g',
    String(FPS * 10),
    '-pix_fmt',
    'yuv420p',
    '-c:a',
    'aac',
    '-b:a',
    '48k',
    '-ac',
    '1',
    '-ar',
    '22050',
    '-shortest',
    '-movflags',
    '+faststart',
    ...DETERMINISTIC,
    '-flags:v',
    '+bitexact',
    '-flags:a',
    '+bitexact',
    video,
  ])
  run('ffmpeg', [
    '-y',
    '-ss',
    '1',
    '-i',
    video,
    '-frames:v',
    '1',
    '-vf',
    'scale=640:-2',
    '-q:v',
    '6',
    ...DETERMINISTIC,
    path.join(VIDEO_DIR, 'scamscreen-guide.jpg'),
  ])
  for (const locale of LOCALES) {
    const script = readScript(locale)
    if (!matchesSource(source, script)) {
      throw new Error(`${locale}.json does not match the English script line for line`)
    }
    writeFileSync(path.join(VIDEO_DIR, 'captions', `${locale}.vtt`), buildVtt(script, timings))
  }
  console.log(
    JSON.stringify({
      video,
      seconds: Number(duration.toFixed(1)),
      lines: narrationLines(source).length,
    }),
  )
}

/**
 * The breathing guide: a sine whose pitch glides up for 4 s (breathe in) and down for 6 s
 * (breathe out), with a quieter octave for warmth and a gentle swell, 12 breaths.
 */
function makeCalmingAudio(): void {
  const rate = 44_100
  const breaths = 12
  const seconds = breaths * 10
  const samples = new Int16Array(rate * seconds)
  const low = 196 // G3
  const high = 262 // C4
  let phase = 0
  for (let i = 0; i < samples.length; i++) {
    const t = i / rate
    const inBreath = t % 10
    // 0 → 1 over the in-breath, 1 → 0 over the out-breath, eased at both ends.
    const rise = inBreath < 4 ? inBreath / 4 : 1 - (inBreath - 4) / 6
    const eased = (1 - Math.cos(Math.PI * rise)) / 2
    const frequency = low + (high - low) * eased
    phase += (2 * Math.PI * frequency) / rate
    const swell = 0.55 + 0.45 * eased
    const fade = Math.min(1, t / 2, (seconds - t) / 3)
    const value = (Math.sin(phase) + 0.25 * Math.sin(2 * phase)) * 0.3 * swell * fade
    samples[i] = Math.round(value * 32_767)
  }
  const wav = path.join(work, 'calm.wav')
  writeWav(wav, samples, rate)
  mkdirSync(AUDIO_DIR, { recursive: true })
  const output = path.join(AUDIO_DIR, 'scamscreenstress.m4a')
  run('ffmpeg', [
    '-y',
    '-i',
    wav,
    '-c:a',
    'aac',
    '-b:a',
    '24k',
    '-ac',
    '1',
    '-ar',
    '22050',
    '-movflags',
    '+faststart',
    ...DETERMINISTIC,
    '-flags:a',
    '+bitexact',
    output,
  ])
  console.log(JSON.stringify({ audio: output, seconds }))
}

try {
  const only = process.argv[2]
  if (!only || only === 'audio') makeCalmingAudio()
  if (!only || only === 'video') makeVideo()
} finally {
  rmSync(work, { recursive: true, force: true })
}
