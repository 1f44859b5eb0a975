import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_DIMENSIONS, STANCE_CUT, STANCES } from '@crm/shared/contracts/insights';
import { api, buildTestApp, login, TENANT_A, type TestApp } from './helpers';
import { determinedSums } from './linear-audit';
import { rowsOf } from '../src/db/rows';

/**
 * The doctor-group analysis against a user who keeps every figure of an answer and every doctor its
 * lists name. Fixture: the demo enterprise's doctors and their stance evidence. Each generated case
 * asks for a random choice of indications and drugs, a province (and city) or none and a period of
 * whole months or all time, as the marketing user; reads the overall distribution, the four Top-10
 * tables and the lists behind the bars; and writes every shown figure as an equation over the doctors
 * (each doctor a list names as known). The doctors' true stances and groups come from the evidence
 * here, independently of the server. 40 cases per run. It fails if any hidden figure under 5 (not 0), or the hidden
 * parts of a shown total when they add up to under 5, follows exactly.
 */
interface Truth {
  id: number;
  stance: (typeof STANCES)[number];
  keys: Record<(typeof GROUP_DIMENSIONS)[number], string | null>;
}
interface Row {
  key: string;
  cells: Array<number | null>;
  total: number | null;
}

let t: TestApp;
let marketing: string;
let options: { indications: Array<{ name: string }>; products: Array<{ id: number }>; provinces: Array<{ code: string; cities: Array<{ code: string }> }> };
let tenantId: number;
let timeZone: string;

beforeAll(async () => {
  t = await buildTestApp();
  marketing = (await login(t.app, 'marketing')).access_token;
  options = (await api(t.app, marketing, { url: '/prod-api/insights/options' })).json().result;
  const [tenant] = rowsOf<{ id: string; time_zone: string }>(await t.database.db.execute(sql`select id, time_zone from enterprise where domain = ${TENANT_A}`));
  tenantId = Number(tenant!.id);
  timeZone = tenant!.time_zone;
});
afterAll(() => t.close());

/** The doctors of a filter with their weighted stance and groups, read from the evidence directly. */
async function truth(filter: { indications: string[]; productIds: number[]; provinceCode?: string; cityCode?: string; from?: string; to?: string }): Promise<Truth[]> {
  const found = rowsOf<Record<string, unknown>>(
    await t.database.db.execute(
      sql`with scored as (
          select e.doctor_id, sum(e.score * e.weight) / sum(e.weight) as score from insight_stance_evidence e
          where e.tenant_id = ${tenantId} and e.product_id = any(${sql.param(filter.productIds)}::bigint[])
            ${filter.from ? sql`and e.occurred_at >= (${filter.from}::date)::timestamp at time zone ${timeZone}` : sql``}
            ${filter.to ? sql`and e.occurred_at < (${filter.to}::date + 1)::timestamp at time zone ${timeZone}` : sql``}
          group by e.doctor_id)
        select d.id, s.score, coalesce(sd.code, hd.name) as department, d.province_code as province, h.id as hospital,
          (select coalesce(top.id, area.id) from sales_region_county c join sales_region area on area.id = c.sales_region_id left join sales_region top on top.id = area.parent_id
           where c.tenant_id = h.tenant_id and c.area_code = h.area_code limit 1) as region
        from scored s join doctor d on d.id = s.doctor_id join hospital h on h.id = d.hospital_id
        left join hospital_department hd on hd.id = d.hospital_department_id left join standard_department sd on sd.id = d.standard_department_id
        where d.indication && ${sql.param(filter.indications)}::text[]
          ${filter.provinceCode ? sql`and d.province_code = ${filter.provinceCode}` : sql``}
          ${filter.cityCode ? sql`and d.city_code = ${filter.cityCode}` : sql``}`,
    ),
  );
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return found.map((r) => {
    const score = Number(r.score);
    return {
      id: Number(r.id),
      stance: score >= STANCE_CUT ? 'POSITIVE' : score <= -STANCE_CUT ? 'NEGATIVE' : 'NEUTRAL',
      keys: { department: text(r.department), province: text(r.province), region: text(r.region), hospital: text(r.hospital) },
    };
  });
}

const months = ['2025-12', '2026-03', '2026-06', '2026-09', '2026-11'];
const query = fc.record({
  // Often every indication and drug (the largest groups, where most is shown and lists name most).
  indications: fc.option(fc.uniqueArray(fc.nat(), { minLength: 1, maxLength: 4 }), { nil: undefined }),
  products: fc.option(fc.uniqueArray(fc.nat(), { minLength: 1, maxLength: 3 }), { nil: undefined }),
  place: fc.option(fc.record({ province: fc.nat(), city: fc.option(fc.nat(), { nil: undefined }) }), { nil: undefined }),
  period: fc.option(fc.record({ from: fc.constantFrom(...months), span: fc.nat({ max: 12 }) }), { nil: undefined }),
});

describe('doctor-group analysis: what one answer and its lists give away', () => {
  it('never lets a hidden count under 5 follow from an answer’s figures and the doctors it names', async () => {
    let checked = 0;
    let shownFigures = 0;
    await fc.assert(
      fc.asyncProperty(query, async (q) => {
        const pick = <T>(list: T[], indices: number[]) => [...new Set(indices.map((i) => list[i % list.length]!))];
        const province = q.place ? options.provinces[q.place.province % options.provinces.length]! : undefined;
        const city = province && q.place?.city !== undefined && province.cities.length > 0 ? province.cities[q.place.city % province.cities.length]!.code : undefined;
        const to = q.period
          ? new Date(Date.UTC(Number(q.period.from.slice(0, 4)), Number(q.period.from.slice(5, 7)) - 1 + q.period.span, 15)).toISOString().slice(0, 10)
          : undefined;
        const filter = {
          indications: (q.indications ? pick(options.indications, q.indications) : options.indications).map((i) => i.name),
          productIds: (q.products ? pick(options.products, q.products) : options.products).map((p) => p.id),
          ...(province ? { provinceCode: province.code } : {}),
          ...(city ? { cityCode: city } : {}),
          ...(q.period ? { from: `${q.period.from}-10`, to } : {}),
        };
        const response = await api(t.app, marketing, { method: 'POST', url: '/prod-api/insights/doctor-group/analysis', payload: filter });
        expect(response.statusCode).toBe(200);
        const answer = response.json().result as {
          from: string | null;
          to: string | null;
          stance: { cells: Array<number | null>; total: number | null };
          top: Record<string, Row[]>;
        };
        // The period counted is whole months.
        if (q.period) expect([answer.from, answer.to?.slice(0, 7)]).toEqual([`${q.period.from}-01`, to!.slice(0, 7)]);
        const doctors = await truth({ ...filter, ...(answer.from ? { from: answer.from } : {}), ...(answer.to ? { to: answer.to } : {}) });
        if (answer.stance.total !== null) expect(answer.stance.total).toBe(doctors.length);

        // Figures as sets of doctors, with what each showed.
        const figures: Array<{ members: number[]; value: number | null }> = [];
        const lines: Array<{ total: number; parts: number[] }> = [];
        const ofStance = (members: number[], stance: string) => members.filter((i) => doctors[i]!.stance === stance);
        const add = (members: number[], value: number | null) => {
          if (value !== null) expect(value, 'a shown figure is its true count').toBe(members.length);
          return figures.push({ members, value }) - 1;
        };
        const everyone = doctors.map((_, i) => i);
        const row = (members: number[], published: { cells: Array<number | null>; total: number | null }) => {
          const parts = STANCES.map((s, c) => add(ofStance(members, s), published.cells[c]!));
          lines.push({ total: add(members, published.total), parts });
        };
        row(everyone, answer.stance);
        for (const dimension of GROUP_DIMENSIONS)
          for (const published of answer.top[dimension]!)
            row(
              everyone.filter((i) => doctors[i]!.keys[dimension] === published.key),
              published,
            );

        // The doctors the lists name: the overall list, or every shown row's when it is withheld.
        const named = new Set<number>();
        const bars =
          answer.stance.total !== null
            ? [{ dimension: 'stance' }]
            : GROUP_DIMENSIONS.flatMap((dimension) => answer.top[dimension]!.filter((r) => r.total !== null).map((r) => ({ dimension, key: r.key })));
        const index = new Map(doctors.map((d, i) => [d.id, i]));
        for (const bar of bars)
          for (let page = 0; ; page++) {
            const list = (
              await api(t.app, marketing, { method: 'POST', url: `/prod-api/insights/doctor-group/doctors?page=${page}&size=100`, payload: { ...filter, ...bar } })
            ).json().result;
            for (const doctor of list.content as Array<{ id: number }>) named.add(index.get(doctor.id)!);
            if ((page + 1) * 100 >= list.totalElements) break;
          }

        // Unknowns: the doctors not named, grouped by the figures that count them.
        const signature = new Map<string, number>();
        const atomOf = everyone.map((i) => {
          if (named.has(i)) return -1;
          const key = figures.flatMap((f, k) => (f.members.includes(i) ? [k] : [])).join(',');
          if (!signature.has(key)) signature.set(key, signature.size);
          return signature.get(key)!;
        });
        const vector = (members: number[]) => {
          const v = Array.from({ length: signature.size }, () => 0n);
          for (const i of members) if (atomOf[i]! >= 0) v[atomOf[i]!] = 1n;
          return v;
        };
        const equations = figures.filter((f) => f.value !== null).map((f) => vector(f.members));
        shownFigures += equations.length;
        const small = (members: number[]) => members.length > 0 && members.length < 5;
        const targets = [
          ...figures.filter((f) => f.value === null && small(f.members)).map((f) => f.members),
          ...lines
            .filter((l) => figures[l.total]!.value !== null)
            .map((l) => l.parts.filter((p) => figures[p]!.value === null).flatMap((p) => figures[p]!.members))
            .filter(small),
        ];
        // A hidden figure never has a named doctor in it.
        for (const members of targets) expect(members.some((i) => named.has(i))).toBe(false);
        checked += targets.length;
        expect(determinedSums(equations, signature.size, targets.map(vector))).toEqual([]);
      }),
      { numRuns: 40 },
    );
    expect(checked).toBeGreaterThan(0);
    expect(shownFigures).toBeGreaterThan(0);
  }, 300_000);
});
