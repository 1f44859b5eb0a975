ALTER TABLE "notification" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "notification" ADD COLUMN "content_en" text;