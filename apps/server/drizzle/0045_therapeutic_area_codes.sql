-- Therapeutic areas become codes of the closed list in packages/shared/src/therapeutic-areas.ts: a
-- product's (and an article version's) stored name is replaced by its code when it is the code, the
-- Chinese or English name or a known alias of one, in any case; other text is kept as it is. The
-- owner updates every tenant's rows: the policy is lifted for the statements and forced again.
CREATE TEMPORARY TABLE therapeutic_area_names (name text PRIMARY KEY, code text NOT NULL);
--> statement-breakpoint
INSERT INTO therapeutic_area_names (name, code) VALUES
  ('central nervous system', 'CNS'),
  ('cns', 'CNS'),
  ('neurology', 'CNS'),
  ('neuroscience', 'CNS'),
  ('psychiatry', 'CNS'),
  ('中枢神经', 'CNS'),
  ('cardiology', 'CARDIOVASCULAR'),
  ('cardiovascular', 'CARDIOVASCULAR'),
  ('cv', 'CARDIOVASCULAR'),
  ('心血管', 'CARDIOVASCULAR'),
  ('diabetes', 'METABOLISM'),
  ('endocrinology', 'METABOLISM'),
  ('metabolic', 'METABOLISM'),
  ('metabolism', 'METABOLISM'),
  ('代谢', 'METABOLISM'),
  ('cancer', 'ONCOLOGY'),
  ('oncology', 'ONCOLOGY'),
  ('肿瘤', 'ONCOLOGY'),
  ('pulmonology', 'RESPIRATORY'),
  ('respiratory', 'RESPIRATORY'),
  ('呼吸', 'RESPIRATORY'),
  ('immunology', 'IMMUNOLOGY'),
  ('inflammation', 'IMMUNOLOGY'),
  ('rheumatology', 'IMMUNOLOGY'),
  ('免疫', 'IMMUNOLOGY'),
  ('nephrology', 'NEPHROLOGY'),
  ('renal', 'NEPHROLOGY'),
  ('肾脏', 'NEPHROLOGY'),
  ('gastroenterology', 'GASTROENTEROLOGY'),
  ('gi', 'GASTROENTEROLOGY'),
  ('消化', 'GASTROENTEROLOGY'),
  ('anti-infective', 'INFECTIOUS_DISEASE'),
  ('anti-infectives', 'INFECTIOUS_DISEASE'),
  ('infectious disease', 'INFECTIOUS_DISEASE'),
  ('infectious diseases', 'INFECTIOUS_DISEASE'),
  ('infectious_disease', 'INFECTIOUS_DISEASE'),
  ('抗感染', 'INFECTIOUS_DISEASE'),
  ('haematology', 'HEMATOLOGY'),
  ('hematology', 'HEMATOLOGY'),
  ('血液', 'HEMATOLOGY'),
  ('dermatology', 'DERMATOLOGY'),
  ('皮肤', 'DERMATOLOGY'),
  ('ophthalmology', 'OPHTHALMOLOGY'),
  ('眼科', 'OPHTHALMOLOGY'),
  ('gynaecology', 'WOMENS_HEALTH'),
  ('gynecology', 'WOMENS_HEALTH'),
  ('women''s health', 'WOMENS_HEALTH'),
  ('womens_health', 'WOMENS_HEALTH'),
  ('妇科', 'WOMENS_HEALTH'),
  ('vaccine', 'VACCINES'),
  ('vaccines', 'VACCINES'),
  ('疫苗', 'VACCINES'),
  ('rare disease', 'RARE_DISEASES'),
  ('rare diseases', 'RARE_DISEASES'),
  ('rare_diseases', 'RARE_DISEASES'),
  ('罕见病', 'RARE_DISEASES');
--> statement-breakpoint
ALTER TABLE "product" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "content_article_version" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE product p SET therapeutic_area = n.code FROM therapeutic_area_names n WHERE lower(btrim(p.therapeutic_area)) = lower(n.name) AND p.therapeutic_area <> n.code;
--> statement-breakpoint
UPDATE content_article_version v SET therapeutic_area = n.code FROM therapeutic_area_names n WHERE lower(btrim(v.therapeutic_area)) = lower(n.name) AND v.therapeutic_area <> n.code;
--> statement-breakpoint
ALTER TABLE "product" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "content_article_version" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE therapeutic_area_names;
