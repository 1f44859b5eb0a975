-- Consent per product (or content type): an opt-in or opt-out for one product's content on one
-- channel, refining the doctor's consent on that channel. The history records which product a
-- change was about (null: the whole channel) and can never be changed or deleted, except when its
-- tenant is removed.
CREATE TABLE "content_product_consent" (
	"tenant_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"product_id" bigint NOT NULL,
	"state" text NOT NULL,
	"source" text NOT NULL,
	"text_version" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_product_consent_tenant_id_doctor_id_channel_product_id_pk" PRIMARY KEY("tenant_id","doctor_id","channel","product_id")
);
--> statement-breakpoint
ALTER TABLE "content_product_consent" ADD CONSTRAINT "content_product_consent_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "content_consent_history" ADD COLUMN "product_id" bigint;
--> statement-breakpoint
CREATE FUNCTION content_consent_history_is_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A cascade from removing the tenant runs inside the foreign key's own trigger.
  IF TG_OP = 'DELETE' AND pg_trigger_depth() > 1 THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'consent history cannot be changed or deleted';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER content_consent_history_append_only BEFORE UPDATE OR DELETE ON "content_consent_history" FOR EACH ROW EXECUTE FUNCTION content_consent_history_is_append_only();
--> statement-breakpoint
-- Creating and changing campaigns on the marketing activity page, for tenants created before it
-- existed: granted to the administrator and marketing. New tenants get it from the menu catalog.
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "sort", "permission")
SELECT p."tenant_id", p."id", 'BUTTON', 'marketing:campaign:edit', 'marketActive.marketContent.campaignEdit', '编辑营销活动', 'Edit campaigns', 10, 'marketing:campaign:edit'
FROM "menu" p
WHERE p."code" = 'marketActive.marketContent'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = 'marketActive.marketContent.campaignEdit');
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id" AND r."code" IN ('admin', 'marketing')
WHERE m."code" = 'marketActive.marketContent.campaignEdit'
ON CONFLICT DO NOTHING;
