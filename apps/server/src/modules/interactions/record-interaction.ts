import type { InteractionType } from '@crm/shared/interaction-types';
import type { Database } from '../../db/client';
import { interactionEvent } from '../../db/schema/interactions/interactions';

/** A database or the transaction of the fact being recorded (both have `insert`). */
type Writer = Pick<Database, 'insert'>;

export interface InteractionInput {
  tenantId: number;
  type: InteractionType;
  occurredAt: Date;
  doctorId?: number | null;
  hospitalId?: number | null;
  channel?: string | null;
  productId?: number | null;
  campaignId?: number | null;
  actorUserId?: number | null;
  /** The fact's own id (visit id, send id…): recording the same fact twice adds nothing. */
  sourceEventId?: string | null;
  properties?: Record<string, unknown>;
}

/**
 * Appends touchpoints to the interaction event store. Call it with the transaction that writes the
 * fact itself, so the event exists exactly when the fact does.
 */
export async function recordInteractions(writer: Writer, events: InteractionInput[]): Promise<void> {
  if (events.length === 0) return;
  await writer
    .insert(interactionEvent)
    .values(events.map((event) => ({ ...event, source: 'crm' })))
    .onConflictDoNothing();
}
