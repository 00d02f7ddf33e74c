CREATE TABLE "uploads" (
	"sha256" text PRIMARY KEY NOT NULL,
	"media_type" text NOT NULL,
	"extension" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
