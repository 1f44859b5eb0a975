import { sql } from 'drizzle-orm';
import { localizedName } from '../../../lib/localized-sql';
import { doctorRangeCondition } from '../../customers/index';
import { visibleVisitCondition } from '../../visits/index';
import { DEFAULT_ANNUAL_CAP_CENTS } from '../../meetings/index';
import { TEAM, TIME, type FactParams, type MetricDefinition } from './metric-types';

/** Meetings and budgets, KOL engagement and compliance (transfers of value, speaker caps, approvals). */

const HELD = sql`('CONFIRMED', 'PAYMENT_IN_APPROVAL', 'PAYMENT_REJECTED', 'PAID')`;
const SPENDING = sql`('IN_APPROVAL', 'APPROVED', 'CONFIRMED', 'PAYMENT_IN_APPROVAL', 'PAYMENT_REJECTED', 'PAID')`;
const yearOf = (p: FactParams, instant: Date) => sql`extract(year from ${instant}::timestamptz at time zone ${p.timeZone})`;

const meetingFact = (statuses: typeof HELD) => (p: FactParams) => sql`
  select m.id as record_id, m.topic as label, m.start_at as at, m.applicant_id as user_id, coalesce(m.applicant_org_path, '') as org_path,
    null::bigint as doctor_id, (coalesce(m.actual_total_cents, m.estimated_total_cents) / 100.0)::numeric as measure
  from meeting m where m.tenant_id = ${p.tenantId} and m.status in ${statuses}`;

/** What the metrics over one kind of record share. */
const meetings: Pick<MetricDefinition, 'permission' | 'scope' | 'timed' | 'dimensions'> = {
  permission: 'dashboard:manager:view',
  scope: 'owner',
  timed: true,
  dimensions: [...TEAM, ...TIME],
};
const transfers: Pick<MetricDefinition, 'permission' | 'scope' | 'timed' | 'dimensions' | 'fact'> = {
  permission: 'dashboard:business2:view',
  scope: 'owner',
  timed: true,
  dimensions: [...TEAM, 'doctor', 'tovCategory', ...TIME],
  fact: tovFact,
};
const speakerCaps: Pick<MetricDefinition, 'permission' | 'scope' | 'timed' | 'dimensions'> = {
  permission: 'dashboard:business2:view',
  scope: 'owner',
  timed: false,
  dimensions: ['region', 'district', 'rep', 'doctor'],
};
const approvals: Pick<MetricDefinition, 'permission' | 'scope' | 'timed' | 'dimensions' | 'fact'> = {
  permission: 'dashboard:business2:view',
  scope: 'owner',
  timed: true,
  dimensions: [...TEAM, 'processType', ...TIME],
  fact: approvalFact,
};

export const BUSINESS_METRICS: MetricDefinition[] = [
  { ...meetings, code: 'meeting.held', name: '已召开会议', nameEn: 'Meetings held', unit: 'count', countable: true, fact: meetingFact(HELD), value: sql`count(*)` },
  {
    ...meetings,
    code: 'meeting.spend',
    name: '会议费用',
    nameEn: 'Meeting spend',
    unit: 'yuan',
    countable: false,
    fact: meetingFact(SPENDING),
    value: sql`coalesce(sum(f.measure), 0)`,
  },
  {
    code: 'budget.total',
    name: '会议预算',
    nameEn: 'Meeting budget',
    unit: 'yuan',
    permission: 'dashboard:manager:view',
    scope: 'owner',
    timed: false,
    dimensions: ['region', 'district', 'product'],
    countable: false,
    // Pools are yearly: the budget of every year the period touches.
    fact: (p) => sql`
      select b.id as record_id, ${localizedName('o', p.lang)} as label, null::timestamptz as at, null::bigint as user_id, o.path as org_path, null::bigint as doctor_id,
        b.product_id, (b.budget_cents / 100.0)::numeric as measure
      from budget_pool b join organization o on o.id = b.org_id
      where b.tenant_id = ${p.tenantId} and b.year between ${yearOf(p, p.from)} and ${yearOf(p, new Date(p.to.getTime() - 1))}`,
    value: sql`coalesce(sum(f.measure), 0)`,
  },
  {
    code: 'kol.visits',
    name: 'KOL 拜访',
    nameEn: 'KOL visits',
    unit: 'count',
    permission: 'dashboard:business1:view',
    scope: 'self-scoped',
    timed: true,
    dimensions: [...TEAM, 'doctor', 'kolTier', ...TIME],
    countable: true,
    fact: (p) => sql`
      select v.id as record_id, k.tier as label, v.start_at as at, v.user_id, v.org_path, v.doctor_id, k.tier as kol_tier, null::numeric as measure
      from visit v join kol_score k on k.doctor_id = v.doctor_id and k.tier is not null
      where v.tenant_id = ${p.tenantId} and v.status = 'completed' and v.start_at >= ${p.from} and v.start_at < ${p.to} and ${visibleVisitCondition(p.principal)}`,
    value: sql`count(*)`,
  },
  {
    code: 'kol.count',
    name: 'KOL 人数',
    nameEn: 'KOLs',
    unit: 'count',
    permission: 'dashboard:business1:view',
    scope: 'self-scoped',
    timed: false,
    dimensions: ['region', 'district', 'doctor', 'kolTier'],
    countable: true,
    fact: (p) => sql`
      select d.id as record_id, ${localizedName('d', p.lang)} as label, null::timestamptz as at, null::bigint as user_id, split_part(trim(d.unit_paths), ' ', 1) as org_path,
        d.id as doctor_id, k.tier as kol_tier, k.score::numeric as measure
      from kol_score k join doctor d on d.id = k.doctor_id
      where k.tenant_id = ${p.tenantId} and k.tier is not null and ${doctorRangeCondition(p.principal)}`,
    value: sql`count(*)`,
  },
  {
    code: 'kol.speaking',
    name: 'KOL 讲课场次',
    nameEn: 'KOL lectures',
    unit: 'count',
    permission: 'dashboard:business1:view',
    scope: 'owner',
    timed: true,
    dimensions: [...TEAM, 'doctor', 'kolTier', ...TIME],
    countable: true,
    fact: (p) => sql`
      select m.id * 100000 + ms.speaker_id as record_id, m.topic as label, m.start_at as at, m.applicant_id as user_id, coalesce(m.applicant_org_path, '') as org_path,
        ms.doctor_id, k.tier as kol_tier, null::numeric as measure
      from meeting_speaker ms join meeting m on m.id = ms.meeting_id join kol_score k on k.doctor_id = ms.doctor_id and k.tier is not null
      where ms.tenant_id = ${p.tenantId} and m.status in ${HELD}`,
    value: sql`count(*)`,
  },
  { ...transfers, code: 'tov.amount', name: '利益转移金额', nameEn: 'Transfers of value', unit: 'yuan', countable: false, value: sql`coalesce(sum(f.measure), 0)` },
  { ...transfers, code: 'tov.count', name: '利益转移笔数', nameEn: 'Transfers of value (count)', unit: 'count', countable: true, value: sql`count(*)` },
  {
    ...speakerCaps,
    code: 'speaker.capUse',
    name: '讲者年度上限使用率',
    nameEn: 'Speaker annual cap used',
    unit: 'percent',
    countable: false,
    fact: speakerCapFact,
    value: sql`round(max(f.measure), 1)`,
  },
  {
    ...speakerCaps,
    code: 'speaker.nearCap',
    name: '接近上限的讲者',
    nameEn: 'Speakers near the cap',
    unit: 'count',
    countable: true,
    fact: speakerCapFact,
    keep: sql`f.measure >= 80`,
    value: sql`count(*)`,
  },
  {
    ...approvals,
    code: 'approval.leadTime',
    name: '审批时长（小时）',
    nameEn: 'Approval lead time (hours)',
    unit: 'hours',
    countable: false,
    value: sql`round(avg(f.measure), 1)`,
  },
  { ...approvals, code: 'approval.completed', name: '已完成审批', nameEn: 'Approvals completed', unit: 'count', countable: true, value: sql`count(*)` },
];

function tovFact(p: FactParams) {
  return sql`
    select tv.id as record_id, m.topic as label, tv.occurred_on::timestamp at time zone ${p.timeZone} as at, m.applicant_id as user_id,
      coalesce(m.applicant_org_path, '') as org_path, tv.doctor_id, tv.category, (tv.amount_cents / 100.0)::numeric as measure
    from transfer_of_value tv join meeting m on m.id = tv.meeting_id where tv.tenant_id = ${p.tenantId}`;
}

/** Each approved speaker's honoraria in the period's last year, as a share of the annual cap. */
function speakerCapFact(p: FactParams) {
  return sql`
    select s.id as record_id, ${localizedName('d', p.lang)} as label, null::timestamptz as at, s.created_by as user_id, coalesce(s.created_by_org_path, '') as org_path, s.doctor_id,
      round(100.0 * coalesce((select sum(coalesce(ms.actual_fee_cents, ms.fee_cents)) from meeting_speaker ms join meeting m on m.id = ms.meeting_id
        where ms.speaker_id = s.id and m.status not in ('DRAFT', 'CANCELLED')
          and extract(year from m.start_at at time zone ${p.timeZone}) = ${yearOf(p, new Date(p.to.getTime() - 1))}), 0)
        / coalesce((select ms2.speaker_annual_cap_cents from meeting_setting ms2 where ms2.tenant_id = s.tenant_id), ${DEFAULT_ANNUAL_CAP_CENTS}), 1) as measure
    from speaker_profile s join doctor d on d.id = s.doctor_id where s.tenant_id = ${p.tenantId} and s.status = 'APPROVED'`;
}

function approvalFact(p: FactParams) {
  return sql`
    select i.id as record_id, i.title as label, i.ended_at as at, i.initiator_id as user_id, coalesce(o.path, '') as org_path, null::bigint as doctor_id,
      i.process_type, round((extract(epoch from i.ended_at - i.started_at) / 3600.0)::numeric, 2) as measure
    from workflow_instance i left join organization o on o.id = i.initiator_org_id
    where i.tenant_id = ${p.tenantId} and i.status = 'APPROVED' and i.ended_at is not null`;
}
