/**
 * Lists the lexical URL checks share. None of them is ever a sign of trust: a shortener hides
 * where a link goes, and on free hosting anyone can publish a page under a famous name.
 */
import { findParentDomain } from './canonical.ts'

/** Link shorteners hide where a link goes; they are never a sign of trust. */
export const URL_SHORTENERS: ReadonlySet<string> = new Set([
  'bit.ly',
  'tinyurl.com',
  't.co',
  'goo.gl',
  'ow.ly',
  'is.gd',
  'buff.ly',
  'rebrand.ly',
  'cutt.ly',
  'shorturl.at',
  'rb.gy',
  'tiny.cc',
  'bl.ink',
  'short.io',
  'v.gd',
  's.id',
  'lnkd.in',
  'qrco.de',
  't.ly',
  'shorturl.com',
  'urlz.fr',
  'clck.ru',
])

/** Free hosting where anyone can publish: a popular platform must not make a URL look safe. */
export const FREE_HOSTING_SUFFIXES: readonly string[] = [
  'pages.dev',
  'vercel.app',
  'github.io',
  'netlify.app',
  'workers.dev',
  'blogspot.com',
  'sites.google.com',
  'web.app',
  'firebaseapp.com',
  'weebly.com',
  'wixsite.com',
  'glitch.me',
  'herokuapp.com',
  'onrender.com',
  'r2.dev',
  'ngrok.io',
  'ngrok-free.app',
  'webflow.io',
  'square.site',
  'godaddysites.com',
  'azurewebsites.net',
  'repl.co',
  'surge.sh',
  'fly.dev',
  // Cloud storage and CDNs: anyone with an account publishes under these names.
  'amazonaws.com',
  'cloudfront.net',
  'storage.googleapis.com',
  'firebasestorage.googleapis.com',
  'blob.core.windows.net',
  'web.core.windows.net',
  'ipfs.io',
]

const FREE_HOSTING = new Set(FREE_HOSTING_SUFFIXES)

/** The free-hosting domain a host is on (evri-parcel.pages.dev → pages.dev), or null. */
export function freeHostingDomainOf(hostname: string): string | null {
  return findParentDomain(hostname, (domain) => FREE_HOSTING.has(domain))
}

/** Top-level domains that phishing uses far more than genuine UK organisations do. */
export const RISKY_TLDS: ReadonlySet<string> = new Set([
  'xyz',
  'top',
  'icu',
  'click',
  'live',
  'online',
  'shop',
  'site',
  'buzz',
  'cyou',
  'rest',
  'sbs',
  'cfd',
  'lol',
  'monster',
  'quest',
  'support',
  'info',
  'tk',
  'ml',
  'ga',
  'cf',
  'gq',
  'zip',
  'mov',
  'country',
  'work',
  'bond',
  'help',
])

/** Endings one slip away from .com or .co.uk (royalmail.co, paypal.cm, amazon.com.co). */
export const TYPO_SUFFIXES: ReadonlySet<string> = new Set([
  'co',
  'cm',
  'om',
  'cc',
  'ws',
  'com.co',
  'net.co',
])
