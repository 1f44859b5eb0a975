ALTER TABLE "supplier" ADD COLUMN "name_en" text;--> statement-breakpoint
-- The demo enterprises' suppliers: their English names.
UPDATE "supplier" s SET "name_en" = v.name_en
  FROM (VALUES
    ('91310000MA1K3LQ21X', 'Shanghai Jincheng Conference Services Co., Ltd.'),
    ('91110105MA01C8RT4P', 'Beijing Huabin International Hotel Co., Ltd.'),
    ('91440101MA5CKE7Y3B', 'Guangzhou Changxing Business Travel Co., Ltd.'),
    ('91510100MA6CM8QX5D', 'Chengdu Shuwei Catering Management Co., Ltd.')
  ) AS v(credit_code, name_en)
  WHERE s."credit_code" = v.credit_code AND s."name_en" IS NULL;
