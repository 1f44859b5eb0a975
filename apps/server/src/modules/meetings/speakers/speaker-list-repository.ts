import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { containsPattern } from '../../../lib/query-params';
import type { RequestContext } from '../../../platform/contract-route';
import type { Principal } from '../../../platform/principal';
import { rowsOf } from '../../../db/rows';

/**
 * The speaker lists: `/meeting/speaker` tabs (every profile of the tenant: speakers are a shared
 * resource once approved) and `/meeting/speakerApprove` tabs (steps waiting for or decided by me).
 */

interface Paging {
  keyword?: string | undefined;
  page: number;
  size: number;
}

async function listSpeakers(db: Database, principal: Principal, condition: SQL, query: Paging) {
  const keyword = query.keyword ? sql`and (d.name ilike ${containsPattern(query.keyword)} or h.name ilike ${containsPattern(query.keyword)})` : sql``;
  const from = sql`from speaker_profile s join doctor d on d.id = s.doctor_id join hospital h on h.id = d.hospital_id join app_user u on u.id = s.created_by
    where s.tenant_id = ${principal.tenant.id} and ${condition} ${keyword}`;
  const [items, total] = await Promise.all([
    db.execute(sql`select s.id, s.doctor_id, d.name, d.name_en, h.name as hospital_name, h.name_en as hospital_name_en, s.tier, s.fee_rate_cents, s.contract_end::text as contract_end, s.status, s.created_by, u.first_name as created_by_name, u.name_en as created_by_name_en, s.updated_at,
        (select json_build_object('name', t.name, 'nameEn', t.name_en) from workflow_task t where t.instance_id = s.instance_id and t.status = 'OPEN' order by t.id limit 1) as current_step,
        (select t.id from workflow_task t where t.instance_id = s.instance_id and t.status = 'OPEN' and ${principal.userId} = any(t.candidate_ids) limit 1) as my_task_id
      ${from} order by s.updated_at desc, s.id desc limit ${query.size} offset ${query.page * query.size}`),
    db.execute(sql`select count(*)::int as n ${from}`),
  ]);
  return {
    content: rowsOf<Record<string, unknown>>(items).map((r) => ({
      id: Number(r.id),
      doctorId: Number(r.doctor_id),
      doctorName: String(r.name),
      doctorNameEn: (r.name_en as string | null) ?? null,
      hospitalName: String(r.hospital_name),
      hospitalNameEn: (r.hospital_name_en as string | null) ?? null,
      tier: String(r.tier),
      feeRateCents: Number(r.fee_rate_cents),
      contractEnd: String(r.contract_end),
      status: String(r.status),
      createdById: Number(r.created_by),
      createdByName: String(r.created_by_name),
      createdByNameEn: (r.created_by_name_en as string | null) ?? null,
      currentStep: (r.current_step as { name: string; nameEn: string } | null) ?? null,
      myTaskId: r.my_task_id === null ? null : Number(r.my_task_id),
      updatedAt: new Date(r.updated_at as string).toISOString(),
    })),
    totalElements: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0),
  };
}

/** Speaker profiles of one `/meeting/speaker` tab: all, in approval or approved; optionally only the caller's. */
export function speakerPageOf({ db, principal }: RequestContext, query: Paging & { tab: 'speakerMaintenance' | 'speakerApproval' | 'speakerApproved'; mine: boolean }) {
  const status = { speakerMaintenance: sql`true`, speakerApproval: sql`s.status = 'IN_APPROVAL'`, speakerApproved: sql`s.status = 'APPROVED'` }[query.tab];
  return listSpeakers(db, principal, sql`${status} ${query.mine ? sql`and s.created_by = ${principal.userId}` : sql``}`, query);
}

/** Speaker approvals waiting for the caller (sApproval) or decided by the caller (sApproved). */
export function speakerApprovalPageOf({ db, principal }: RequestContext, query: Paging & { tab: 'sApproval' | 'sApproved' }) {
  const me = principal.userId;
  const condition =
    query.tab === 'sApproval'
      ? sql`exists (select 1 from workflow_task t where t.instance_id = s.instance_id and t.status = 'OPEN' and ${me} = any(t.candidate_ids) and t.step_id <> 'applicantRevise')`
      : sql`exists (select 1 from workflow_task t where t.instance_id = s.instance_id and t.decided_by = ${me} and t.step_id <> 'applicantRevise')`;
  return listSpeakers(db, principal, condition, query);
}
