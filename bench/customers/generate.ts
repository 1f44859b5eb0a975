import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import { chinaRegion, hospital, hospitalDepartment } from '../../apps/server/src/db/schema/customers/hospitals';
import { organization, product } from '../../apps/server/src/db/schema/platform/tenancy';
import { createRandom } from '../../apps/server/src/db/demo/random';
import { pickDepartments } from '../../apps/server/src/modules/customers/demo/doctor-generator';
import { generateHospitals, type GeneratedHospital } from '../../apps/server/src/modules/customers/demo/hospital-generator';
import { namePhonetics } from '../../apps/server/src/modules/customers/doctors/name-search';
import { standardDepartmentRows } from '../../apps/server/src/modules/customers/regions/standard-departments';
import { applyRuleTags } from '../../apps/server/src/modules/customers/tags/rule-tags';
import { rowsOf } from '../../apps/server/src/db/rows';

const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高郑梁谢宋唐许韩冯邓曹彭曾'.split('');
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰涛明超秀霞平刚桂华建文斌宇浩凯婷雪琳晨思佳欣悦嘉睿哲昊'.split('');
const CHUNK = 100_000;

const textArray = (values: string[]) => sql`${sql.param(values)}::text[]`;

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await db.execute(query));
}

/** Hospitals spread over every city of China, with their departments; about one per 200 doctors. */
async function generateBenchHospitals(db: Database, tenantId: number, count: number): Promise<void> {
  const random = createRandom(7_000_001);
  const regions = await db.select().from(chinaRegion);
  const cities = regions.filter((r) => r.level === 2);
  const standard = new Map(standardDepartmentRows().map((d) => [d.code, d]));
  const taken = new Set((await db.select({ name: hospital.name }).from(hospital).where(eq(hospital.tenantId, tenantId))).map((h) => h.name));
  const generated: GeneratedHospital[] = [];
  while (generated.length < count) {
    const city = random.pick(cities);
    const areas = regions.filter((r) => r.parentCode === city.code);
    if (areas.length === 0) continue;
    const province = regions.find((r) => r.code === city.parentCode)!;
    generated.push(...generateHospitals(random, { province, city, areas, count: Math.min(15, count - generated.length), codePrefix: `BH${city.code}`, taken }));
  }
  for (let i = 0; i < generated.length; i += 500) {
    const batch = generated.slice(i, i + 500);
    const inserted = await db
      .insert(hospital)
      .values(batch.map((h) => ({ ...h, tenantId })))
      .returning({ id: hospital.id });
    const departments = inserted.flatMap((row, j) =>
      pickDepartments(random, batch[j]!.category, standard).map((d, sort) => ({
        tenantId,
        hospitalId: row.id,
        standardDepartmentId: d.standard.id,
        name: d.name,
        nameEn: d.nameEn,
        sort,
      })),
    );
    await db.insert(hospitalDepartment).values(departments);
  }
}

/**
 * N doctors for the tenant, generated inside the database from arrays of name parts (with their
 * pinyin), hospitals and departments, then assignments, product levels, channels, tags and follows.
 */
export async function generateBenchData(db: Database, input: { tenantId: number; doctors: number; log: (line: string) => void }): Promise<void> {
  const { tenantId, doctors: total } = input;
  const [existing] = await rows<{ n: number }>(db, sql`select count(*)::int as n from doctor where tenant_id = ${tenantId} and code like 'BD%'`);
  if ((existing?.n ?? 0) === total) return input.log('bench data already present, reusing it');
  // A different size or an interrupted run: start the bench rows over.
  await db.execute(sql`delete from doctor where tenant_id = ${tenantId} and code like 'BD%'`);
  await db.execute(sql`delete from hospital where tenant_id = ${tenantId} and code like 'BH%'`);
  input.log(`generating ${Math.ceil(total / 200)} hospitals`);
  await generateBenchHospitals(db, tenantId, Math.ceil(total / 200));
  const territories = await db
    .select({ id: organization.id, path: organization.path })
    .from(organization)
    .where(and(eq(organization.tenantId, tenantId), eq(organization.type, 'territory')))
    .orderBy(organization.code);
  const territoryPaths = textArray(territories.map((t) => t.path));
  const surnames = SURNAMES.map((s) => [s, namePhonetics(s).pinyin]);
  const given = GIVEN.map((g) => [g, namePhonetics(g).pinyin]);
  await db.execute(sql`select setseed(0.42)`);
  for (let done = 0; done < total; done += CHUNK) {
    const n = Math.min(CHUNK, total - done);
    input.log(`doctors ${done + n} / ${total}`);
    await db.execute(sql`
      with h as (
        select array_agg(h.id order by h.id) as ids, array_agg(h.province_code order by h.id) as provinces, array_agg(h.city_code order by h.id) as cities,
          array_agg(h.level order by h.id) as levels, array_agg(dep.first order by h.id) as firsts, array_agg(dep.n order by h.id) as counts
        from hospital h join (select hospital_id, min(id) as first, count(*)::int as n from hospital_department group by hospital_id) dep on dep.hospital_id = h.id
        where h.tenant_id = ${tenantId} and h.code like 'BH%'
      ),
      std as (
        select min(hd.id) as first, array_agg(hd.standard_department_id order by hd.id) as ids
        from hospital_department hd join hospital h on h.id = hd.hospital_id where h.tenant_id = ${tenantId} and h.code like 'BH%'
      ),
      picks as (
        select g, 1 + floor(random() * ${surnames.length}::int)::int as s, 1 + floor(random() * ${given.length}::int)::int as g1,
          case when random() < 0.6 then 1 + floor(random() * ${given.length}::int)::int end as g2,
          1 + floor(random() * (select cardinality(ids) from h))::int as hi, random() as r
        from generate_series(${done + 1}::int, ${done + n}::int) g
      )
      insert into doctor (tenant_id, code, name, name_pinyin, name_initials, sex, title_code, doctor_type, hospital_id, hospital_department_id,
        standard_department_id, unit_paths, province_code, city_code, hospital_level, verify_status, last_visit_at, mobile)
      select ${tenantId}, 'BD' || lpad(p.g::text, 8, '0'),
        (${textArray(surnames.map((s) => s[0]!))})[p.s] || (${textArray(given.map((g) => g[0]!))})[p.g1] || coalesce((${textArray(given.map((g) => g[0]!))})[p.g2], ''),
        (${textArray(surnames.map((s) => s[1]!))})[p.s] || (${textArray(given.map((g) => g[1]!))})[p.g1] || coalesce((${textArray(given.map((g) => g[1]!))})[p.g2], ''),
        left((${textArray(surnames.map((s) => s[1]!))})[p.s], 1) || left((${textArray(given.map((g) => g[1]!))})[p.g1], 1) || coalesce(left((${textArray(given.map((g) => g[1]!))})[p.g2], 1), ''),
        case when p.r < 0.55 then 'M' else 'F' end,
        (array['CHIEF','ASSOCIATE_CHIEF','ATTENDING','RESIDENT'])[1 + (p.g % 4)],
        (array['KOL','TARGET','POTENTIAL','REGULAR','REGULAR'])[1 + (p.g % 5)],
        h.ids[p.hi], h.firsts[p.hi] + (p.g % h.counts[p.hi]), std.ids[h.firsts[p.hi] + (p.g % h.counts[p.hi]) - std.first + 1],
        ' ' || (${territoryPaths})[1 + h.ids[p.hi] % ${territories.length}::int] || ' ', h.provinces[p.hi], h.cities[p.hi], h.levels[p.hi],
        case when p.r < 0.3 then 'VERIFIED' else 'UNVERIFIED' end,
        case when p.r < 0.7 then now() - make_interval(days => (p.r * 150)::int) end,
        '13' || lpad((p.g::bigint * 7919 % 1000000000)::text, 9, '0')
      from picks p, h, std`);
  }
  input.log('departments, assignments, products, channels, tags, follows');
  // unit_paths was written with the doctors; skipping the triggers spares a second pass over a million rows.
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`insert into doctor_assignment (tenant_id, doctor_id, org_id, org_path)
      select d.tenant_id, d.id, (${sql.param(territories.map((t) => t.id))}::bigint[])[1 + d.hospital_id % ${territories.length}::int],
        (${territoryPaths})[1 + d.hospital_id % ${territories.length}::int]
      from doctor d where d.tenant_id = ${tenantId} and d.code like 'BD%'`);
  });
  const products = await db.select({ id: product.id }).from(product).where(eq(product.tenantId, tenantId));
  const productIds = sql`${sql.param(products.map((p) => p.id))}::bigint[]`;
  await db.execute(sql`insert into hospital_product (tenant_id, hospital_id, product_id, procurement_status, coverage_status, has_sales)
    select h.tenant_id, h.id, p.id, (array['LISTED','IN_PROGRESS','TEMPORARY','NOT_LISTED'])[1 + (h.id + p.id) % 4],
      case when (h.id * p.id) % 3 = 0 then 'NOT_COVERED' else 'COVERED' end, (h.id + p.id) % 2 = 0
    from hospital h cross join product p where h.tenant_id = ${tenantId} and h.code like 'BH%' and p.tenant_id = ${tenantId}`);
  await db.execute(sql`insert into doctor_product (tenant_id, doctor_id, product_id, level, has_sales)
    select d.tenant_id, d.id, (${productIds})[1 + d.id % ${products.length}::int], (array['A','B','C','D'])[1 + d.id % 4], d.id % 5 < 2
    from doctor d where d.tenant_id = ${tenantId} and d.code like 'BD%' and d.id % 10 < 6`);
  await db.execute(sql`insert into doctor_channel (tenant_id, doctor_id, channel, is_preferred)
    select d.tenant_id, d.id, (array['WECOM','SMS','EMAIL','PHONE','FACE'])[1 + d.id % 5], true
    from doctor d where d.tenant_id = ${tenantId} and d.code like 'BD%' and d.id % 2 = 0`);
  await applyRuleTags(db, tenantId);
  const manual = await rows<{ id: number }>(db, sql`select t.id from tag_term t join tag_group g on g.id = t.group_id where t.tenant_id = ${tenantId} and not g.is_rule_based`);
  await db.execute(sql`insert into doctor_tag (tenant_id, doctor_id, term_id)
    select d.tenant_id, d.id, (${sql.param(manual.map((t) => t.id))}::bigint[])[1 + d.id % ${manual.length}::int]
    from doctor d where d.tenant_id = ${tenantId} and d.code like 'BD%' and d.id % 10 = 3 on conflict do nothing`);
  await db.execute(sql`insert into doctor_follow (tenant_id, user_id, doctor_id)
    select d.tenant_id, u.id, d.id from doctor d cross join app_user u
    where d.tenant_id = ${tenantId} and u.tenant_id = ${tenantId} and u.username in ('admin', 'manager', 'rep') and d.code like 'BD%' and d.id % 500 = 7
    on conflict do nothing`);
  // Fresh rows carry no visibility information yet; vacuum sets it, so counts can read indexes only.
  input.log('vacuum analyze');
  await db.execute(sql`vacuum analyze`);
}
