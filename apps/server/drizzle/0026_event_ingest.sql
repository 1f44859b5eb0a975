CREATE TABLE "event_ingest" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "event_ingest_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"source" text NOT NULL,
	"format" text NOT NULL,
	"file_name" text,
	"content" "bytea",
	"lang" text DEFAULT 'zh' NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"error_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "event_ingest" ADD CONSTRAINT "event_ingest_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_ingest_tenant_created" ON "event_ingest" USING btree ("tenant_id","created_at");