import { sql } from 'drizzle-orm';
import type { Lang } from '@crm/shared/i18n';
import type { MeetingStatus } from '@crm/shared/contracts/meeting-schemas';
import type { Database } from '../../../db/client';
import { badRequest } from '../../../lib/http-error';
import { formatYuan } from '../calendar';
import type { Tx } from '../../workflow/index';
import { rowsOf } from '../../../db/rows';

/**
 * What meetings use of a budget pool, summed from the meetings themselves: estimates of requests
 * in approval, estimates of approved meetings not yet settled (committed), and settled actuals.
 */

type Queryable = Database | Tx;

export const ESTIMATED_STATUSES: MeetingStatus[] = ['IN_APPROVAL', 'REJECTED'];
export const COMMITTED_STATUSES: MeetingStatus[] = ['APPROVED', 'CONFIRMED', 'PAYMENT_IN_APPROVAL', 'PAYMENT_REJECTED'];

export interface PoolUsage {
  estimatedCents: number;
  committedCents: number;
  actualCents: number;
}

const list = (statuses: MeetingStatus[]) =>
  sql.join(
    statuses.map((s) => sql`${s}`),
    sql`, `,
  );

/** Usage of the given pools, leaving one meeting out (the one being checked). */
export async function poolUsage(db: Queryable, tenantId: number, poolIds: number[], excludeMeetingId = 0): Promise<Map<number, PoolUsage>> {
  if (poolIds.length === 0) return new Map();
  const result = rowsOf<Record<string, string | number>>(
    await db.execute(sql`
    select m.budget_pool_id as pool_id,
      coalesce(sum(m.estimated_total_cents) filter (where m.status in (${list(ESTIMATED_STATUSES)})), 0) as estimated,
      coalesce(sum(m.estimated_total_cents) filter (where m.status in (${list(COMMITTED_STATUSES)})), 0) as committed,
      coalesce(sum(m.actual_total_cents) filter (where m.status = 'PAID'), 0) as actual
    from meeting m
    where m.tenant_id = ${tenantId} and m.budget_pool_id = any(${sql.param(poolIds)}::bigint[]) and m.id <> ${excludeMeetingId}
    group by m.budget_pool_id`),
  );
  const usage = new Map<number, PoolUsage>(poolIds.map((id) => [id, { estimatedCents: 0, committedCents: 0, actualCents: 0 }]));
  for (const row of result) {
    usage.set(Number(row.pool_id), { estimatedCents: Number(row.estimated), committedCents: Number(row.committed), actualCents: Number(row.actual) });
  }
  return usage;
}

export const usedCents = (usage: PoolUsage) => usage.estimatedCents + usage.committedCents + usage.actualCents;

interface PoolMatch {
  id: number;
  budgetCents: number;
  orgName: string;
  orgNameEn: string | null;
}

export interface BudgetRequest {
  tenantId: number;
  meetingId: number;
  orgId: number | null;
  productId: number;
  year: number;
  neededCents: number;
}

/**
 * Finds the pool a meeting draws from (the nearest unit up the applicant's org chain with a pool
 * for the product and year), locks it so concurrent submissions queue, and refuses the request
 * when it needs more than is left.
 */
export async function reserveBudget(tx: Tx, request: BudgetRequest, lang: Lang): Promise<number> {
  const found = rowsOf<Record<string, string | number | null>>(
    await tx.execute(sql`
    select p.id, p.budget_cents, o.name as org_name, o.name_en as org_name_en
    from budget_pool p join organization o on o.id = p.org_id
    join organization own on own.tenant_id = p.tenant_id and own.id = ${request.orgId ?? 0}
    where p.tenant_id = ${request.tenantId} and p.product_id = ${request.productId} and p.year = ${request.year}
      and own.path like '%/' || p.org_id || '/%'
    order by length(o.path) desc limit 1
    for update of p`),
  );
  const row = found[0];
  const names = await describe(tx, request, lang);
  if (!row) throw badRequest('budgetPoolMissing', { org: names.org, product: names.product, year: request.year });
  const pool: PoolMatch = { id: Number(row.id), budgetCents: Number(row.budget_cents), orgName: String(row.org_name), orgNameEn: (row.org_name_en as string | null) ?? null };
  const usage = (await poolUsage(tx, request.tenantId, [pool.id], request.meetingId)).get(pool.id)!;
  const available = pool.budgetCents - usedCents(usage);
  if (request.neededCents > available) {
    const org = lang === 'en' ? (pool.orgNameEn ?? pool.orgName) : pool.orgName;
    throw badRequest('budgetExceeded', { org, product: names.product, year: request.year, available: formatYuan(Math.max(available, 0)), needed: formatYuan(request.neededCents) });
  }
  return pool.id;
}

async function describe(tx: Tx, request: BudgetRequest, lang: Lang) {
  const result = rowsOf<{ org: string | null; product: string | null }>(
    await tx.execute(sql`
    select (select case when ${lang} = 'en' then coalesce(name_en, name) else name end from organization where id = ${request.orgId ?? 0}) as org,
      (select case when ${lang} = 'en' then name_en else name end from product where id = ${request.productId}) as product`),
  );
  return { org: result[0]?.org ?? '-', product: result[0]?.product ?? '-' };
}
