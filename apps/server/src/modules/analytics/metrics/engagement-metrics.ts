import { sql } from 'drizzle-orm';
import { localizedName } from '../../../lib/localized-sql';
import { sentTitle } from '../../content/index';
import { doctorRangeCondition } from '../../customers/index';
import { scoresAt } from '../../lead-scoring/index';
import { TEAM, TIME, type FactParams, type MetricDefinition } from './metric-types';

/**
 * Content reach (the send ledger: what reached doctors, was opened, was clicked) and lead-score
 * movement (the overall lead score of doctors, from the scoring module's points and decay).
 */

/** Sends that reached a doctor in the period, owned by their sender; `measure` is the opens. */
const sendFact = (p: FactParams) => sql`
  select s.id as record_id, ${sentTitle(p.tenantId, p.lang, 'a', 'ca')} as label,
    coalesce(s.sent_at, s.created_at) as at, s.sender_id as user_id,
    coalesce(o.path, '') as org_path, s.doctor_id, s.product_id, s.opened_at, s.clicked_at, s.opens::numeric as measure
  from content_send s join content_article_version a on a.id = s.version_id join content_article ca on ca.id = s.article_id
    left join app_user u on u.id = s.sender_id left join organization o on o.id = u.org_id
  where s.tenant_id = ${p.tenantId} and s.status in ('ACCEPTED', 'DELIVERED', 'BOUNCED') and coalesce(s.sent_at, s.created_at) >= ${p.from} and coalesce(s.sent_at, s.created_at) < ${p.to}`;

const reach: Omit<MetricDefinition, 'code' | 'name' | 'nameEn' | 'fact' | 'value'> = {
  unit: 'count',
  permission: 'dashboard:manager:view',
  scope: 'owner',
  timed: true,
  dimensions: [...TEAM, 'doctor', 'product', ...TIME],
  countable: true,
};

/**
 * One row per doctor the viewer may see whose overall score moved in the period: the score at its
 * end less the score at its start, each with the decay of that moment (as the lead screen reads it),
 * from the scoring job's kept sums where they answer the period.
 */
const movementFact = (p: FactParams) => sql`
  select d.id as record_id, ${localizedName('d', p.lang)} as label, null::timestamptz as at, null::bigint as user_id,
    split_part(trim(d.unit_paths), ' ', 1) as org_path, d.id as doctor_id, m.measure
  from (select x.doctor_id, round((x.at1 - x.at0)::numeric, 1) as measure from ${scoresAt(p.tenantId, 0, [sql`${p.from}::timestamptz`, sql`${p.to}::timestamptz`])} x) m
  join doctor d on d.id = m.doctor_id
  where m.measure <> 0 and ${doctorRangeCondition(p.principal)}`;

const movement: Pick<MetricDefinition, 'permission' | 'scope' | 'timed' | 'dimensions'> = {
  permission: 'dashboard:manager:view',
  scope: 'self-scoped',
  timed: false,
  dimensions: ['region', 'district', 'doctor'],
};

export const ENGAGEMENT_METRICS: MetricDefinition[] = [
  { ...reach, code: 'content.sent', name: '内容送达', nameEn: 'Content sent', fact: sendFact, value: sql`count(*)` },
  {
    ...reach,
    code: 'content.opened',
    name: '内容打开',
    nameEn: 'Content opened',
    fact: sendFact,
    keep: sql`f.opened_at is not null`,
    value: sql`count(*)`,
  },
  {
    ...reach,
    code: 'content.clicked',
    name: '内容点击',
    nameEn: 'Content clicked',
    fact: sendFact,
    keep: sql`f.clicked_at is not null`,
    value: sql`count(*)`,
  },
  {
    ...reach,
    code: 'content.openRate',
    name: '内容打开率',
    nameEn: 'Content open rate',
    unit: 'percent',
    countable: false,
    fact: sendFact,
    value: sql`round(100.0 * count(*) filter (where f.opened_at is not null) / nullif(count(*), 0), 1)`,
  },
  {
    ...movement,
    code: 'leadScore.rising',
    name: '线索评分上升的医生',
    nameEn: 'Doctors with rising lead score',
    unit: 'count',
    countable: true,
    fact: movementFact,
    keep: sql`f.measure > 0`,
    value: sql`count(*)`,
  },
  {
    ...movement,
    code: 'leadScore.falling',
    name: '线索评分下降的医生',
    nameEn: 'Doctors with falling lead score',
    unit: 'count',
    countable: true,
    fact: movementFact,
    keep: sql`f.measure < 0`,
    value: sql`count(*)`,
  },
  {
    code: 'leadScore.pointsEarned',
    name: '线索评分获得分值',
    nameEn: 'Lead-score points earned',
    unit: 'ratio',
    permission: 'dashboard:manager:view',
    scope: 'self-scoped',
    timed: true,
    dimensions: ['region', 'district', 'doctor', ...TIME],
    countable: false,
    // Points as the events earned them (before decay), on the overall score; summed in double
    // precision (as stored), a quarter faster than in numeric over a month's 350,000 points.
    fact: (p) => sql`
      select pt.event_id as record_id, ${localizedName('d', p.lang)} as label, pt.occurred_at as at, null::bigint as user_id,
        split_part(trim(d.unit_paths), ' ', 1) as org_path, d.id as doctor_id, pt.points as measure
      from lead_score_point pt join doctor d on d.id = pt.doctor_id
      where pt.tenant_id = ${p.tenantId} and pt.product_id = 0 and pt.occurred_at >= ${p.from} and pt.occurred_at < ${p.to} and ${doctorRangeCondition(p.principal)}`,
    value: sql`round(coalesce(sum(f.measure), 0)::numeric, 1)`,
  },
  {
    ...movement,
    code: 'leadScore.netChange',
    name: '线索评分净变化',
    nameEn: 'Net lead-score change',
    unit: 'ratio',
    countable: false,
    fact: movementFact,
    value: sql`round(coalesce(sum(f.measure), 0), 1)`,
  },
];
