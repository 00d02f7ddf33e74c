CREATE TABLE "alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"description" text NOT NULL,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_code" text NOT NULL,
	"reaction" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screenings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference_code" text NOT NULL,
	"description" text NOT NULL,
	"email_or_website" text,
	"locale" text NOT NULL,
	"score" integer NOT NULL,
	"risk_level" text NOT NULL,
	"categories" jsonb NOT NULL,
	"signals" jsonb NOT NULL,
	"analysis" text NOT NULL,
	"file_sha256" text,
	"file_type" text,
	"file_stored" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "screenings_reference_code_unique" UNIQUE("reference_code")
);
--> statement-breakpoint
ALTER TABLE "reactions" ADD CONSTRAINT "reactions_reference_code_reference_codes_code_fk" FOREIGN KEY ("reference_code") REFERENCES "public"."reference_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screenings" ADD CONSTRAINT "screenings_reference_code_reference_codes_code_fk" FOREIGN KEY ("reference_code") REFERENCES "public"."reference_codes"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alerts_created_at_idx" ON "alerts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "reactions_reference_code_idx" ON "reactions" USING btree ("reference_code");