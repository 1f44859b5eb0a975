import { sql, type SQL } from 'drizzle-orm';
import { GROUP_DIMENSIONS, INSIGHT_THRESHOLD, STANCES, type DoctorStanceRow, type GroupAnalysis, type GroupDimension } from '@crm/shared/contracts/insights';
import type { z } from 'zod';
import type { groupBarSchema, groupFilterSchema } from '@crm/shared/contracts/insights';
import { badRequest } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';
import { doctorRangeCondition } from '../customers/index';
import { auditLinkedFigures, type LinkedFigure, type LinkedLine, suppressSmallCells } from '../sda/index';
import { stanceOf } from './reader/stance-reader';
import { rows } from '../../db/rows';
import { dictionaryOf } from '@crm/shared/object-keys';

type Filter = z.output<typeof groupFilterSchema>;
type BarRequest = z.output<typeof groupBarSchema>;
const TOP = 10;

interface GroupDoctor extends DoctorStanceRow {
  keys: Record<GroupDimension, { key: string; label: string; labelEn: string | null } | null>;
}

/** Indications and drugs are required: a group of every doctor on every drug says nothing. */
function requireChoice(filter: Filter): void {
  if (filter.indications.length === 0 || filter.productIds.length === 0) throw badRequest('insightGroupFiltersRequired');
  if (filter.from && filter.to && filter.from > filter.to) throw badRequest('insightDateRange');
}

/**
 * The period as whole months (its first month from the first day, its last to the last day), so that
 * no two periods a user can ask for differ by a few days' evidence.
 */
export function wholeMonths(filter: { from?: string | undefined; to?: string | undefined }): { from?: string; to?: string } {
  const lastDay = (month: string) => new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).toISOString().slice(0, 10);
  return {
    ...(filter.from ? { from: `${filter.from.slice(0, 7)}-01` } : {}),
    ...(filter.to ? { to: lastDay(filter.to.slice(0, 7)) } : {}),
  };
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

interface Published {
  analysis: Omit<GroupAnalysis, 'from' | 'to'>;
  /** Figure indices of each bar, for the lists: the overall distribution and each Top-10 row. */
  bars: Map<string, { cells: number[]; total: number; members: GroupDoctor[] }>;
  named: Set<GroupDoctor>;
}
const barKey = (dimension: GroupDimension | 'stance', key?: string) => `${dimension}|${key ?? ''}`;

/** The ten largest groups of a dimension, with their doctors. */
function topTen(doctors: GroupDoctor[], dimension: GroupDimension) {
  const groups = new Map<string, { key: string; label: string; labelEn: string | null; doctors: GroupDoctor[] }>();
  for (const doctor of doctors) {
    const key = doctor.keys[dimension];
    if (!key) continue;
    const group = groups.get(key.key) ?? { ...key, doctors: [] };
    group.doctors.push(doctor);
    groups.set(key.key, group);
  }
  return [...groups.values()].sort((a, b) => b.doctors.length - a.doctors.length || a.label.localeCompare(b.label)).slice(0, TOP);
}

/**
 * The overall distribution and the Top-10 of every dimension, published as one answer: each table
 * suppressed on its own, then the linked tables and the lists audited together
 * (`auditLinkedFigures`), so that no hidden count under the threshold follows from the answer's
 * figures and the doctors its lists name.
 */
function publish(doctors: GroupDoctor[]): Published {
  const figures: LinkedFigure[] = [];
  const lines: LinkedLine[] = [];
  const index = new Map(doctors.map((d, i) => [d, i]));
  const stanceOfIndex = (d: GroupDoctor) => STANCES.indexOf(d.stance);
  const figure = (members: GroupDoctor[], shown: boolean) => figures.push({ members: members.map((d) => index.get(d)!), shown, fallbacks: [] }) - 1;
  const bySize = (list: number[]) => [...list].sort((a, b) => figures[a]!.members.length - figures[b]!.members.length);
  const bars = new Map<string, { cells: number[]; total: number; members: GroupDoctor[] }>();

  const overallTable = suppressSmallCells([STANCES.map((s) => doctors.filter((d) => d.stance === s).length)], INSIGHT_THRESHOLD);
  const overall = {
    cells: STANCES.map((s, i) =>
      figure(
        doctors.filter((d) => d.stance === s),
        overallTable.cells[0]![i] !== null,
      ),
    ),
    total: figure(doctors, overallTable.rowTotals[0] !== null),
  };
  bars.set(barKey('stance'), { ...overall, members: doctors });
  lines.push({ total: overall.total, parts: overall.cells });
  const rows = new Map<GroupDimension, Array<{ group: ReturnType<typeof topTen>[number]; cells: number[]; total: number }>>();
  for (const dimension of GROUP_DIMENSIONS) {
    const top = topTen(doctors, dimension);
    const table = suppressSmallCells(
      top.map((g) => STANCES.map((s) => g.doctors.filter((d) => d.stance === s).length)),
      INSIGHT_THRESHOLD,
    );
    const published = top.map((group, r) => {
      const cells = STANCES.map((s, c) =>
        figure(
          group.doctors.filter((d) => d.stance === s),
          table.cells[r]![c] !== null,
        ),
      );
      const total = figure(group.doctors, table.rowTotals[r] !== null);
      lines.push({ total, parts: cells });
      bars.set(barKey(dimension, group.key), { cells, total, members: group.doctors });
      return { group, cells, total };
    });
    rows.set(dimension, published);
    // Nearest first: the rest of the row, its total, the rest of the column, the overall figures.
    for (const row of published) {
      row.cells.forEach((cell, c) => {
        const column = published.map((other) => other.cells[c]!).filter((i) => i !== cell);
        figures[cell]!.fallbacks = [...bySize(row.cells.filter((i) => i !== cell)), row.total, ...bySize(column), overall.cells[c]!, overall.total];
      });
      figures[row.total]!.fallbacks = [...bySize(row.cells), ...bySize(published.map((other) => other.total).filter((i) => i !== row.total)), overall.total];
    }
  }
  overall.cells.forEach((cell) => (figures[cell]!.fallbacks = [...bySize(overall.cells.filter((i) => i !== cell)), overall.total]));
  figures[overall.total]!.fallbacks = bySize(overall.cells);
  // A doctor is named only when their cell of every table is shown: one outside a Top-10 is in no
  // shown cell of it (naming them would tell the size of groups the tables leave out).
  const unpublished = figure([], false);
  const naming = doctors.map((d) => [
    overall.cells[stanceOfIndex(d)]!,
    ...GROUP_DIMENSIONS.map((dimension) => {
      const key = d.keys[dimension]?.key;
      return rows.get(dimension)!.find((row) => row.group.key === key)?.cells[stanceOfIndex(d)] ?? unpublished;
    }),
  ]);
  const audit = auditLinkedFigures(figures, lines, naming, INSIGHT_THRESHOLD);
  const value = (i: number) => (audit.shown[i] ? figures[i]!.members.length : null);
  return {
    analysis: {
      threshold: INSIGHT_THRESHOLD,
      stance: { cells: overall.cells.map(value), total: value(overall.total) },
      top: dictionaryOf(
        GROUP_DIMENSIONS.map((dimension) => [
          dimension,
          rows.get(dimension)!.map(({ group, cells, total }) => ({ key: group.key, label: group.label, labelEn: group.labelEn, cells: cells.map(value), total: value(total) })),
        ]),
      ) as GroupAnalysis['top'],
    },
    bars,
    named: new Set(doctors.filter((_, i) => audit.named[i])),
  };
}

export async function groupAnalysis(ctx: RequestContext, filter: Filter): Promise<GroupAnalysis> {
  requireChoice(filter);
  const period = wholeMonths(filter);
  return { ...publish(await groupDoctors(ctx, { ...filter, ...period })).analysis, from: period.from ?? null, to: period.to ?? null };
}

/**
 * The doctors behind a bar as published: a hidden bar (or one not shown) opens no list, and a list
 * names only the doctors whose every cell in the answer is shown (`publish`), so no list tells who is
 * in a hidden cell; `withheld` counts the others.
 */
export async function barDoctors(ctx: RequestContext, bar: BarRequest, page: number, size: number) {
  requireChoice(bar);
  const { analysis, bars, named } = publish(await groupDoctors(ctx, { ...bar, ...wholeMonths(bar) }));
  const found = bars.get(barKey(bar.dimension, bar.dimension === 'stance' ? undefined : bar.key));
  const column = bar.stance ? STANCES.indexOf(bar.stance) : -1;
  const row = !found ? undefined : bar.dimension === 'stance' ? analysis.stance : analysis.top[bar.dimension].find((r) => r.key === bar.key);
  const shown = !row ? null : column < 0 ? row.total : row.cells[column]!;
  if (!found || shown === null) return { content: [], totalElements: 0, withheld: 0, suppressed: true };
  const members = column < 0 ? found.members : found.members.filter((d) => d.stance === bar.stance);
  const selected = members.filter((d) => named.has(d));
  return {
    content: selected.slice(page * size, (page + 1) * size).map(({ keys: _keys, ...doctor }) => doctor),
    totalElements: selected.length,
    withheld: members.length - selected.length,
    suppressed: false,
  };
}
