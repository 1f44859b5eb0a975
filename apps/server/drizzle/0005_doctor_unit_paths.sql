-- doctor.unit_paths mirrors the doctor's rows in doctor_assignment (their org_path values,
-- space-separated with a space at each end) so that a large data range can be checked inside the
-- search indexes. Statement-level triggers recompute it once per statement for the doctors touched.
CREATE OR REPLACE FUNCTION doctor_unit_paths_refresh(doctor_ids bigint[]) RETURNS void LANGUAGE sql AS $$
  UPDATE doctor d SET unit_paths = coalesce(
    (SELECT ' ' || string_agg(a.org_path, ' ' ORDER BY a.org_path) || ' ' FROM doctor_assignment a WHERE a.doctor_id = d.id), '')
  WHERE d.id = ANY(doctor_ids);
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION doctor_assignment_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM doctor_unit_paths_refresh(ARRAY(SELECT DISTINCT doctor_id FROM added));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION doctor_assignment_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM doctor_unit_paths_refresh(ARRAY(SELECT DISTINCT doctor_id FROM removed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION doctor_assignment_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM doctor_unit_paths_refresh(ARRAY(SELECT doctor_id FROM added UNION SELECT doctor_id FROM removed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER doctor_assignment_inserted AFTER INSERT ON doctor_assignment
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION doctor_assignment_after_insert();
--> statement-breakpoint
CREATE TRIGGER doctor_assignment_deleted AFTER DELETE ON doctor_assignment
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION doctor_assignment_after_delete();
--> statement-breakpoint
CREATE TRIGGER doctor_assignment_updated AFTER UPDATE ON doctor_assignment
  REFERENCING NEW TABLE AS added OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION doctor_assignment_after_update();
