import { sql } from 'drizzle-orm';
import type { Tx } from '../process-registry';

/** Spreads an instance's history over the days before `end`, so demo timelines read naturally. */
export async function backdate(tx: Tx, instanceId: number, start: Date, stepHours = 20): Promise<void> {
  await tx.execute(sql`update workflow_history h set created_at = ${start.toISOString()}::timestamptz + (x.rn * ${stepHours} * interval '1 hour')
    from (select id, row_number() over (order by id) - 1 as rn from workflow_history where instance_id = ${instanceId}) x where h.id = x.id`);
  await tx.execute(sql`update workflow_task t set created_at = ${start.toISOString()}::timestamptz + (x.rn * ${stepHours} * interval '1 hour'),
      decided_at = case when t.decided_at is null then null else ${start.toISOString()}::timestamptz + ((x.rn + 1) * ${stepHours} * interval '1 hour') end
    from (select id, row_number() over (order by id) - 1 as rn from workflow_task where instance_id = ${instanceId}) x where t.id = x.id`);
  await tx.execute(sql`update workflow_instance i set started_at = ${start.toISOString()}::timestamptz,
      ended_at = case when i.ended_at is null then null else (select max(created_at) from workflow_history where instance_id = i.id) end where i.id = ${instanceId}`);
}
