import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SPEAKER_APPROVAL_TABS, SPEAKER_LIST_TABS } from '@crm/shared/meeting-master-schemas';
import type { Database } from '../../../db/client';
import { containsPattern, queryBoolean } from '../../../lib/query-params';
import { envelope, ok, pageOf } from '../../../lib/envelope';
import { requirePrincipal } from '../../../platform/request-context';
import type { Principal } from '../../../platform/principal';
import { speakerListItem, tags } from './responses';

/**
 * The speaker lists: `/meeting/speaker` tabs (every profile of the tenant: speakers are a shared
 * resource once approved) and `/meeting/speakerApprove` tabs (steps waiting for or decided by me).
 */

const paging = {
  keyword: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

async function listSpeakers(db: Database, principal: Principal, condition: SQL, query: { keyword?: string | undefined; page: number; size: number }) {
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
    content: (items as unknown as { rows: Array<Record<string, unknown>> }).rows.map((r) => ({
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
    totalElements: Number((total as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0),
  };
}

export async function speakerListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/speaker/page',
    {
      config: { access: { permission: 'meeting:speaker:list' } },
      schema: {
        tags,
        summary: 'Speaker profiles: speakerMaintenance (all), speakerApproval (in approval), speakerApproved (approved)',
        querystring: z.object({ tab: z.enum(SPEAKER_LIST_TABS).default('speakerMaintenance'), mine: queryBoolean.default(false), ...paging }),
        response: { 200: envelope(pageOf(speakerListItem)) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const { tab, mine } = request.query;
      const status = { speakerMaintenance: sql`true`, speakerApproval: sql`s.status = 'IN_APPROVAL'`, speakerApproved: sql`s.status = 'APPROVED'` }[tab];
      return ok(await listSpeakers(app.db, principal, sql`${status} ${mine ? sql`and s.created_by = ${principal.userId}` : sql``}`, request.query));
    },
  );

  app.get(
    '/speaker/approval/page',
    {
      config: { access: { permission: 'meeting:speakerApproval:list' } },
      schema: {
        tags,
        summary: 'Speaker approvals: sApproval (waiting for me), sApproved (decided by me)',
        querystring: z.object({ tab: z.enum(SPEAKER_APPROVAL_TABS).default('sApproval'), ...paging }),
        response: { 200: envelope(pageOf(speakerListItem)) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const me = principal.userId;
      const condition =
        request.query.tab === 'sApproval'
          ? sql`exists (select 1 from workflow_task t where t.instance_id = s.instance_id and t.status = 'OPEN' and ${me} = any(t.candidate_ids) and t.step_id <> 'applicantRevise')`
          : sql`exists (select 1 from workflow_task t where t.instance_id = s.instance_id and t.decided_by = ${me} and t.step_id <> 'applicantRevise')`;
      return ok(await listSpeakers(app.db, principal, condition, request.query));
    },
  );
}
