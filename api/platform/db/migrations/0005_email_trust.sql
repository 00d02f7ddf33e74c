CREATE TABLE "email_trust_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_code" text NOT NULL,
	"address_hash" text NOT NULL,
	"domain" text NOT NULL,
	"provider_type" text NOT NULL,
	"is_relay" boolean NOT NULL,
	"trust_score" integer NOT NULL,
	"trust_rating" text NOT NULL,
	"factors" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_trust_checks_reference_code_unique" UNIQUE("reference_code")
);
--> statement-breakpoint
ALTER TABLE "email_trust_checks" ADD CONSTRAINT "email_trust_checks_reference_code_reference_codes_code_fk" FOREIGN KEY ("reference_code") REFERENCES "public"."reference_codes"("code") ON DELETE no action ON UPDATE no action;