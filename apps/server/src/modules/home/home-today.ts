import { sql, type SQL } from 'drizzle-orm';
import { hasPermission } from '@crm/shared/access';
import type { HomeVisit, homeToday } from '@crm/shared/contracts/home';
import type { ContractResult } from '@crm/shared/contract';
import type { PermissionMark } from '@crm/shared/permissions';
import { rowsOf } from '../../db/rows';
import { localizedName } from '../../lib/localized-sql';
import { addDays, dateIn, startOfDay } from '../../lib/zoned-time';
import type { RequestContext } from '../../platform/contract-route';
import type { Principal } from '../../platform/principal';
import { myCustomersCondition } from '../customers/index';
import { ownVisitsCondition } from '../visits/index';
import { teamOf } from './home-team';

type HomeToday = ContractResult<typeof homeToday>;

/** The bounds of the caller's day and month in the enterprise's zone, as instants. */
export interface HomePeriod {
  today: string;
  dayStart: Date;
  dayEnd: Date;
  monthStart: Date;
  monthEnd: Date;
  now: Date;
}

export function periodOf(timeZone: string, now = new Date()): HomePeriod {
  const today = dateIn(now, timeZone);
  const [year, month] = today.split('-').map(Number) as [number, number];
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return {
    today,
    dayStart: startOfDay(today, timeZone),
    dayEnd: startOfDay(addDays(today, 1), timeZone),
    monthStart: startOfDay(`${today.slice(0, 8)}01`, timeZone),
    monthEnd: startOfDay(nextMonth, timeZone),
    now,
  };
}

const iso = (value: unknown): string => new Date(value as string | Date).toISOString();
const count = (value: unknown): number => Number(value ?? 0);

interface VisitRow extends Record<string, unknown> {
  id: number | string;
  status: HomeVisit['status'];
  start_at: string | Date;
  end_at: string | Date;
  location: string | null;
  doctor_id: number | string;
  doctor_name: string;
  hospital_name: string | null;
  department: string | null;
}

function toVisit(row: VisitRow): HomeVisit {
  return {
    id: Number(row.id),
    status: row.status,
    startAt: iso(row.start_at),
    endAt: iso(row.end_at),
    doctorId: Number(row.doctor_id),
    doctorName: row.doctor_name,
    hospitalName: row.hospital_name,
    department: row.department,
    location: row.location,
  };
}

/** The caller's own planned and completed visits matching `where`, with the doctor, hospital and department in the caller's language. */
async function ownVisits({ db, principal, lang }: RequestContext, where: SQL, limit: number): Promise<HomeVisit[]> {
  const rows = rowsOf<VisitRow>(
    await db.execute(sql`
      select v.id, v.status, v.start_at, v.end_at, v.location, d.id as doctor_id, ${localizedName('d', lang)} as doctor_name,
        ${localizedName('h', lang)} as hospital_name, ${localizedName('hd', lang)} as department
      from visit v join doctor d on d.id = v.doctor_id join hospital h on h.id = v.hospital_id
        left join hospital_department hd on hd.id = d.hospital_department_id
      where v.tenant_id = ${principal.tenant.id} and ${ownVisitsCondition(principal)} and ${where}
      order by v.start_at, v.id limit ${limit}`),
  );
  return rows.map(toVisit);
}

async function tasksOf({ db, principal, lang }: RequestContext, period: HomePeriod): Promise<HomeToday['tasks']> {
  const tenantId = principal.tenant.id;
  const mine = sql`t.tenant_id = ${tenantId} and t.assignee_id = ${principal.userId} and t.status = 'todo'`;
  const [counts] = rowsOf(
    await db.execute(sql`
      select count(*) filter (where t.due_at >= ${period.dayStart.toISOString()} and t.due_at < ${period.dayEnd.toISOString()}) as due_today,
        count(*) filter (where t.due_at < ${period.dayStart.toISOString()}) as overdue
      from task t where ${mine}`),
  );
  const items = rowsOf<{ id: number | string; title: string; due_at: string | Date; doctor_name: string | null }>(
    await db.execute(sql`
      select t.id, t.title, t.due_at, ${localizedName('d', lang)} as doctor_name
      from task t left join doctor d on d.id = t.doctor_id
      where ${mine} and t.due_at >= ${period.dayStart.toISOString()} and t.due_at < ${period.dayEnd.toISOString()}
      order by t.due_at, t.id limit 5`),
  );
  return {
    dueToday: count(counts?.due_today),
    overdue: count(counts?.overdue),
    items: items.map((row) => ({ id: Number(row.id), title: row.title, dueAt: iso(row.due_at), doctorName: row.doctor_name })),
  };
}

/** The month's own calls against plan, and the caller's target doctors (my customers with a product tier) visited this month. */
async function monthOf({ db, principal }: RequestContext, period: HomePeriod): Promise<HomeToday['month']> {
  const tenantId = principal.tenant.id;
  const month = sql`v.start_at >= ${period.monthStart.toISOString()} and v.start_at < ${period.monthEnd.toISOString()}`;
  const [visits] = rowsOf(
    await db.execute(sql`
      select count(*) filter (where v.status = 'completed') as completed, count(*) as planned
      from visit v where v.tenant_id = ${tenantId} and v.status in ('planned', 'completed') and ${month} and ${ownVisitsCondition(principal)}`),
  );
  const [doctors] = rowsOf(
    await db.execute(sql`
      select count(*) as target,
        count(*) filter (where exists (select 1 from visit v where v.tenant_id = ${tenantId} and v.doctor_id = d.id and v.status = 'completed'
          and ${month} and ${ownVisitsCondition(principal)})) as visited
      from doctor d
      where d.tenant_id = ${tenantId} and ${myCustomersCondition(principal)}
        and exists (select 1 from doctor_product dp where dp.doctor_id = d.id)`),
  );
  return {
    completed: count(visits?.completed),
    planned: count(visits?.planned),
    targetDoctors: count(doctors?.target),
    targetDoctorsVisited: count(doctors?.visited),
  };
}

async function meetingsToConfirm({ db, principal }: RequestContext): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`select count(*) as n from meeting m
      where m.tenant_id = ${principal.tenant.id} and m.applicant_id = ${principal.userId} and m.status = 'APPROVED' and m.end_at <= now()`),
  );
  return count(row?.n);
}

async function approvalsWaiting({ db, principal }: RequestContext): Promise<number> {
  const [row] = rowsOf(
    await db.execute(sql`select count(*) as n from workflow_task t
      where t.tenant_id = ${principal.tenant.id} and t.status = 'OPEN' and ${principal.userId} = any(t.candidate_ids)`),
  );
  return count(row?.n);
}

/** A manager of a unit (not the whole enterprise) who may see the team's visits gets the team's figures. */
function managesTeam(principal: Principal, may: (mark: PermissionMark) => boolean): boolean {
  return may('visit:teamVisit:list') && (principal.dataRange === 'department_and_below' || principal.dataRange === 'department') && principal.orgId !== null;
}

/** `GET /home/today`: the caller's day and month, each part only where the caller may open the list it counts. */
export async function homeTodayOf(context: RequestContext, now = new Date()): Promise<HomeToday> {
  const { principal } = context;
  const may = (mark: PermissionMark) => hasPermission(principal.permissions, principal.roleCodes, mark);
  const period = periodOf(principal.tenant.timeZone, now);
  const mayVisits = may('visit:visit:list');
  const live = sql`v.status in ('planned', 'completed')`;
  return {
    date: period.today,
    timeZone: principal.tenant.timeZone,
    visits: mayVisits ? await ownVisits(context, sql`${live} and v.start_at >= ${period.dayStart.toISOString()} and v.start_at < ${period.dayEnd.toISOString()}`, 50) : null,
    nextVisit: mayVisits ? ((await ownVisits(context, sql`v.status = 'planned' and v.end_at > ${now.toISOString()}`, 1))[0] ?? null) : null,
    tasks: may('task:task:list') ? await tasksOf(context, period) : null,
    meetingsToConfirm: may('meeting:confirmation:list') ? await meetingsToConfirm(context) : null,
    approvals: may('workflow:task:list') ? await approvalsWaiting(context) : null,
    month: mayVisits ? await monthOf(context, period) : null,
    team: managesTeam(principal, may) ? await teamOf(context, period) : null,
  };
}
