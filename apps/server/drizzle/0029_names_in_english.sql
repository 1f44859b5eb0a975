ALTER TABLE "analytics_funnel" ADD COLUMN "name_en" text;--> statement-breakpoint
ALTER TABLE "lead_score_rule" ADD COLUMN "name_en" text;