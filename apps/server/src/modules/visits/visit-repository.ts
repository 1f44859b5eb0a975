import { sql, type SQL } from 'drizzle-orm';
import type { VisitFilter } from '@crm/shared/contracts/visit-schemas';
import type { Visit, VisitPage, VisitPageQuery } from '@crm/shared/contracts/visits';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';
import { startOfDay, addDays } from '../../lib/zoned-time';
import { containsPattern } from '../../lib/query-params';
import { ownVisitsCondition, teamVisitsCondition, visibleVisitCondition } from './visit-scope';
import { startsWith } from '../../db/starts-with';
import { rowsOf } from '../../db/rows';

interface RawVisit extends Record<string, unknown> {
  id: string | number;
  status: string;
  start_at: string | Date;
  end_at: string | Date;
  visit_type: string;
  purpose: string;
  duration: string | null;
  result: string | null;
  notes: string | null;
  next_step: string | null;
  location: string | null;
  doctor_id: string | number;
  doctor_code: string;
  doctor_name: string;
  doctor_name_en: string | null;
  doctor_title: string | null;
  department: string | null;
  department_en: string | null;
  hospital_id: string | number;
  hospital_name: string;
  hospital_name_en: string | null;
  user_id: string | number;
  user_name: string;
  user_name_en: string | null;
  created_at: string | Date;
  products: Array<{ id: string | number; name: string; nameEn: string }> | string;
  participants: Array<{ id: string | number; firstName: string; nameEn: string | null }> | string;
}

const iso = (value: string | Date) => new Date(value).toISOString();

/** SQL conditions for the list filters; dates are calendar days in the tenant's zone. */
export function filterConditions(filter: VisitFilter, timeZone: string): SQL[] {
  const conditions: SQL[] = [];
  if (filter.startDate) conditions.push(sql`v.start_at >= ${startOfDay(filter.startDate, timeZone).toISOString()}`);
  if (filter.endDate) conditions.push(sql`v.start_at < ${startOfDay(addDays(filter.endDate, 1), timeZone).toISOString()}`);
  if (filter.status) conditions.push(sql`v.status = ${filter.status}`);
  if (filter.visitType) conditions.push(sql`v.visit_type = ${filter.visitType}`);
  if (filter.purpose) conditions.push(sql`v.purpose = ${filter.purpose}`);
  if (filter.result) conditions.push(sql`v.result = ${filter.result}`);
  if (filter.userId) conditions.push(sql`v.user_id = ${filter.userId}`);
  if (filter.doctorId) conditions.push(sql`v.doctor_id = ${filter.doctorId}`);
  if (filter.hospitalId) conditions.push(sql`v.hospital_id = ${filter.hospitalId}`);
  if (filter.keyword) {
    const like = containsPattern(filter.keyword);
    // Matching doctors and hospitals are looked up once (ids are unique across tenants, and the
    // visit is already held to its tenant), so neither a page nor a count joins per visit to filter.
    conditions.push(sql`(v.doctor_id in (select kd.id from doctor kd where kd.name like ${like} or ${startsWith(sql`kd.name_pinyin`, filter.keyword.toLowerCase())})
      or v.hospital_id in (select kh.id from hospital kh where kh.name like ${like}))`);
  }
  return conditions;
}

const SELECT = sql`
  select v.id, v.status, v.start_at, v.end_at, v.visit_type, v.purpose, v.duration, v.result, v.notes, v.next_step, v.location, v.created_at,
    d.id as doctor_id, d.code as doctor_code, d.name as doctor_name, d.name_en as doctor_name_en, d.title_code as doctor_title, hd.name as department, hd.name_en as department_en,
    h.id as hospital_id, h.name as hospital_name, h.name_en as hospital_name_en,
    u.id as user_id, u.first_name as user_name, u.name_en as user_name_en,
    (select coalesce(json_agg(json_build_object('id', p.id, 'name', p.name, 'nameEn', p.name_en) order by p.id), '[]'::json)
      from visit_product vp join product p on p.id = vp.product_id where vp.visit_id = v.id) as products,
    (select coalesce(json_agg(json_build_object('id', pu.id, 'firstName', pu.first_name, 'nameEn', pu.name_en) order by pu.id), '[]'::json)
      from visit_participant vpu join app_user pu on pu.id = vpu.user_id where vpu.visit_id = v.id) as participants
  from visit v
  join doctor d on d.id = v.doctor_id
  join hospital h on h.id = v.hospital_id
  left join hospital_department hd on hd.id = d.hospital_department_id
  join app_user u on u.id = v.user_id`;

/** Most rows a count reads; beyond it the total is reported as capped. */
export const COUNT_CAP = 10_000;

type PageInput = {
  tenantId: number;
  scope: SQL;
  conditions: SQL[];
  limit: number;
  offset: number;
  ascending?: boolean;
  /** Set when `scope` is this user's own visits (ownVisitsCondition): the page is then read as below. */
  ownerId?: number;
};

/** The statement of one page of visits, newest first unless ascending. */
export function visitPageSql(input: PageInput): SQL {
  // Spelled as the indexes are built (desc nulls last), so a page is read straight off the index:
  // with plain "desc" PostgreSQL sorts every row of a national team before taking twenty.
  const order = input.ascending ? sql`v.start_at asc nulls first, v.id asc nulls first` : sql`v.start_at desc nulls last, v.id desc nulls last`;
  const scope = input.ownerId === undefined ? input.scope : ownPage(input, order);
  const where = sql.join([sql`v.tenant_id = ${input.tenantId}`, scope, ...input.conditions], sql` and `);
  return sql`${SELECT} where ${where} order by ${order} limit ${input.limit} offset ${input.offset}`;
}

/**
 * A user's own page as the ids of two short ordered reads: their visits off the user's start-time
 * index, and the visits they joined. Under a named statement's one generic plan, "own or joined"
 * walked the whole tenant's visits from the newest and tested each (fine with forty reps, a scan of
 * the tenant with a thousand); each read here stops after the page.
 */
function ownPage(input: PageInput, order: SQL): SQL {
  const upTo = input.offset + input.limit;
  const read = (from: SQL, whose: SQL) =>
    sql`(select v.id from ${from} where ${sql.join([sql`v.tenant_id = ${input.tenantId}`, whose, ...input.conditions], sql` and `)} order by ${order} limit ${upTo})`;
  const own = read(sql`visit v`, sql`v.user_id = ${input.ownerId}`);
  const joined = read(sql`visit_participant jp join visit v on v.id = jp.visit_id`, sql`jp.user_id = ${input.ownerId} and v.user_id <> ${input.ownerId}`);
  return sql`v.id = any(array(${own} union all ${joined}))`;
}

export async function findVisits(db: Database, input: PageInput): Promise<Visit[]> {
  const result = rowsOf<RawVisit>(await db.execute(visitPageSql(input)));
  return toVisitRows(result);
}

export async function countVisits(db: Database, input: { tenantId: number; scope: SQL; conditions: SQL[] }, cap: number = COUNT_CAP): Promise<{ total: number; capped: boolean }> {
  const where = sql.join([sql`v.tenant_id = ${input.tenantId}`, input.scope, ...input.conditions], sql` and `);
  const result = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from (select 1 from visit v where ${where} limit ${cap + 1}) capped`));
  const n = Number(result[0]?.n ?? 0);
  return { total: Math.min(n, cap), capped: n > cap };
}

/**
 * One page in the order a rep reads their visits: what has happened (or is due), newest first, so a
 * visit just logged is on top; then the upcoming plans, soonest first, after them (the plan calendar
 * is where plans are looked ahead at). `dueBy` is where the two meet: visits starting by then count
 * as happened. Both halves are read straight off the start-time indexes, as the plain orders are.
 */
export async function findRecentVisits(db: Database, input: PageInput & { dueBy: Date }): Promise<Visit[]> {
  const { dueBy, ...page } = input;
  const happened = sql`v.start_at <= ${dueBy.toISOString()}`;
  const upcoming = sql`v.start_at > ${dueBy.toISOString()}`;
  const head = await findVisits(db, { ...page, conditions: [...page.conditions, happened], ascending: false });
  if (head.length === page.limit) return head;
  // The page reaches past the oldest visit that happened: the rest of it is the first upcoming plans.
  // Where the happened ones end is known from this page, unless the page starts beyond them all.
  const happenedCount =
    head.length > 0 || page.offset === 0
      ? page.offset + head.length
      : (await countVisits(db, { ...page, conditions: [...page.conditions, happened] }, Number.MAX_SAFE_INTEGER)).total;
  const tail = await findVisits(db, {
    ...page,
    conditions: [...page.conditions, upcoming],
    ascending: true,
    limit: page.limit - head.length,
    offset: Math.max(0, page.offset - happenedCount),
  });
  return [...head, ...tail];
}

/** One visit the caller owns, joined or may see in their team; 404 otherwise. */
export async function requireVisit(context: RequestContext, id: number): Promise<Visit> {
  const { principal } = context;
  const [found] = await findVisits(context.db, { tenantId: principal.tenant.id, scope: visibleVisitCondition(principal), conditions: [sql`v.id = ${id}`], limit: 1, offset: 0 });
  if (!found) throw notFound();
  return found;
}

/** One page of the caller's own (my) or team's visits matching a filter, with the (capped) total. */
export async function visitPage(context: RequestContext, scope: 'my' | 'team', filter: VisitFilter, query: VisitPageQuery): Promise<VisitPage> {
  const { principal, db } = context;
  const input = {
    tenantId: principal.tenant.id,
    scope: scope === 'my' ? ownVisitsCondition(principal) : teamVisitsCondition(principal),
    conditions: filterConditions(filter, principal.tenant.timeZone),
  };
  const page = { ...input, limit: query.size, offset: query.page * query.size, ...(scope === 'my' ? { ownerId: principal.userId } : {}) };
  const visitFutureMinutes = context.host.config.visitFutureMinutes;
  const [content, count] = await Promise.all([
    query.sort === 'recent'
      ? // Visits logged up to the allowed minutes ahead count as happened, so a visit just logged is never among the plans.
        findRecentVisits(db, { ...page, dueBy: new Date(Date.now() + visitFutureMinutes * 60_000) })
      : findVisits(db, { ...page, ascending: query.sort === 'startAt,asc' }),
    countVisits(db, input),
  ]);
  return { content, totalElements: count.total, totalCapped: count.capped };
}

/** json columns arrive parsed from node-postgres and PGlite alike; text is parsed to be safe. */
const parsed = <T>(value: T[] | string): T[] => (typeof value === 'string' ? (JSON.parse(value) as T[]) : value);

function toVisitRows(rows: RawVisit[]): Visit[] {
  return rows.map((r) => {
    return {
      id: Number(r.id),
      status: r.status,
      startAt: iso(r.start_at),
      endAt: iso(r.end_at),
      visitType: r.visit_type,
      purpose: r.purpose,
      duration: r.duration,
      result: r.result,
      notes: r.notes,
      nextStep: r.next_step,
      location: r.location,
      doctor: {
        id: Number(r.doctor_id),
        code: r.doctor_code,
        name: r.doctor_name,
        nameEn: r.doctor_name_en,
        department: r.department,
        departmentEn: r.department_en,
        titleCode: r.doctor_title,
      },
      hospital: { id: Number(r.hospital_id), name: r.hospital_name, nameEn: r.hospital_name_en },
      user: { id: Number(r.user_id), firstName: r.user_name, nameEn: r.user_name_en },
      products: parsed(r.products).map((p) => ({ id: Number(p.id), name: p.name, nameEn: p.nameEn })),
      participants: parsed(r.participants).map((p) => ({ id: Number(p.id), firstName: p.firstName, nameEn: p.nameEn })),
      createdAt: iso(r.created_at),
    };
  });
}
