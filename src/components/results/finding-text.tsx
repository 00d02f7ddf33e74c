import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

import type { UrlFinding } from '../../domain/url/heuristics.ts'
import type { LookalikeTechnique } from '../../domain/url/lookalike.ts'

/** One finding of the address checks (url/heuristics), in plain words. */
export function FindingText({
  finding,
  unicodeHostname,
}: {
  finding: UrlFinding
  unicodeHostname: string | null
}): ReactNode {
  const evidence = finding.evidence
  switch (finding.id) {
    case 'brand_lookalike': {
      const brand = finding.brand ?? ''
      return (
        <>
          <strong>
            <Trans>This address looks like {brand}, but it is not one of their websites.</Trans>
          </strong>{' '}
          {finding.technique && <TechniqueText technique={finding.technique} />}
        </>
      )
    }
    case 'ip_address_host':
      return <Trans>It uses a number instead of a website name.</Trans>
    case 'numeric_ip_trick':
      return (
        <Trans>
          The number is written in a disguised way (
          <span dir="ltr" translate="no">
            {evidence}
          </span>
          ).
        </Trans>
      )
    case 'url_shortener':
      return <Trans>It is a shortened link, which hides where it really goes.</Trans>
    case 'free_hosting':
      return (
        <Trans>
          It is on a free hosting service (
          <span dir="ltr" translate="no">
            {evidence}
          </span>
          ) where anyone can publish a page.
        </Trans>
      )
    case 'risky_tld':
      return (
        <Trans>
          It ends in{' '}
          <span dir="ltr" translate="no">
            {evidence}
          </span>
          , an ending used far more by scam websites than by UK organisations.
        </Trans>
      )
    case 'many_subdomains':
      return (
        <Trans>It has many parts before the website name, a trick to hide the real website.</Trans>
      )
    case 'userinfo_in_url':
      return <Trans>It contains an @ sign, a trick to make it look like a different website.</Trans>
    case 'punycode_host':
      return (
        <Trans>
          It uses international letters that can pass for others: it reads as{' '}
          <span dir="ltr" translate="no">
            {unicodeHostname ?? evidence}
          </span>
          .
        </Trans>
      )
    case 'credential_words':
      return <Trans>It uses words like login, verify or refund to look official.</Trans>
    case 'no_https':
      return <Trans>It is not secure: it starts with http, not https.</Trans>
    case 'very_long_url':
      return <Trans>It is unusually long, which can hide where it goes.</Trans>
  }
}

function TechniqueText({ technique }: { technique: LookalikeTechnique }) {
  switch (technique) {
    case 'added_word':
      return <Trans>Words have been added to the name, like “login” or “refund”.</Trans>
    case 'edit_distance':
      return <Trans>The name is misspelt by a letter or two.</Trans>
    case 'confusable':
      return <Trans>It uses characters that look like others, like a 1 for an l.</Trans>
    case 'swapped_tld':
      return <Trans>It uses the name with a different ending from the real website.</Trans>
    case 'gov_uk_dressing':
      return <Trans>It is made to look like a gov.uk address, but it is not on gov.uk.</Trans>
    case 'brand_in_subdomain':
      return <Trans>The name is put in front of someone else’s website address.</Trans>
    case 'brand_in_path':
      return <Trans>The name comes after someone else’s website address.</Trans>
  }
}
