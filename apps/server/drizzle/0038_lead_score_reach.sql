-- How many doctors each lead-scoring rule has given points to, kept by the scoring job: the rule list
-- reads it instead of counting the points. Filled here from the points already written.
CREATE TABLE "lead_score_reach" (
	"tenant_id" bigint NOT NULL,
	"rule_id" bigint NOT NULL,
	"doctors" integer NOT NULL,
	CONSTRAINT "lead_score_reach_tenant_id_rule_id_pk" PRIMARY KEY("tenant_id","rule_id")
);
--> statement-breakpoint
ALTER TABLE "lead_score_reach" ADD CONSTRAINT "lead_score_reach_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "lead_score_reach" ("tenant_id", "rule_id", "doctors")
  SELECT "tenant_id", "rule_id", count(DISTINCT "doctor_id")::int FROM "lead_score_point" GROUP BY "tenant_id", "rule_id";
