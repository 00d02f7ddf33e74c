/**
 * `npm run train`: rebuilds the engine's two models from the labelled sets, byte for byte (a
 * fixed seed and order), and writes them beside the engine with their training figures:
 * src/domain/engine/model/{url,text}-model.json and *.figures.json. The URL model is trained
 * first: the text model reads each message's riskiest link through it.
 * The figures here are held-out (5-fold) but the thresholds were chosen on the same held-out
 * scores; `npm run bench:detection` gives the honest figures, with thresholds chosen inside
 * each training fold.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { loadModel, scoreOf } from '../src/domain/engine/model/linear-model.ts'

import { sharedLinks, ukLinks, ukMessages, uciMessages } from './datasets.ts'
import type { Example } from './logistic.ts'
import {
  TEXT_SPEC,
  URL_SPEC,
  textExamples,
  trainModel,
  urlExamples,
  type TrainedModel,
} from './models.ts'

export const MODEL_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/domain/engine/model',
)

/** The share of each set scoring above 30 (flagged), held out. */
function figures(examples: readonly Example[], trained: TrainedModel) {
  const bySet = new Map<string, { items: number; flagged: number; label: number }>()
  examples.forEach((example, i) => {
    const key = `${example.set} ${example.label ? 'scam' : 'genuine'}`
    const entry = bySet.get(key) ?? { items: 0, flagged: 0, label: example.label }
    entry.items++
    if (scoreOf(trained.heldOut[i] ?? 0, trained.file.thresholds) > 30) entry.flagged++
    bySet.set(key, entry)
  })
  return {
    note: 'Held-out (5-fold) shares flagged (score above 30); thresholds chosen on these same held-out scores. See npm run bench:detection for nested figures.',
    hashedWeights: Object.keys(trained.file.hashed).length,
    namedWeights: Object.keys(trained.file.named).length,
    sets: Object.fromEntries(
      [...bySet]
        .sort((a, b) => a[0].localeCompare(b[0]))
        .map(([set, { items, flagged, label }]) => [
          set,
          {
            label: label ? 'scam' : 'genuine',
            items,
            flagged: Math.round((flagged / items) * 10_000) / 10_000,
          },
        ]),
    ),
  }
}

/** Both models and their figures, as `npm run train` writes them (deterministic). */
export function trainModels() {
  const urlSet = urlExamples([...sharedLinks(), ...ukLinks()])
  const url = trainModel(urlSet, URL_SPEC)
  const textSet = textExamples([...uciMessages(), ...ukMessages()], loadModel(url.file))
  const text = trainModel(textSet, TEXT_SPEC)
  return {
    'url-model.json': url.file,
    'url-model.figures.json': figures(urlSet, url),
    'text-model.json': text.file,
    'text-model.figures.json': figures(textSet, text),
  }
}

/** A model file's text: one key a line, so a retrained model reads well in a diff. */
export function serialise(value: unknown): string {
  return `${JSON.stringify(value, null, 1)}\n`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now()
  for (const [name, value] of Object.entries(trainModels())) {
    writeFileSync(path.join(MODEL_DIR, name), serialise(value))
  }
  console.error(`Trained both models in ${Math.round((Date.now() - started) / 1000)} s`)
}
