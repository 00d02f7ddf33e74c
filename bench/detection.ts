/**
 * `npm run --silent bench:detection`: how well the engine tells scams from genuine messages and
 * links, by 5-fold cross-validation: each fold is scored by models trained (with their own
 * calibration and thresholds, chosen inside the training folds) on the other four, so no
 * figure comes from data a model was fitted to. Prints JSON: per set the share of scams
 * flagged (Medium or High) and of genuine items flagged, the recall when 1 % of genuine items
 * are flagged, the figures by category of the project's own sets, the 20 worst misses, and
 * the engine's speed with the shipped models.
 * Data: ../shared/data (SHARED_DATA_DIR) and training/*.tsv.
 */
import os from 'node:os'

import { analyseText } from '../src/domain/engine/analyse.ts'
import { assessLink } from '../src/domain/engine/link.ts'
import { loadModel, predict } from '../src/domain/engine/model/linear-model.ts'
import { sharedLinks, ukLinks, ukMessages, uciMessages } from '../training/datasets.ts'
import { foldsOf, quantile, type Example } from '../training/logistic.ts'
import {
  TEXT_SPEC,
  URL_SPEC,
  textExamples,
  trainModel,
  urlExamples,
  type ModelSpec,
} from '../training/models.ts'

const FOLDS = 5

interface Scored {
  example: Example
  probability: number
  score: number
}

/** Every example scored by a model that never saw it. */
function crossValidate(examples: readonly Example[], spec: ModelSpec): Scored[] {
  const fold = foldsOf(examples, FOLDS, spec.options.seed + 1)
  const scored: Scored[] = []
  for (let f = 0; f < FOLDS; f++) {
    const model = loadModel(
      trainModel(
        examples.filter((_, i) => fold[i] !== f),
        spec,
      ).file,
    )
    examples.forEach((example, i) => {
      if (fold[i] !== f) return
      const { probability, score } = predict(model, example.features)
      scored.push({ example, probability, score })
    })
  }
  return scored
}

const share = (part: number, whole: number) =>
  whole ? Math.round((part / whole) * 10_000) / 100 : null

/** Per set: flagged shares, and recall when the threshold flags 1 % of `genuineSet`. */
function setFigures(scored: Scored[], pairs: Array<{ scams: string; genuine: string }>) {
  const of = (set: string, label: 0 | 1) =>
    scored.filter((s) => s.example.set === set && s.example.label === label)
  const sets: Record<string, unknown> = {}
  for (const set of [...new Set(scored.map((s) => s.example.set))].sort()) {
    const scams = of(set, 1)
    const genuine = of(set, 0)
    sets[set] = {
      ...(scams.length && {
        scams: scams.length,
        scams_flagged_percent: share(scams.filter((s) => s.score > 30).length, scams.length),
      }),
      ...(genuine.length && {
        genuine: genuine.length,
        genuine_flagged_percent: share(genuine.filter((s) => s.score > 30).length, genuine.length),
        genuine_flagged: genuine.filter((s) => s.score > 30).length,
      }),
    }
  }
  const recallAtOnePercent = pairs.map(({ scams, genuine }) => {
    const threshold = quantile(
      of(genuine, 0).map((s) => s.probability),
      0.99,
    )
    const positives = scams.split(',').flatMap((set) => of(set, 1))
    return {
      scams,
      genuine,
      recall_percent: share(
        positives.filter((s) => s.probability > threshold).length,
        positives.length,
      ),
    }
  })
  return { sets, recall_at_1_percent_genuine_flagged: recallAtOnePercent }
}

function byCategory(scored: Scored[], sets: string[]) {
  const table: Record<string, { label: string; items: number; flagged_percent: number | null }> = {}
  for (const s of scored.filter((s) => sets.includes(s.example.set))) {
    const key = `${s.example.label ? 'scam' : 'genuine'}/${s.example.category}`
    const row = table[key] ?? {
      label: s.example.label ? 'scam' : 'genuine',
      items: 0,
      flagged_percent: 0,
    }
    row.items++
    row.flagged_percent = (row.flagged_percent ?? 0) + (s.score > 30 ? 1 : 0)
    table[key] = row
  }
  for (const row of Object.values(table))
    row.flagged_percent = share(row.flagged_percent ?? 0, row.items)
  return Object.fromEntries(Object.entries(table).sort((a, b) => a[0].localeCompare(b[0])))
}

function worstMisses(scored: Scored[]) {
  return scored
    .filter((s) => s.example.label === 1)
    .sort((a, b) => a.probability - b.probability)
    .slice(0, 20)
    .map((s) => ({
      set: s.example.set,
      category: s.example.category,
      score: s.score,
      item: s.example.item.slice(0, 160),
    }))
}

function perSecond(items: readonly string[], run: (item: string) => unknown): number {
  const started = performance.now()
  for (const item of items) run(item)
  return Math.round((items.length / (performance.now() - started)) * 1000)
}

const started = Date.now()
const linkItems = [...sharedLinks(), ...ukLinks()]
const urlSet = urlExamples(linkItems)
const urlScored = crossValidate(urlSet, URL_SPEC)
// The messages' links are read with a URL model trained on the link sets only.
const urlModel = loadModel(trainModel(urlSet, URL_SPEC).file)
const messageItems = [...uciMessages(), ...ukMessages()]
const textSet = textExamples(messageItems, urlModel)
const textScored = crossValidate(textSet, TEXT_SPEC)

console.log(
  JSON.stringify(
    {
      method: `${FOLDS}-fold cross-validation; calibration and thresholds chosen inside each training fold; flagged = score above 30 (Medium or High)`,
      machine: {
        cpus: os.cpus().length,
        load_average_1m: Math.round(os.loadavg()[0] * 100) / 100,
        node: process.version,
      },
      text: {
        ...setFigures(textScored, [
          { scams: 'uci-sms', genuine: 'uci-sms' },
          { scams: 'uk-messages', genuine: 'uk-messages' },
        ]),
        by_category: byCategory(textScored, ['uk-messages']),
        worst_misses: worstMisses(textScored),
        texts_per_second: perSecond(
          messageItems.map((m) => m.item),
          (text) => analyseText({ text }),
        ),
      },
      links: {
        ...setFigures(urlScored, [
          { scams: 'phishing-links', genuine: 'popular-domains' },
          { scams: 'phishing-domains', genuine: 'popular-domains' },
          { scams: 'uk-links-phishing', genuine: 'uk-links-genuine' },
        ]),
        by_category: byCategory(urlScored, ['uk-links-genuine', 'uk-links-phishing']),
        worst_misses: worstMisses(urlScored),
        links_per_second: perSecond(
          linkItems.slice(0, 5000).map((l) => l.item),
          (url) => assessLink(url),
        ),
      },
      seconds: Math.round((Date.now() - started) / 1000),
    },
    null,
    1,
  ),
)
