CREATE TABLE "email_header_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_code" text NOT NULL,
	"sender_domain" text,
	"authenticity_score" integer NOT NULL,
	"verdict" text NOT NULL,
	"signals" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_header_checks_reference_code_unique" UNIQUE("reference_code")
);
--> statement-breakpoint
ALTER TABLE "email_header_checks" ADD CONSTRAINT "email_header_checks_reference_code_reference_codes_code_fk" FOREIGN KEY ("reference_code") REFERENCES "public"."reference_codes"("code") ON DELETE no action ON UPDATE no action;