// @vitest-environment jsdom
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'

import { renderWithProviders } from '../../../testing/render-with-providers.tsx'
import { websiteResult } from '../../../testing/website-result-fixture.ts'

import { WebsiteResultCard } from './website-result-card.tsx'

function renderCard(overrides: Record<string, unknown> = {}) {
  return renderWithProviders(<WebsiteResultCard result={websiteResult(overrides)} />)
}

/** The row of a fact list whose term is `term`. */
function factRow(term: string): HTMLElement {
  const row = screen.getByText(term, { selector: 'dt' }).parentElement
  if (!row) throw new Error(`No row for ${term}`)
  return row
}

const section = (name: string) => screen.getByRole('region', { name })

describe('WebsiteResultCard', () => {
  it('shows every block of the answer for a lookalike site', () => {
    renderCard()
    const heading = screen.getByRole('heading', { name: 'Website screening result', level: 2 })
    expect(heading).toHaveFocus()
    expect(screen.getByText('https://royalmail-redelivery.top/pay')).toBeInTheDocument()
    // Never a link to the site itself.
    expect(screen.queryByRole('link', { name: /royalmail/ })).not.toBeInTheDocument()
    expect(screen.getByText('WEB-7K4Q-X2MD')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Copy' })).toBeInTheDocument()
    expect(screen.getByText('Pay your redelivery fee')).toBeInTheDocument()
    expect(screen.getByText('High risk')).toHaveClass('risk-badge--high')
    expect(screen.getByText('Threat score: 88 out of 100')).toBeInTheDocument()

    expect(screen.getByText('This website looks suspicious')).toBeInTheDocument()
    const scanners = section('Security scanners')
    // Not set up: "Not checked", never "safe".
    expect(
      within(scanners)
        .getAllByRole('definition')
        .map((value) => value.textContent),
    ).toEqual(['Not checked', 'Not checked'])

    const warning = section('Critical Security Warning')
    expect(within(warning).getByText('Do not enter card details.')).toBeInTheDocument()
    // The server's **bold** is bold, as text: never parsed as HTML.
    expect(within(warning).getByText('7726', { selector: 'strong' })).toBeInTheDocument()
    const risks = section('Risks found')
    expect(within(risks).getAllByRole('listitem')).toHaveLength(2)

    expect(factRow('Website age')).toHaveTextContent('12 days')
    expect(factRow('First seen')).toHaveTextContent('2026')
    expect(factRow('Registrar')).toHaveTextContent('Example Registrar Ltd')
    expect(factRow('Privacy protection')).toHaveTextContent('On: the owner’s name is hidden')
    expect(factRow('Created')).toHaveTextContent('2 March 2026')
    expect(factRow('Expires')).toHaveTextContent('2 March 2027')
    expect(factRow('Security certificate (SSL)')).toHaveTextContent('Valid')
    expect(factRow('Certificate expires in')).toHaveTextContent('80 days')
    expect(factRow('Certificate issued by')).toHaveTextContent("Let's Encrypt (R11)")

    expect(factRow('IP address')).toHaveTextContent('203.0.113.7')
    expect(factRow('Location')).toHaveTextContent('Amsterdam, North Holland, Netherlands')
    expect(factRow('Network')).toHaveTextContent('AS64500 Example Hosting')
    expect(screen.queryByText(/proxy or VPN/)).not.toBeInTheDocument()

    expect(screen.queryByRole('region', { name: 'Business Information' })).not.toBeInTheDocument()

    const gaps = section('What we could not check')
    expect(within(gaps).getByText(/Domain name records/)).toHaveTextContent(
      'Domain name records: could not be checked',
    )
    expect(within(gaps).getByText(/Domain registration/)).toHaveTextContent(
      'Domain registration: no information found',
    )
    expect(within(gaps).queryByText(/Community reports/)).not.toBeInTheDocument()
  })

  describe('age warnings (spec §9)', () => {
    it('warns of a very new domain under 90 days, in words as well as colour', () => {
      renderCard({ website_age_days: 12, domain_age_days: 12 })
      expect(factRow('Website age')).toHaveClass('fact-list__row--warning')
      expect(factRow('Website age')).toHaveTextContent('Very new domain')
      expect(factRow('Domain age')).toHaveClass('fact-list__row--warning')
      expect(factRow('Domain age')).toHaveTextContent('Very new domain')
    })

    it('highlights a website under a year old, and a domain under 90 days in amber', () => {
      renderCard({ website_age_days: 200, domain_age_days: 45 })
      expect(factRow('Website age')).toHaveClass('fact-list__row--amber')
      expect(factRow('Website age')).toHaveTextContent('200 days')
      expect(factRow('Website age')).not.toHaveTextContent('Very new domain')
      expect(factRow('Domain age')).toHaveClass('fact-list__row--amber')
      expect(factRow('Domain age')).not.toHaveTextContent('Very new domain')
    })

    it('leaves an old website and domain plain, in years', () => {
      renderCard({ website_age_days: 3000, website_age_years: 8, domain_age_days: 3000 })
      expect(factRow('Website age')).toHaveClass('fact-list__row', { exact: true })
      expect(factRow('Website age')).toHaveTextContent('8 years')
      expect(factRow('Domain age')).toHaveClass('fact-list__row', { exact: true })
    })

    it('gives an age that is a recent bare year the same warning', () => {
      const lastYear = String(new Date().getFullYear() - 1)
      renderCard({ website_age_days: null, age: lastYear })
      expect(factRow('Website age')).toHaveTextContent(`${lastYear}Very new domain`)
    })

    it('says "Not known" when the server could not tell', () => {
      renderCard({ website_age_days: null, age: null, domain_age_days: null, whois: null })
      expect(factRow('Website age')).toHaveTextContent('Not known')
      expect(factRow('Domain age')).toHaveTextContent('Not known')
      expect(factRow('Created')).toHaveTextContent('Not known')
      expect(factRow('Privacy protection')).toHaveTextContent('Not known')
    })
  })

  describe('business information', () => {
    it('appears only when the site gives a business detail', () => {
      renderCard({ trading_name: 'Parcel Help', contact_email: 'help@parcel.example' })
      const business = section('Business Information')
      expect(factRowIn(business, 'Trading name')).toHaveTextContent('Parcel Help')
      expect(factRowIn(business, 'Contact email')).toHaveTextContent('help@parcel.example')
      expect(within(business).queryByText('Legal name')).not.toBeInTheDocument()
      expect(within(business).queryByRole('link')).not.toBeInTheDocument()
    })
  })

  it('shows the written analysis with a risk pill instead of the risks list', () => {
    renderCard({ custom_analysis: '**High risk.** It imitates Royal Mail.\n\n- New domain' })
    const analysis = section('Analysis')
    expect(within(analysis).getByText('High risk')).toHaveClass('risk-badge--small')
    expect(within(analysis).getByText('High risk.', { selector: 'strong' })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Risks found' })).not.toBeInTheDocument()
  })

  it('calls low-risk advice recommendations, not a critical warning', () => {
    renderCard({ risk_level: 'Low', threat_score: 10, is_suspicious: false })
    expect(section('Recommendations')).toBeInTheDocument()
    expect(screen.queryByText('Critical Security Warning')).not.toBeInTheDocument()
    expect(screen.queryByText('This website looks suspicious')).not.toBeInTheDocument()
  })

  it('works out the badge from the score when the level is missing', () => {
    renderCard({ risk_level: null, threat_score: 50 })
    expect(screen.getByText('Medium risk')).toBeInTheDocument()
  })

  it('reports what the scanners found, and a proxy', () => {
    renderCard({
      google_safe_browsing: { status: 'checked', safe: true },
      virustotal: { status: 'checked', positives: 4, total: 90 },
      location: { city: 'Paris', country: 'France', is_proxy: true },
      ssl_info: { issuer: 'R11' },
    })
    expect(factRow('Google Safe Browsing')).toHaveTextContent('No threats found')
    expect(factRow('VirusTotal')).toHaveTextContent('4 of 90 scanners flag it')
    expect(factRow('VirusTotal')).toHaveClass('fact-list__row--warning')
    expect(screen.getByText(/hides behind a proxy or VPN/)).toBeInTheDocument()
    expect(factRow('Certificate issued by')).toHaveTextContent('R11')
  })

  it('says a failed scanner could not check, never that the site is safe', () => {
    renderCard({
      google_safe_browsing: { status: 'failed' },
      virustotal: { status: 'rate_limited' },
    })
    expect(factRow('Google Safe Browsing')).toHaveTextContent('Could not be checked')
    expect(factRow('VirusTotal')).toHaveTextContent('Could not be checked right now')
  })
})

function factRowIn(container: HTMLElement, term: string): HTMLElement {
  const row = within(container).getByText(term, { selector: 'dt' }).parentElement
  if (!row) throw new Error(`No row for ${term}`)
  return row
}
