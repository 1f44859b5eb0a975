ALTER TABLE "content_send" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "content_send" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_send" ADD COLUMN "unsubscribed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "content_send_provider_message" ON "content_send" USING btree ("tenant_id","channel","provider_message_id") WHERE "content_send"."provider_message_id" is not null;--> statement-breakpoint
-- Sends the channel took were "SENT", and the first open marked them "DELIVERED". A send is now
-- ACCEPTED when the channel took it, and DELIVERED or BOUNCED only from the channel's receipt;
-- opens stay on the row as opens.
UPDATE "content_send" SET "status" = 'ACCEPTED' WHERE "status" IN ('SENT', 'DELIVERED');
--> statement-breakpoint
UPDATE "content_send" s SET "unsubscribed_at" = e."occurred_at"
FROM "interaction_event" e
WHERE e."tenant_id" = s."tenant_id" AND e."type" = 'content.unsubscribed' AND e."source_event_id" = s."id"::text;
--> statement-breakpoint
-- The e-mail outbox page and the receipt permission for tenants created before they existed;
-- new tenants get them from the menu catalog.
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "permission")
SELECT s."tenant_id", s."id", 'MENU', 'emailOutbox', 'content.emailOutbox', '邮件发件箱', 'E-mail outbox', 'MailOutlined',
  (SELECT coalesce(max(c."sort"), 0) + 1 FROM "menu" c WHERE c."parent_id" = s."id"), 'content:outbox:view'
FROM "menu" s
WHERE s."code" = 'content' AND s."parent_id" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = s."tenant_id" AND e."code" = 'content.emailOutbox');
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin', 'marketing')
WHERE m."code" = 'content.emailOutbox'
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "sort", "permission")
SELECT p."tenant_id", p."id", 'BUTTON', 'content:receipt:write', 'content.contentCenter.receiptWrite', '回执写入', 'Record delivery receipts', 40, 'content:receipt:write'
FROM "menu" p
WHERE p."code" = 'content.contentCenter'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'content.contentCenter.receiptWrite');
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" = 'admin'
WHERE m."code" = 'content.contentCenter.receiptWrite'
ON CONFLICT DO NOTHING;
