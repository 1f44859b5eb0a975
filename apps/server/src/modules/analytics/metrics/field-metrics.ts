import { sql } from 'drizzle-orm';
import { localizedName } from '../../../lib/localized-sql';
import { doctorRangeCondition } from '../../customers/index';
import { visibleVisitCondition } from '../../visits/index';
import { TEAM, TIME, type FactParams, type MetricDefinition } from './metric-types';

/** Field-force metrics: visits against plan, target-doctor coverage and call frequency, tasks. */

/** The doctor's best product tier (A before D): a doctor with any tier is a target doctor. */
const tierOf = (doctorId: string) => sql.raw(`(select min(dp.level) from doctor_product dp where dp.doctor_id = ${doctorId})`);

/** Planned and completed visits in the period that the viewer may see. */
const visitFact = (p: FactParams) => sql`
  select v.id as record_id, coalesce(${localizedName('vt', p.lang, 'label')}, v.visit_type) as label, v.start_at as at, v.user_id, v.org_path, v.doctor_id,
    v.status, v.visit_type, ${tierOf('v.doctor_id')} as tier, null::numeric as measure
  from visit v left join dict_data vt on vt.tenant_id = v.tenant_id and vt.dict_key = 'visitType' and vt.code = v.visit_type
  where v.tenant_id = ${p.tenantId} and v.status in ('planned', 'completed')
    and v.start_at >= ${p.from} and v.start_at < ${p.to} and ${visibleVisitCondition(p.principal)}`;

/**
 * Target doctors the viewer may see, one row each, with their completed visits in the period. The
 * tiers and the visit counts are grouped once and joined, not looked up per doctor: a national
 * manager's 100,000 doctors took 1.7–2.8 s of probes (bench/analytics).
 */
const targetDoctorFact = (p: FactParams) => sql`
  select d.id as record_id, ${localizedName('d', p.lang)} as label, null::timestamptz as at, null::bigint as user_id,
    split_part(trim(d.unit_paths), ' ', 1) as org_path, d.id as doctor_id, t.tier, coalesce(c.visits, 0)::numeric as measure
  from doctor d
  join (select dp.doctor_id, min(dp.level) as tier from doctor_product dp where dp.tenant_id = ${p.tenantId} group by dp.doctor_id) t on t.doctor_id = d.id
  left join (select cv.doctor_id, count(*) as visits from visit cv
      where cv.tenant_id = ${p.tenantId} and cv.status = 'completed' and cv.start_at >= ${p.from} and cv.start_at < ${p.to} group by cv.doctor_id) c
    on c.doctor_id = d.id
  where d.tenant_id = ${p.tenantId} and ${doctorRangeCondition(p.principal)}`;

/** The target-doctor metrics: untimed, over the doctors the viewer may see (rates are not cut by doctor). */
const targetDoctors: Pick<MetricDefinition, 'permission' | 'scope' | 'timed' | 'dimensions'> = {
  permission: 'dashboard:manager:view',
  scope: 'self-scoped',
  timed: false,
  dimensions: ['region', 'district', 'doctor', 'tier'],
};

export const FIELD_METRICS: MetricDefinition[] = [
  {
    code: 'visit.completed',
    name: '已完成拜访',
    nameEn: 'Completed visits',
    unit: 'count',
    permission: 'dashboard:manager:view',
    scope: 'self-scoped',
    timed: true,
    dimensions: [...TEAM, 'doctor', 'tier', 'visitType', ...TIME],
    countable: true,
    fact: visitFact,
    keep: sql`f.status = 'completed'`,
    value: sql`count(*)`,
  },
  {
    code: 'visit.planned',
    name: '计划拜访',
    nameEn: 'Planned visits',
    unit: 'count',
    permission: 'dashboard:manager:view',
    scope: 'self-scoped',
    timed: true,
    dimensions: [...TEAM, 'doctor', 'tier', 'visitType', 'status', ...TIME],
    countable: true,
    fact: visitFact,
    value: sql`count(*)`,
  },
  {
    code: 'visit.planAttainment',
    name: '拜访计划达成率',
    nameEn: 'Visit plan attainment',
    unit: 'percent',
    permission: 'dashboard:manager:view',
    scope: 'self-scoped',
    timed: true,
    dimensions: [...TEAM, 'tier', ...TIME],
    countable: false,
    fact: visitFact,
    value: sql`round(100.0 * count(*) filter (where f.status = 'completed') / nullif(count(*), 0), 1)`,
  },
  { ...targetDoctors, code: 'doctor.target', name: '目标医生数', nameEn: 'Target doctors', unit: 'count', countable: true, fact: targetDoctorFact, value: sql`count(*)` },
  {
    ...targetDoctors,
    code: 'doctor.covered',
    name: '已覆盖目标医生',
    nameEn: 'Target doctors visited',
    unit: 'count',
    countable: true,
    fact: targetDoctorFact,
    keep: sql`f.measure > 0`,
    value: sql`count(*)`,
  },
  {
    ...targetDoctors,
    code: 'doctor.coverage',
    name: '目标医生覆盖率',
    nameEn: 'Target doctor coverage',
    unit: 'percent',
    dimensions: ['region', 'district', 'tier'],
    countable: false,
    fact: targetDoctorFact,
    value: sql`round(100.0 * count(*) filter (where f.measure > 0) / nullif(count(*), 0), 1)`,
  },
  {
    ...targetDoctors,
    code: 'doctor.callFrequency',
    name: '目标医生拜访频次',
    nameEn: 'Calls per target doctor',
    unit: 'ratio',
    dimensions: ['region', 'district', 'tier'],
    countable: false,
    fact: targetDoctorFact,
    value: sql`round(avg(f.measure), 2)`,
  },
  {
    code: 'task.overdue',
    name: '逾期任务',
    nameEn: 'Overdue tasks',
    unit: 'count',
    permission: 'dashboard:manager:view',
    scope: 'owner',
    timed: false,
    dimensions: [...TEAM, 'doctor'],
    countable: true,
    fact: (p) => sql`
      select t.id as record_id, t.title as label, t.due_at as at, t.assignee_id as user_id, t.assignee_org_path as org_path, t.doctor_id, null::numeric as measure
      from task t where t.tenant_id = ${p.tenantId} and t.status = 'todo' and t.due_at < now()`,
    value: sql`count(*)`,
  },
  {
    code: 'interaction.events',
    name: '客户互动',
    nameEn: 'Customer interactions',
    unit: 'count',
    permission: 'dashboard:manager:view',
    scope: 'owner',
    timed: true,
    dimensions: [...TEAM, 'doctor', ...TIME],
    countable: true,
    fact: (p) => sql`
      select e.id as record_id, e.type as label, e.occurred_at as at, e.actor_user_id as user_id, coalesce(o.path, '') as org_path, e.doctor_id, null::numeric as measure
      from interaction_event e left join app_user u on u.id = e.actor_user_id left join organization o on o.id = u.org_id
      where e.tenant_id = ${p.tenantId} and e.occurred_at >= ${p.from} and e.occurred_at < ${p.to}`,
    value: sql`count(*)`,
  },
];
