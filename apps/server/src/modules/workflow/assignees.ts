import { sql } from 'drizzle-orm';
import type { AssigneeRule } from '@crm/shared/contracts/workflow-schemas';
import type { Database } from '../../db/client';
import type { Tx } from './process-registry';
import { rows } from '../../db/rows';

type Queryable = Database | Tx;

async function usersWithRole(db: Queryable, tenantId: number, roleCode: string): Promise<number[]> {
  const found = await rows<{ id: string | number }>(
    db,
    sql`select distinct u.id from app_user u join user_role ur on ur.user_id = u.id join role r on r.id = ur.role_id
        where u.tenant_id = ${tenantId} and r.code = ${roleCode} and r.enabled and u.enabled order by u.id`,
  );
  return found.map((row) => Number(row.id));
}

/** Leaders up the applicant's org chain, nearest first, never the applicant themself. */
async function leadersAbove(db: Queryable, tenantId: number, initiatorId: number, orgId: number | null): Promise<number[]> {
  if (orgId === null) return [];
  const found = await rows<{ leader_id: string | number }>(
    db,
    sql`select o.leader_id from organization own
        join organization o on o.tenant_id = own.tenant_id and own.path like '%/' || o.id || '/%'
        join app_user u on u.id = o.leader_id and u.enabled
        where own.tenant_id = ${tenantId} and own.id = ${orgId} and o.leader_id <> ${initiatorId}
        order by length(o.path) desc`,
  );
  return [...new Set(found.map((row) => Number(row.leader_id)))];
}

/**
 * Everyone who may decide a step. Applicants never approve their own request; a step nobody can
 * take falls to the tenant's administrators so an instance is never stranded.
 */
export async function resolveAssignees(db: Queryable, tenantId: number, rule: AssigneeRule, initiator: { id: number; orgId: number | null }): Promise<number[]> {
  let candidates: number[] = [];
  if (rule.type === 'role') candidates = await usersWithRole(db, tenantId, rule.role);
  if (rule.type === 'user') {
    const found = await rows<{ id: string | number }>(db, sql`select id from app_user where tenant_id = ${tenantId} and id = ${rule.userId} and enabled`);
    candidates = found.map((row) => Number(row.id));
  }
  if (rule.type === 'orgLeader') {
    const leaders = await leadersAbove(db, tenantId, initiator.id, initiator.orgId);
    const leader = leaders[Math.min(rule.levelsUp, leaders.length - 1)];
    candidates = leader === undefined ? [] : [leader];
  }
  candidates = candidates.filter((id) => id !== initiator.id);
  if (candidates.length > 0) return candidates;
  return (await usersWithRole(db, tenantId, 'admin')).filter((id) => id !== initiator.id);
}
