import { sql, type SQL } from 'drizzle-orm';
import { localizedName } from '../../../lib/localized-sql';
import type { FactParams, MetricDefinition } from './metric-types';
import { startsWith } from '../../../db/starts-with';

/**
 * Sales against forecast, in units, by product and region. Actual sales are the uploaded monthly
 * figures; a month's forecast is the latest cycle made before that month (manager's figure, else
 * the rep's, else the baseline). Both belong to the territory covering the hospital and product,
 * and the viewer sees the territories of their subtree, as on the forecast screens.
 */

const DIMENSIONS = ['region', 'district', 'product', 'month'];

/** The months (`YYYY-MM`) the period touches. */
const monthsOf = (p: FactParams, column: SQL) =>
  sql`${column} between to_char(${p.from}::timestamptz at time zone ${p.timeZone}, 'YYYY-MM') and to_char(${new Date(p.to.getTime() - 1)}::timestamptz at time zone ${p.timeZone}, 'YYYY-MM')`;

const territoryScope = (p: FactParams, path: SQL) => {
  if (p.principal.dataRange === 'all') return sql`true`;
  return p.principal.orgPath ? startsWith(path, p.principal.orgPath) : sql`false`;
};

const monthStart = (p: FactParams, column: SQL) => sql`(${column} || '-01')::timestamp at time zone ${p.timeZone}`;

const label = (p: FactParams) => sql`${localizedName('h', p.lang)} || ' · ' || ${localizedName('pr', p.lang)}`;

const actualFact = (p: FactParams) => sql`
  select s.id as record_id, ${label(p)} as label, ${monthStart(p, sql`s.month`)} as at, null::bigint as user_id, coalesce(o.path, '') as org_path,
    null::bigint as doctor_id, s.product_id, 'actual' as kind, s.units::numeric as measure
  from sales_actual s join hospital h on h.id = s.hospital_id join product pr on pr.id = s.product_id
    left join hospital_product hp on hp.tenant_id = s.tenant_id and hp.hospital_id = s.hospital_id and hp.product_id = s.product_id
    left join organization o on o.id = hp.covering_org_id
  where s.tenant_id = ${p.tenantId} and ${monthsOf(p, sql`s.month`)} and ${territoryScope(p, sql`coalesce(o.path, '')`)}`;

const forecastFact = (p: FactParams) => sql`
  select e.id as record_id, ${label(p)} as label, ${monthStart(p, sql`e.month`)} as at, null::bigint as user_id, e.org_path,
    null::bigint as doctor_id, e.product_id, 'forecast' as kind, e.measure
  from (select distinct on (fe.product_id, fe.hospital_id, fe.month) fe.id, fe.product_id, fe.hospital_id, fe.month, fe.org_path,
      coalesce(fe.manager_value, fe.rep_value, fe.baseline)::numeric as measure
    from forecast_entry fe
    where fe.tenant_id = ${p.tenantId} and fe.cycle < fe.month and ${monthsOf(p, sql`fe.month`)} and ${territoryScope(p, sql`fe.org_path`)}
    order by fe.product_id, fe.hospital_id, fe.month, fe.cycle desc) e
  join hospital h on h.id = e.hospital_id join product pr on pr.id = e.product_id
  where e.measure is not null`;

const base: Omit<MetricDefinition, 'code' | 'name' | 'nameEn' | 'fact' | 'value'> = {
  unit: 'count',
  permission: 'dashboard:business1:view',
  scope: 'self-scoped',
  timed: false,
  dimensions: DIMENSIONS,
  countable: false,
};

export const SALES_METRICS: MetricDefinition[] = [
  { ...base, code: 'sales.actualUnits', name: '实际销量', nameEn: 'Actual sales (units)', fact: actualFact, value: sql`coalesce(sum(f.measure), 0)` },
  { ...base, code: 'sales.forecastUnits', name: '预测销量', nameEn: 'Forecast (units)', fact: forecastFact, value: sql`coalesce(sum(f.measure), 0)` },
  {
    ...base,
    code: 'sales.forecastAttainment',
    name: '销量预测达成率',
    nameEn: 'Sales against forecast',
    unit: 'percent',
    fact: (p) => sql`${actualFact(p)} union all ${forecastFact(p)}`,
    value: sql`round(100.0 * coalesce(sum(f.measure) filter (where f.kind = 'actual'), 0) / nullif(sum(f.measure) filter (where f.kind = 'forecast'), 0), 1)`,
  },
];
