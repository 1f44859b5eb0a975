-- The (tenant, type, time) index also holds the doctor and the channel, so a funnel reads its steps'
-- events from the index alone (an index-only scan) instead of visiting a table page per event.
DROP INDEX IF EXISTS "interaction_event_type_time";--> statement-breakpoint
CREATE INDEX "interaction_event_type_time" ON "interaction_event" USING btree ("tenant_id","type","occurred_at") INCLUDE ("doctor_id","channel");
