CREATE TABLE "daily_report_version" (
	"tenant_id" bigint NOT NULL,
	"report_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"summary" text NOT NULL,
	"plan" text,
	"visits" integer NOT NULL,
	"tasks_done" integer NOT NULL,
	"meetings" integer NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "daily_report_version_report_id_version_pk" PRIMARY KEY("report_id","version")
);
--> statement-breakpoint
ALTER TABLE "daily_report" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "daily_report" ADD COLUMN "read_version" integer;--> statement-breakpoint
ALTER TABLE "daily_report_version" ADD CONSTRAINT "daily_report_version_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_report_version" ADD CONSTRAINT "daily_report_version_report_id_daily_report_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."daily_report"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Reports submitted before versions were kept become their own version 1, read when a manager had opened them.
INSERT INTO "daily_report_version" ("tenant_id", "report_id", "version", "summary", "plan", "visits", "tasks_done", "meetings", "submitted_at")
SELECT "tenant_id", "id", "version", "summary", "plan", "visits", "tasks_done", "meetings", "submitted_at" FROM "daily_report";--> statement-breakpoint
UPDATE "daily_report" SET "read_version" = "version" WHERE "read_at" IS NOT NULL;
