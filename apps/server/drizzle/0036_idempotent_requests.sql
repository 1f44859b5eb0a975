-- Writes sent with an Idempotency-Key: the first answer of each caller's key, so that an action queued
-- on a phone without a connection and sent again is stored once.
CREATE TABLE "idempotent_request" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "idempotent_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"idempotency_key" text NOT NULL,
	"operation" text NOT NULL,
	"request_hash" text NOT NULL,
	"status_code" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "idempotent_request" ADD CONSTRAINT "idempotent_request_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "idempotent_request_key" ON "idempotent_request" USING btree ("tenant_id","user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "idempotent_request_age" ON "idempotent_request" USING btree ("created_at");
