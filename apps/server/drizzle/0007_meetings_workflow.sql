CREATE TABLE "workflow_definition" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workflow_definition_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"key" text NOT NULL,
	"version" integer NOT NULL,
	"process_type" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"is_latest" boolean DEFAULT true NOT NULL,
	"steps" jsonb NOT NULL,
	"bpmn_xml" text NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workflow_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"instance_id" bigint NOT NULL,
	"task_id" bigint,
	"step_id" text,
	"step_name" text,
	"step_name_en" text,
	"action" text NOT NULL,
	"actor_id" bigint,
	"actor_name" text NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workflow_instance" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workflow_instance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"definition_id" bigint NOT NULL,
	"process_type" text NOT NULL,
	"business_id" bigint,
	"title" text NOT NULL,
	"content" text,
	"initiator_id" bigint NOT NULL,
	"initiator_org_id" bigint,
	"status" text NOT NULL,
	"current_step_id" text,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"engine_state" jsonb NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "workflow_task" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "workflow_task_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"instance_id" bigint NOT NULL,
	"step_id" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text NOT NULL,
	"candidate_ids" bigint[] NOT NULL,
	"status" text DEFAULT 'OPEN' NOT NULL,
	"decision" text,
	"comment" text,
	"decided_by" bigint,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "institution" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "institution_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"type" text NOT NULL,
	"city" text,
	"address" text,
	"contact_name" text,
	"contact_phone" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "library_material_version" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "library_material_version_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"material_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"file_name" text,
	"url" text,
	"approval_code" text,
	"valid_until" date NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"note" text,
	"created_by" bigint,
	"approved_by" bigint,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speaker_profile" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "speaker_profile_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"tier" text NOT NULL,
	"fee_rate_cents" bigint NOT NULL,
	"contract_no" text NOT NULL,
	"contract_start" date NOT NULL,
	"contract_end" date NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"remark" text,
	"instance_id" bigint,
	"created_by" bigint NOT NULL,
	"created_by_org_path" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "speaker_qualification" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "speaker_qualification_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"speaker_id" bigint NOT NULL,
	"product_id" bigint,
	"topic" text NOT NULL,
	"level" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "supplier_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"credit_code" text NOT NULL,
	"type" text NOT NULL,
	"contact_name" text,
	"contact_phone" text,
	"qualification_expiry" date,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "budget_pool" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "budget_pool_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"org_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"budget_cents" bigint NOT NULL,
	"remark" text,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cost_centre" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cost_centre_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"org_id" bigint,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "internal_order" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "internal_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"cost_centre_id" bigint NOT NULL,
	"product_id" bigint,
	"year" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_setting" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"speaker_annual_cap_cents" bigint NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transfer_of_value" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transfer_of_value_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"year" integer NOT NULL,
	"meeting_id" bigint NOT NULL,
	"category" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"occurred_on" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meeting_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" text NOT NULL,
	"public_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"topic" text NOT NULL,
	"description" text,
	"product_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"venue" text,
	"online_link" text,
	"expected_attendees" integer NOT NULL,
	"institution_id" bigint,
	"supplier_id" bigint,
	"cost_centre_id" bigint,
	"internal_order_id" bigint,
	"budget_pool_id" bigint,
	"agenda" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"applicant_id" bigint NOT NULL,
	"applicant_org_id" bigint,
	"applicant_org_path" text,
	"estimated_total_cents" bigint DEFAULT 0 NOT NULL,
	"actual_total_cents" bigint,
	"sign_in_code" text NOT NULL,
	"application_instance_id" bigint,
	"payment_instance_id" bigint,
	"payment_remark" text,
	"confirm_comment" text,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_budget_line" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meeting_budget_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"meeting_id" bigint NOT NULL,
	"category" text NOT NULL,
	"estimated_cents" bigint DEFAULT 0 NOT NULL,
	"actual_cents" bigint,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "meeting_file" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meeting_file_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"meeting_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"category" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"uploaded_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_invitee" (
	"tenant_id" bigint NOT NULL,
	"meeting_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	CONSTRAINT "meeting_invitee_meeting_id_doctor_id_pk" PRIMARY KEY("meeting_id","doctor_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_material" (
	"tenant_id" bigint NOT NULL,
	"meeting_id" bigint NOT NULL,
	"version_id" bigint NOT NULL,
	CONSTRAINT "meeting_material_meeting_id_version_id_pk" PRIMARY KEY("meeting_id","version_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_sign_in" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meeting_sign_in_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"meeting_id" bigint NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"hospital_id" bigint,
	"hospital_name" text,
	"department" text,
	"doctor_id" bigint,
	"remote_address" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_speaker" (
	"tenant_id" bigint NOT NULL,
	"meeting_id" bigint NOT NULL,
	"speaker_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"fee_cents" bigint NOT NULL,
	"travel_cents" bigint DEFAULT 0 NOT NULL,
	"actual_fee_cents" bigint,
	"actual_travel_cents" bigint,
	"lecture_title" text,
	CONSTRAINT "meeting_speaker_meeting_id_speaker_id_pk" PRIMARY KEY("meeting_id","speaker_id")
);
--> statement-breakpoint
ALTER TABLE "workflow_definition" ADD CONSTRAINT "workflow_definition_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_definition" ADD CONSTRAINT "workflow_definition_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_history" ADD CONSTRAINT "workflow_history_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_history" ADD CONSTRAINT "workflow_history_instance_id_workflow_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."workflow_instance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_history" ADD CONSTRAINT "workflow_history_task_id_workflow_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."workflow_task"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_history" ADD CONSTRAINT "workflow_history_actor_id_app_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_instance" ADD CONSTRAINT "workflow_instance_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_instance" ADD CONSTRAINT "workflow_instance_definition_id_workflow_definition_id_fk" FOREIGN KEY ("definition_id") REFERENCES "public"."workflow_definition"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_instance" ADD CONSTRAINT "workflow_instance_initiator_id_app_user_id_fk" FOREIGN KEY ("initiator_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_instance" ADD CONSTRAINT "workflow_instance_initiator_org_id_organization_id_fk" FOREIGN KEY ("initiator_org_id") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_task" ADD CONSTRAINT "workflow_task_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_task" ADD CONSTRAINT "workflow_task_instance_id_workflow_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."workflow_instance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workflow_task" ADD CONSTRAINT "workflow_task_decided_by_app_user_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "institution" ADD CONSTRAINT "institution_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_material_version" ADD CONSTRAINT "library_material_version_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_material_version" ADD CONSTRAINT "library_material_version_material_id_library_material_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."library_material"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_material_version" ADD CONSTRAINT "library_material_version_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_material_version" ADD CONSTRAINT "library_material_version_approved_by_app_user_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speaker_profile" ADD CONSTRAINT "speaker_profile_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speaker_profile" ADD CONSTRAINT "speaker_profile_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speaker_profile" ADD CONSTRAINT "speaker_profile_instance_id_workflow_instance_id_fk" FOREIGN KEY ("instance_id") REFERENCES "public"."workflow_instance"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speaker_profile" ADD CONSTRAINT "speaker_profile_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speaker_qualification" ADD CONSTRAINT "speaker_qualification_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speaker_qualification" ADD CONSTRAINT "speaker_qualification_speaker_id_speaker_profile_id_fk" FOREIGN KEY ("speaker_id") REFERENCES "public"."speaker_profile"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "speaker_qualification" ADD CONSTRAINT "speaker_qualification_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier" ADD CONSTRAINT "supplier_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_pool" ADD CONSTRAINT "budget_pool_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_pool" ADD CONSTRAINT "budget_pool_org_id_organization_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_pool" ADD CONSTRAINT "budget_pool_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budget_pool" ADD CONSTRAINT "budget_pool_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_centre" ADD CONSTRAINT "cost_centre_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_centre" ADD CONSTRAINT "cost_centre_org_id_organization_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_order" ADD CONSTRAINT "internal_order_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_order" ADD CONSTRAINT "internal_order_cost_centre_id_cost_centre_id_fk" FOREIGN KEY ("cost_centre_id") REFERENCES "public"."cost_centre"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "internal_order" ADD CONSTRAINT "internal_order_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_setting" ADD CONSTRAINT "meeting_setting_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_setting" ADD CONSTRAINT "meeting_setting_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_of_value" ADD CONSTRAINT "transfer_of_value_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_of_value" ADD CONSTRAINT "transfer_of_value_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_of_value" ADD CONSTRAINT "transfer_of_value_meeting_id_meeting_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meeting"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting" ADD CONSTRAINT "meeting_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting" ADD CONSTRAINT "meeting_institution_id_institution_id_fk" FOREIGN KEY ("institution_id") REFERENCES "public"."institution"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting" ADD CONSTRAINT "meeting_supplier_id_supplier_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."supplier"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting" ADD CONSTRAINT "meeting_cost_centre_id_cost_centre_id_fk" FOREIGN KEY ("cost_centre_id") REFERENCES "public"."cost_centre"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting" ADD CONSTRAINT "meeting_internal_order_id_internal_order_id_fk" FOREIGN KEY ("internal_order_id") REFERENCES "public"."internal_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting" ADD CONSTRAINT "meeting_budget_pool_id_budget_pool_id_fk" FOREIGN KEY ("budget_pool_id") REFERENCES "public"."budget_pool"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting" ADD CONSTRAINT "meeting_applicant_id_app_user_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting" ADD CONSTRAINT "meeting_applicant_org_id_organization_id_fk" FOREIGN KEY ("applicant_org_id") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting" ADD CONSTRAINT "meeting_application_instance_id_workflow_instance_id_fk" FOREIGN KEY ("application_instance_id") REFERENCES "public"."workflow_instance"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting" ADD CONSTRAINT "meeting_payment_instance_id_workflow_instance_id_fk" FOREIGN KEY ("payment_instance_id") REFERENCES "public"."workflow_instance"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_budget_line" ADD CONSTRAINT "meeting_budget_line_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_budget_line" ADD CONSTRAINT "meeting_budget_line_meeting_id_meeting_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meeting"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_file" ADD CONSTRAINT "meeting_file_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_file" ADD CONSTRAINT "meeting_file_meeting_id_meeting_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meeting"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_file" ADD CONSTRAINT "meeting_file_uploaded_by_app_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_invitee" ADD CONSTRAINT "meeting_invitee_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_invitee" ADD CONSTRAINT "meeting_invitee_meeting_id_meeting_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meeting"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_invitee" ADD CONSTRAINT "meeting_invitee_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_material" ADD CONSTRAINT "meeting_material_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_material" ADD CONSTRAINT "meeting_material_meeting_id_meeting_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meeting"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_material" ADD CONSTRAINT "meeting_material_version_id_library_material_version_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."library_material_version"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_sign_in" ADD CONSTRAINT "meeting_sign_in_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_sign_in" ADD CONSTRAINT "meeting_sign_in_meeting_id_meeting_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meeting"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_sign_in" ADD CONSTRAINT "meeting_sign_in_hospital_id_hospital_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospital"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_sign_in" ADD CONSTRAINT "meeting_sign_in_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_speaker" ADD CONSTRAINT "meeting_speaker_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_speaker" ADD CONSTRAINT "meeting_speaker_meeting_id_meeting_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meeting"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_speaker" ADD CONSTRAINT "meeting_speaker_speaker_id_speaker_profile_id_fk" FOREIGN KEY ("speaker_id") REFERENCES "public"."speaker_profile"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_speaker" ADD CONSTRAINT "meeting_speaker_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workflow_definition_key_version" ON "workflow_definition" USING btree ("tenant_id","key","version");--> statement-breakpoint
CREATE INDEX "workflow_definition_type" ON "workflow_definition" USING btree ("tenant_id","process_type") WHERE is_latest;--> statement-breakpoint
CREATE INDEX "workflow_history_instance" ON "workflow_history" USING btree ("tenant_id","instance_id","id");--> statement-breakpoint
CREATE INDEX "workflow_instance_initiator" ON "workflow_instance" USING btree ("tenant_id","initiator_id","started_at");--> statement-breakpoint
CREATE INDEX "workflow_instance_business" ON "workflow_instance" USING btree ("tenant_id","process_type","business_id");--> statement-breakpoint
CREATE INDEX "workflow_task_instance" ON "workflow_task" USING btree ("tenant_id","instance_id");--> statement-breakpoint
CREATE INDEX "workflow_task_open" ON "workflow_task" USING btree ("tenant_id") WHERE status = 'OPEN';--> statement-breakpoint
CREATE INDEX "workflow_task_candidates" ON "workflow_task" USING gin ("candidate_ids");--> statement-breakpoint
CREATE INDEX "workflow_task_decider" ON "workflow_task" USING btree ("tenant_id","decided_by","decided_at");--> statement-breakpoint
CREATE UNIQUE INDEX "institution_tenant_name" ON "institution" USING btree ("tenant_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "library_material_version_number" ON "library_material_version" USING btree ("material_id","version");--> statement-breakpoint
CREATE INDEX "library_material_version_status" ON "library_material_version" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "speaker_profile_doctor" ON "speaker_profile" USING btree ("tenant_id","doctor_id");--> statement-breakpoint
CREATE INDEX "speaker_profile_status" ON "speaker_profile" USING btree ("tenant_id","status");--> statement-breakpoint
CREATE INDEX "speaker_qualification_speaker" ON "speaker_qualification" USING btree ("tenant_id","speaker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_tenant_credit_code" ON "supplier" USING btree ("tenant_id","credit_code");--> statement-breakpoint
CREATE UNIQUE INDEX "budget_pool_org_product_year" ON "budget_pool" USING btree ("tenant_id","org_id","product_id","year");--> statement-breakpoint
CREATE UNIQUE INDEX "cost_centre_tenant_code" ON "cost_centre" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "internal_order_tenant_code" ON "internal_order" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE INDEX "internal_order_cost_centre" ON "internal_order" USING btree ("tenant_id","cost_centre_id");--> statement-breakpoint
CREATE INDEX "transfer_of_value_doctor_year" ON "transfer_of_value" USING btree ("tenant_id","doctor_id","year");--> statement-breakpoint
CREATE INDEX "transfer_of_value_year" ON "transfer_of_value" USING btree ("tenant_id","year","doctor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_tenant_code" ON "meeting" USING btree ("tenant_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_public_id" ON "meeting" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "meeting_tenant_applicant" ON "meeting" USING btree ("tenant_id","applicant_id","status");--> statement-breakpoint
CREATE INDEX "meeting_tenant_org_path" ON "meeting" USING btree ("tenant_id",("applicant_org_path" collate "C"));--> statement-breakpoint
CREATE INDEX "meeting_tenant_status_start" ON "meeting" USING btree ("tenant_id","status","start_at");--> statement-breakpoint
CREATE INDEX "meeting_budget_pool" ON "meeting" USING btree ("tenant_id","budget_pool_id","status");--> statement-breakpoint
CREATE INDEX "meeting_budget_line_meeting" ON "meeting_budget_line" USING btree ("tenant_id","meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_file_meeting" ON "meeting_file" USING btree ("tenant_id","meeting_id","kind");--> statement-breakpoint
CREATE INDEX "meeting_invitee_doctor" ON "meeting_invitee" USING btree ("tenant_id","doctor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_sign_in_mobile" ON "meeting_sign_in" USING btree ("meeting_id","mobile");--> statement-breakpoint
CREATE INDEX "meeting_sign_in_doctor" ON "meeting_sign_in" USING btree ("tenant_id","doctor_id");--> statement-breakpoint
CREATE INDEX "meeting_speaker_speaker" ON "meeting_speaker" USING btree ("tenant_id","speaker_id");