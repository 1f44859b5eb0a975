ALTER TABLE "product" ADD COLUMN "generic_name_en" text;--> statement-breakpoint
-- Generic names stored as "中文 / English" (the demo enterprises') become two names.
UPDATE "product" SET "generic_name_en" = trim(split_part("generic_name", ' / ', 2)), "generic_name" = trim(split_part("generic_name", ' / ', 1))
  WHERE "generic_name_en" IS NULL AND "generic_name" LIKE '% / %';
