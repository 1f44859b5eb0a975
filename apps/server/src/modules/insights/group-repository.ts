import { sql, type SQL } from 'drizzle-orm';
import {
  GROUP_DIMENSIONS,
  INSIGHT_THRESHOLD,
  STANCES,
  type DistributionRow,
  type DoctorStanceRow,
  type GroupAnalysis,
  type GroupDimension,
  type Stance,
} from '@crm/shared/contracts/insights';
import type { z } from 'zod';
import type { groupBarSchema, groupFilterSchema } from '@crm/shared/contracts/insights';
import { badRequest } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';
import { doctorRangeCondition } from '../customers/access/doctor-scope';
import { suppressSmallCells } from '../sda/suppression';
import { stanceOf } from './reader/stance-reader';
import { rows } from './sql-rows';

type Filter = z.output<typeof groupFilterSchema>;
type Bar = z.output<typeof groupBarSchema>;
const TOP = 10;

interface GroupDoctor extends DoctorStanceRow {
  keys: Record<GroupDimension, { key: string; label: string; labelEn: string | null } | null>;
}

/** Indications and drugs are required: a group of every doctor on every drug says nothing. */
function requireChoice(filter: Filter): void {
  if (filter.indications.length === 0 || filter.productIds.length === 0) throw badRequest('insightGroupFiltersRequired');
  if (filter.from && filter.to && filter.from > filter.to) throw badRequest('insightDateRange');
}

/** The period's bounds as instants of the tenant's days (open ends are all time). */
function periodCondition(filter: Filter, timeZone: string): SQL {
  const parts: SQL[] = [];
  if (filter.from) parts.push(sql`e.occurred_at >= (${filter.from}::date)::timestamp at time zone ${timeZone}`);
  if (filter.to) parts.push(sql`e.occurred_at < (${filter.to}::date + 1)::timestamp at time zone ${timeZone}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

/**
 * The doctors in the caller's range who treat one of the indications and have evidence on one of
 * the drugs in the period, with their weighted stance and the keys of every grouping.
 */
async function groupDoctors(ctx: RequestContext, filter: Filter): Promise<GroupDoctor[]> {
  const tenantId = ctx.principal.tenant.id;
  const found = await rows(
    ctx.db,
    sql`with scored as (
          select e.doctor_id, sum(e.score * e.weight) / sum(e.weight) as score, count(*)::int as n
          from insight_stance_evidence e
          where e.tenant_id = ${tenantId} and e.product_id = any(${sql.param(filter.productIds)}::bigint[]) and ${periodCondition(filter, ctx.principal.tenant.timeZone)}
          group by e.doctor_id)
        select d.id, d.name, d.name_en, s.score, s.n, h.id as hospital_id, h.name as hospital_name, h.name_en as hospital_name_en,
          coalesce(sd.code, hd.name) as department_key, coalesce(sd.name, hd.name) as department, coalesce(sd.name_en, hd.name_en) as department_en,
          d.province_code, pr.name as province, pr.name_en as province_en, r.id as region_id, r.name as region, r.name_en as region_en
        from scored s
        join doctor d on d.id = s.doctor_id and d.tenant_id = ${tenantId}
        join hospital h on h.id = d.hospital_id
        left join hospital_department hd on hd.id = d.hospital_department_id
        left join standard_department sd on sd.id = d.standard_department_id
        left join china_region pr on pr.code = d.province_code
        left join lateral (
          select coalesce(top.id, area.id) as id, coalesce(top.name, area.name) as name, coalesce(top.name_en, area.name_en) as name_en
          from sales_region_county c join sales_region area on area.id = c.sales_region_id left join sales_region top on top.id = area.parent_id
          where c.tenant_id = ${tenantId} and c.area_code = h.area_code limit 1) r on true
        where d.indication && ${sql.param(filter.indications)}::text[] and ${doctorRangeCondition(ctx.principal)}
          ${filter.provinceCode ? sql`and d.province_code = ${filter.provinceCode}` : sql``}
          ${filter.cityCode ? sql`and d.city_code = ${filter.cityCode}` : sql``}
        order by s.score desc, d.id`,
  );
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return found.map((r) => {
    const score = Number(r.score);
    return {
      id: Number(r.id),
      name: String(r.name),
      nameEn: text(r.name_en),
      hospitalName: String(r.hospital_name),
      hospitalNameEn: text(r.hospital_name_en),
      department: text(r.department),
      departmentEn: text(r.department_en),
      stance: stanceOf(score),
      score: Math.round(score * 1000) / 1000,
      evidence: Number(r.n),
      keys: {
        department: r.department_key === null ? null : { key: String(r.department_key), label: String(r.department), labelEn: text(r.department_en) },
        province: r.province_code === null ? null : { key: String(r.province_code), label: String(r.province ?? r.province_code), labelEn: text(r.province_en) },
        region: r.region_id === null ? null : { key: String(r.region_id), label: String(r.region), labelEn: text(r.region_en) },
        hospital: { key: String(r.hospital_id), label: String(r.hospital_name), labelEn: text(r.hospital_name_en) },
      },
    };
  });
}

const stanceCounts = (doctors: GroupDoctor[]) => STANCES.map((s) => doctors.filter((d) => d.stance === s).length);

/** The ten largest groups of a dimension, per stance, suppressed as one table. */
function topTen(doctors: GroupDoctor[], dimension: GroupDimension): DistributionRow[] {
  const groups = new Map<string, { key: string; label: string; labelEn: string | null; doctors: GroupDoctor[] }>();
  for (const doctor of doctors) {
    const key = doctor.keys[dimension];
    if (!key) continue;
    const group = groups.get(key.key) ?? { ...key, doctors: [] };
    group.doctors.push(doctor);
    groups.set(key.key, group);
  }
  const top = [...groups.values()].sort((a, b) => b.doctors.length - a.doctors.length || a.label.localeCompare(b.label)).slice(0, TOP);
  const table = suppressSmallCells(
    top.map((g) => stanceCounts(g.doctors)),
    INSIGHT_THRESHOLD,
  );
  return top.map((g, i) => ({ key: g.key, label: g.label, labelEn: g.labelEn, cells: table.cells[i]!, total: table.rowTotals[i]! }));
}

function analyse(doctors: GroupDoctor[]): GroupAnalysis {
  const overall = suppressSmallCells([stanceCounts(doctors)], INSIGHT_THRESHOLD);
  return {
    threshold: INSIGHT_THRESHOLD,
    stance: { cells: overall.cells[0]!, total: overall.rowTotals[0]! },
    top: Object.fromEntries(GROUP_DIMENSIONS.map((dimension) => [dimension, topTen(doctors, dimension)])) as GroupAnalysis['top'],
  };
}

export async function groupAnalysis(ctx: RequestContext, filter: Filter): Promise<GroupAnalysis> {
  requireChoice(filter);
  return analyse(await groupDoctors(ctx, filter));
}

/**
 * The doctors behind a bar as published: a suppressed bar (or one not shown) opens no list, and the
 * list behind a total names only the doctors of its shown stance cells, so no list tells who is in a
 * hidden cell; `withheld` counts the others.
 */
export async function barDoctors(ctx: RequestContext, bar: Bar, page: number, size: number) {
  requireChoice(bar);
  const doctors = await groupDoctors(ctx, bar);
  const analysis = analyse(doctors);
  const column = bar.stance ? STANCES.indexOf(bar.stance) : -1;
  let published: { cells: Array<number | null>; total: number | null } | undefined;
  let members: GroupDoctor[];
  if (bar.dimension === 'stance') {
    published = analysis.stance;
    members = doctors;
  } else {
    published = analysis.top[bar.dimension].find((r) => r.key === bar.key);
    members = doctors.filter((d) => d.keys[bar.dimension as GroupDimension]?.key === bar.key);
  }
  const shown = !published ? null : column < 0 ? published.total : published.cells[column]!;
  if (!published || shown === null) return { content: [], totalElements: 0, withheld: 0, suppressed: true };
  const listed = new Set<Stance>(column < 0 ? STANCES.filter((_, i) => published.cells[i] !== null) : [bar.stance as Stance]);
  const selected = members.filter((d) => listed.has(d.stance));
  return {
    content: selected.slice(page * size, (page + 1) * size).map(({ keys: _keys, ...row }) => row),
    totalElements: selected.length,
    withheld: column < 0 ? members.length - selected.length : 0,
    suppressed: false,
  };
}
