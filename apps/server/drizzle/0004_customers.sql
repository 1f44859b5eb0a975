CREATE TABLE "china_region" (
	"code" text PRIMARY KEY NOT NULL,
	"parent_code" text,
	"level" smallint NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctor_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"name_pinyin" text NOT NULL,
	"name_initials" text NOT NULL,
	"sex" text,
	"native_place" text,
	"age_range" text,
	"title_code" text,
	"doctor_type" text,
	"hospital_id" bigint NOT NULL,
	"hospital_department_id" bigint,
	"standard_department_id" integer,
	"unit_paths" text DEFAULT '' NOT NULL,
	"province_code" text,
	"city_code" text,
	"hospital_level" text,
	"mobile" text,
	"email" text,
	"working_time" text,
	"degree_title" text,
	"practice_channel" text,
	"indication" text[] DEFAULT '{}'::text[] NOT NULL,
	"personal_resume" text,
	"professional_direction" text,
	"serving_hospital" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"administrative_position" text[] DEFAULT '{}'::text[] NOT NULL,
	"main_academic_title" text[] DEFAULT '{}'::text[] NOT NULL,
	"association" text[] DEFAULT '{}'::text[] NOT NULL,
	"academic_journal" text[] DEFAULT '{}'::text[] NOT NULL,
	"verify_status" text DEFAULT 'UNVERIFIED' NOT NULL,
	"last_visit_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_assignment" (
	"tenant_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"org_id" bigint NOT NULL,
	"org_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_assignment_doctor_id_org_id_pk" PRIMARY KEY("doctor_id","org_id")
);
--> statement-breakpoint
CREATE TABLE "doctor_channel" (
	"tenant_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"is_preferred" boolean DEFAULT false NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_channel_doctor_id_channel_pk" PRIMARY KEY("doctor_id","channel")
);
--> statement-breakpoint
CREATE TABLE "doctor_correction" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctor_correction_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"field" text NOT NULL,
	"old_value" text,
	"new_value" text NOT NULL,
	"reason" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_follow" (
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_follow_user_id_doctor_id_pk" PRIMARY KEY("user_id","doctor_id")
);
--> statement-breakpoint
CREATE TABLE "doctor_product" (
	"tenant_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"level" text NOT NULL,
	"has_sales" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_product_doctor_id_product_id_pk" PRIMARY KEY("doctor_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "doctor_search_param" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctor_search_param_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"name" text NOT NULL,
	"params" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "doctor_tag" (
	"tenant_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"term_id" bigint NOT NULL,
	"added_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doctor_tag_doctor_id_term_id_pk" PRIMARY KEY("doctor_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "doctor_verification" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctor_verification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"doctor_id" bigint,
	"source" text DEFAULT 'MANUAL' NOT NULL,
	"batch_id" text,
	"row_number" integer,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"doctor_name" text NOT NULL,
	"hospital_name" text NOT NULL,
	"department_name" text,
	"title_code" text,
	"mobile" text,
	"remark" text,
	"reject_reason" text,
	"created_by" bigint,
	"created_by_org_path" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "doctor_wecom_binding" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctor_wecom_binding_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"external_user_id" text NOT NULL,
	"name" text NOT NULL,
	"avatar" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refreshed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "hospital" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hospital_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"name_pinyin" text NOT NULL,
	"name_initials" text NOT NULL,
	"level" text DEFAULT 'UNRATED' NOT NULL,
	"category" text DEFAULT 'GENERAL' NOT NULL,
	"beds" integer,
	"year_outpatient" integer,
	"province_code" text,
	"city_code" text,
	"area_code" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hospital_department" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "hospital_department_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"hospital_id" bigint NOT NULL,
	"standard_department_id" integer,
	"name" text NOT NULL,
	"name_en" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hospital_product" (
	"tenant_id" bigint NOT NULL,
	"hospital_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"procurement_status" text NOT NULL,
	"coverage_status" text NOT NULL,
	"has_sales" boolean DEFAULT false NOT NULL,
	"covering_org_id" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hospital_product_hospital_id_product_id_pk" PRIMARY KEY("hospital_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "library_material" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "library_material_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"material_type" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"url" text,
	"product_id" bigint,
	"published_on" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_indication" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_indication_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_region" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_region_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"parent_id" bigint,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"org_id" bigint,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_region_county" (
	"tenant_id" bigint NOT NULL,
	"sales_region_id" bigint NOT NULL,
	"area_code" text NOT NULL,
	CONSTRAINT "sales_region_county_sales_region_id_area_code_pk" PRIMARY KEY("sales_region_id","area_code")
);
--> statement-breakpoint
CREATE TABLE "standard_department" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "standard_department_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "tag_group" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tag_group_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"is_rule_based" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tag_term" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tag_term_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"group_id" bigint,
	"owner_id" bigint,
	"value" text NOT NULL,
	"value_en" text,
	"rule" jsonb,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "verification_certificate" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "verification_certificate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"verification_id" bigint NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wecom_external_contact" (
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"external_user_id" text NOT NULL,
	"name" text NOT NULL,
	"avatar" text,
	"corp_name" text,
	"remark" text,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wecom_external_contact_user_id_external_user_id_pk" PRIMARY KEY("user_id","external_user_id")
);
--> statement-breakpoint
ALTER TABLE "doctor" ADD CONSTRAINT "doctor_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor" ADD CONSTRAINT "doctor_hospital_id_hospital_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospital"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor" ADD CONSTRAINT "doctor_hospital_department_id_hospital_department_id_fk" FOREIGN KEY ("hospital_department_id") REFERENCES "public"."hospital_department"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor" ADD CONSTRAINT "doctor_standard_department_id_standard_department_id_fk" FOREIGN KEY ("standard_department_id") REFERENCES "public"."standard_department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor" ADD CONSTRAINT "doctor_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_assignment" ADD CONSTRAINT "doctor_assignment_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_assignment" ADD CONSTRAINT "doctor_assignment_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_assignment" ADD CONSTRAINT "doctor_assignment_org_id_organization_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_channel" ADD CONSTRAINT "doctor_channel_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_channel" ADD CONSTRAINT "doctor_channel_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_channel" ADD CONSTRAINT "doctor_channel_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_correction" ADD CONSTRAINT "doctor_correction_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_correction" ADD CONSTRAINT "doctor_correction_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_correction" ADD CONSTRAINT "doctor_correction_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_follow" ADD CONSTRAINT "doctor_follow_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_follow" ADD CONSTRAINT "doctor_follow_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_follow" ADD CONSTRAINT "doctor_follow_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_product" ADD CONSTRAINT "doctor_product_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_product" ADD CONSTRAINT "doctor_product_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_product" ADD CONSTRAINT "doctor_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_search_param" ADD CONSTRAINT "doctor_search_param_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_search_param" ADD CONSTRAINT "doctor_search_param_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_tag" ADD CONSTRAINT "doctor_tag_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_tag" ADD CONSTRAINT "doctor_tag_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_tag" ADD CONSTRAINT "doctor_tag_term_id_tag_term_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."tag_term"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_tag" ADD CONSTRAINT "doctor_tag_added_by_app_user_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_verification" ADD CONSTRAINT "doctor_verification_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_verification" ADD CONSTRAINT "doctor_verification_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_verification" ADD CONSTRAINT "doctor_verification_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_verification" ADD CONSTRAINT "doctor_verification_reviewed_by_app_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_wecom_binding" ADD CONSTRAINT "doctor_wecom_binding_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_wecom_binding" ADD CONSTRAINT "doctor_wecom_binding_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_wecom_binding" ADD CONSTRAINT "doctor_wecom_binding_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital" ADD CONSTRAINT "hospital_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_department" ADD CONSTRAINT "hospital_department_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_department" ADD CONSTRAINT "hospital_department_hospital_id_hospital_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospital"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_department" ADD CONSTRAINT "hospital_department_standard_department_id_standard_department_id_fk" FOREIGN KEY ("standard_department_id") REFERENCES "public"."standard_department"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_product" ADD CONSTRAINT "hospital_product_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_product" ADD CONSTRAINT "hospital_product_hospital_id_hospital_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospital"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_product" ADD CONSTRAINT "hospital_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hospital_product" ADD CONSTRAINT "hospital_product_covering_org_id_organization_id_fk" FOREIGN KEY ("covering_org_id") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_material" ADD CONSTRAINT "library_material_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_material" ADD CONSTRAINT "library_material_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_indication" ADD CONSTRAINT "product_indication_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_indication" ADD CONSTRAINT "product_indication_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_region" ADD CONSTRAINT "sales_region_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_region" ADD CONSTRAINT "sales_region_org_id_organization_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_region_county" ADD CONSTRAINT "sales_region_county_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_region_county" ADD CONSTRAINT "sales_region_county_sales_region_id_sales_region_id_fk" FOREIGN KEY ("sales_region_id") REFERENCES "public"."sales_region"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_region_county" ADD CONSTRAINT "sales_region_county_area_code_china_region_code_fk" FOREIGN KEY ("area_code") REFERENCES "public"."china_region"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_group" ADD CONSTRAINT "tag_group_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_term" ADD CONSTRAINT "tag_term_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_term" ADD CONSTRAINT "tag_term_group_id_tag_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."tag_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tag_term" ADD CONSTRAINT "tag_term_owner_id_app_user_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_certificate" ADD CONSTRAINT "verification_certificate_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_certificate" ADD CONSTRAINT "verification_certificate_verification_id_doctor_verification_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."doctor_verification"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "verification_certificate" ADD CONSTRAINT "verification_certificate_uploaded_by_app_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wecom_external_contact" ADD CONSTRAINT "wecom_external_contact_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wecom_external_contact" ADD CONSTRAINT "wecom_external_contact_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "china_region_parent" ON "china_region" USING btree ("parent_code");--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_tenant_code" ON "doctor" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "doctor_tenant_pinyin" ON "doctor" USING btree ("tenant_id",("name_pinyin" collate "C"),"id",("name" collate "C"),"unit_paths","province_code","city_code","hospital_level","title_code","hospital_id","hospital_department_id","standard_department_id");--> statement-breakpoint
CREATE INDEX "doctor_tenant_initials" ON "doctor" USING btree ("tenant_id",("name_initials" collate "C"),("name_pinyin" collate "C"),"id","unit_paths","province_code","city_code","hospital_level","title_code","hospital_id","hospital_department_id","standard_department_id");--> statement-breakpoint
CREATE INDEX "doctor_tenant_name" ON "doctor" USING btree ("tenant_id",("name" collate "C"),("name_pinyin" collate "C"),"id","unit_paths","province_code","city_code","hospital_level","title_code","hospital_id","hospital_department_id","standard_department_id");--> statement-breakpoint
CREATE INDEX "doctor_tenant_hospital" ON "doctor" USING btree ("tenant_id","hospital_id",("name_pinyin" collate "C"),"id","unit_paths","province_code","city_code","hospital_level","title_code","hospital_department_id","standard_department_id");--> statement-breakpoint
CREATE INDEX "doctor_tenant_department" ON "doctor" USING btree ("tenant_id","hospital_department_id",("name_pinyin" collate "C"),"id","unit_paths","province_code","city_code","hospital_level","title_code","hospital_id","standard_department_id");--> statement-breakpoint
CREATE INDEX "doctor_tenant_city" ON "doctor" USING btree ("tenant_id","city_code");--> statement-breakpoint
CREATE INDEX "doctor_tenant_mobile" ON "doctor" USING btree ("tenant_id","mobile");--> statement-breakpoint
CREATE INDEX "doctor_assignment_org" ON "doctor_assignment" USING btree ("tenant_id","org_id","doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_assignment_path" ON "doctor_assignment" USING btree ("tenant_id",("org_path" collate "C"),"doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_assignment_doctor_path" ON "doctor_assignment" USING btree ("doctor_id",("org_path" collate "C"));--> statement-breakpoint
CREATE INDEX "doctor_channel_channel" ON "doctor_channel" USING btree ("tenant_id","channel","doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_correction_doctor" ON "doctor_correction" USING btree ("tenant_id","doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_product_product" ON "doctor_product" USING btree ("tenant_id","product_id","level");--> statement-breakpoint
CREATE INDEX "doctor_search_param_user" ON "doctor_search_param" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "doctor_tag_term" ON "doctor_tag" USING btree ("tenant_id","term_id","doctor_id");--> statement-breakpoint
CREATE INDEX "doctor_verification_tenant_status" ON "doctor_verification" USING btree ("tenant_id","status","id");--> statement-breakpoint
CREATE INDEX "doctor_verification_doctor" ON "doctor_verification" USING btree ("tenant_id","doctor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_wecom_binding_doctor_user" ON "doctor_wecom_binding" USING btree ("doctor_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_wecom_binding_contact" ON "doctor_wecom_binding" USING btree ("tenant_id","user_id","external_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hospital_tenant_code" ON "hospital" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "hospital_name_trgm" ON "hospital" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hospital_name_en_trgm" ON "hospital" USING gin ("name_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hospital_tenant_city" ON "hospital" USING btree ("tenant_id","city_code");--> statement-breakpoint
CREATE INDEX "hospital_tenant_initials" ON "hospital" USING btree ("tenant_id",("name_initials" collate "C"));--> statement-breakpoint
CREATE INDEX "hospital_department_hospital" ON "hospital_department" USING btree ("tenant_id","hospital_id");--> statement-breakpoint
CREATE INDEX "hospital_department_name_trgm" ON "hospital_department" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "hospital_product_product" ON "hospital_product" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "library_material_type" ON "library_material" USING btree ("tenant_id","material_type");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_region_tenant_code" ON "sales_region" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "sales_region_county_area" ON "sales_region_county" USING btree ("tenant_id","area_code");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_group_tenant_code" ON "tag_group" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_term_group_value" ON "tag_term" USING btree ("tenant_id","group_id","value");--> statement-breakpoint
CREATE UNIQUE INDEX "tag_term_owner_value" ON "tag_term" USING btree ("tenant_id","owner_id","value");--> statement-breakpoint
CREATE INDEX "verification_certificate_verification" ON "verification_certificate" USING btree ("tenant_id","verification_id");