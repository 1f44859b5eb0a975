ALTER TABLE "doctor_correction" ADD COLUMN "reject_reason" text;--> statement-breakpoint
ALTER TABLE "doctor_correction" ADD COLUMN "reviewed_by" bigint;--> statement-breakpoint
ALTER TABLE "doctor_correction" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "doctor_correction" ADD CONSTRAINT "doctor_correction_reviewed_by_app_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctor_correction_tenant_status" ON "doctor_correction" USING btree ("tenant_id","status","id");