CREATE TABLE "diagnosis_patient_mix" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diagnosis_patient_mix_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"hospital_id" bigint NOT NULL,
	"indication" text NOT NULL,
	"month" text NOT NULL,
	"age_band" text NOT NULL,
	"sex" text NOT NULL,
	"line_of_therapy" text NOT NULL,
	"comorbidity" text DEFAULT 'NONE' NOT NULL,
	"patients" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "insight_stance_evidence" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "insight_stance_evidence_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"source" text NOT NULL,
	"source_id" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"score" double precision NOT NULL,
	"weight" double precision NOT NULL,
	"snippet" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diagnosis_patient_mix" ADD CONSTRAINT "diagnosis_patient_mix_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_patient_mix" ADD CONSTRAINT "diagnosis_patient_mix_hospital_id_hospital_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospital"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_stance_evidence" ADD CONSTRAINT "insight_stance_evidence_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_stance_evidence" ADD CONSTRAINT "insight_stance_evidence_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_stance_evidence" ADD CONSTRAINT "insight_stance_evidence_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diagnosis_patient_mix_month" ON "diagnosis_patient_mix" USING btree ("tenant_id","month","indication");--> statement-breakpoint
CREATE INDEX "insight_stance_evidence_product" ON "insight_stance_evidence" USING btree ("tenant_id","product_id","occurred_at","doctor_id","score","weight");--> statement-breakpoint
CREATE INDEX "insight_stance_evidence_doctor" ON "insight_stance_evidence" USING btree ("tenant_id","doctor_id","product_id");