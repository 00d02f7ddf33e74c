/**
 * The one schema, for PGlite and PostgreSQL alike. Change it, then run `npm run db:generate`
 * to add a migration; never edit a migration that has shipped.
 */
import { sql } from 'drizzle-orm'
import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

/** A random UUID primary key, made by the database. */
const uuidPrimaryKey = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`)

/** Raw bytes (PostgreSQL bytea), as a Uint8Array on both drivers. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // pg hands back a Buffer, PGlite a Uint8Array: both are Uint8Arrays.
  fromDriver: (value) => new Uint8Array(value),
})

/** When the row was written: set by the database on insert. */
const insertedAt = <TName extends string>(name: TName) =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow()

/** Every reference code any tool has issued: the primary key keeps them unique across tools. */
export const referenceCodes = pgTable('reference_codes', {
  code: text('code').primaryKey(),
  tool: text('tool').notNull(),
  createdAt: insertedAt('created_at'),
})

/** First-party analytics: no IP address and nothing a person typed, only what the app sends. */
export const analyticsEvents = pgTable('analytics_events', {
  id: uuidPrimaryKey(),
  // The client's id for the event: a retried delivery finds it and creates nothing.
  idempotencyKey: text('idempotency_key').notNull().unique(),
  event: text('event').notNull(),
  distinctId: text('distinct_id').notNull(),
  properties: jsonb('properties').$type<Record<string, unknown>>().notNull(),
  receivedAt: insertedAt('received_at'),
})

/** One check from the home form: what was asked, what the engine found, what we answered. */
export const screenings = pgTable('screenings', {
  id: uuidPrimaryKey(),
  referenceCode: text('reference_code')
    .notNull()
    .unique()
    .references(() => referenceCodes.code),
  description: text('description').notNull(),
  emailOrWebsite: text('email_or_website'),
  locale: text('locale').notNull(),
  score: integer('score').notNull(),
  riskLevel: text('risk_level').notNull(),
  categories: jsonb('categories').$type<string[]>().notNull(),
  signals: jsonb('signals')
    .$type<Array<{ id: string; weight: number; category: string | null }>>()
    .notNull(),
  analysis: text('analysis').notNull(),
  /** The upload's SHA-256 and type; the file itself is kept only with the person's consent. */
  fileSha256: text('file_sha256'),
  fileType: text('file_type'),
  fileStored: boolean('file_stored').notNull().default(false),
  createdAt: insertedAt('created_at'),
})

/** The emoji reactions to an answer (spec part 1 §2): four kinds, counted per reference code. */
export const reactions = pgTable(
  'reactions',
  {
    id: uuidPrimaryKey(),
    referenceCode: text('reference_code')
      .notNull()
      .references(() => referenceCodes.code),
    reaction: text('reaction').notNull(),
    createdAt: insertedAt('created_at'),
  },
  (table) => [index('reactions_reference_code_idx').on(table.referenceCode)],
)

/** Scam warnings shown on the home page, newest first; retired ones stay for the record. */
export const alerts = pgTable(
  'alerts',
  {
    id: uuidPrimaryKey(),
    description: text('description').notNull(),
    url: text('url'),
    /** For alerts raised by community reports: the indicator's hash (one alert each) and category. */
    indicatorHash: text('indicator_hash').unique(),
    category: text('category'),
    createdAt: insertedAt('created_at'),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (table) => [index('alerts_created_at_idx').on(table.createdAt)],
)

/**
 * Anonymous community reports (spec part 2 §3). The Idempotency-Key from the device's outbox is
 * unique, so a delivery retried after a lost answer finds the first report and its code.
 */
export const communityReports = pgTable('community_reports', {
  id: uuidPrimaryKey(),
  referenceCode: text('reference_code')
    .notNull()
    .unique()
    .references(() => referenceCodes.code),
  idempotencyKey: text('idempotency_key').unique(),
  websiteUrl: text('website_url'),
  emailAddress: text('email_address'),
  phoneNumber: text('phone_number'),
  incidentDate: text('incident_date'),
  scammerName: text('scammer_name'),
  organisationName: text('organisation_name'),
  location: text('location'),
  description: text('description').notNull(),
  sortCode: text('sort_code'),
  accountNumber: text('account_number'),
  fileSha256: text('file_sha256'),
  fileType: text('file_type'),
  /** The fraud category the description points to (the engine's first), for signals and alerts. */
  category: text('category'),
  createdAt: insertedAt('created_at'),
})

/**
 * The indicators in a report (registrable domain, email, phone in E.164, sort code and account),
 * normalised and stored only as keyed hashes (HMAC): later checks can ask "reported before?"
 * without a searchable list of raw personal data.
 */
export const reportIndicators = pgTable(
  'report_indicators',
  {
    id: uuidPrimaryKey(),
    reportId: uuid('report_id')
      .notNull()
      .references(() => communityReports.id),
    kind: text('kind').notNull(),
    hash: text('hash').notNull(),
    /** False for safelisted indicators (159, gov.uk, gmail.com...): kept, never counted. */
    counted: boolean('counted').notNull().default(true),
    createdAt: insertedAt('created_at'),
  },
  (table) => [index('report_indicators_lookup_idx').on(table.kind, table.hash, table.createdAt)],
)

/** Results of network lookups (DNS, TLS, RDAP, pages...), kept until they expire. */
export const lookupCache = pgTable(
  'lookup_cache',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('lookup_cache_expires_idx').on(table.expiresAt)],
)

/** Known phishing and malware URLs imported from threat feeds (`npm run feeds -- import`). */
export const threatFeedEntries = pgTable(
  'threat_feed_entries',
  {
    id: uuidPrimaryKey(),
    source: text('source').notNull(),
    url: text('url').notNull(),
    host: text('host').notNull(),
    addedAt: insertedAt('added_at'),
  },
  (table) => [
    uniqueIndex('threat_feed_entries_source_url_idx').on(table.source, table.url),
    index('threat_feed_entries_host_idx').on(table.host),
  ],
)

/**
 * Email trust checks (POST /api/email-trust): what a reference code stands for. The address is
 * kept only as a keyed hash (HMAC, as report indicators are), never as text; the domain, the
 * provider type and the verdict with each factor's status are kept as they are.
 */
export const emailTrustChecks = pgTable('email_trust_checks', {
  id: uuidPrimaryKey(),
  referenceCode: text('reference_code')
    .notNull()
    .unique()
    .references(() => referenceCodes.code),
  addressHash: text('address_hash').notNull(),
  domain: text('domain').notNull(),
  providerType: text('provider_type').notNull(),
  isRelay: boolean('is_relay').notNull(),
  trustScore: integer('trust_score').notNull(),
  trustRating: text('trust_rating').notNull(),
  factors: jsonb('factors')
    .$type<Array<{ id: string; status: string; points: number }>>()
    .notNull(),
  createdAt: insertedAt('created_at'),
})

/**
 * Email header analyses (POST /api/email-headers): the code, the verdict and score, the
 * sender's domain and which signals were found. Never the raw headers, the recipient's address
 * or the sender's full address.
 */
export const emailHeaderChecks = pgTable('email_header_checks', {
  id: uuidPrimaryKey(),
  referenceCode: text('reference_code')
    .notNull()
    .unique()
    .references(() => referenceCodes.code),
  senderDomain: text('sender_domain'),
  authenticityScore: integer('authenticity_score').notNull(),
  verdict: text('verdict').notNull(),
  signals: jsonb('signals').$type<Array<{ id: string; weight: number }>>().notNull(),
  createdAt: insertedAt('created_at'),
})

/**
 * Document analyses (POST /api/analyze-document): the code, the document's type, the verdict and
 * which markers were found. Never the document's text; the file itself only with consent (its
 * SHA-256 and type are kept to recognise it again).
 */
export const documentChecks = pgTable('document_checks', {
  id: uuidPrimaryKey(),
  referenceCode: text('reference_code')
    .notNull()
    .unique()
    .references(() => referenceCodes.code),
  documentType: text('document_type').notNull(),
  fraudScore: integer('fraud_score').notNull(),
  riskLevel: text('risk_level').notNull(),
  pages: integer('pages').notNull(),
  markers: jsonb('markers')
    .$type<Array<{ id: string; weight: number; page: number | null }>>()
    .notNull(),
  locale: text('locale').notNull(),
  fileSha256: text('file_sha256').notNull(),
  fileType: text('file_type').notNull(),
  fileStored: boolean('file_stored').notNull().default(false),
  createdAt: insertedAt('created_at'),
})

/**
 * Files kept with the person's consent (a screening's document, a report's attachment, an
 * analysed document), once per content: named by their SHA-256, never by a name a person
 * chose. In the database rather than on one machine's disk, so every instance reads them.
 */
export const uploads = pgTable('uploads', {
  sha256: text('sha256').primaryKey(),
  mediaType: text('media_type').notNull(),
  extension: text('extension').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: insertedAt('created_at'),
})
