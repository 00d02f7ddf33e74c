/**
 * Configuration from environment variables, validated once at start. Every setting has a safe
 * default, so `npm start` needs none; the README lists them all.
 */
import { isIP } from 'node:net'

import { z } from 'zod'

import { DEFAULT_SITE_CONFIG, type SiteConfig } from '../src/domain/site-config.ts'

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional()

const optionalUrl = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .pipe(z.url({ protocol: /^https?$/ }).optional())
  .optional()

/** "ip", "ip:port", "[ipv6]:port" or "ipv6", as node:dns setServers takes them. */
function isDnsServer(entry: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry)
  if (bracketed) return isIP(bracketed[1] ?? '') === 6 && Number(bracketed[2] ?? 53) <= 65535
  if (isIP(entry) !== 0) return true
  const withPort = /^([\d.]+):(\d{1,5})$/.exec(entry)
  return Boolean(withPort && isIP(withPort[1] ?? '') === 4 && Number(withPort[2]) <= 65535)
}

// A comma-separated list of DNS servers; empty means the system's.
const dnsServers = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine((servers) => servers.every(isDnsServer), 'must be IP addresses, optionally with :port')

const trustProxy = z
  .string()
  .trim()
  .optional()
  .transform((value): boolean | number | string => {
    if (!value || value === 'false') return false
    if (value === 'true') return true
    if (/^\d+$/.test(value)) return Number(value)
    return value // a comma-separated list of addresses or CIDR ranges
  })

const environmentSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('localhost'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres://')
      .optional(),
  ),
  REDIS_URL: optionalText.pipe(
    z
      .string()
      .regex(/^rediss?:\/\//, 'must start with redis://')
      .optional(),
  ),
  TRUST_PROXY: trustProxy,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(300),
  // Checks cost far more than page loads, so they have their own, lower limit.
  CHECK_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  STATIC_DIR: z.string().trim().min(1).default('./dist'),

  SITE_ORIGIN: optionalUrl,
  SITE_LEGAL_NAME: optionalText,
  SITE_COMPANY_NUMBER: optionalText,
  SITE_DATA_PROTECTION_NUMBER: optionalText,
  SITE_SOCIAL_URL: optionalUrl,
  SITE_RATING_VALUE: z.coerce.number().min(0).max(5).optional(),
  SITE_RATING_COUNT: z.coerce.number().int().positive().optional(),
  FORWARD_SMS_NUMBER: z
    .string()
    .trim()
    .regex(/^\d{3,15}$/)
    .default(DEFAULT_SITE_CONFIG.forwardSmsNumber),
  FORWARD_EMAIL: z.email().default(DEFAULT_SITE_CONFIG.forwardEmail),

  LLM_BASE_URL: optionalUrl,
  LLM_API_KEY: optionalText,
  LLM_MODEL: optionalText,
  GEMINI_API_KEY: optionalText,
  GEMINI_MODEL: z.string().trim().min(1).default('gemini-2.5-flash'),
  GEMINI_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://generativelanguage.googleapis.com'),
  AI_CREDIT_NAME: optionalText,
  AI_CREDIT_URL: optionalUrl,
  GOOGLE_SAFE_BROWSING_API_KEY: optionalText,
  VIRUSTOTAL_API_KEY: optionalText,
  // VirusTotal's public API allows 4 lookups a minute; a paid key allows more.
  VIRUSTOTAL_REQUESTS_PER_MINUTE: z.coerce.number().int().positive().default(4),
  GOOGLE_PLACES_API_KEY: optionalText,
  // Website screening: the DNS servers its lookups ask, and newer IP location data if any.
  DNS_SERVERS: dnsServers,
  IP_DATA_DIR: optionalText,
  ANALYTICS_FORWARD_URL: optionalUrl,
  // The key of the community-report indicator hashes (HMAC-SHA256); long enough to be a secret.
  INDICATOR_HASH_SECRET: optionalText.pipe(
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
})

export type Environment = z.infer<typeof environmentSchema>

export interface Config {
  port: number
  host: string
  dataDir: string
  databaseUrl?: string
  redisUrl?: string
  trustProxy: boolean | number | string
  logLevel: Environment['LOG_LEVEL']
  rateLimitPerMinute: number
  checkRateLimitPerMinute: number
  staticDir: string
  site: SiteConfig
  providers: {
    llm?: { baseUrl: string; apiKey?: string; model: string }
    gemini?: { apiKey: string; model: string; baseUrl: string }
    safeBrowsingApiKey?: string
    virusTotalApiKey?: string
    virusTotalRequestsPerMinute: number
    placesApiKey?: string
  }
  /** Website screening's lookups. */
  lookups: {
    /** DNS servers ("ip" or "ip:port"); empty means the system's. */
    dnsServers: string[]
    /** A folder with newer IP location files (api/enrich/data/README.md). */
    ipDataDir?: string
  }
  analyticsForwardUrl?: string
  /** Unset: a random secret is made once and kept in DATA_DIR/indicator-secret. */
  indicatorHashSecret?: string
}

export class ConfigError extends Error {
  override name = 'ConfigError'
}

/** Validates the environment; throws a ConfigError naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(env)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`)
  }
  const e = parsed.data
  if (e.LLM_BASE_URL && !e.LLM_MODEL) throw new ConfigError('LLM_MODEL is needed with LLM_BASE_URL')
  const llm = e.LLM_BASE_URL
    ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL ?? '' }
    : undefined
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    checkRateLimitPerMinute: e.CHECK_RATE_LIMIT_PER_MINUTE,
    staticDir: e.STATIC_DIR,
    site: {
      origin: e.SITE_ORIGIN?.replace(/\/+$/, ''),
      legalName: e.SITE_LEGAL_NAME,
      companyNumber: e.SITE_COMPANY_NUMBER,
      dataProtectionNumber: e.SITE_DATA_PROTECTION_NUMBER,
      socialUrl: e.SITE_SOCIAL_URL,
      rating:
        e.SITE_RATING_VALUE !== undefined && e.SITE_RATING_COUNT !== undefined
          ? { value: e.SITE_RATING_VALUE, count: e.SITE_RATING_COUNT }
          : undefined,
      forwardSmsNumber: e.FORWARD_SMS_NUMBER,
      forwardEmail: e.FORWARD_EMAIL,
      aiCredit: aiCredit(e, Boolean(llm)),
    },
    providers: {
      llm,
      gemini: e.GEMINI_API_KEY
        ? { apiKey: e.GEMINI_API_KEY, model: e.GEMINI_MODEL, baseUrl: e.GEMINI_BASE_URL }
        : undefined,
      safeBrowsingApiKey: e.GOOGLE_SAFE_BROWSING_API_KEY,
      virusTotalApiKey: e.VIRUSTOTAL_API_KEY,
      virusTotalRequestsPerMinute: e.VIRUSTOTAL_REQUESTS_PER_MINUTE,
      placesApiKey: e.GOOGLE_PLACES_API_KEY,
    },
    lookups: { dnsServers: e.DNS_SERVERS, ipDataDir: e.IP_DATA_DIR },
    analyticsForwardUrl: e.ANALYTICS_FORWARD_URL,
    indicatorHashSecret: e.INDICATOR_HASH_SECRET,
  }
}

/** The header credits an AI provider only when one is really configured: never a false credit. */
function aiCredit(e: Environment, hasOpenAiCompatible: boolean): SiteConfig['aiCredit'] {
  if (e.GEMINI_API_KEY) {
    return {
      name: e.AI_CREDIT_NAME ?? 'Google Gemini',
      url: e.AI_CREDIT_URL ?? 'https://gemini.google.com/',
    }
  }
  if (hasOpenAiCompatible && e.AI_CREDIT_NAME && e.AI_CREDIT_URL) {
    return { name: e.AI_CREDIT_NAME, url: e.AI_CREDIT_URL }
  }
  return undefined
}
