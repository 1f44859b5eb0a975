CREATE TABLE "task" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"doctor_id" bigint,
	"creator_id" bigint NOT NULL,
	"assignee_id" bigint NOT NULL,
	"assignee_org_path" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"important" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'todo' NOT NULL,
	"completed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "task_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"task_id" bigint NOT NULL,
	"actor_id" bigint,
	"action" text NOT NULL,
	"detail" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "visit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"org_id" bigint,
	"org_path" text NOT NULL,
	"doctor_id" bigint NOT NULL,
	"hospital_id" bigint NOT NULL,
	"status" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"visit_type" text NOT NULL,
	"purpose" text NOT NULL,
	"duration" text,
	"result" text,
	"notes" text,
	"next_step" text,
	"location" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visit_participant" (
	"visit_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	CONSTRAINT "visit_participant_visit_id_user_id_pk" PRIMARY KEY("visit_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "visit_product" (
	"visit_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	CONSTRAINT "visit_product_visit_id_product_id_pk" PRIMARY KEY("visit_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "doctor_account" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "doctor_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"phone" text NOT NULL,
	"name" text NOT NULL,
	"hospital_name" text NOT NULL,
	"department_name" text,
	"title_code" text,
	"doctor_id" bigint,
	"verification_id" bigint,
	"status" text NOT NULL,
	"chat_open_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "task" ADD CONSTRAINT "task_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task" ADD CONSTRAINT "task_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task" ADD CONSTRAINT "task_creator_id_app_user_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task" ADD CONSTRAINT "task_assignee_id_app_user_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_log" ADD CONSTRAINT "task_log_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_log" ADD CONSTRAINT "task_log_task_id_task_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."task"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_log" ADD CONSTRAINT "task_log_actor_id_app_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."app_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit" ADD CONSTRAINT "visit_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit" ADD CONSTRAINT "visit_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit" ADD CONSTRAINT "visit_org_id_organization_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organization"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit" ADD CONSTRAINT "visit_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit" ADD CONSTRAINT "visit_hospital_id_hospital_id_fk" FOREIGN KEY ("hospital_id") REFERENCES "public"."hospital"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_participant" ADD CONSTRAINT "visit_participant_visit_id_visit_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_participant" ADD CONSTRAINT "visit_participant_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_product" ADD CONSTRAINT "visit_product_visit_id_visit_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visit"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visit_product" ADD CONSTRAINT "visit_product_product_id_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_account" ADD CONSTRAINT "doctor_account_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_account" ADD CONSTRAINT "doctor_account_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_account" ADD CONSTRAINT "doctor_account_verification_id_doctor_verification_id_fk" FOREIGN KEY ("verification_id") REFERENCES "public"."doctor_verification"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_tenant_assignee_due" ON "task" USING btree ("tenant_id","assignee_id","due_at");--> statement-breakpoint
CREATE INDEX "task_tenant_path_due" ON "task" USING btree ("tenant_id",("assignee_org_path" collate "C"),"due_at");--> statement-breakpoint
CREATE INDEX "task_tenant_doctor" ON "task" USING btree ("tenant_id","doctor_id");--> statement-breakpoint
CREATE INDEX "task_due_unreminded" ON "task" USING btree ("due_at") WHERE status = 'todo' and reminded_at is null;--> statement-breakpoint
CREATE INDEX "task_log_task" ON "task_log" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "visit_tenant_start" ON "visit" USING btree ("tenant_id","start_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "visit_tenant_user_start" ON "visit" USING btree ("tenant_id","user_id","start_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "visit_tenant_path_start" ON "visit" USING btree ("tenant_id",("org_path" collate "C"),"start_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "visit_tenant_doctor_start" ON "visit" USING btree ("tenant_id","doctor_id","start_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "visit_participant_user" ON "visit_participant" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_account_tenant_phone" ON "doctor_account" USING btree ("tenant_id","phone");--> statement-breakpoint
CREATE INDEX "doctor_account_tenant_doctor" ON "doctor_account" USING btree ("tenant_id","doctor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "doctor_account_tenant_chat" ON "doctor_account" USING btree ("tenant_id","chat_open_id");