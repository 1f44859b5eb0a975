import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, type TestApp } from './helpers';
import { determinedUnknowns } from './linear-audit';
import { rowsOf } from '../src/db/rows';

/**
 * The diagnosis page against a user who keeps every answer. Fixture: three hospitals of the
 * manager's district × two departments × two indications × six months of 2019 (before any demo
 * data), with counts from 0 to 8, so most cells are small. Each generated case sends several pages
 * with random month ranges and hospital, department and indication filters, as the manager, writes
 * every published figure as an equation over the fixture's cells, and fails if any cell under 5
 * follows exactly from the equations of that one user's answers.
 */
const MONTHS = ['2019-01', '2019-02', '2019-03', '2019-04', '2019-05', '2019-06'];
const DEPARTMENTS = ['心内科', '神经内科'];
const INDICATIONS = ['测试适应症甲', '测试适应症乙'];

let t: TestApp;
let manager: string;
let hospitals: number[];
const atoms: Array<{ hospitalId: number; department: string; indication: string; month: string; patients: number }> = [];
const atomIndex = new Map<string, number>();
const key = (hospitalId: number, department: string, indication: string, month: string) => `${hospitalId}|${department}|${indication}|${month}`;

beforeAll(async () => {
  t = await buildTestApp();
  manager = (await login(t.app, 'manager')).access_token;
  const inRange = (await api(t.app, manager, { url: '/prod-api/sda/hospital/options' })).json().result as Array<{ id: number }>;
  hospitals = inRange.slice(0, 3).map((h) => h.id);
  expect(hospitals.length).toBe(3);
  const [tenant] = rowsOf<{ id: string }>(await t.database.db.execute(sql`select id from enterprise where domain = 'localhost'`));
  let n = 0;
  for (const hospitalId of hospitals)
    for (const department of DEPARTMENTS)
      for (const indication of INDICATIONS)
        for (const month of MONTHS) {
          const patients = (n++ * 7 + 3) % 9;
          if (patients === 0) continue;
          atomIndex.set(key(hospitalId, department, indication, month), atoms.length);
          atoms.push({ hospitalId, department, indication, month, patients });
        }
  for (const a of atoms)
    await t.database.db.execute(
      sql`insert into diagnosis_aggregate (tenant_id, hospital_id, department, indication, month, patients) values (${tenant!.id}, ${a.hospitalId}, ${a.department}, ${a.indication}, ${a.month}, ${a.patients})`,
    );
});
afterAll(() => t.close());

interface Row {
  hospitalId: number;
  department: string;
  indication: string;
  cells: Array<number | null>;
  total: number | null;
}

const query = fc.record({
  from: fc.integer({ min: 0, max: MONTHS.length - 1 }),
  span: fc.integer({ min: 0, max: MONTHS.length - 1 }),
  hospital: fc.option(fc.integer({ min: 0, max: 2 }), { nil: undefined }),
  department: fc.option(fc.constantFrom(...DEPARTMENTS), { nil: undefined }),
  indication: fc.option(fc.constantFrom(...INDICATIONS), { nil: undefined }),
});

describe('diagnosis page: what one user can work out from many answers', () => {
  it('never lets a cell under 5 follow from the figures published to one user', async () => {
    let checkedHidden = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(query, { minLength: 2, maxLength: 6 }), async (queries) => {
        const equations: bigint[][] = [];
        const equation = (cells: number[]) => {
          const row = atoms.map(() => 0n);
          for (const i of cells) row[i] = 1n;
          return row;
        };
        for (const q of queries) {
          const months = MONTHS.slice(q.from, Math.min(MONTHS.length, q.from + q.span + 1));
          const body = {
            monthFrom: months[0],
            monthTo: months[months.length - 1],
            hospitalId: q.hospital === undefined ? undefined : hospitals[q.hospital],
            department: q.department,
            indication: q.indication,
          };
          const page = (await api(t.app, manager, { method: 'POST', url: '/prod-api/API-LUNDBECK/diagnosis/page?page=0&size=200', payload: body })).json().result;
          expect(page.months).toEqual(months);
          expect(page.columnTotals).toHaveLength(months.length);
          const rows = page.content as Row[];
          // Every figure is written as the sum of fixture cells it equals: a shown cell is its own; a
          // total is either the sum of all the cells it covers or of the shown ones among them.
          const rowCells = rows.map((r) => months.flatMap((month) => atomIndex.get(key(r.hospitalId, r.department, r.indication, month)) ?? []));
          const shownCells = rows.map((r, i) =>
            rowCells[i]!.filter((index) => {
              const value = r.cells[months.indexOf(atoms[index]!.month)];
              if (value === null) return false;
              expect(value).toBe(atoms[index]!.patients);
              equations.push(equation([index]));
              return true;
            }),
          );
          const sumOf = (cells: number[]) => cells.reduce((sum, i) => sum + atoms[i]!.patients, 0);
          const total = (value: number | null | undefined, covered: number[], shown: number[]) => {
            if (value === null || value === undefined) return;
            const cells = value === sumOf(covered) ? covered : shown;
            expect(value, 'a total adds up the cells it covers, or the shown ones').toBe(sumOf(cells));
            equations.push(equation(cells));
          };
          rows.forEach((r, i) => total(r.total, rowCells[i]!, shownCells[i]!));
          const inMonth = (cells: number[], month: string) => cells.filter((i) => atoms[i]!.month === month);
          months.forEach((month, m) => total(page.columnTotals[m], inMonth(rowCells.flat(), month), inMonth(shownCells.flat(), month)));
          total(page.grandTotal, rowCells.flat(), shownCells.flat());
        }
        const small = atoms.flatMap((a, i) => (a.patients < 5 ? [i] : []));
        checkedHidden += small.length;
        expect(determinedUnknowns(equations, atoms.length, small)).toEqual([]);
      }),
      { numRuns: 40 },
    );
    expect(checkedHidden).toBeGreaterThan(0);
  }, 120_000);
});
