/** Debian's Chromium: Playwright's own browser download cannot work on our machines. */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // Without these Chromium keeps calling home, which a closed network refuses.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
