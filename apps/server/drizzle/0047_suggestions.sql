CREATE TABLE "suggestion" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "suggestion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"suggested_on" date NOT NULL,
	"due_on" date NOT NULL,
	"type" text NOT NULL,
	"action" text NOT NULL,
	"channel" text,
	"article_id" bigint,
	"meeting_id" bigint,
	"task_id" bigint,
	"score" double precision NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"holdout" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"accepted_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"completed_event_id" bigint,
	"dismissed_at" timestamp with time zone,
	"dismiss_reason" text,
	"dismiss_comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suggestion_pair" (
	"tenant_id" bigint NOT NULL,
	"period" text NOT NULL,
	"user_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"holdout" boolean NOT NULL,
	"drawn_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suggestion_pair_tenant_id_period_user_id_doctor_id_pk" PRIMARY KEY("tenant_id","period","user_id","doctor_id")
);
--> statement-breakpoint
CREATE TABLE "suggestion_run" (
	"tenant_id" bigint NOT NULL,
	"user_id" bigint NOT NULL,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "suggestion_run_tenant_id_user_id_day_pk" PRIMARY KEY("tenant_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "suggestion_setting" (
	"tenant_id" bigint PRIMARY KEY NOT NULL,
	"settings" jsonb,
	"last_run_on" date,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "suggestion" ADD CONSTRAINT "suggestion_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion" ADD CONSTRAINT "suggestion_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion" ADD CONSTRAINT "suggestion_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_pair" ADD CONSTRAINT "suggestion_pair_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_pair" ADD CONSTRAINT "suggestion_pair_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_pair" ADD CONSTRAINT "suggestion_pair_doctor_id_doctor_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_run" ADD CONSTRAINT "suggestion_run_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_run" ADD CONSTRAINT "suggestion_run_user_id_app_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."app_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suggestion_setting" ADD CONSTRAINT "suggestion_setting_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "suggestion_day_doctor" ON "suggestion" USING btree ("tenant_id","user_id","suggested_on","doctor_id");--> statement-breakpoint
CREATE INDEX "suggestion_tenant_day" ON "suggestion" USING btree ("tenant_id","suggested_on","type");--> statement-breakpoint
CREATE INDEX "suggestion_doctor" ON "suggestion" USING btree ("tenant_id","doctor_id","user_id");