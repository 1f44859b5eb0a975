CREATE TABLE "doctor_relation_change" (
	"tenant_id" bigint NOT NULL,
	"doctor_id" bigint NOT NULL,
	CONSTRAINT "doctor_relation_change_tenant_id_doctor_id_pk" PRIMARY KEY("tenant_id","doctor_id")
);
--> statement-breakpoint
CREATE TABLE "kol_score_summary" (
	"tenant_id" bigint NOT NULL,
	"province_code" text NOT NULL,
	"tier" text NOT NULL,
	"kols" integer NOT NULL,
	"top_score" double precision NOT NULL,
	CONSTRAINT "kol_score_summary_tenant_id_province_code_tier_pk" PRIMARY KEY("tenant_id","province_code","tier")
);
--> statement-breakpoint
ALTER TABLE "kol_score_summary" ADD CONSTRAINT "kol_score_summary_tenant_id_enterprise_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."enterprise"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Doctors whose tie sources change are queued in doctor_relation_change for the next scoring run,
-- which then rebuilds only their ties (ADR 9). Statement-level triggers write one row per doctor
-- however many rows a statement touches; removed rows count only for doctors that still exist.
CREATE OR REPLACE FUNCTION academic_tie_source_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO doctor_relation_change (tenant_id, doctor_id) SELECT DISTINCT tenant_id, doctor_id FROM added ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION academic_tie_source_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO doctor_relation_change (tenant_id, doctor_id)
    SELECT DISTINCT r.tenant_id, r.doctor_id FROM removed r WHERE EXISTS (SELECT 1 FROM doctor d WHERE d.id = r.doctor_id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION academic_tie_source_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO doctor_relation_change (tenant_id, doctor_id)
    SELECT tenant_id, doctor_id FROM added UNION SELECT tenant_id, doctor_id FROM removed ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER academic_paper_author_ties_added AFTER INSERT ON academic_paper_author
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION academic_tie_source_added();
--> statement-breakpoint
CREATE TRIGGER academic_paper_author_ties_removed AFTER DELETE ON academic_paper_author
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION academic_tie_source_removed();
--> statement-breakpoint
CREATE TRIGGER academic_paper_author_ties_updated AFTER UPDATE ON academic_paper_author
  REFERENCING NEW TABLE AS added OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION academic_tie_source_updated();
--> statement-breakpoint
CREATE TRIGGER academic_guideline_member_ties_added AFTER INSERT ON academic_guideline_member
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION academic_tie_source_added();
--> statement-breakpoint
CREATE TRIGGER academic_guideline_member_ties_removed AFTER DELETE ON academic_guideline_member
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION academic_tie_source_removed();
--> statement-breakpoint
CREATE TRIGGER academic_guideline_member_ties_updated AFTER UPDATE ON academic_guideline_member
  REFERENCING NEW TABLE AS added OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION academic_tie_source_updated();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION doctor_mentorship_ties_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO doctor_relation_change (tenant_id, doctor_id)
      SELECT tenant_id, mentor_id FROM added UNION SELECT tenant_id, mentee_id FROM added ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    INSERT INTO doctor_relation_change (tenant_id, doctor_id)
      SELECT x.tenant_id, x.id FROM (SELECT tenant_id, mentor_id AS id FROM removed UNION SELECT tenant_id, mentee_id FROM removed) x
      WHERE EXISTS (SELECT 1 FROM doctor d WHERE d.id = x.id) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER doctor_mentorship_ties_added AFTER INSERT ON doctor_mentorship
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION doctor_mentorship_ties_changed();
--> statement-breakpoint
CREATE TRIGGER doctor_mentorship_ties_removed AFTER DELETE ON doctor_mentorship
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION doctor_mentorship_ties_changed();
--> statement-breakpoint
CREATE TRIGGER doctor_mentorship_ties_updated AFTER UPDATE ON doctor_mentorship
  REFERENCING NEW TABLE AS added OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION doctor_mentorship_ties_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION doctor_ties_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO doctor_relation_change (tenant_id, doctor_id)
    SELECT tenant_id, id FROM added WHERE hospital_department_id IS NOT NULL OR cardinality(association) > 0 ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER doctor_ties_inserted AFTER INSERT ON doctor
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION doctor_ties_inserted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION doctor_ties_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO doctor_relation_change (tenant_id, doctor_id) VALUES (NEW.tenant_id, NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER doctor_ties_updated AFTER UPDATE OF hospital_department_id, association ON doctor FOR EACH ROW
  WHEN (OLD.hospital_department_id IS DISTINCT FROM NEW.hospital_department_id OR OLD.association IS DISTINCT FROM NEW.association)
  EXECUTE FUNCTION doctor_ties_updated();
--> statement-breakpoint
-- Changes made before these triggers existed are unknown: the next run of every tenant rebuilds all ties.
DELETE FROM kol_score_run;
