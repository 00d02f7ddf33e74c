import type { FraudCategory } from '../../../domain/engine/fraud-taxonomy.ts'

/**
 * 14 light colours, from Paul Tol's colour-blind-safe "light" and "pale" schemes plus a few of
 * similar lightness, ordered so that neighbours differ in lightness as well as hue: someone who
 * cannot tell two hues apart still sees the boundary. Every segment is also named in the wheel,
 * in its focus label and in the list below, so colour is never the only cue.
 */
export const CATEGORY_COLOURS: Record<FraudCategory, string> = {
  banking: '#77aadd',
  cryptocurrency: '#eedd88',
  investment: '#44bb99',
  insurance: '#ffaabb',
  scam_advisors: '#99ddff',
  digital: '#ee8866',
  social_media: '#bbcc33',
  shopping: '#cc99dd',
  identity: '#dddddd',
  impersonation: '#eebb44',
  employment: '#88ccaa',
  charity: '#ff8899',
  offline: '#aaaa00',
  advance_fee: '#bbccee',
}
