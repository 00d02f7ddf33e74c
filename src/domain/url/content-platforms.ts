/**
 * Content platforms (spec part 2 §5): sites where anyone posts, so screening the site says
 * nothing about one post on it. The website screener shows its 'Content Analysis Required'
 * notice for these instead of calling the server, and points to the main screening tool.
 */
import { canonicaliseUrl, findParentDomain } from './canonical.ts'

/** The 18 platforms of the spec, in its order. */
export const CONTENT_PLATFORMS: readonly string[] = [
  'youtube.com',
  'facebook.com',
  'youtu.be',
  'instagram.com',
  'tiktok.com',
  'twitter.com',
  'x.com',
  'linkedin.com',
  'reddit.com',
  't.me',
  'telegram.org',
  'twitch.tv',
  'pinterest.com',
  'snapchat.com',
  'discord.com',
  'discord.gg',
  'whatsapp.com',
  'vimeo.com',
]

const PLATFORMS = new Set(CONTENT_PLATFORMS)

/**
 * The platform a URL is on (www.youtube.com/watch?v=x → youtube.com), or null. The host of
 * the lower-cased URL must equal a platform or be a subdomain of one; an address that cannot
 * be parsed is not a platform. Like the server, it reads a bare host (youtube.com/watch) as
 * https, so the notice appears for what the server would otherwise check.
 */
export function contentPlatformOf(url: string): string | null {
  const canonical = canonicaliseUrl(url.toLowerCase())
  if (!canonical) return null
  return findParentDomain(canonical.hostname, (domain) => PLATFORMS.has(domain))
}

/** Whether a URL is on one of the content platforms (spec part 2 §5). */
export function isContentPlatform(url: string): boolean {
  return contentPlatformOf(url) !== null
}
