import { describe, expect, it } from 'vitest'

import { unwrapRedirect } from './redirects.ts'

describe('unwrapRedirect', () => {
  it.each([
    [
      'https://www.google.com/url?q=https://royalmail-fee.store/pay&sa=D&source=editors',
      'https://royalmail-fee.store/pay',
    ],
    ['https://www.google.co.uk/url?url=http%3A%2F%2Fevil.example%2Fx', 'http://evil.example/x'],
    [
      'https://eur02.safelinks.protection.outlook.com/?url=https%3A%2F%2Fhmrc-refund.top%2F&data=05',
      'https://hmrc-refund.top/',
    ],
    [
      'https://l.facebook.com/l.php?u=https%3A%2F%2Fparcel-pay.online%2F&h=AT0',
      'https://parcel-pay.online/',
    ],
    [
      'https://www.youtube.com/redirect?q=https://free-crypto.example/&v=1',
      'https://free-crypto.example/',
    ],
    [
      'https://urldefense.proofpoint.com/v2/url?u=https-3A__login.evil.example_x&d=DwM',
      'https://login.evil.example/x',
    ],
    [
      'https://urldefense.com/v3/__https://login.evil.example/x__;!!abc',
      'https://login.evil.example/x',
    ],
    [
      // Two redirectors in a row: Outlook's around Google's.
      'https://nam12.safelinks.protection.outlook.com/?url=https%3A%2F%2Fwww.google.com%2Furl%3Fq%3Dhttps%3A%2F%2Fdocusign-view.store%2F',
      'https://docusign-view.store/',
    ],
  ])('%s leads to %s', (link, target) => {
    expect(unwrapRedirect(link)).toBe(target)
  })

  it.each([
    'https://www.google.com/search?q=royal+mail',
    'https://royalmail.com/track?url=https://evil.example/',
    'https://www.google.com/url?q=javascript:alert(1)',
    'https://www.google.com/url?q=not a link',
    'not a url at all',
  ])('leaves %s alone', (link) => {
    expect(unwrapRedirect(link)).toBeNull()
  })
})
