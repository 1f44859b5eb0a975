import { sql } from 'drizzle-orm';
import { EVIDENCE_SOURCES, type DoctorIndividual, type EvidenceSource, type EvidenceSourceRecord } from '@crm/shared/contracts/insights';
import { notFound } from '../../lib/http-error';
import { containsPattern } from '../../lib/query-params';
import type { RequestContext } from '../../platform/contract-route';
import { doctorRangeCondition, requireVisibleDoctor } from '../customers/index';
import { stanceOf } from './reader/stance-reader';
import { rows } from '../../db/rows';
import { npsOf } from './surveys/survey-evidence';
import { responseViews } from './surveys/survey-repository';

const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
const iso = (v: unknown) => new Date(v as string | Date).toISOString();
const round = (v: number) => Math.round(v * 1000) / 1000;
const trust = (source: EvidenceSource) => EVIDENCE_SOURCES.indexOf(source);

/** One doctor's stance on each drug (evidence most trusted first), academic topics and monthly trend. */
export async function doctorInsight(ctx: RequestContext, doctorId: number): Promise<DoctorIndividual> {
  await requireVisibleDoctor(ctx.db, ctx.principal, doctorId);
  const tenantId = ctx.principal.tenant.id;
  const [doctor] = await rows(
    ctx.db,
    sql`select d.id, d.name, d.name_en, h.name as hospital_name, h.name_en as hospital_name_en,
          coalesce(sd.name, hd.name) as department, coalesce(sd.name_en, hd.name_en) as department_en
        from doctor d join hospital h on h.id = d.hospital_id
        left join hospital_department hd on hd.id = d.hospital_department_id left join standard_department sd on sd.id = d.standard_department_id
        where d.tenant_id = ${tenantId} and d.id = ${doctorId}`,
  );
  const evidence = await rows(
    ctx.db,
    sql`select e.id, e.product_id, p.name as product_name, p.name_en as product_name_en, e.source, e.source_id, e.occurred_at, e.score, e.weight, e.snippet
        from insight_stance_evidence e join product p on p.id = e.product_id
        where e.tenant_id = ${tenantId} and e.doctor_id = ${doctorId} order by p.sort, e.product_id`,
  );
  const drugs = new Map<number, DoctorIndividual['drugs'][number] & { sum: number; weights: number }>();
  for (const e of evidence) {
    const productId = Number(e.product_id);
    const drug = drugs.get(productId) ?? {
      productId,
      productName: String(e.product_name),
      productNameEn: String(e.product_name_en),
      stance: 'NEUTRAL' as const,
      score: 0,
      evidence: [],
      sum: 0,
      weights: 0,
    };
    drug.sum += Number(e.score) * Number(e.weight);
    drug.weights += Number(e.weight);
    drug.evidence.push({
      id: Number(e.id),
      source: e.source as EvidenceSource,
      sourceId: Number(e.source_id),
      occurredAt: iso(e.occurred_at),
      score: round(Number(e.score)),
      weight: Number(e.weight),
      snippet: text(e.snippet),
    });
    drugs.set(productId, drug);
  }
  const trend = await rows(
    ctx.db,
    sql`select to_char(e.occurred_at at time zone ${ctx.principal.tenant.timeZone}, 'YYYY-MM') as month, e.product_id,
          sum(e.score * e.weight) / sum(e.weight) as score, count(*)::int as n
        from insight_stance_evidence e where e.tenant_id = ${tenantId} and e.doctor_id = ${doctorId}
        group by 1, 2 order by 1, 2`,
  );
  const topics = await rows(
    ctx.db,
    sql`select coalesce(p.indication, '') as topic, max(pi.name_en) as topic_en, count(*)::int as papers, max(p.publish_year)::int as last_year
        from academic_paper p join academic_paper_author a on a.paper_id = p.id
        left join product_indication pi on pi.tenant_id = p.tenant_id and pi.name = p.indication
        where p.tenant_id = ${tenantId} and a.doctor_id = ${doctorId} and p.indication is not null
        group by 1 order by 3 desc, 4 desc limit 12`,
  );
  const scores = await rows(
    ctx.db,
    sql`select s.product_id, p.name as product_name, p.name_en as product_name_en, array_agg(r.recommend_score) as scores
        from survey_response r join survey s on s.id = r.survey_id join product p on p.id = s.product_id
        where r.tenant_id = ${tenantId} and r.doctor_id = ${doctorId} and r.recommend_score is not null
        group by s.product_id, p.name, p.name_en, p.sort order by p.sort, s.product_id`,
  );
  return {
    recommendation: scores.map((r) => ({
      productId: Number(r.product_id),
      productName: String(r.product_name),
      productNameEn: String(r.product_name_en),
      ...npsOf((r.scores as Array<number | string>).map(Number)),
    })),
    doctor: {
      id: doctorId,
      name: String(doctor!.name),
      nameEn: text(doctor!.name_en),
      hospitalName: String(doctor!.hospital_name),
      hospitalNameEn: text(doctor!.hospital_name_en),
      department: text(doctor!.department),
      departmentEn: text(doctor!.department_en),
    },
    drugs: [...drugs.values()].map(({ sum, weights, ...drug }) => {
      const score = weights > 0 ? sum / weights : 0;
      const evidence = drug.evidence.sort((a, b) => trust(a.source) - trust(b.source) || b.occurredAt.localeCompare(a.occurredAt));
      return { ...drug, score: round(score), stance: stanceOf(score), evidence };
    }),
    topics: topics.map((t) => ({ topic: String(t.topic), topicEn: text(t.topic_en), papers: Number(t.papers), lastYear: Number(t.last_year) })),
    trend: trend.map((t) => ({ month: String(t.month), productId: Number(t.product_id), score: round(Number(t.score)), evidence: Number(t.n) })),
  };
}

/** Doctors in range that have stance evidence, by name, pinyin or initials. */
export async function insightDoctorOptions(ctx: RequestContext, keyword: string | undefined) {
  const tenantId = ctx.principal.tenant.id;
  const like = keyword ? containsPattern(keyword) : null;
  const found = await rows(
    ctx.db,
    sql`select d.id, d.name, d.name_en, h.name as hospital_name, h.name_en as hospital_name_en
        from doctor d join hospital h on h.id = d.hospital_id
        where d.tenant_id = ${tenantId} and ${doctorRangeCondition(ctx.principal)}
          and exists (select 1 from insight_stance_evidence e where e.tenant_id = ${tenantId} and e.doctor_id = d.id and e.source in ('VISIT', 'PAPER', 'SURVEY'))
          ${like ? sql`and (d.name like ${like} or d.name_pinyin like ${like.toLowerCase()} or d.name_initials like ${like.toLowerCase()} or d.name_en ilike ${like})` : sql``}
        order by d.name_pinyin, d.id limit 20`,
  );
  return found.map((d) => ({ id: Number(d.id), name: String(d.name), nameEn: text(d.name_en), hospitalName: String(d.hospital_name), hospitalNameEn: text(d.hospital_name_en) }));
}

/** The record a piece of evidence came from, for a caller who may see its doctor. */
export async function evidenceRecord(ctx: RequestContext, evidenceId: number): Promise<EvidenceSourceRecord> {
  const tenantId = ctx.principal.tenant.id;
  const [evidence] = await rows(ctx.db, sql`select doctor_id, source, source_id, occurred_at from insight_stance_evidence where tenant_id = ${tenantId} and id = ${evidenceId}`);
  if (!evidence) throw notFound();
  await requireVisibleDoctor(ctx.db, ctx.principal, Number(evidence.doctor_id));
  const source = evidence.source as EvidenceSource;
  const sourceId = Number(evidence.source_id);
  const record: EvidenceSourceRecord = { source, occurredAt: iso(evidence.occurred_at), visit: null, paper: null, event: null, survey: null };
  if (source === 'VISIT') {
    const [visit] = await rows(
      ctx.db,
      sql`select v.id, v.start_at, v.notes, u.first_name, u.name_en,
            coalesce((select json_agg(json_build_object('name', p.name, 'nameEn', p.name_en) order by p.sort) from visit_product vp join product p on p.id = vp.product_id where vp.visit_id = v.id), '[]') as products
          from visit v join app_user u on u.id = v.user_id where v.tenant_id = ${tenantId} and v.id = ${sourceId}`,
    );
    if (!visit) throw notFound();
    const products = (typeof visit.products === 'string' ? JSON.parse(visit.products) : visit.products) as Array<{ name: string; nameEn: string }>;
    record.visit = { id: sourceId, startAt: iso(visit.start_at), repName: String(visit.first_name), repNameEn: text(visit.name_en), notes: text(visit.notes), products };
  } else if (source === 'PAPER') {
    const [paper] = await rows(ctx.db, sql`select id, title, title_en, journal, publish_year, url from academic_paper where tenant_id = ${tenantId} and id = ${sourceId}`);
    if (!paper) throw notFound();
    record.paper = {
      id: sourceId,
      title: String(paper.title),
      titleEn: text(paper.title_en),
      journal: String(paper.journal),
      publishYear: Number(paper.publish_year),
      url: text(paper.url),
    };
  } else if (source === 'SURVEY') {
    const [response] = await responseViews(ctx.db, tenantId, sql`r.id = ${sourceId}`);
    if (!response) throw notFound();
    record.survey = response;
  } else {
    const [event] = await rows(ctx.db, sql`select id, type, channel from interaction_event where tenant_id = ${tenantId} and id = ${sourceId}`);
    if (!event) throw notFound();
    record.event = { id: sourceId, type: String(event.type), channel: text(event.channel) };
  }
  return record;
}

/** The pickers of the group analysis. */
export async function groupOptions(ctx: RequestContext) {
  const tenantId = ctx.principal.tenant.id;
  const products = await rows(
    ctx.db,
    sql`select p.id, p.name, p.name_en, p.generic_name, p.generic_name_en, coalesce(array(select i.name from product_indication i where i.product_id = p.id order by i.sort), '{}') as indications
        from product p where p.tenant_id = ${tenantId} and p.enabled order by p.sort, p.id`,
  );
  const indications = await rows(
    ctx.db,
    sql`select name, min(name_en) as name_en, min(sort) as sort from product_indication where tenant_id = ${tenantId} group by name order by 3, 1`,
  );
  const places = await rows(
    ctx.db,
    sql`select distinct pr.code as province_code, pr.name as province, pr.name_en as province_en, c.code as city_code, c.name as city, c.name_en as city_en
        from hospital h join china_region pr on pr.code = h.province_code join china_region c on c.code = h.city_code
        where h.tenant_id = ${tenantId} order by pr.code, c.code`,
  );
  const provinces = new Map<string, { code: string; name: string; nameEn: string | null; cities: Array<{ code: string; name: string; nameEn: string | null }> }>();
  for (const p of places) {
    const province = provinces.get(String(p.province_code)) ?? { code: String(p.province_code), name: String(p.province), nameEn: text(p.province_en), cities: [] };
    province.cities.push({ code: String(p.city_code), name: String(p.city), nameEn: text(p.city_en) });
    provinces.set(province.code, province);
  }
  return {
    products: products.map((p) => ({
      id: Number(p.id),
      name: String(p.name),
      nameEn: String(p.name_en),
      genericName: text(p.generic_name),
      genericNameEn: text(p.generic_name_en),
      indications: (p.indications as string[]) ?? [],
    })),
    indications: indications.map((i) => ({ name: String(i.name), nameEn: text(i.name_en) })),
    provinces: [...provinces.values()],
  };
}
