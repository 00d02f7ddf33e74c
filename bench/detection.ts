/**
 * `npm run --silent bench:detection`: how well the engine tells scams from genuine messages and
 * links, by 5-fold cross-validation. Each fold is judged by the whole engine (detectors,
 * never-events, models, the combined score) with models trained, calibrated and thresholded on
 * the other four folds only; message folds keep each template together (the same text with
 * other numbers never sits on both sides). Prints JSON:
 * - per message set and per language: scams flagged (score above 30, Medium or High) and
 *   genuine items flagged, by the server's engine and the device's;
 * - the never-events: requests made High, and warnings that mention the same things flagged;
 * - the plain n-gram reference (word 1–2 and character 2–5 TF-IDF, logistic regression) on the
 *   same folds, at the false-alarm rate the server's engine reached on each set;
 * - the request detectors' learned weights with and without negation, and how often each fires
 *   on scams and on genuine messages (the warnings no longer drag the weights down);
 * - per link set, the URL models' (server's and device's) flagged shares and recall at 1 % of
 *   genuine flagged, by 3-fold cross-validation with each site's addresses kept together;
 * - held out: the halves of the second sets (training/*.round2.tsv) that no model saw, judged by
 *   engines trained on everything else, per language: how the engine does on wording and writers'
 *   sessions it never met, the nearest thing here to the product's real data;
 * - the 20 worst misses, and the shipped server engine's speed.
 * Data: ../shared/data (SHARED_DATA_DIR) and training/*.tsv, training/languages/*.tsv.
 * With `-- --links`, only the links' figures (a few minutes instead of most of an hour).
 */
import os from 'node:os'

import { getDomain } from 'tldts'

import { analyseText } from '../api/platform/text-engine.ts'
import { createTextEngine, type TextEngine } from '../src/domain/engine/analyse.ts'
import { LEXICONS } from '../src/domain/engine/language/lexicons/index.ts'
import { assessLink } from '../src/domain/engine/link.ts'
import { loadModel, predict } from '../src/domain/engine/model/linear-model.ts'
import { canonicaliseUrl } from '../src/domain/url/canonical.ts'
import {
  allMessages,
  heldOutMessages,
  thirdSetMessages,
  sharedLinks,
  ukLinks,
  type LabelledItem,
} from '../training/datasets.ts'
import { groupedFoldsOf, quantile, type Example } from '../training/logistic.ts'
import {
  TEXT_SPEC,
  URL_SPEC,
  familyOf,
  textExamples,
  trainTextModels,
  trainUrlModels,
  urlExamples,
} from '../training/models.ts'
import { fitReference, referenceLogit } from '../training/reference.ts'
import { fitSparseLogistic } from '../training/sparse-logistic.ts'

const FOLDS = 5
const started = Date.now()

const share = (part: number, whole: number) =>
  whole ? Math.round((part / whole) * 10_000) / 100 : null

// ---- Links: the URL models alone, by stratified folds (as trained).
interface ScoredLink {
  example: Example
  server: { probability: number; score: number }
  device: { probability: number; score: number }
}

const LINK_FOLDS = 3

/**
 * A link's site: its registrable domain, where a host on a hosting platform (x.pages.dev) is a
 * site of its own. Folds keep each site's addresses together: one phishing kit's many copies on
 * one site, on both sides of a fold, would flatter the figures.
 */
function siteOf(url: string): string {
  const hostname = canonicaliseUrl(url)?.hostname ?? url
  return getDomain(hostname, { allowPrivateDomains: true }) ?? hostname
}

function crossValidateLinks(examples: readonly Example[]): ScoredLink[] {
  const fold = groupedFoldsOf(examples, LINK_FOLDS, URL_SPEC.seed + 1, siteOf)
  const scored: ScoredLink[] = []
  for (let f = 0; f < LINK_FOLDS; f++) {
    const models = trainUrlModels(examples.filter((_, i) => fold[i] !== f))
    const server = loadModel(models.server.file)
    const device = loadModel(models.device.file)
    examples.forEach((example, i) => {
      if (fold[i] !== f) return
      scored.push({
        example,
        server: predict(server, example.features),
        device: predict(device, example.features),
      })
    })
  }
  return scored
}

function linkFigures(scored: ScoredLink[], model: 'server' | 'device') {
  const of = (set: string, label: 0 | 1) =>
    scored.filter((s) => s.example.set === set && s.example.label === label)
  const flagged = (list: ScoredLink[]) => list.filter((s) => s[model].score > 30).length
  const sets: Record<string, unknown> = {}
  for (const set of [...new Set(scored.map((s) => s.example.set))].sort()) {
    const scams = of(set, 1)
    const genuine = of(set, 0)
    sets[set] = {
      ...(scams.length && {
        scams: scams.length,
        scams_flagged_percent: share(flagged(scams), scams.length),
      }),
      ...(genuine.length && {
        genuine: genuine.length,
        genuine_flagged: flagged(genuine),
        genuine_flagged_percent: share(flagged(genuine), genuine.length),
      }),
    }
  }
  const pairs = [
    ['phishing-links', 'popular-domains'],
    ['phishing-domains', 'popular-domains'],
    ['uk-links-phishing', 'uk-links-genuine'],
  ] as const
  return {
    sets,
    recall_at_1_percent_genuine_flagged: pairs.map(([scams, genuine]) => {
      const threshold = quantile(
        of(genuine, 0).map((s) => s[model].probability),
        0.99,
      )
      const positives = of(scams, 1)
      return {
        scams,
        genuine,
        recall_percent: share(
          positives.filter((s) => s[model].probability > threshold).length,
          positives.length,
        ),
      }
    }),
  }
}

// ---- Messages: the whole engine, server and device, and the reference, on the same folds.
interface Judged {
  example: Example
  server: { score: number; high: boolean; neverEvent: boolean }
  device: { score: number; high: boolean; neverEvent: boolean }
  reference: number
}

function judge(engine: TextEngine, text: string) {
  const verdict = engine.analyseText({ text })
  return {
    score: verdict.score,
    high: verdict.riskLevel === 'High',
    neverEvent: verdict.signals.some((signal) => signal.neverEvent),
  }
}

function crossValidateMessages(items: readonly LabelledItem[], examples: readonly Example[]) {
  const fold = groupedFoldsOf(examples, FOLDS, TEXT_SPEC.seed + 1)
  const judged: Judged[] = []
  for (let f = 0; f < FOLDS; f++) {
    const training = examples.filter((_, i) => fold[i] !== f)
    const models = trainTextModels(training)
    const server = createTextEngine(loadModel(models.server.file), LEXICONS)
    const device = createTextEngine(loadModel(models.device.file), LEXICONS)
    const reference = fitReference(
      training.map((e) => e.item),
      training.map((e) => e.label),
    )
    examples.forEach((example, i) => {
      if (fold[i] !== f) return
      const text = items[i]?.item ?? ''
      judged.push({
        example,
        server: judge(server, text),
        device: judge(device, text),
        reference: referenceLogit(reference, text),
      })
    })
    console.error(
      `fold ${f + 1} of ${FOLDS} done at ${Math.round((Date.now() - started) / 1000)} s`,
    )
  }
  return judged
}

type Engine = 'server' | 'device'

function flaggedShares(judged: readonly Judged[], engine: Engine) {
  const scams = judged.filter((j) => j.example.label === 1)
  const genuine = judged.filter((j) => j.example.label === 0)
  const flagged = (list: readonly Judged[]) => list.filter((j) => j[engine].score > 30).length
  return {
    scams: scams.length,
    scams_flagged_percent: share(flagged(scams), scams.length),
    genuine: genuine.length,
    genuine_flagged: flagged(genuine),
    genuine_flagged_percent: share(flagged(genuine), genuine.length),
  }
}

/** The reference's recall on a set at the false-alarm rate the server's engine reached there. */
function referenceAtSameRate(judged: readonly Judged[]) {
  const genuine = judged.filter((j) => j.example.label === 0)
  const scams = judged.filter((j) => j.example.label === 1)
  const rate = genuine.filter((j) => j.server.score > 30).length / Math.max(1, genuine.length)
  const threshold = quantile(
    genuine.map((j) => j.reference),
    1 - rate,
  )
  const caught = scams.filter((j) => j.reference > threshold).length
  return {
    genuine_flagged_percent: share(
      genuine.filter((j) => j.reference > threshold).length,
      genuine.length,
    ),
    scams_flagged_percent: share(caught, scams.length),
  }
}

function bySet(judged: readonly Judged[], key: (j: Judged) => string) {
  const groups = new Map<string, Judged[]>()
  for (const j of judged) groups.set(key(j), [...(groups.get(key(j)) ?? []), j])
  return [...groups].sort((a, b) => a[0].localeCompare(b[0]))
}

function messageFigures(judged: readonly Judged[]) {
  const sets = Object.fromEntries(
    bySet(judged, (j) => familyOf(j.example.set)).map(([set, list]) => [
      set,
      {
        server: flaggedShares(list, 'server'),
        device: flaggedShares(list, 'device'),
        reference_at_the_same_rate: referenceAtSameRate(list),
      },
    ]),
  )
  const languages = Object.fromEntries(
    bySet(
      judged.filter((j) => j.example.set.startsWith('lang-')),
      (j) => j.example.set.slice(5),
    ).map(([language, list]) => {
      const requests = list.filter((j) => j.example.category.startsWith('ne-'))
      const others = list.filter(
        (j) => j.example.label === 1 && !j.example.category.startsWith('ne-'),
      )
      const genuine = list.filter((j) => j.example.label === 0)
      return [
        language,
        {
          server: flaggedShares(list, 'server'),
          device: flaggedShares(list, 'device'),
          never_event_requests_high: `${requests.filter((j) => j.server.high).length} of ${requests.length}`,
          never_event_requests_high_device: `${requests.filter((j) => j.device.high).length} of ${requests.length}`,
          other_scams_flagged: `${others.filter((j) => j.server.score > 30).length} of ${others.length}`,
          genuine_with_a_never_event: `${genuine.filter((j) => j.server.neverEvent).length} of ${genuine.length}`,
        },
      ]
    }),
  )
  const byCategory = Object.fromEntries(
    bySet(
      judged.filter((j) => j.example.set === 'uk-messages' || j.example.set.startsWith('lang-')),
      (j) =>
        `${j.example.label ? 'scam' : 'genuine'}/${j.example.set === 'uk-messages' ? 'uk' : 'lang'}/${j.example.category}`,
    ).map(([category, list]) => [
      category,
      {
        items: list.length,
        flagged_percent: share(list.filter((j) => j.server.score > 30).length, list.length),
      },
    ]),
  )
  const worstMisses = judged
    .filter((j) => j.example.label === 1)
    .sort((a, b) => a.server.score - b.server.score)
    .slice(0, 20)
    .map((j) => ({
      set: j.example.set,
      category: j.example.category,
      score: j.server.score,
      item: j.example.item.slice(0, 160),
    }))
  return { sets, languages, by_category: byCategory, worst_misses: worstMisses }
}

/** The detectors that read requests, and a never-event of each kind. */
const REQUEST_DETECTORS = [
  'asks_for_code',
  'asks_for_credentials',
  'asks_for_gift_cards',
  'asks_for_crypto',
  'safe_account',
  'remote_access',
  'courier_collection',
  'money_mule',
  'never_card_details',
  'never_credentials',
  'never_one_time_code',
  'never_remote_access',
  'never_safe_account',
  'never_courier',
  'never_gift_cards_crypto',
  'never_upfront_fee',
  'never_secrecy',
]

/** Each request detector's learned weight (all data) and firing rates, with negation or without. */
function requestWeights(items: readonly LabelledItem[], linkModel: ReturnType<typeof loadModel>) {
  const figures = (examples: readonly Example[]) => {
    const weights = fitSparseLogistic(examples, {
      l2: TEXT_SPEC.l2,
      iterations: TEXT_SPEC.iterations,
    })
    const fires = (id: string, label: 0 | 1) => {
      const list = examples.filter((e) => e.label === label)
      return share(
        list.filter((e) => e.features.named.some((n) => n.name === `s:${id}`)).length,
        list.length,
      )
    }
    return Object.fromEntries(
      REQUEST_DETECTORS.map((id) => [
        id,
        {
          weight: Math.round((weights.named.get(`s:${id}`) ?? 0) * 1000) / 1000,
          fires_on_scams_percent: fires(id, 1),
          fires_on_genuine_percent: fires(id, 0),
        },
      ]),
    )
  }
  return {
    with_negation: figures(textExamples(items, LEXICONS, linkModel)),
    without_negation: figures(
      textExamples(items, LEXICONS, linkModel, TEXT_SPEC, { negation: false }),
    ),
  }
}

/**
 * Messages no model saw, judged by engines trained on all the training data: the odd rows of the
 * second sets (whose wording the non-English lexicons were refined on) and the test halves of
 * the third sets (which nothing was tuned on), per set, with the never-event requests that came
 * out High and the warnings (genuine `bank-warning` lines) that were flagged.
 */
function heldOutFigures(textSet: readonly Example[], linkModel: ReturnType<typeof loadModel>) {
  const models = trainTextModels(textSet)
  const server = createTextEngine(loadModel(models.server.file), LEXICONS, linkModel)
  const device = createTextEngine(loadModel(models.device.file), LEXICONS)
  const figures = (items: readonly LabelledItem[]) => {
    const judged: Judged[] = items.map((item) => ({
      example: { ...item, features: { named: [], hashed: new Map() }, weight: 1 },
      server: judge(server, item.item),
      device: judge(device, item.item),
      reference: 0,
    }))
    const sets = bySet(judged, (j) => j.example.set)
    return Object.fromEntries(
      [...sets, ['all', judged] as const].map(([set, list]) => {
        const requests = list.filter((j) => j.example.category.startsWith('ne-'))
        const warnings = list.filter((j) => j.example.category === 'bank-warning')
        const count = (subset: readonly Judged[], test: (j: Judged) => boolean) =>
          `${subset.filter(test).length} of ${subset.length}`
        return [
          set,
          {
            server: flaggedShares(list, 'server'),
            device: flaggedShares(list, 'device'),
            ...(requests.length && {
              never_event_requests_high: {
                server: count(requests, (j) => j.server.high),
                device: count(requests, (j) => j.device.high),
              },
            }),
            ...(warnings.length && {
              warnings_flagged: {
                server: count(warnings, (j) => j.server.score > 30),
                device: count(warnings, (j) => j.device.score > 30),
              },
            }),
          },
        ]
      }),
    )
  }
  return {
    second_sets_odd_rows: figures(heldOutMessages()),
    third_sets_test_half: figures(thirdSetMessages('test')),
  }
}

function perSecond(items: readonly string[], run: (item: string) => unknown): number {
  const begun = performance.now()
  for (const item of items) run(item)
  return Math.round((items.length / (performance.now() - begun)) * 1000)
}

const linkItems = [...sharedLinks(), ...ukLinks()]
const urlSet = urlExamples(linkItems)
const urlScored = crossValidateLinks(urlSet)
const linkFiguresOf = () => ({
  server: linkFigures(urlScored, 'server'),
  device: linkFigures(urlScored, 'device'),
  links_per_second: perSecond(
    linkItems.slice(0, 5000).map((l) => l.item),
    (url) => assessLink(url),
  ),
})
if (process.argv.includes('--links')) {
  console.log(JSON.stringify({ links: linkFiguresOf() }, null, 1))
  process.exit(0)
}
// The messages' links are read with the server's URL model trained on the link sets only.
const urlModel = loadModel(trainUrlModels(urlSet).server.file)
console.error(`links done at ${Math.round((Date.now() - started) / 1000)} s`)
const messageItems = allMessages()
const textSet = textExamples(messageItems, LEXICONS, urlModel)
const judged = crossValidateMessages(messageItems, textSet)

console.log(
  JSON.stringify(
    {
      method: `${FOLDS}-fold cross-validation (message folds keep each template together); each fold judged by the whole engine with models, calibration and thresholds fitted on the other folds only; flagged = score above 30 (Medium or High)`,
      machine: {
        cpus: os.cpus().length,
        load_average_1m: Math.round((os.loadavg()[0] ?? 0) * 100) / 100,
        node: process.version,
      },
      text: {
        ...messageFigures(judged),
        request_detectors: requestWeights(messageItems, urlModel),
        held_out: heldOutFigures(textSet, urlModel),
        texts_per_second: perSecond(
          messageItems.map((m) => m.item),
          (text) => analyseText({ text }),
        ),
      },
      links: linkFiguresOf(),
      seconds: Math.round((Date.now() - started) / 1000),
    },
    null,
    1,
  ),
)
