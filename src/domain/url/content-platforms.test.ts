import { describe, expect, it } from 'vitest'

import { CONTENT_PLATFORMS, contentPlatformOf, isContentPlatform } from './content-platforms.ts'

describe('isContentPlatform', () => {
  it('lists the 18 platforms of the spec', () => {
    expect(CONTENT_PLATFORMS).toHaveLength(18)
    expect(new Set(CONTENT_PLATFORMS).size).toBe(18)
  })

  it.each(CONTENT_PLATFORMS.map((host) => [host]))('%s itself is a platform', (host) => {
    expect(isContentPlatform(`https://${host}/`)).toBe(true)
  })

  it.each([
    ['https://www.youtube.com/watch?v=x', 'youtube.com'],
    ['https://m.youtube.com/shorts/abc', 'youtube.com'],
    ['HTTPS://WWW.YOUTUBE.COM/watch?v=x', 'youtube.com'],
    ['https://youtu.be/dQw4w9WgXcQ', 'youtu.be'],
    ['https://t.me/some_channel', 't.me'],
    ['https://web.whatsapp.com/', 'whatsapp.com'],
    ['https://uk.linkedin.com/in/someone', 'linkedin.com'],
    ['https://old.reddit.com/r/scams', 'reddit.com'],
    ['https://discord.gg/invite', 'discord.gg'],
    ['https://x.com/someone/status/1', 'x.com'],
    ['http://vimeo.com/123', 'vimeo.com'],
    // Read like the server reads it: a bare host is https, a trailing dot changes nothing.
    ['youtube.com/watch?v=x', 'youtube.com'],
    ['https://www.facebook.com./groups/x', 'facebook.com'],
  ])('%s is on %s', (url, platform) => {
    expect(contentPlatformOf(url)).toBe(platform)
    expect(isContentPlatform(url)).toBe(true)
  })

  it.each([
    ['https://notyoutube.com/watch'],
    ['https://youtube.com.evil.example/watch'],
    ['https://youtube-verify.com/'],
    ['https://tiktok.com-login.xyz/'],
    ['https://box.com/'], // ends with x.com's letters, but is not x.com
    ['https://me.example/t.me'],
    ['https://www.royalmail.com/'],
    ['https://evil.example/?next=https://youtube.com'],
    ['https://youtube.com@evil.example/'],
    [''],
    ['not a url'],
    ['javascript:alert(1)'],
    ['https://exa mple.com'],
  ])('%s is not a platform', (url) => {
    expect(isContentPlatform(url)).toBe(false)
  })
})
