/**
 * `npm run train`: rebuilds the engine's models from the labelled sets, byte for byte (a fixed
 * seed and order), and writes them beside the engine with their training figures:
 * src/domain/engine/model/url-model.json, text-model.json (the device's), text-model.server.json
 * and *.figures.json. The URL model is trained first: the text models read each message's
 * riskiest link through it.
 * The figures here are held-out (5-fold) but the thresholds were chosen on the same held-out
 * scores; `npm run bench:detection` gives the honest figures, with thresholds chosen inside
 * each training fold.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import { LEXICONS } from '../src/domain/engine/language/lexicons/index.ts'
import { loadModel, scoreOf } from '../src/domain/engine/model/linear-model.ts'

import { allMessages, sharedLinks, ukLinks } from './datasets.ts'
import type { Example } from './logistic.ts'
import {
  textExamples,
  trainTextModels,
  trainUrlModels,
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
    hashedWeights: trained.file.hashed.count,
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

/** The models and their figures, as `npm run train` writes them (deterministic). */
export function trainModels() {
  const urlSet = urlExamples([...sharedLinks(), ...ukLinks()])
  const url = trainUrlModels(urlSet)
  // The server's text model reads links with the server's URL model, as the server will.
  const textSet = textExamples(allMessages(), LEXICONS, loadModel(url.server.file))
  const text = trainTextModels(textSet)
  return {
    'url-model.json': url.device.file,
    'url-model.figures.json': figures(urlSet, url.device),
    'url-model.server.json': url.server.file,
    'url-model.server.figures.json': figures(urlSet, url.server),
    'text-model.json': text.device.file,
    'text-model.figures.json': figures(textSet, text.device),
    'text-model.server.json': text.server.file,
    'text-model.server.figures.json': figures(textSet, text.server),
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
