CREATE TABLE "academic_guideline" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "academic_guideline_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"institution" text NOT NULL,
	"publish_year" smallint NOT NULL,
	"url" text,
	"quoted_times" integer DEFAULT 0 NOT NULL,
	"indication" text
);
--> statement-breakpoint
CREATE TABLE "academic_guideline_member" (
	"tenant_id" bigint NOT NULL,
	"guideline_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "academic_guideline_member_guideline_id_doctor_id_pk" PRIMARY KEY("guideline_id","doctor_id")
);
--> statement-breakpoint
CREATE TABLE "academic_paper" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "academic_paper_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"journal" text NOT NULL,
	"publish_year" smallint NOT NULL,
	"url" text,
	"quoted_times" integer DEFAULT 0 NOT NULL,
	"indication" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "academic_paper_author" (
	"tenant_id" bigint NOT NULL,
	"paper_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"author_order" smallint NOT NULL,
	"is_corresponding" boolean DEFAULT false NOT NULL,
	CONSTRAINT "academic_paper_author_paper_id_doctor_id_pk" PRIMARY KEY("paper_id","doctor_id")
);
--> statement-breakpoint
CREATE TABLE "academic_product_policy" (
	"product_id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"withheld" boolean DEFAULT true NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "doctor_academic_record" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctor_academic_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"url" text,
	"occurred_on" date NOT NULL,
	"place" text,
	"role" text,
	"category" text,
	"code" text,
	"organization" text,
	"amount" bigint,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"digest" text,
	"indication" text
);
--> statement-breakpoint
CREATE TABLE "doctor_interaction" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctor_interaction_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"data_type" text NOT NULL,
	"action_type" text NOT NULL,
	"channel" text NOT NULL,
	"subject" text NOT NULL,
	"topic" text,
	"started_at" timestamp with time zone NOT NULL,
	"duration_seconds" integer
);
--> statement-breakpoint
CREATE TABLE "doctor_mentorship" (
	"tenant_id" bigint NOT NULL,
	"mentor_id" bigint NOT NULL,
	"mentee_id" bigint NOT NULL,
	"since_year" smallint,
	CONSTRAINT "doctor_mentorship_mentor_id_mentee_id_pk" PRIMARY KEY("mentor_id","mentee_id")
);
--> statement-breakpoint
CREATE TABLE "doctor_relation" (
	"tenant_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"other_id" bigint NOT NULL,
	"relation_type" text NOT NULL,
	"strength" integer NOT NULL,
	CONSTRAINT "doctor_relation_doctor_id_other_id_relation_type_pk" PRIMARY KEY("doctor_id","other_id","relation_type")
);
--> statement-breakpoint
CREATE TABLE "kol_score" (
	"doctor_id" bigint PRIMARY KEY NOT NULL,
	"tenant_id" bigint NOT NULL,
	"score" double precision NOT NULL,
	"rank" integer NOT NULL,
	"tier" text,
	"components" jsonb NOT NULL,
	"papers" integer NOT NULL,
	"quoted_times" integer NOT NULL,
	"guidelines" integer NOT NULL,
	"relation_count" integer NOT NULL,
	"recent_papers" integer NOT NULL,
	"growth" double precision NOT NULL,
	"reach_provinces" integer NOT NULL,
	"province_code" text,
	"city_code" text,
	"computed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kol_score_run" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"doctors" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "academic_guideline" ADD CONSTRAINT "academic_guideline_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_guideline_member" ADD CONSTRAINT "academic_guideline_member_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_guideline_member" ADD CONSTRAINT "academic_guideline_member_guideline_id_academic_guideline_id_fk" FOREIGN KEY ("guideline_id") REFERENCES "public"."academic_guideline"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_guideline_member" ADD CONSTRAINT "academic_guideline_member_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_paper" ADD CONSTRAINT "academic_paper_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_paper_author" ADD CONSTRAINT "academic_paper_author_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_paper_author" ADD CONSTRAINT "academic_paper_author_paper_id_academic_paper_id_fk" FOREIGN KEY ("paper_id") REFERENCES "public"."academic_paper"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_paper_author" ADD CONSTRAINT "academic_paper_author_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_product_policy" ADD CONSTRAINT "academic_product_policy_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "academic_product_policy" ADD CONSTRAINT "academic_product_policy_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_academic_record" ADD CONSTRAINT "doctor_academic_record_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_academic_record" ADD CONSTRAINT "doctor_academic_record_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_interaction" ADD CONSTRAINT "doctor_interaction_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_interaction" ADD CONSTRAINT "doctor_interaction_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_mentorship" ADD CONSTRAINT "doctor_mentorship_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_mentorship" ADD CONSTRAINT "doctor_mentorship_mentor_id_doctor_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_mentorship" ADD CONSTRAINT "doctor_mentorship_mentee_id_doctor_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_relation" ADD CONSTRAINT "doctor_relation_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_relation" ADD CONSTRAINT "doctor_relation_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_relation" ADD CONSTRAINT "doctor_relation_other_id_doctor_id_fk" FOREIGN KEY ("other_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kol_score" ADD CONSTRAINT "kol_score_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kol_score" ADD CONSTRAINT "kol_score_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kol_score_run" ADD CONSTRAINT "kol_score_run_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "academic_guideline_member_doctor" ON "academic_guideline_member" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "academic_paper_tenant_year" ON "academic_paper" USING btree ("tenant_id","publish_year");--> statement-breakpoint
CREATE INDEX "academic_paper_author_doctor" ON "academic_paper_author" USING btree ("doctor_id","paper_id");--> statement-breakpoint
CREATE INDEX "doctor_academic_record_doctor" ON "doctor_academic_record" USING btree ("doctor_id","kind","occurred_on");--> statement-breakpoint
CREATE INDEX "doctor_interaction_doctor" ON "doctor_interaction" USING btree ("doctor_id","started_at");--> statement-breakpoint
CREATE INDEX "doctor_mentorship_mentee" ON "doctor_mentorship" USING btree ("mentee_id");--> statement-breakpoint
CREATE INDEX "kol_score_tenant_rank" ON "kol_score" USING btree ("tenant_id","rank");--> statement-breakpoint
CREATE INDEX "kol_score_tenant_tier" ON "kol_score" USING btree ("tenant_id","tier","rank");--> statement-breakpoint
CREATE INDEX "kol_score_tenant_province" ON "kol_score" USING btree ("tenant_id","province_code","rank");