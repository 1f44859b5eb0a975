import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Tx } from '../workflow/index';

/**
 * A suggestion is completed when its action shows up in the event store, by whatever route it was
 * done (the visit form, a quick log, a mass send, a meeting's invitation list): an event of the
 * action's kind by the same user about the same doctor, from the start of the suggestion's day to a
 * week after its due day. Held-out suggestions are checked the same way, so the report can say how
 * often the untreated did the same thing anyway.
 */

/** The event types that complete each action. */
const COMPLETING: Record<string, string[]> = {
  visit: ['visit.completed'],
  call: ['visit.completed'],
  send: ['content.sent'],
  invite: ['meeting.invited'],
  followUp: ['visit.completed', 'content.sent', 'meeting.invited'],
};

/** Days after the due day an action still completes its suggestion. */
export const GRACE_DAYS = 7;

function completingTypes(): SQL {
  return sql.join(
    Object.entries(COMPLETING).map(([action, types]) => sql`when ${action} then ${sql.param(types)}::text[]`),
    sql` `,
  );
}

/** Marks done the open and accepted suggestions of the tenant (or of one user) whose action an event shows. */
export async function markCompleted(db: Database | Tx, tenantId: number, timeZone: string, userId?: number): Promise<void> {
  const who = userId === undefined ? sql`true` : sql`s.user_id = ${userId}`;
  await db.execute(sql`update suggestion s set status = 'completed', completed_at = m.occurred_at, completed_event_id = m.event_id
    from (select s2.id, e.id as event_id, e.occurred_at from suggestion s2
      join lateral (select e.id, e.occurred_at from interaction_event e
        where e.tenant_id = s2.tenant_id and e.doctor_id = s2.doctor_id and e.actor_user_id = s2.user_id
          and e.type = any(case s2.action ${completingTypes()} end)
          and e.occurred_at >= (s2.suggested_on::timestamp at time zone ${timeZone})
          and e.occurred_at < ((s2.due_on + ${GRACE_DAYS + 1}::int)::timestamp at time zone ${timeZone})
        order by e.occurred_at, e.id limit 1) e on true
      where s2.tenant_id = ${tenantId} and s2.status in ('open', 'accepted')
        and ${userId === undefined ? sql`true` : sql`s2.user_id = ${userId}`}) m
    where s.id = m.id and s.tenant_id = ${tenantId} and ${who}`);
}

/** Open and accepted suggestions past their due day and grace expire. */
export async function expireOld(db: Database | Tx, tenantId: number, today: string): Promise<void> {
  await db.execute(sql`update suggestion set status = 'expired'
    where tenant_id = ${tenantId} and status in ('open', 'accepted') and due_on < (${today}::date - ${GRACE_DAYS}::int)`);
}
