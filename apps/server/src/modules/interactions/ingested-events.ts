import type { Database } from '../../db/client';
import { interactionEvent } from '../../db/schema/interactions/interactions';

/**
 * Appends events from an outside source (each row names its source and the event's id there); one
 * already in the store adds nothing. Answers the ids of the events that were new.
 */
export function appendIngestedEvents(db: Pick<Database, 'insert'>, events: Array<typeof interactionEvent.$inferInsert>) {
  return db.insert(interactionEvent).values(events).onConflictDoNothing().returning({ id: interactionEvent.id });
}
