import { sql, type SQL } from 'drizzle-orm';
import { AGE_BANDS, COMORBIDITIES, INSIGHT_THRESHOLD, SEXES, THERAPY_LINES, type PortraitTable, type SegmentKind } from '@crm/shared/contracts/insights';
import { sdaTreatmentRecord } from '../../db/schema/index';
import { notFound } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';
import { inScope } from '../sda/scope';
import { suppressSmallCells } from '../sda/suppression';
import { rows } from './sql-rows';

interface Label {
  key: string;
  label: string;
  labelEn: string | null;
}
type Counts = Map<string, Map<string, number>>;
const codes = (list: readonly string[]): Label[] => list.map((key) => ({ key, label: key, labelEn: null }));
const SEX_COLUMNS = codes(SEXES);

function monthOf(date: Date, offset: number): string {
  const index = date.getUTCFullYear() * 12 + date.getUTCMonth() + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The months asked for; by default the twelve up to this one. */
export function portraitRange(query: { monthFrom?: string | undefined; monthTo?: string | undefined }) {
  const monthTo = query.monthTo ?? monthOf(new Date(), 0);
  const monthFrom = query.monthFrom ?? monthOf(new Date(`${monthTo}-01T00:00:00Z`), -11);
  return monthFrom <= monthTo ? { monthFrom, monthTo } : { monthFrom: monthTo, monthTo: monthFrom };
}

/** A suppressed cross-table: every count under the threshold hidden, with complementary suppression. */
function table(rowLabels: Label[], columns: Label[], counts: Counts): PortraitTable {
  const cells = rowLabels.map((r) => columns.map((c) => counts.get(r.key)?.get(c.key) ?? 0));
  const suppressed = suppressSmallCells(cells, INSIGHT_THRESHOLD);
  return {
    columns,
    rows: rowLabels.map((r, i) => ({ ...r, cells: suppressed.cells[i]!, total: suppressed.rowTotals[i]! })),
    columnTotals: suppressed.columnTotals,
    grandTotal: suppressed.grandTotal,
  };
}

/** The region of a hospital: its top sales region, else its province. */
const REGION = sql`left join lateral (
    select 'sr:' || coalesce(top.id, area.id) as key, coalesce(top.name, area.name) as name, coalesce(top.name_en, area.name_en) as name_en
    from sales_region_county c join sales_region area on area.id = c.sales_region_id left join sales_region top on top.id = area.parent_id
    where c.tenant_id = h.tenant_id and c.area_code = h.area_code limit 1) sr on true
  left join china_region pr on pr.code = h.province_code`;
const REGION_KEY = sql`coalesce(sr.key, 'pv:' || h.province_code, 'pv:')`;

interface MixRow {
  row: string;
  label: string;
  label_en: string | null;
  col: string;
  n: number | string;
}

async function mixCounts(ctx: RequestContext, range: { monthFrom: string; monthTo: string }, row: SQL, label: SQL, labelEn: SQL, col: SQL, where: SQL = sql`true`) {
  const found = await rows<MixRow & Record<string, unknown>>(
    ctx.db,
    sql`select ${row} as row, min(${label}) as label, min(${labelEn}) as label_en, ${col} as col, sum(m.patients)::int as n
        from diagnosis_patient_mix m join hospital h on h.id = m.hospital_id ${REGION}
        left join (select name, min(name_en) as name_en from product_indication where tenant_id = ${ctx.principal.tenant.id} group by name) pi on pi.name = m.indication
        where m.tenant_id = ${ctx.principal.tenant.id} and m.month between ${range.monthFrom} and ${range.monthTo} and ${where}
        group by 1, 4`,
  );
  const counts: Counts = new Map();
  const labels = new Map<string, Label>();
  for (const f of found) {
    const key = String(f.row);
    labels.set(key, { key, label: String(f.label ?? key), labelEn: f.label_en === null ? null : String(f.label_en) });
    counts.set(key, (counts.get(key) ?? new Map<string, number>()).set(String(f.col), Number(f.n)));
  }
  const total = (key: string) => [...(counts.get(key)?.values() ?? [])].reduce((a, b) => a + b, 0);
  const ordered = [...labels.values()].sort((a, b) => total(b.key) - total(a.key) || a.key.localeCompare(b.key));
  return { counts, labels: ordered };
}

const INDICATION = { row: sql`m.indication`, label: sql`m.indication`, labelEn: sql`pi.name_en` };
const REGION_ROW = { row: REGION_KEY, label: sql`coalesce(sr.name, pr.name, '')`, labelEn: sql`coalesce(sr.name_en, pr.name_en)` };

/** Diagnosed patients per indication and per region, by sex. */
export async function portraitOverview(ctx: RequestContext, query: { monthFrom?: string | undefined; monthTo?: string | undefined }) {
  const range = portraitRange(query);
  const byIndication = await mixCounts(ctx, range, INDICATION.row, INDICATION.label, INDICATION.labelEn, sql`m.sex`);
  const byRegion = await mixCounts(ctx, range, REGION_ROW.row, REGION_ROW.label, REGION_ROW.labelEn, sql`m.sex`);
  return {
    threshold: INSIGHT_THRESHOLD,
    ...range,
    indication: table(byIndication.labels, SEX_COLUMNS, byIndication.counts),
    region: table(byRegion.labels, SEX_COLUMNS, byRegion.counts),
  };
}

/** One segment's make-up; a segment without patients in the period (or another tenant's) is not found. */
export async function portraitSegment(ctx: RequestContext, query: { kind: SegmentKind; key: string; monthFrom?: string | undefined; monthTo?: string | undefined }) {
  const range = portraitRange(query);
  const inSegment = query.kind === 'indication' ? sql`m.indication = ${query.key}` : sql`${REGION_KEY} = ${query.key}`;
  const own = query.kind === 'indication' ? INDICATION : REGION_ROW;
  const segment = await mixCounts(ctx, range, own.row, own.label, own.labelEn, sql`m.sex`, inSegment);
  const label = segment.labels[0];
  if (!label) throw notFound();
  const bySex = (column: SQL) => mixCounts(ctx, range, column, column, sql`null`, sql`m.sex`, inSegment);
  const [age, line, comorbidity] = [await bySex(sql`m.age_band`), await bySex(sql`m.line_of_therapy`), await bySex(sql`m.comorbidity`)];
  const other = query.kind === 'indication' ? REGION_ROW : INDICATION;
  const breakdown = await mixCounts(ctx, range, other.row, other.label, other.labelEn, sql`m.sex`, inSegment);
  const treatment = await treatmentCounts(ctx, range, query);
  return {
    threshold: INSIGHT_THRESHOLD,
    ...range,
    label: label.label,
    labelEn: label.labelEn,
    ageBand: table(codes(AGE_BANDS), SEX_COLUMNS, age.counts),
    lineOfTherapy: table(codes(THERAPY_LINES), SEX_COLUMNS, line.counts),
    comorbidity: table(codes(COMORBIDITIES), SEX_COLUMNS, comorbidity.counts),
    breakdown: table(breakdown.labels, SEX_COLUMNS, breakdown.counts),
    treatment,
  };
}

/** New patients on each drug per month from the treatment records (of the segment's drugs or hospitals). */
async function treatmentCounts(ctx: RequestContext, range: { monthFrom: string; monthTo: string }, query: { kind: SegmentKind; key: string }): Promise<PortraitTable> {
  const tenantId = ctx.principal.tenant.id;
  const segment =
    query.kind === 'indication'
      ? sql`exists (select 1 from product_indication i where i.product_id = sda_treatment_record.product_id and i.name = ${query.key})`
      : sql`${REGION_KEY} = ${query.key}`;
  const scope = inScope(ctx.principal, sdaTreatmentRecord.orgPath);
  const found = await rows(
    ctx.db,
    sql`select sda_treatment_record.product_id, min(p.name) as name, min(p.name_en) as name_en, sda_treatment_record.month, sum(sda_treatment_record.new_patients)::int as n
        from sda_treatment_record join product p on p.id = sda_treatment_record.product_id join hospital h on h.id = sda_treatment_record.hospital_id ${REGION}
        where sda_treatment_record.tenant_id = ${tenantId} and sda_treatment_record.status <> 'REJECTED' and sda_treatment_record.month between ${range.monthFrom} and ${range.monthTo} and ${segment} ${scope ? sql`and ${scope}` : sql``}
        group by sda_treatment_record.product_id, sda_treatment_record.month order by sda_treatment_record.product_id, sda_treatment_record.month`,
  );
  const months = [...new Set(found.map((f) => String(f.month)))].sort();
  const products = new Map<string, Label>();
  const counts: Counts = new Map();
  for (const f of found) {
    const key = String(f.product_id);
    products.set(key, { key, label: String(f.name), labelEn: String(f.name_en) });
    counts.set(key, (counts.get(key) ?? new Map<string, number>()).set(String(f.month), Number(f.n)));
  }
  return table([...products.values()], codes(months), counts);
}
