/**
 * What a web address alone says, weighed by the learned URL model: the lexical findings
 * (url/heuristics: lookalikes, IP hosts, free hosting, shorteners…) and the address's shape
 * are named features with readable weights; character n-grams of the host and the words of the
 * path are hashed. Free hosting, shorteners and popular platforms are context the model
 * weighs, never a reason to trust; a brand's own domain is the only named sign of safety.
 */
import { canonicaliseUrl, type CanonicalUrl } from '../url/canonical.ts'
import { analyseCanonicalUrl, type UrlAnalysis, type UrlFinding } from '../url/heuristics.ts'
import { unwrapRedirect } from '../url/redirects.ts'

import { band, urlFeatures } from './model/features.ts'
import {
  loadModel,
  predict,
  type LinearModel,
  type FeatureSet,
  type FeatureValue,
  type LinearModelFile,
  type Prediction,
} from './model/linear-model.ts'
import urlModelFile from './model/url-model.json'

/** The URL model that ships; training passes the one it is building instead. */
export const URL_MODEL = loadModel(urlModelFile as LinearModelFile)

export interface LinkAssessment {
  analysis: UrlAnalysis
  prediction: Prediction
}

/** The named features of an address: its findings and its shape. */
export function linkNamedFeatures(url: CanonicalUrl, analysis: UrlAnalysis): FeatureValue[] {
  const named: FeatureValue[] = []
  const add = (name: string) => named.push({ name, value: 1 })
  for (const finding of analysis.findings) {
    add(`f:${finding.id}`)
    if (finding.technique) add(`t:${finding.technique}`)
  }
  if (analysis.officialBrand) add('official_brand_domain')
  // Another site's name worn inside this one: usps.com-tracking.info, paypal.com.secure.xyz.
  const beforeSuffix = url.subdomain ? `${url.subdomain}.${url.domainLabel}` : url.domainLabel
  if (/(?:^|[.-])(?:com|net|org|gov|edu)(?:[.-]|$)/.test(beforeSuffix)) add('embedded_domain_name')
  if (/^(?:com|net|org|co)\.[a-z]{2}$/.test(url.publicSuffix) && url.publicSuffix !== 'co.uk') {
    add('foreign_com_suffix')
  }
  if (looksRandom(url.domainLabel)) add('random_looking_name')
  const host = url.isIp ? '' : url.hostname
  const subdomainLabels = url.subdomain ? url.subdomain.split('.').length : 0
  add(`labels:${Math.min(subdomainLabels, 4)}`)
  if (url.subdomain === 'www') add('www')
  add(`hostlen:${band(host.length, [8, 12, 16, 22, 30, 45])}`)
  add(`labellen:${band(url.domainLabel.length, [3, 5, 8, 12, 18, 25])}`)
  add(`hostdigits:${band(host.replace(/[^0-9]/g, '').length, [0, 2, 5])}`)
  add(`hosthyphens:${band(host.replace(/[^-]/g, '').length, [0, 1, 3])}`)
  if (url.publicSuffix) add(`tld:${url.publicSuffix.split('.').at(-1)}`)
  if (url.publicSuffix.includes('.')) add(`suffix:${url.publicSuffix}`)
  const segments = url.path.split('/').filter(Boolean)
  add(`depth:${band(segments.length, [0, 1, 2, 4])}`)
  if (new URL(url.href).search.length > 1) add('query')
  if (url.protocol === 'http:') add('http')
  return named
}

/** A long name with few vowels or letters and digits mixed, as machines make them. */
function looksRandom(label: string): boolean {
  if (label.length < 8) return false
  const letters = label.replace(/[^a-z]/g, '')
  const vowels = letters.replace(/[^aeiouy]/g, '').length
  const switches = label.match(/[a-z][0-9]|[0-9][a-z]/g)?.length ?? 0
  return (letters.length >= 6 && vowels / letters.length < 0.2) || switches >= 3
}

/**
 * An address's features for the URL model, or null when it is not a web address. A redirector
 * (google.com/url?q=…, Outlook safe links…) is read as the address it leads to.
 */
export function linkFeatureSet(
  input: string,
  hashBits = URL_MODEL.file.hashBits,
): { url: CanonicalUrl; analysis: UrlAnalysis; features: FeatureSet } | null {
  const url = canonicaliseUrl(unwrapRedirect(input) ?? input)
  if (!url) return null
  const analysis = analyseCanonicalUrl(url)
  const parsed = new URL(url.href)
  const features = urlFeatures(
    {
      hostname: url.hostname,
      registrableDomain: url.registrableDomain,
      rest: `${url.path}${parsed.search}`.toLowerCase(),
    },
    linkNamedFeatures(url, analysis),
    hashBits,
  )
  return { url, analysis, features }
}

/** The URL model's verdict on an address, or null when it is not a web address. */
export function assessLink(input: string, model: LinearModel = URL_MODEL): LinkAssessment | null {
  const set = linkFeatureSet(input, model.file.hashBits)
  if (!set) return null
  return { analysis: set.analysis, prediction: predict(model, set.features) }
}

/** How much one finding added to an address's log-odds (0 when the model gives it nothing). */
export function findingContribution(prediction: Prediction, finding: UrlFinding): number {
  return prediction.contributions.find((c) => c.name === `f:${finding.id}`)?.contribution ?? 0
}
