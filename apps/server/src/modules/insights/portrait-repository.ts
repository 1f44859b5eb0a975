import { sql, type SQL } from 'drizzle-orm';
import { AGE_BANDS, COMORBIDITIES, INSIGHT_THRESHOLD, SEXES, THERAPY_LINES, type PortraitTable, type SegmentKind } from '@crm/shared/contracts/insights';
import { sdaTreatmentRecord } from '../../db/schema/sda/sda';
import { notFound } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';
import { inScope, publishSums } from '../sda/index';
import { rows } from '../../db/rows';

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

/**
 * A table of the portrait: each cell the sum of the shown finest cells it covers (null where it
 * covers none), its totals the sums of its shown cells (`publishSums`).
 */
function table(rowLabels: Label[], columns: Label[], counts: Counts): PortraitTable {
  const cells = rowLabels.map((r) => columns.map((c) => counts.get(r.key)?.get(c.key) ?? null));
  const published = publishSums(cells, columns.length);
  return {
    columns,
    rows: rowLabels.map((r, i) => ({ ...r, cells: published.cells[i]!, total: published.rowTotals[i]! })),
    columnTotals: published.columnTotals,
    grandTotal: published.grandTotal,
  };
}

/** The region of a hospital: its top sales region, else its province. */
const REGION = sql`left join lateral (
    select 'sr:' || coalesce(top.id, area.id) as key, coalesce(top.name, area.name) as name, coalesce(top.name_en, area.name_en) as name_en
    from sales_region_county c join sales_region area on area.id = c.sales_region_id left join sales_region top on top.id = area.parent_id
    where c.tenant_id = h.tenant_id and c.area_code = h.area_code limit 1) sr on true
  left join china_region pr on pr.code = h.province_code`;
const REGION_KEY = sql`coalesce(sr.key, 'pv:' || h.province_code, 'pv:')`;

/** One shown cell of the portrait's cube: a month, region, indication, sex, age band, line of therapy and comorbidity. */
interface Fine {
  month: string;
  region: Label;
  indication: Label;
  sex: string;
  ageBand: string;
  lineOfTherapy: string;
  comorbidity: string;
  patients: number;
}

/**
 * The shown cells of the portrait's cube in the period: only cells of the threshold or more leave the
 * database, so no figure built from them can carry a hidden one.
 */
async function shownCells(ctx: RequestContext, range: { monthFrom: string; monthTo: string }, where: SQL = sql`true`): Promise<Fine[]> {
  const tenantId = ctx.principal.tenant.id;
  const found = await rows(
    ctx.db,
    sql`select m.month, ${REGION_KEY} as region, min(coalesce(sr.name, pr.name, '')) as region_name, min(coalesce(sr.name_en, pr.name_en)) as region_name_en,
          m.indication, min(pi.name_en) as indication_en, m.sex, m.age_band, m.line_of_therapy, m.comorbidity, sum(m.patients)::int as n
        from diagnosis_patient_mix m join hospital h on h.id = m.hospital_id ${REGION}
        left join (select name, min(name_en) as name_en from product_indication where tenant_id = ${tenantId} group by name) pi on pi.name = m.indication
        where m.tenant_id = ${tenantId} and m.month between ${range.monthFrom} and ${range.monthTo} and ${where}
        group by m.month, 2, m.indication, m.sex, m.age_band, m.line_of_therapy, m.comorbidity
        having sum(m.patients) >= ${INSIGHT_THRESHOLD}`,
  );
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return found.map((f) => ({
    month: String(f.month),
    region: { key: String(f.region), label: String(f.region_name ?? f.region), labelEn: text(f.region_name_en) },
    indication: { key: String(f.indication), label: String(f.indication), labelEn: text(f.indication_en) },
    sex: String(f.sex),
    ageBand: String(f.age_band),
    lineOfTherapy: String(f.line_of_therapy),
    comorbidity: String(f.comorbidity),
    patients: Number(f.n),
  }));
}

/** The cube's cells summed by a row dimension and by sex. */
function bySex(cells: Fine[], rowOf: (cell: Fine) => string): Counts {
  const counts: Counts = new Map();
  for (const cell of cells) {
    const row = counts.get(rowOf(cell)) ?? new Map<string, number>();
    row.set(cell.sex, (row.get(cell.sex) ?? 0) + cell.patients);
    counts.set(rowOf(cell), row);
  }
  return counts;
}

/** A table of regions or indications by sex, the largest first. */
function segmentsTable(cells: Fine[], kind: SegmentKind): PortraitTable {
  const labels = new Map<string, Label>();
  for (const cell of cells) labels.set(cell[kind].key, cell[kind]);
  const counts = bySex(cells, (cell) => cell[kind].key);
  const total = (key: string) => [...(counts.get(key)?.values() ?? [])].reduce((a, b) => a + b, 0);
  const ordered = [...labels.values()].sort((a, b) => total(b.key) - total(a.key) || a.key.localeCompare(b.key));
  return table(ordered, SEX_COLUMNS, counts);
}

/** Diagnosed patients per indication and per region, by sex. */
export async function portraitOverview(ctx: RequestContext, query: { monthFrom?: string | undefined; monthTo?: string | undefined }) {
  const range = portraitRange(query);
  const cells = await shownCells(ctx, range);
  return { threshold: INSIGHT_THRESHOLD, ...range, indication: segmentsTable(cells, 'indication'), region: segmentsTable(cells, 'region') };
}

/** One segment's make-up; a segment with no shown patients in the period (or another tenant's) is not found. */
export async function portraitSegment(ctx: RequestContext, query: { kind: SegmentKind; key: string; monthFrom?: string | undefined; monthTo?: string | undefined }) {
  const range = portraitRange(query);
  const cells = await shownCells(ctx, range, query.kind === 'indication' ? sql`m.indication = ${query.key}` : sql`${REGION_KEY} = ${query.key}`);
  const label = cells[0]?.[query.kind];
  if (!label) throw notFound();
  return {
    threshold: INSIGHT_THRESHOLD,
    ...range,
    label: label.label,
    labelEn: label.labelEn,
    ageBand: table(
      codes(AGE_BANDS),
      SEX_COLUMNS,
      bySex(cells, (cell) => cell.ageBand),
    ),
    lineOfTherapy: table(
      codes(THERAPY_LINES),
      SEX_COLUMNS,
      bySex(cells, (cell) => cell.lineOfTherapy),
    ),
    comorbidity: table(
      codes(COMORBIDITIES),
      SEX_COLUMNS,
      bySex(cells, (cell) => cell.comorbidity),
    ),
    breakdown: segmentsTable(cells, query.kind === 'indication' ? 'region' : 'indication'),
    treatment: await treatmentCounts(ctx, range, query),
  };
}

/**
 * New patients on each drug per month from the treatment records (of the segment's drugs or
 * hospitals): the sum of the records of the threshold or more, the records others see on the SDA
 * list, so a small record counts in no figure here.
 */
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
        where sda_treatment_record.tenant_id = ${tenantId} and sda_treatment_record.status <> 'REJECTED' and sda_treatment_record.new_patients >= ${INSIGHT_THRESHOLD} and sda_treatment_record.month between ${range.monthFrom} and ${range.monthTo} and ${segment} ${scope ? sql`and ${scope}` : sql``}
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
