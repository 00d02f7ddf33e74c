ALTER TABLE "community_reports" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "report_indicators" ADD COLUMN "counted" boolean DEFAULT true NOT NULL;