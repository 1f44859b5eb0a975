-- The (tenant, doctor, time) index is ordered by id within a time and holds the type, so a journey
-- path walks each doctor's touchpoints in (time, id) order from the index alone.
DROP INDEX IF EXISTS "interaction_event_doctor_time";--> statement-breakpoint
CREATE INDEX "interaction_event_doctor_time" ON "interaction_event" USING btree ("tenant_id","doctor_id","occurred_at","id") INCLUDE ("type");
