import { Plural } from '@lingui/react/macro'

/** "{n} redaction(s) added", with each language's plural forms. */
export function RedactionCount({ count }: { count: number }) {
  return <Plural value={count} one="# redaction added" other="# redactions added" />
}
