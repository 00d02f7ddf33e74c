CREATE TABLE "document_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_code" text NOT NULL,
	"document_type" text NOT NULL,
	"fraud_score" integer NOT NULL,
	"risk_level" text NOT NULL,
	"pages" integer NOT NULL,
	"markers" jsonb NOT NULL,
	"locale" text NOT NULL,
	"file_sha256" text NOT NULL,
	"file_type" text NOT NULL,
	"file_stored" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_checks_reference_code_unique" UNIQUE("reference_code")
);
--> statement-breakpoint
ALTER TABLE "document_checks" ADD CONSTRAINT "document_checks_reference_code_reference_codes_code_fk" FOREIGN KEY ("reference_code") REFERENCES "public"."reference_codes"("code") ON DELETE no action ON UPDATE no action;