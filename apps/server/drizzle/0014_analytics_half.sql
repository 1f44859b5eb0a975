CREATE TABLE "background_job" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "background_job_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"tenant_id" bigint,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 3 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interaction_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "interaction_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"doctor_id" bigint,
	"hospital_id" bigint,
	"channel" text,
	"product_id" bigint,
	"campaign_id" bigint,
	"actor_user_id" bigint,
	"source" text DEFAULT 'crm' NOT NULL,
	"source_event_id" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_upload" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_upload_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"model_code" text NOT NULL,
	"file_name" text NOT NULL,
	"file_format" text NOT NULL,
	"content" "bytea" NOT NULL,
	"lang" text DEFAULT 'zh' NOT NULL,
	"status" text DEFAULT 'VALIDATING' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"preview" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"inserted" integer,
	"updated" integer,
	"unchanged" integer,
	"failure" text,
	"created_by" bigint,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"saved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sales_actual" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_actual_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"hospital_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"month" text NOT NULL,
	"units" integer NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_target" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_target_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"org_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"month" text NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "diagnosis_aggregate" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "diagnosis_aggregate_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"hospital_id" bigint NOT NULL,
	"department" text NOT NULL,
	"indication" text NOT NULL,
	"month" text NOT NULL,
	"patients" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sda_closed_period" (
	"tenant_id" bigint NOT NULL,
	"month" text NOT NULL,
	"closed_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sda_treatment_record" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sda_treatment_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"hospital_id" bigint NOT NULL,
	"doctor_id" bigint,
	"product_id" bigint NOT NULL,
	"month" text NOT NULL,
	"new_patients" integer NOT NULL,
	"ongoing_patients" integer NOT NULL,
	"treatments" integer NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"org_path" text DEFAULT '' NOT NULL,
	"created_by" bigint,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone,
	"review_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sda_treatment_record_key" UNIQUE NULLS NOT DISTINCT("tenant_id","hospital_id","doctor_id","product_id","month")
);
--> statement-breakpoint
CREATE TABLE "forecast_entry" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forecast_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"cycle" text NOT NULL,
	"month" text NOT NULL,
	"product_id" bigint NOT NULL,
	"hospital_id" bigint NOT NULL,
	"org_id" bigint NOT NULL,
	"org_path" text NOT NULL,
	"baseline" numeric(14, 2),
	"baseline_method" text,
	"rep_value" numeric(14, 2),
	"manager_value" numeric(14, 2),
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forecast_run" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forecast_run_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"cycle" text NOT NULL,
	"status" text NOT NULL,
	"total_series" integer DEFAULT 0 NOT NULL,
	"done_series" integer DEFAULT 0 NOT NULL,
	"mstl_series" integer DEFAULT 0 NOT NULL,
	"naive_series" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "forecast_submission" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "forecast_submission_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"cycle" text NOT NULL,
	"org_id" bigint NOT NULL,
	"status" text NOT NULL,
	"submitted_by" bigint,
	"submitted_at" timestamp with time zone,
	"reviewed_by" bigint,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "target_issuance" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "target_issuance_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"month" text NOT NULL,
	"product_id" bigint NOT NULL,
	"org_id" bigint NOT NULL,
	"org_path" text NOT NULL,
	"parent_org_id" bigint,
	"amount" integer NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'ISSUED' NOT NULL,
	"comment" text,
	"issued_by" bigint,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"responded_by" bigint,
	"responded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "analytics_dashboard" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_dashboard_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text NOT NULL,
	"permission" text NOT NULL,
	"widgets" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_by" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_dashboard_version" (
	"dashboard_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"widgets" jsonb NOT NULL,
	"saved_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_dashboard_version_dashboard_id_version_pk" PRIMARY KEY("dashboard_id","version")
);
--> statement-breakpoint
CREATE TABLE "daily_report" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "daily_report_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"org_path" text NOT NULL,
	"day" date NOT NULL,
	"summary" text NOT NULL,
	"plan" text,
	"visits" integer DEFAULT 0 NOT NULL,
	"tasks_done" integer DEFAULT 0 NOT NULL,
	"meetings" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"read_by" bigint
);
--> statement-breakpoint
CREATE TABLE "daily_report_comment" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "daily_report_comment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"report_id" bigint NOT NULL,
	"author_id" bigint NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_quality_result" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "data_quality_result_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"dataset" text NOT NULL,
	"check" text NOT NULL,
	"dimension" text NOT NULL,
	"passed" boolean NOT NULL,
	"measured" double precision NOT NULL,
	"failing_rows" integer NOT NULL,
	"total_rows" integer NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_daily" (
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"page_path" text NOT NULL,
	"page_title" text NOT NULL,
	"section" text NOT NULL,
	"org_path" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"active_seconds" integer DEFAULT 0 NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usage_daily_tenant_id_day_user_id_page_path_pk" PRIMARY KEY("tenant_id","day","user_id","page_path")
);
--> statement-breakpoint
CREATE TABLE "content_article" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_article_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"current_version_id" bigint,
	"approved_version_id" bigint,
	"instance_id" bigint,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_article_version" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_article_version_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"article_id" bigint NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text,
	"body_html" text NOT NULL,
	"cover_url" text,
	"product_id" bigint,
	"therapeutic_area" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"language" text DEFAULT 'zh' NOT NULL,
	"references" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_on" text,
	"status" text DEFAULT 'DRAFT' NOT NULL,
	"approved_at" timestamp with time zone,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_batch" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_batch_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"article_id" bigint NOT NULL,
	"version_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"campaign_id" bigint,
	"sender_id" bigint NOT NULL,
	"doctor_ids" jsonb NOT NULL,
	"link_base" text NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"audience" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "content_campaign" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_campaign_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"product_id" bigint,
	"starts_on" text NOT NULL,
	"ends_on" text NOT NULL,
	"article_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_channel" (
	"tenant_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"cap_count" integer,
	"cap_period" text DEFAULT 'MONTH' NOT NULL,
	"quiet_start" text,
	"quiet_end" text,
	"smtp_url" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_channel_tenant_id_channel_pk" PRIMARY KEY("tenant_id","channel")
);
--> statement-breakpoint
CREATE TABLE "content_consent" (
	"tenant_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"state" text DEFAULT 'NONE' NOT NULL,
	"objection" boolean DEFAULT false NOT NULL,
	"source" text,
	"text_version" text,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_consent_tenant_id_doctor_id_channel_pk" PRIMARY KEY("tenant_id","doctor_id","channel")
);
--> statement-breakpoint
CREATE TABLE "content_consent_history" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_consent_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"action" text NOT NULL,
	"source" text NOT NULL,
	"text_version" text,
	"attestation" text,
	"actor_user_id" bigint,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_email_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_email_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"send_id" bigint,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"html" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_link_key" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_send" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_send_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"batch_id" bigint,
	"article_id" bigint NOT NULL,
	"version_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"sender_id" bigint NOT NULL,
	"channel" text NOT NULL,
	"product_id" bigint,
	"campaign_id" bigint,
	"status" text NOT NULL,
	"reason" text,
	"error" text,
	"address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"opened_at" timestamp with time zone,
	"clicked_at" timestamp with time zone,
	"opens" integer DEFAULT 0 NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_funnel" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_funnel_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"steps" jsonb NOT NULL,
	"window_days" integer NOT NULL,
	"unit" text DEFAULT 'doctor' NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_score" (
	"tenant_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"score" double precision NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "lead_score_tenant_id_product_id_doctor_id_pk" PRIMARY KEY("tenant_id","product_id","doctor_id")
);
--> statement-breakpoint
CREATE TABLE "lead_score_point" (
	"tenant_id" bigint NOT NULL,
	"rule_id" bigint NOT NULL,
	"event_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"points" double precision NOT NULL,
	"half_life_days" integer,
	CONSTRAINT "lead_score_point_event_id_rule_id_pk" PRIMARY KEY("event_id","rule_id")
);
--> statement-breakpoint
CREATE TABLE "lead_score_rule" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_score_rule_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"code" text NOT NULL,
	"version" integer NOT NULL,
	"name" text NOT NULL,
	"product_id" bigint DEFAULT 0 NOT NULL,
	"event_type" text NOT NULL,
	"property_conditions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"doctor_conditions" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"points" integer NOT NULL,
	"half_life_days" integer,
	"cap_points" integer,
	"cap_period" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"superseded_at" timestamp with time zone,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_score_state" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL,
	"full_at" timestamp with time zone,
	"incremental_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ai_conversation" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_conversation_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"mode" text NOT NULL,
	"title" text NOT NULL,
	"doctor_id" bigint,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_document" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_document_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"title" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" text NOT NULL,
	"uploaded_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_index_state" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"synced_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ai_message" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"conversation_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"role" text NOT NULL,
	"content" text NOT NULL,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"found" boolean DEFAULT true NOT NULL,
	"status" text DEFAULT 'complete' NOT NULL,
	"feedback" smallint,
	"model" text,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_passage" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ai_passage_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"source_type" text NOT NULL,
	"source_id" text NOT NULL,
	"chunk" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"terms" text NOT NULL,
	"url" text,
	"doctor_id" bigint,
	"approved" boolean DEFAULT false NOT NULL,
	"embedding" real[],
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_setting" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"chat_base_url" text,
	"chat_key" text,
	"chat_model" text,
	"embedding_base_url" text,
	"embedding_key" text,
	"embedding_model" text,
	"pubmed_base_url" text,
	"pubmed_key" text,
	"requests_per_minute" integer DEFAULT 10 NOT NULL,
	"monthly_token_limit" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interaction_event" ADD CONSTRAINT "interaction_event_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_upload" ADD CONSTRAINT "data_upload_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_upload" ADD CONSTRAINT "data_upload_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_actual" ADD CONSTRAINT "sales_actual_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_actual" ADD CONSTRAINT "sales_actual_hospital_id_hospital_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospital"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_actual" ADD CONSTRAINT "sales_actual_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_target" ADD CONSTRAINT "sales_target_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_target" ADD CONSTRAINT "sales_target_org_id_organization_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_target" ADD CONSTRAINT "sales_target_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_aggregate" ADD CONSTRAINT "diagnosis_aggregate_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "diagnosis_aggregate" ADD CONSTRAINT "diagnosis_aggregate_hospital_id_hospital_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospital"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sda_closed_period" ADD CONSTRAINT "sda_closed_period_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sda_closed_period" ADD CONSTRAINT "sda_closed_period_closed_by_app_user_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sda_treatment_record" ADD CONSTRAINT "sda_treatment_record_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sda_treatment_record" ADD CONSTRAINT "sda_treatment_record_hospital_id_hospital_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospital"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sda_treatment_record" ADD CONSTRAINT "sda_treatment_record_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sda_treatment_record" ADD CONSTRAINT "sda_treatment_record_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sda_treatment_record" ADD CONSTRAINT "sda_treatment_record_created_by_app_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sda_treatment_record" ADD CONSTRAINT "sda_treatment_record_reviewed_by_app_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_entry" ADD CONSTRAINT "forecast_entry_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_entry" ADD CONSTRAINT "forecast_entry_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_entry" ADD CONSTRAINT "forecast_entry_hospital_id_hospital_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospital"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_entry" ADD CONSTRAINT "forecast_entry_org_id_organization_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_entry" ADD CONSTRAINT "forecast_entry_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_run" ADD CONSTRAINT "forecast_run_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_submission" ADD CONSTRAINT "forecast_submission_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_submission" ADD CONSTRAINT "forecast_submission_org_id_organization_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_submission" ADD CONSTRAINT "forecast_submission_submitted_by_app_user_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "forecast_submission" ADD CONSTRAINT "forecast_submission_reviewed_by_app_user_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_issuance" ADD CONSTRAINT "target_issuance_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_issuance" ADD CONSTRAINT "target_issuance_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_issuance" ADD CONSTRAINT "target_issuance_org_id_organization_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organization"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_issuance" ADD CONSTRAINT "target_issuance_issued_by_app_user_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "target_issuance" ADD CONSTRAINT "target_issuance_responded_by_app_user_id_fk" FOREIGN KEY ("responded_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_dashboard" ADD CONSTRAINT "analytics_dashboard_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_dashboard" ADD CONSTRAINT "analytics_dashboard_updated_by_app_user_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_dashboard_version" ADD CONSTRAINT "analytics_dashboard_version_dashboard_id_analytics_dashboard_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "public"."analytics_dashboard"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_dashboard_version" ADD CONSTRAINT "analytics_dashboard_version_saved_by_app_user_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_report" ADD CONSTRAINT "daily_report_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_report" ADD CONSTRAINT "daily_report_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_report" ADD CONSTRAINT "daily_report_read_by_app_user_id_fk" FOREIGN KEY ("read_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_report_comment" ADD CONSTRAINT "daily_report_comment_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_report_comment" ADD CONSTRAINT "daily_report_comment_report_id_daily_report_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."daily_report"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_report_comment" ADD CONSTRAINT "daily_report_comment_author_id_app_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_quality_result" ADD CONSTRAINT "data_quality_result_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_daily" ADD CONSTRAINT "usage_daily_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_daily" ADD CONSTRAINT "usage_daily_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_article" ADD CONSTRAINT "content_article_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_article_version" ADD CONSTRAINT "content_article_version_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_batch" ADD CONSTRAINT "content_batch_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_campaign" ADD CONSTRAINT "content_campaign_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_channel" ADD CONSTRAINT "content_channel_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_consent" ADD CONSTRAINT "content_consent_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_consent_history" ADD CONSTRAINT "content_consent_history_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_email_outbox" ADD CONSTRAINT "content_email_outbox_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_link_key" ADD CONSTRAINT "content_link_key_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_send" ADD CONSTRAINT "content_send_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_funnel" ADD CONSTRAINT "analytics_funnel_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_score" ADD CONSTRAINT "lead_score_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_score_point" ADD CONSTRAINT "lead_score_point_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_score_rule" ADD CONSTRAINT "lead_score_rule_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_score_state" ADD CONSTRAINT "lead_score_state_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_conversation" ADD CONSTRAINT "ai_conversation_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_conversation" ADD CONSTRAINT "ai_conversation_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_document" ADD CONSTRAINT "ai_document_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_document" ADD CONSTRAINT "ai_document_uploaded_by_app_user_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_index_state" ADD CONSTRAINT "ai_index_state_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_message" ADD CONSTRAINT "ai_message_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_message" ADD CONSTRAINT "ai_message_conversation_id_ai_conversation_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."ai_conversation"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_passage" ADD CONSTRAINT "ai_passage_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_setting" ADD CONSTRAINT "ai_setting_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "background_job_due" ON "background_job" USING btree ("state","run_at");--> statement-breakpoint
CREATE INDEX "background_job_tenant" ON "background_job" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "background_job_active_key" ON "background_job" USING btree ("name","key","state") WHERE "background_job"."state" in ('queued', 'running') and "background_job"."key" is not null;--> statement-breakpoint
CREATE INDEX "interaction_event_tenant_time" ON "interaction_event" USING btree ("tenant_id","occurred_at");--> statement-breakpoint
CREATE INDEX "interaction_event_doctor_time" ON "interaction_event" USING btree ("tenant_id","doctor_id","occurred_at");--> statement-breakpoint
CREATE INDEX "interaction_event_type_time" ON "interaction_event" USING btree ("tenant_id","type","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interaction_event_source_id" ON "interaction_event" USING btree ("tenant_id","source","type","source_event_id") WHERE "interaction_event"."source_event_id" is not null;--> statement-breakpoint
CREATE INDEX "data_upload_tenant_created" ON "data_upload" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_actual_key" ON "sales_actual" USING btree ("tenant_id","hospital_id","product_id","month");--> statement-breakpoint
CREATE INDEX "sales_actual_product_month" ON "sales_actual" USING btree ("tenant_id","product_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_target_key" ON "sales_target" USING btree ("tenant_id","org_id","product_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "diagnosis_aggregate_key" ON "diagnosis_aggregate" USING btree ("tenant_id","hospital_id","department","indication","month");--> statement-breakpoint
CREATE INDEX "diagnosis_aggregate_month" ON "diagnosis_aggregate" USING btree ("tenant_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "sda_closed_period_key" ON "sda_closed_period" USING btree ("tenant_id","month");--> statement-breakpoint
CREATE INDEX "sda_treatment_record_month" ON "sda_treatment_record" USING btree ("tenant_id","month");--> statement-breakpoint
CREATE UNIQUE INDEX "forecast_entry_key" ON "forecast_entry" USING btree ("tenant_id","cycle","product_id","hospital_id","month");--> statement-breakpoint
CREATE INDEX "forecast_entry_org" ON "forecast_entry" USING btree ("tenant_id","cycle","org_path");--> statement-breakpoint
CREATE UNIQUE INDEX "forecast_run_key" ON "forecast_run" USING btree ("tenant_id","cycle");--> statement-breakpoint
CREATE UNIQUE INDEX "forecast_submission_key" ON "forecast_submission" USING btree ("tenant_id","cycle","org_id");--> statement-breakpoint
CREATE UNIQUE INDEX "target_issuance_key" ON "target_issuance" USING btree ("tenant_id","month","product_id","org_id");--> statement-breakpoint
CREATE INDEX "target_issuance_path" ON "target_issuance" USING btree ("tenant_id","org_path");--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_dashboard_tenant_key" ON "analytics_dashboard" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_report_user_day" ON "daily_report" USING btree ("tenant_id","user_id","day");--> statement-breakpoint
CREATE INDEX "daily_report_tenant_day" ON "daily_report" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE INDEX "daily_report_comment_report" ON "daily_report_comment" USING btree ("report_id","created_at");--> statement-breakpoint
CREATE INDEX "data_quality_result_check" ON "data_quality_result" USING btree ("tenant_id","dataset","check","ran_at");--> statement-breakpoint
CREATE INDEX "usage_daily_tenant_page" ON "usage_daily" USING btree ("tenant_id","page_path");--> statement-breakpoint
CREATE INDEX "content_article_tenant_status" ON "content_article" USING btree ("tenant_id","status","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_article_version_no" ON "content_article_version" USING btree ("article_id","version");--> statement-breakpoint
CREATE INDEX "content_article_version_tenant" ON "content_article_version" USING btree ("tenant_id","article_id");--> statement-breakpoint
CREATE INDEX "content_batch_tenant_time" ON "content_batch" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "content_campaign_tenant" ON "content_campaign" USING btree ("tenant_id","starts_on");--> statement-breakpoint
CREATE INDEX "content_consent_channel" ON "content_consent" USING btree ("tenant_id","channel","state");--> statement-breakpoint
CREATE INDEX "content_consent_history_doctor" ON "content_consent_history" USING btree ("tenant_id","doctor_id","occurred_at");--> statement-breakpoint
CREATE INDEX "content_email_outbox_tenant" ON "content_email_outbox" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "content_send_tenant_time" ON "content_send" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE INDEX "content_send_doctor" ON "content_send" USING btree ("tenant_id","doctor_id","channel","created_at");--> statement-breakpoint
CREATE INDEX "content_send_article" ON "content_send" USING btree ("tenant_id","article_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_send_batch_doctor" ON "content_send" USING btree ("batch_id","doctor_id") WHERE "content_send"."batch_id" is not null;--> statement-breakpoint
CREATE INDEX "analytics_funnel_tenant" ON "analytics_funnel" USING btree ("tenant_id","kind");--> statement-breakpoint
CREATE INDEX "lead_score_rank" ON "lead_score" USING btree ("tenant_id","product_id","score");--> statement-breakpoint
CREATE INDEX "lead_score_point_doctor" ON "lead_score_point" USING btree ("tenant_id","doctor_id","product_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_score_rule_version" ON "lead_score_rule" USING btree ("tenant_id","code","version");--> statement-breakpoint
CREATE INDEX "lead_score_rule_tenant" ON "lead_score_rule" USING btree ("tenant_id","product_id");--> statement-breakpoint
CREATE INDEX "ai_conversation_user" ON "ai_conversation" USING btree ("tenant_id","user_id","updated_at");--> statement-breakpoint
CREATE INDEX "ai_message_conversation" ON "ai_message" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "ai_message_user_time" ON "ai_message" USING btree ("tenant_id","user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_passage_source_chunk" ON "ai_passage" USING btree ("tenant_id","source_type","source_id","chunk");--> statement-breakpoint
CREATE INDEX "ai_passage_tenant" ON "ai_passage" USING btree ("tenant_id","id");