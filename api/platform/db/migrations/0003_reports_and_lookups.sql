CREATE TABLE "community_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_code" text NOT NULL,
	"idempotency_key" text,
	"website_url" text,
	"email_address" text,
	"phone_number" text,
	"incident_date" text,
	"scammer_name" text,
	"organisation_name" text,
	"location" text,
	"description" text NOT NULL,
	"sort_code" text,
	"account_number" text,
	"file_sha256" text,
	"file_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "community_reports_reference_code_unique" UNIQUE("reference_code"),
	CONSTRAINT "community_reports_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "lookup_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_indicators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"report_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "threat_feed_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"url" text NOT NULL,
	"host" text NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "indicator_hash" text;--> statement-breakpoint
ALTER TABLE "alerts" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "community_reports" ADD CONSTRAINT "community_reports_reference_code_reference_codes_code_fk" FOREIGN KEY ("reference_code") REFERENCES "public"."reference_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_indicators" ADD CONSTRAINT "report_indicators_report_id_community_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."community_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lookup_cache_expires_idx" ON "lookup_cache" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "report_indicators_lookup_idx" ON "report_indicators" USING btree ("kind","hash","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "threat_feed_entries_source_url_idx" ON "threat_feed_entries" USING btree ("source","url");--> statement-breakpoint
CREATE INDEX "threat_feed_entries_host_idx" ON "threat_feed_entries" USING btree ("host");--> statement-breakpoint
ALTER TABLE "alerts" ADD CONSTRAINT "alerts_indicator_hash_unique" UNIQUE("indicator_hash");