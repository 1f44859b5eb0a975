CREATE TABLE "survey" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"questions" jsonb NOT NULL,
	"created_by" bigint,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_response" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "survey_response_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"survey_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"entered_by" bigint,
	"doctor_account_id" bigint,
	"answers" jsonb NOT NULL,
	"recommend_score" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey" ADD CONSTRAINT "survey_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey" ADD CONSTRAINT "survey_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey" ADD CONSTRAINT "survey_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response" ADD CONSTRAINT "survey_response_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response" ADD CONSTRAINT "survey_response_survey_id_survey_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."survey"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response" ADD CONSTRAINT "survey_response_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response" ADD CONSTRAINT "survey_response_entered_by_app_user_id_fk" FOREIGN KEY ("entered_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response" ADD CONSTRAINT "survey_response_doctor_account_id_doctor_account_id_fk" FOREIGN KEY ("doctor_account_id") REFERENCES "public"."doctor_account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_tenant_status" ON "survey" USING btree ("tenant_id","status","id");--> statement-breakpoint
CREATE INDEX "survey_response_survey" ON "survey_response" USING btree ("tenant_id","survey_id","doctor_id");--> statement-breakpoint
CREATE INDEX "survey_response_doctor" ON "survey_response" USING btree ("tenant_id","doctor_id");--> statement-breakpoint
-- The survey page for tenants created before it existed: after the patient portrait pages of the
-- insights section, with its buttons; granted like the catalog grants it.
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "icon", "sort", "permission")
SELECT s."tenant_id", s."id", 'MENU', 'Surveys', 'userInsights.Surveys', '问卷调研', 'Surveys', 'FormOutlined',
  (SELECT coalesce(max(c."sort"), 0) + 10 FROM "menu" c WHERE c."parent_id" = s."id"), 'insight:survey:list'
FROM "menu" s
WHERE s."code" = 'userInsights' AND s."parent_id" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = s."tenant_id" AND e."code" = 'userInsights.Surveys');
--> statement-breakpoint
INSERT INTO "menu" ("tenant_id", "parent_id", "type", "path", "code", "name", "name_en", "sort", "permission")
SELECT p."tenant_id", p."id", 'BUTTON', b.permission, b.code, b.name, b.name_en, b.sort, b.permission
FROM "menu" p
CROSS JOIN (VALUES
  ('insight:survey:add', 'userInsights.Surveys.surveyAdd', '新建问卷', 'New survey', 10),
  ('insight:survey:publish', 'userInsights.Surveys.surveyPublish', '发布问卷', 'Publish survey', 20),
  ('insight:surveyResponse:add', 'userInsights.Surveys.surveyResponseAdd', '录入答卷', 'Enter answers', 30)
) AS b(permission, code, name, name_en, sort)
WHERE p."code" = 'userInsights.Surveys'
  AND NOT EXISTS (SELECT 1 FROM "menu" e WHERE e."tenant_id" = p."tenant_id" AND e."code" = b.code);
--> statement-breakpoint
INSERT INTO "role_menu" ("tenant_id", "role_id", "menu_id")
SELECT m."tenant_id", r."id", m."id"
FROM "menu" m JOIN "role" r ON r."tenant_id" = m."tenant_id"
WHERE (m."code" = 'userInsights' AND r."code" = 'rep')
  OR (m."code" IN ('userInsights.Surveys', 'userInsights.Surveys.surveyResponseAdd') AND r."code" IN ('admin', 'manager', 'rep', 'msl', 'marketing'))
  OR (m."code" IN ('userInsights.Surveys.surveyAdd', 'userInsights.Surveys.surveyPublish') AND r."code" IN ('admin', 'manager', 'msl', 'marketing'))
ON CONFLICT DO NOTHING;
