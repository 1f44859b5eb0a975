-- Each doctor's lead-score points summed per half-life against a decay anchor, kept by the scoring job
-- so that score movement reads them instead of every point. Left empty here: the scoring job's next
-- run (within a minute) sets the anchor and fills them; until then the movement reads the points.
CREATE TABLE "lead_score_decay_sum" (
	"tenant_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	"product_id" bigint NOT NULL,
	"half_life_days" integer NOT NULL,
	"weight" double precision NOT NULL,
	CONSTRAINT "lead_score_decay_sum_tenant_id_doctor_id_product_id_half_life_days_pk" PRIMARY KEY("tenant_id","doctor_id","product_id","half_life_days")
);
--> statement-breakpoint
ALTER TABLE "lead_score_state" ADD COLUMN "decay_anchor" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_score_state" ADD COLUMN "min_half_life" integer;--> statement-breakpoint
ALTER TABLE "lead_score_decay_sum" ADD CONSTRAINT "lead_score_decay_sum_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;