import { sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../lib/query-params';
import { MEETING_LIST_TABS, type MeetingListGroup, type MeetingStatus, type MeetingType } from '@crm/shared/contracts/meeting-schemas';
import type { Database } from '../../db/client';
import { badRequest } from '../../lib/http-error';
import type { Principal } from '../../platform/principal';
import { meetingVisible } from './meeting-detail';
import { rowsOf } from '../../db/rows';

/**
 * The tabbed lists of the `/meeting` pages. Each group has its permission and its tabs; a tab is a
 * condition over the meeting `m` and, for approvers, over the steps of its approval.
 */

const AFTER_APPROVAL = sql`m.status in ('APPROVED', 'CONFIRMED', 'PAYMENT_IN_APPROVAL', 'PAYMENT_REJECTED', 'PAID')`;

function taskOn(instance: SQL, condition: SQL): SQL {
  return sql`exists (select 1 from workflow_task t where t.instance_id = ${instance} and ${condition})`;
}

function tabCondition(principal: Principal, group: MeetingListGroup, tab: string): SQL | null {
  const me = principal.userId;
  const mine = sql`m.applicant_id = ${me}`;
  const application = sql`m.application_instance_id`;
  const payment = sql`m.payment_instance_id`;
  const pending = (instance: SQL) => taskOn(instance, sql`t.status = 'OPEN' and ${me} = any(t.candidate_ids) and t.step_id <> 'applicantRevise'`);
  const decided = (instance: SQL, approvedOnly = false) =>
    taskOn(instance, sql`t.decided_by = ${me} and t.step_id <> 'applicantRevise' ${approvedOnly ? sql`and t.decision = 'APPROVE'` : sql``}`);
  const conditions: Record<MeetingListGroup, Record<string, SQL>> = {
    apply: {
      approved: sql`${mine} and ${AFTER_APPROVAL}`,
      submitted: mine,
      myApproval: sql`${mine} and m.status = 'IN_APPROVAL'`,
    },
    approve: { pendingApproved: pending(application), doneApproved: decided(application), myApproved: decided(application, true) },
    meeting: {
      unfinished: sql`${meetingVisible(principal)} and m.status = 'APPROVED' and m.start_at > now()`,
      inProgress: sql`${meetingVisible(principal)} and m.status = 'APPROVED' and m.start_at <= now() and m.end_at > now()`,
      ended: sql`${meetingVisible(principal)} and ${AFTER_APPROVAL} and m.end_at <= now()`,
    },
    payment: {
      toSubmit: sql`${mine} and m.status in ('CONFIRMED', 'PAYMENT_REJECTED')`,
      submitted: sql`${mine} and m.status in ('PAYMENT_IN_APPROVAL', 'PAYMENT_REJECTED', 'PAID')`,
      myApproval: sql`${mine} and m.status = 'PAYMENT_IN_APPROVAL'`,
    },
    paymentApprove: { pendingApproved: pending(payment), doneApproved: decided(payment) },
    met: {
      beConfirmed: sql`${mine} and m.status = 'APPROVED' and m.end_at <= now()`,
      unfinished: sql`${mine} and m.status = 'APPROVED' and m.end_at > now()`,
      doneConfirmed: sql`${mine} and m.status in ('CONFIRMED', 'PAYMENT_IN_APPROVAL', 'PAYMENT_REJECTED', 'PAID')`,
    },
  };
  return conditions[group][tab] ?? null;
}

/** The approval a row's step and the caller's task are read from. */
function instanceOf(group: MeetingListGroup): SQL {
  if (group === 'approve' || group === 'apply') return sql`m.application_instance_id`;
  if (group === 'paymentApprove' || group === 'payment') return sql`m.payment_instance_id`;
  return sql`case when m.status like 'PAYMENT%' or m.status = 'PAID' then m.payment_instance_id else m.application_instance_id end`;
}

export interface MeetingListQuery {
  group: MeetingListGroup;
  tab: string;
  keyword?: string | undefined;
  page: number;
  size: number;
}

export async function listMeetings(db: Database, principal: Principal, query: MeetingListQuery) {
  const tabs: readonly string[] = MEETING_LIST_TABS[query.group];
  const condition = tabs.includes(query.tab) ? tabCondition(principal, query.group, query.tab) : null;
  if (!condition) throw badRequest('invalidTab', { tab: query.tab });
  const order = query.group === 'meeting' || query.group === 'met' ? sql`m.start_at asc, m.id` : sql`m.updated_at desc, m.id desc`;
  return pageOfMeetings(db, principal, sql`${condition} ${keywordCondition(query.keyword)}`, instanceOf(query.group), order, query);
}

export interface AllMeetingsQuery {
  keyword?: string | undefined;
  status?: MeetingStatus[] | undefined;
  type?: MeetingType | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  size: number;
}

/**
 * Every meeting of the caller's data range for oversight (administrators, compliance, managers):
 * any status, whoever applied; a draft only to its applicant. Newest first.
 */
export async function listAllMeetings(db: Database, principal: Principal, query: AllMeetingsQuery) {
  const zone = principal.tenant.timeZone;
  const conditions = [meetingVisible(principal), sql`(m.status <> 'DRAFT' or m.applicant_id = ${principal.userId})`];
  if (query.status?.length)
    conditions.push(
      sql`m.status in (${sql.join(
        query.status.map((status) => sql`${status}`),
        sql`, `,
      )})`,
    );
  if (query.type) conditions.push(sql`m.type = ${query.type}`);
  if (query.from) conditions.push(sql`m.start_at >= (${query.from}::date::timestamp at time zone ${zone})`);
  if (query.to) conditions.push(sql`m.start_at < ((${query.to}::date + 1)::timestamp at time zone ${zone})`);
  const condition = sql`${sql.join(conditions, sql` and `)} ${keywordCondition(query.keyword)}`;
  return pageOfMeetings(db, principal, condition, instanceOf('meeting'), sql`m.start_at desc, m.id desc`, query);
}

function keywordCondition(keyword: string | undefined): SQL {
  if (!keyword) return sql``;
  const pattern = containsPattern(keyword);
  return sql`and (m.topic ilike ${pattern} or m.code ilike ${pattern})`;
}

async function pageOfMeetings(db: Database, principal: Principal, condition: SQL, instance: SQL, order: SQL, paging: { page: number; size: number }) {
  const from = sql`from meeting m join app_user u on u.id = m.applicant_id left join organization o on o.id = m.applicant_org_id
    where m.tenant_id = ${principal.tenant.id} and ${condition}`;
  const [items, total] = await Promise.all([
    db.execute(sql`select m.id, m.code, m.type, m.topic, m.status, m.start_at, m.end_at, m.venue, m.applicant_id, u.first_name as applicant_name, u.name_en as applicant_name_en,
        o.name as org_name, o.name_en as org_name_en, m.estimated_total_cents, m.actual_total_cents, m.updated_at,
        (select count(*)::int from meeting_sign_in si where si.meeting_id = m.id) as sign_in_count,
        (select json_build_object('name', t.name, 'nameEn', t.name_en) from workflow_task t where t.instance_id = ${instance} and t.status = 'OPEN' order by t.id limit 1) as current_step,
        (select t.id from workflow_task t where t.instance_id = ${instance} and t.status = 'OPEN' and ${principal.userId} = any(t.candidate_ids) order by t.id limit 1) as my_task_id
      ${from} order by ${order} limit ${paging.size} offset ${paging.page * paging.size}`),
    db.execute(sql`select count(*)::int as n ${from}`),
  ]);
  const rows = rowsOf<Record<string, unknown>>(items);
  return {
    content: rows.map((r) => ({
      id: Number(r.id),
      code: String(r.code),
      type: String(r.type),
      topic: String(r.topic),
      status: String(r.status),
      startAt: new Date(r.start_at as string).toISOString(),
      endAt: new Date(r.end_at as string).toISOString(),
      venue: (r.venue as string | null) ?? null,
      applicantId: Number(r.applicant_id),
      applicantName: String(r.applicant_name),
      applicantNameEn: (r.applicant_name_en as string | null) ?? null,
      orgName: (r.org_name as string | null) ?? null,
      orgNameEn: (r.org_name_en as string | null) ?? null,
      estimatedTotalCents: Number(r.estimated_total_cents),
      actualTotalCents: r.actual_total_cents === null ? null : Number(r.actual_total_cents),
      signInCount: Number(r.sign_in_count),
      currentStep: (r.current_step as { name: string; nameEn: string } | null) ?? null,
      myTaskId: r.my_task_id === null ? null : Number(r.my_task_id),
      updatedAt: new Date(r.updated_at as string).toISOString(),
    })),
    totalElements: Number(rowsOf<{ n: number }>(total)[0]?.n ?? 0),
  };
}
