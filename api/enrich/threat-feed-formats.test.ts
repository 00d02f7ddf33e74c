import { describe, expect, it } from 'vitest'

import {
  detectFeedFormat,
  normaliseFeedUrl,
  parseFeed,
  splitCsvLine,
} from './threat-feed-formats.ts'

const OPENPHISH = `https://royalmail-redelivery.example/pay
https://royalmail-redelivery.example/pay
http://evil.example/login.php?id=1#top

not a url at all
`

const URLHAUS = `################################################################
# abuse.ch URLhaus Database Dump (CSV - recent URLs)            #
# Last updated: 2026-11-22 16:00:00 (UTC)                       #
#                                                              #
# id,dateadded,url,url_status,last_online,threat,tags,urlhaus_link,reporter
################################################################
"3065071","2026-11-22 15:55:05","http://198.51.100.7:8080/bins/mozi.m","online","2026-11-22 15:55:05","malware_download","elf,Mozi","https://urlhaus.abuse.ch/url/3065071/","lrz_urlhaus"
"3065070","2026-11-22 15:50:11","https://bad.example/invoice,2026.zip","offline","","malware_download","zip","https://urlhaus.abuse.ch/url/3065070/","anonymous"
`

const PHISHTANK = JSON.stringify([
  { phish_id: 1, url: 'https://paypa1-login.example/signin', verified: 'yes', target: 'PayPal' },
  { phish_id: 2, url: 'HTTPS://PAYPA1-LOGIN.EXAMPLE/signin', verified: 'yes', target: 'PayPal' },
  { phish_id: 3, verified: 'yes' },
])

describe('threat feed formats', () => {
  it('recognises each format from its content', () => {
    expect(detectFeedFormat(OPENPHISH)).toBe('text')
    expect(detectFeedFormat(URLHAUS)).toBe('urlhaus-csv')
    expect(detectFeedFormat(PHISHTANK)).toBe('phishtank-json')
  })

  it('reads a plain list (OpenPhish): normalised, deduplicated, junk counted', () => {
    expect(parseFeed(OPENPHISH)).toEqual({
      format: 'text',
      defaultSource: null,
      entries: [
        { url: 'https://royalmail-redelivery.example/pay', host: 'royalmail-redelivery.example' },
        { url: 'http://evil.example/login.php?id=1', host: 'evil.example' },
      ],
      read: 4,
      invalid: 1,
      duplicates: 1,
    })
  })

  it('reads URLhaus CSV with its commented header and quoted commas', () => {
    const feed = parseFeed(URLHAUS)
    expect(feed.defaultSource).toBe('urlhaus')
    expect(feed.entries).toEqual([
      { url: 'http://198.51.100.7:8080/bins/mozi.m', host: '198.51.100.7' },
      { url: 'https://bad.example/invoice,2026.zip', host: 'bad.example' },
    ])
  })

  it('reads PhishTank JSON', () => {
    const feed = parseFeed(PHISHTANK)
    expect(feed).toMatchObject({
      format: 'phishtank-json',
      defaultSource: 'phishtank',
      duplicates: 1,
      invalid: 1,
    })
    expect(feed.entries).toEqual([
      { url: 'https://paypa1-login.example/signin', host: 'paypa1-login.example' },
    ])
  })

  it('normalises addresses and refuses other schemes', () => {
    expect(normaliseFeedUrl('Evil.Example.')).toEqual({
      url: 'http://evil.example/',
      host: 'evil.example',
    })
    expect(normaliseFeedUrl('ftp://evil.example/x')).toBeNull()
    expect(splitCsvLine('"a","b,c","d ""e"""')).toEqual(['a', 'b,c', 'd "e"'])
  })
})
