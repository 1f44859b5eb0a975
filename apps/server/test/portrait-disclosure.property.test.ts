import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, TENANT_A, type TestApp } from './helpers';
import { determinedSums } from './linear-audit';
import { rowsOf } from '../src/db/rows';

/**
 * The patient portrait against a user who keeps every answer. Fixture: the portrait's cube for three
 * months of 2019 (before any demo data) over two regions (each cell split between two of the
 * region's hospitals) × two indications × two sexes × two age bands × two lines of therapy × two
 * comorbidities, 192 cells of which about one in five holds 1 to 8 patients, so most cells, and many cells of the
 * published tables, are small. Each generated case opens the
 * overview and segments (both kinds, both keys) for random month ranges, 60 cases of 2 to 6 answers, as the marketing user, writes
 * every published figure as an equation over the cube's cells, and fails if any cell under 5, or any
 * figure shown as hidden whose true value is under 5, follows exactly from that one user's answers.
 */
const MONTHS = ['2019-01', '2019-02', '2019-03'];
const INDICATIONS = ['画像测试适应症甲', '画像测试适应症乙'];
const SEXES = ['MALE', 'FEMALE'];
const AGES = ['A18_34', 'A35_49'];
const LINES = ['FIRST', 'SECOND'];
const COMORBIDITIES = ['NONE', 'DIABETES'];

interface Cell {
  month: string;
  region: string;
  indication: string;
  sex: string;
  ageBand: string;
  lineOfTherapy: string;
  comorbidity: string;
  patients: number;
}
interface Table {
  columns: Array<{ key: string }>;
  rows: Array<{ key: string; cells: Array<number | null>; total: number | null }>;
  columnTotals: Array<number | null>;
  grandTotal: number | null;
}
type Dimension = 'region' | 'indication' | 'ageBand' | 'lineOfTherapy' | 'comorbidity';

let t: TestApp;
let marketing: string;
let regions: string[];
const cells: Cell[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  marketing = (await login(t.app, 'marketing')).access_token;
  const found = rowsOf<{ id: string; tenant_id: string; region: string }>(
    await t.database.db.execute(
      sql`select h.id, h.tenant_id, 'sr:' || coalesce(top.id, area.id) as region
        from hospital h join enterprise e on e.id = h.tenant_id and e.domain = ${TENANT_A}
        join sales_region_county c on c.tenant_id = h.tenant_id and c.area_code = h.area_code
        join sales_region area on area.id = c.sales_region_id left join sales_region top on top.id = area.parent_id
        order by 3, 1`,
    ),
  );
  const byRegion = new Map<string, string[]>();
  for (const h of found) byRegion.set(h.region, [...(byRegion.get(h.region) ?? []), String(h.id)]);
  // A hospital whose county lies in two regions would read as either: keep to the unambiguous ones.
  const twice = new Set(found.map((h) => h.id).filter((id, i, all) => all.indexOf(id) !== i));
  const chosen = [...byRegion.entries()].map(([region, ids]) => [region, ids.filter((id) => !twice.has(id))] as const).filter(([, ids]) => ids.length >= 2);
  expect(chosen.length).toBeGreaterThanOrEqual(2);
  regions = chosen.slice(0, 2).map(([region]) => region);
  const tenantId = found[0]!.tenant_id;
  let n = 0;
  for (const month of MONTHS)
    for (const region of regions)
      for (const indication of INDICATIONS)
        for (const sex of SEXES)
          for (const ageBand of AGES)
            for (const lineOfTherapy of LINES)
              for (const comorbidity of COMORBIDITIES) {
                // About one cell in five holds patients (1 to 8), so the tables' own cells are small too.
                const draw = (n++ * 2654435761) % 4294967296;
                const patients = draw % 5 === 0 ? 1 + (Math.floor(draw / 5) % 8) : 0;
                if (patients === 0) continue;
                const cell = { month, region, indication, sex, ageBand, lineOfTherapy, comorbidity, patients };
                cells.push(cell);
                const [first, second] = chosen.find(([r]) => r === region)![1];
                const half = Math.floor(patients / 2);
                for (const [hospitalId, part] of [
                  [first!, half],
                  [second!, patients - half],
                ] as const)
                  if (part > 0)
                    await t.database.db.execute(
                      sql`insert into diagnosis_patient_mix (tenant_id, hospital_id, indication, month, age_band, sex, line_of_therapy, comorbidity, patients)
                          values (${tenantId}, ${hospitalId}, ${indication}, ${month}, ${ageBand}, ${sex}, ${lineOfTherapy}, ${comorbidity}, ${part})`,
                    );
              }
});
afterAll(() => t.close());

const query = fc.record({
  from: fc.integer({ min: 0, max: MONTHS.length - 1 }),
  span: fc.integer({ min: 0, max: MONTHS.length - 1 }),
  segment: fc.option(fc.record({ kind: fc.constantFrom('indication' as const, 'region' as const), index: fc.integer({ min: 0, max: 1 }) }), { nil: undefined }),
});

describe('patient portrait: what one user can work out from many answers', () => {
  it('never lets a cell under 5 follow from the figures published to one user', async () => {
    let checked = 0;
    let shownFigures = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(query, { minLength: 2, maxLength: 6 }), async (queries) => {
        const equations: bigint[][] = [];
        const targets: bigint[][] = [];
        const vector = (covered: Cell[]) => cells.map((c) => (covered.includes(c) ? 1n : 0n));
        const sumOf = (covered: Cell[]) => covered.reduce((sum, c) => sum + c.patients, 0);
        // A figure is the sum of all the cells it covers or of the shown ones among them; a hidden
        // figure whose true value is small must stay unknown.
        const figure = (value: number | null, covered: Cell[]) => {
          if (value === null) {
            if (sumOf(covered) > 0 && sumOf(covered) < 5) targets.push(vector(covered));
            return;
          }
          const shown = covered.filter((c) => c.patients >= 5);
          const used = value === sumOf(covered) ? covered : shown;
          expect(value, 'a figure adds up the cells it covers, or the shown ones').toBe(sumOf(used));
          equations.push(vector(used));
          shownFigures++;
        };
        const audit = (table: Table, scope: Cell[], rowOf: Dimension) => {
          const columns = table.columns.map((c) => c.key);
          expect(columns).toEqual(SEXES);
          const at = (row: string | null, column: string | null) => scope.filter((c) => (row === null || c[rowOf] === row) && (column === null || c.sex === column));
          for (const row of table.rows) {
            row.cells.forEach((value, i) => figure(value, at(row.key, columns[i]!)));
            figure(row.total, at(row.key, null));
          }
          table.columnTotals.forEach((value, i) => figure(value, at(null, columns[i]!)));
          figure(table.grandTotal, at(null, null));
          // Rows of the fixture's own dimensions never go missing while they have a shown cell.
          if (rowOf === 'region' || rowOf === 'indication') {
            const listed = new Set(table.rows.map((r) => r.key));
            for (const c of scope) if (c.patients >= 5) expect(listed.has(c[rowOf])).toBe(true);
          }
        };
        for (const q of queries) {
          const months = MONTHS.slice(q.from, Math.min(MONTHS.length, q.from + q.span + 1));
          const range = `monthFrom=${months[0]}&monthTo=${months[months.length - 1]}`;
          const inRange = cells.filter((c) => months.includes(c.month));
          if (!q.segment) {
            const overview = (await api(t.app, marketing, { url: `/prod-api/insights/patient-portrait?${range}` })).json().result;
            // Only the fixture's rows: the demo data has no month in 2019.
            audit({ ...overview.indication, rows: overview.indication.rows.filter((r: { key: string }) => INDICATIONS.includes(r.key)) }, inRange, 'indication');
            audit(overview.region, inRange, 'region');
            continue;
          }
          const key = (q.segment.kind === 'indication' ? INDICATIONS : regions)[q.segment.index]!;
          const response = await api(t.app, marketing, { url: `/prod-api/insights/patient-portrait/segment?kind=${q.segment.kind}&key=${encodeURIComponent(key)}&${range}` });
          const scope = inRange.filter((c) => c[q.segment!.kind] === key);
          if (!scope.some((c) => c.patients >= 5)) {
            expect(response.statusCode, 'a segment with no shown cell is not found').toBe(404);
            continue;
          }
          const segment = response.json().result;
          audit(segment.ageBand, scope, 'ageBand');
          audit(segment.lineOfTherapy, scope, 'lineOfTherapy');
          audit(segment.comorbidity, scope, 'comorbidity');
          audit(segment.breakdown, scope, q.segment.kind === 'indication' ? 'region' : 'indication');
        }
        const small = cells.filter((c) => c.patients < 5).map((c) => vector([c]));
        checked += small.length + targets.length;
        expect(determinedSums(equations, cells.length, [...small, ...targets])).toEqual([]);
      }),
      { numRuns: 60 },
    );
    expect(checked).toBeGreaterThan(0);
    expect(shownFigures).toBeGreaterThan(0);
  }, 180_000);
});
