/** Public settings of one installation: what the browser may know, never a provider key. */
export interface SiteConfig {
  origin?: string
  legalName?: string
  companyNumber?: string
  dataProtectionNumber?: string
  socialUrl?: string
  rating?: { value: number; count: number }
  forwardSmsNumber: string
  forwardEmail: string
  aiCredit?: { name: string; url: string }
}

/** The UK's free spam-text forwarding number and suspicious-email address. */
export const DEFAULT_SITE_CONFIG: SiteConfig = {
  forwardSmsNumber: '7726',
  forwardEmail: 'report@phishing.gov.uk',
}
