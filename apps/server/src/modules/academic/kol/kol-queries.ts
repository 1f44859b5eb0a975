import { sql, type SQL } from 'drizzle-orm';
import { KOL_TIERS, type KolFilter, type KolListQuery, type KolTier } from '@crm/shared/contracts/academic-schemas';
import type { Principal } from '../../../platform/principal';
import { notFound } from '../../../lib/http-error';
import { translate } from '../../../lib/i18n';
import type { RequestContext } from '../../../platform/contract-route';
import { doctorRangeCondition, regionNames } from '../../customers/index';
import { openDoctorProfile, productScope } from '../academic-access';
import { networkDoctors } from '../network/network-repository';
import { query } from '../profile/profile-repository';
import { startsWith } from '../../../db/starts-with';

/**
 * The ranked doctors matching the filters, inside the caller's data range; KOLs only unless a tier
 * is asked. The doctor row is joined only when a filter or the range needs it.
 */
function kolSource(principal: Principal, filter: KolFilter): { from: SQL; where: SQL } {
  const conditions: SQL[] = [sql`k.tenant_id = ${principal.tenant.id}`, filter.tier ? sql`k.tier = ${filter.tier}` : sql`k.tier is not null`];
  const needsDoctor = principal.dataRange !== 'all' || Boolean(filter.indication || filter.keyword);
  if (principal.dataRange !== 'all') conditions.push(doctorRangeCondition(principal));
  if (filter.provinceCode) conditions.push(sql`k.province_code = ${filter.provinceCode}`);
  if (filter.cityCode) conditions.push(sql`k.city_code = ${filter.cityCode}`);
  if (filter.indication) conditions.push(sql`${filter.indication} = any(d.indication)`);
  if (filter.productId) conditions.push(sql`exists (select 1 from doctor_product dp where dp.doctor_id = k.doctor_id and dp.product_id = ${filter.productId})`);
  if (filter.therapeuticArea) {
    conditions.push(
      sql`exists (select 1 from doctor_product dp join product p on p.id = dp.product_id where dp.doctor_id = k.doctor_id and p.therapeutic_area = ${filter.therapeuticArea})`,
    );
  }
  if (filter.keyword) {
    const text = filter.keyword;
    conditions.push(sql`(${startsWith(sql`d.name`, text)} or ${startsWith(sql`d.name_pinyin`, text.toLowerCase())} or ${startsWith(sql`d.name_initials`, text.toLowerCase())})`);
  }
  return { from: needsDoctor ? sql`kol_score k join doctor d on d.id = k.doctor_id` : sql`kol_score k`, where: sql.join(conditions, sql` and `) };
}

/**
 * Without a data-range restriction and with no filter beyond province and tier, the per-province
 * counts stored with the last scoring run answer totals and the map without counting score rows.
 */
function summaryFilter(principal: Principal, filter: KolFilter): SQL | null {
  if (principal.dataRange !== 'all' || filter.cityCode || filter.indication || filter.productId || filter.therapeuticArea || filter.keyword) return null;
  const conditions: SQL[] = [sql`s.tenant_id = ${principal.tenant.id}`];
  if (filter.tier) conditions.push(sql`s.tier = ${filter.tier}`);
  if (filter.provinceCode) conditions.push(sql`s.province_code = ${filter.provinceCode}`);
  return sql.join(conditions, sql` and `);
}

/** KOL mapping (spec 2.3 KolMapping): ranked list, per-province map, one doctor's score. */

/** A page of KOLs ranked by influence score. */
export async function kolListOf(context: RequestContext, input: KolListQuery) {
  const { db, request, principal, lang } = context;
  const { page, size, ...filter } = input;
  const scope = await productScope(db, request, principal, filter.productId);
  if (scope?.withheld) {
    context.envelopeMessage = scope.withheldNotice!;
    return { content: [], totalElements: 0, withheld: true, withheldNotice: scope.withheldNotice };
  }
  const { from, where } = kolSource(principal, filter);
  const summary = summaryFilter(principal, filter);
  const [total] = await query<{ n: number }>(
    db,
    summary ? sql`select coalesce(sum(s.kols), 0)::int as n from kol_score_summary s where ${summary}` : sql`select count(*)::int as n from ${from} where ${where}`,
  );
  const rows = await query<{
    id: number;
    rank: number;
    score: number;
    cityCode: string | null;
    papers: number;
    quotedTimes: number;
    guidelines: number;
    relationCount: number;
    growth: number;
  }>(
    db,
    sql`select k.doctor_id::int as id, k.rank, k.score, k.city_code as "cityCode", k.papers, k.quoted_times as "quotedTimes", k.guidelines, k.relation_count as "relationCount", k.growth
        from ${from} where ${where} order by k.rank limit ${size} offset ${page * size}`,
  );
  const cards = await networkDoctors(
    db,
    principal,
    lang,
    rows.map((r) => r.id),
  );
  const content = rows.flatMap((row) => {
    const card = cards.get(row.id);
    return card ? [{ ...card, ...row, score: Number(row.score), growth: Number(row.growth) }] : [];
  });
  return { content, totalElements: total?.n ?? 0, withheld: false, withheldNotice: null };
}

/** KOLs per province and tier, for the map. */
export async function kolProvincesOf(context: RequestContext, filter: KolFilter) {
  const { db, request, principal } = context;
  const scope = await productScope(db, request, principal, filter.productId);
  if (scope?.withheld) {
    context.envelopeMessage = scope.withheldNotice!;
    return [];
  }
  const summary = summaryFilter(principal, filter);
  const { from, where } = kolSource(principal, filter);
  const rows = await query<Record<KolTier, number> & { provinceCode: string; kols: number; topScore: number }>(
    db,
    summary
      ? sql`select s.province_code as "provinceCode", sum(s.kols)::int as kols, max(s.top_score)::float8 as "topScore",
            ${sql.join(
              KOL_TIERS.map((tier) => sql`coalesce(sum(s.kols) filter (where s.tier = ${tier}), 0)::int as ${sql.identifier(tier)}`),
              sql`, `,
            )}
          from kol_score_summary s where ${summary} and s.province_code <> ''
          group by s.province_code order by kols desc, s.province_code`
      : sql`select k.province_code as "provinceCode", count(*)::int as kols, max(k.score)::float8 as "topScore",
            ${sql.join(
              KOL_TIERS.map((tier) => sql`(count(*) filter (where k.tier = ${tier}))::int as ${sql.identifier(tier)}`),
              sql`, `,
            )}
          from ${from} where ${where} and k.province_code is not null
          group by k.province_code order by kols desc, k.province_code`,
  );
  const regions = await regionNames(db);
  return rows.map((row) => ({
    ...row,
    provinceName: regions.get(row.provinceCode)?.name ?? row.provinceCode,
    provinceNameEn: regions.get(row.provinceCode)?.nameEn ?? row.provinceCode,
  }));
}

/** One doctor's influence score and what explains it. */
export async function kolScoreOf({ db, request, lang }: RequestContext, doctorId: number) {
  const principal = await openDoctorProfile(db, request, doctorId);
  const [row] = await query<{
    score: number;
    rank: number;
    tier: KolTier | null;
    components: Array<{ key: 'network'; raw: number; normalized: number; weight: number; points: number }>;
    growth: number;
    recentPapers: number;
    reachProvinces: number;
    computedAt: string | Date;
    of: number;
  }>(
    db,
    sql`select k.score, k.rank, k.tier, k.components, k.growth, k.recent_papers as "recentPapers", k.reach_provinces as "reachProvinces",
          coalesce((select r.computed_at from kol_score_run r where r.tenant_id = k.tenant_id), k.computed_at) as "computedAt",
          (select max(a.rank) from kol_score a where a.tenant_id = k.tenant_id) as of
        from kol_score k where k.doctor_id = ${doctorId}`,
  );
  if (!row) throw notFound();
  const cards = await networkDoctors(db, principal, lang, [doctorId]);
  const score = Number(row.score);
  const reasonKey =
    row.tier === 'NATIONAL'
      ? 'kolTierNational'
      : row.tier === 'REGIONAL'
        ? 'kolTierRegional'
        : row.tier === 'LOCAL'
          ? 'kolTierLocal'
          : row.tier === 'RISING_STAR'
            ? 'kolTierRising'
            : 'kolTierNone';
  return {
    doctor: cards.get(doctorId)!,
    score,
    rank: row.rank,
    of: row.of,
    tier: row.tier,
    tierReason: translate(lang, reasonKey, { score: score.toFixed(1), provinces: row.reachProvinces, recent: row.recentPapers, growth: Number(row.growth).toFixed(1) }),
    components: row.components,
    growth: Number(row.growth),
    recentPapers: row.recentPapers,
    reachProvinces: row.reachProvinces,
    computedAt: new Date(row.computedAt).toISOString(),
  };
}

/** The choices of the KOL filters. */
export async function kolOptionsOf({ db, principal }: RequestContext) {
  const tenantId = principal.tenant.id;
  const products = await query<{ id: number; name: string; nameEn: string; therapeuticArea: string | null; academicDataWithheld: boolean }>(
    db,
    sql`select p.id::int as id, p.name, p.name_en as "nameEn", p.therapeutic_area as "therapeuticArea", coalesce(a.withheld, false) as "academicDataWithheld"
        from product p left join academic_product_policy a on a.product_id = p.id where p.tenant_id = ${tenantId} and p.enabled order by p.sort, p.id`,
  );
  const indications = await query<{ name: string; nameEn: string }>(
    db,
    sql`select distinct on (name) name, name_en as "nameEn" from product_indication where tenant_id = ${tenantId} order by name`,
  );
  const provinces = await query<{ code: string }>(
    db,
    sql`select distinct s.province_code as code from kol_score_summary s where s.tenant_id = ${tenantId} and s.province_code <> '' order by 1`,
  );
  const [run] = await query<{ computedAt: string | Date }>(db, sql`select computed_at as "computedAt" from kol_score_run where tenant_id = ${tenantId}`);
  const regions = await regionNames(db);
  return {
    therapeuticAreas: [...new Set(products.map((p) => p.therapeuticArea).filter((area): area is string => Boolean(area)))],
    indications,
    products,
    provinces: provinces.map((p) => ({ code: p.code, name: regions.get(p.code)?.name ?? p.code, nameEn: regions.get(p.code)?.nameEn ?? p.code })),
    computedAt: run ? new Date(run.computedAt).toISOString() : null,
  };
}
