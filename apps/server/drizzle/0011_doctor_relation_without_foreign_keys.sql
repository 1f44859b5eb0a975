ALTER TABLE "doctor_relation" DROP CONSTRAINT "doctor_relation_tenant_id_enterprise_id_fk";
--> statement-breakpoint
ALTER TABLE "doctor_relation" DROP CONSTRAINT "doctor_relation_doctor_id_doctor_id_fk";
--> statement-breakpoint
ALTER TABLE "doctor_relation" DROP CONSTRAINT "doctor_relation_other_id_doctor_id_fk";
--> statement-breakpoint
-- Ties are derived rows written by the scoring job (ADR 9); instead of three foreign keys checked
-- for each of the millions of rows a rebuild inserts, deleting doctors (also by deleting a tenant)
-- deletes their ties in both directions once per statement.
CREATE OR REPLACE FUNCTION doctor_relation_doctors_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM doctor_relation r USING removed d WHERE r.doctor_id = d.id;
  DELETE FROM doctor_relation r USING removed d WHERE r.other_id = d.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER doctor_relation_doctors_deleted AFTER DELETE ON doctor
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION doctor_relation_doctors_deleted();
