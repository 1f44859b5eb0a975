ALTER TABLE "internal_order" ADD COLUMN "name_en" text;--> statement-breakpoint
-- The demo enterprises' internal orders follow one pattern ("<product> <year> 学术推广"): give them their English name.
UPDATE "internal_order" io SET "name_en" = coalesce(p."name_en", p."code") || ' ' || io."year" || ' medical education'
  FROM "product" p
  WHERE p."id" = io."product_id" AND io."name_en" IS NULL AND io."year" IS NOT NULL AND io."name" = p."name" || ' ' || io."year" || ' 学术推广';
