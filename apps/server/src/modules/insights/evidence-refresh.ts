import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { insightStanceEvidence, type SurveyAnswerRecord, type SurveyQuestionRecord } from '../../db/schema/insights/insights';
import { product } from '../../db/schema/platform/tenancy';
import { DrugDictionary } from './reader/drug-dictionary';
import { readDrugs } from './reader/stance-reader';
import { rows } from '../../db/rows';
import { surveyEvidence, SURVEY_WEIGHT } from './surveys/survey-evidence';

/** Trust of each source: the doctor's own paper, what they told a rep, then what they did. */
export const SOURCE_WEIGHT = { PAPER: 1, SURVEY: SURVEY_WEIGHT, VISIT: 0.8, MEETING: 0.4, CONTENT: 0.25 } as const;
/**
 * Behaviour shows interest, not an opinion: it leans the score a little, never past the stance
 * cut on its own.
 */
const BEHAVIOUR_SCORE = { MEETING: 0.15, CONTENT: 0.1 } as const;
const BATCH = 5000;

type Db = Pick<Database, 'execute' | 'insert' | 'delete' | 'select'>;
type EvidenceRow = typeof insightStanceEvidence.$inferInsert;

/**
 * Recomputes a tenant's stance evidence from its visit notes (with the products discussed), its
 * doctors' papers and survey answers, and their content and meeting behaviour. Run inside one transaction, so readers
 * see the old evidence or the new, never half.
 */
export async function refreshStanceEvidence(db: Db, tenantId: number): Promise<{ visits: number; papers: number; surveys: number; behaviour: number }> {
  const dictionary = await drugDictionaryOf(db, tenantId);
  await db.delete(insightStanceEvidence).where(eq(insightStanceEvidence.tenantId, tenantId));

  const visits = await rows<{ id: string | number; doctor_id: string | number; at: string | Date; notes: string; products: Array<string | number> | null }>(
    db,
    sql`select v.id, v.doctor_id, coalesce(v.completed_at, v.start_at) as at, v.notes,
          array(select vp.product_id from visit_product vp where vp.visit_id = v.id order by vp.product_id) as products
        from visit v where v.tenant_id = ${tenantId} and v.status = 'completed' and v.notes is not null and v.notes <> ''`,
  );
  const evidence: EvidenceRow[] = [];
  for (const v of visits) {
    const discussed = (v.products ?? []).map(Number);
    for (const reading of readDrugs(v.notes, dictionary, discussed)) {
      evidence.push({
        tenantId,
        doctorId: Number(v.doctor_id),
        productId: reading.productId,
        source: 'VISIT',
        sourceId: Number(v.id),
        occurredAt: new Date(v.at),
        score: reading.score,
        weight: SOURCE_WEIGHT.VISIT,
        snippet: reading.snippet,
      });
    }
  }
  const visitCount = evidence.length;

  const papers = await rows<{ id: string | number; doctor_id: string | number; title: string; title_en: string | null; publish_year: number }>(
    db,
    sql`select p.id, a.doctor_id, p.title, p.title_en, p.publish_year from academic_paper p
        join academic_paper_author a on a.paper_id = p.id where p.tenant_id = ${tenantId}`,
  );
  for (const p of papers) {
    for (const reading of readDrugs(p.title, dictionary)) {
      evidence.push({
        tenantId,
        doctorId: Number(p.doctor_id),
        productId: reading.productId,
        source: 'PAPER',
        sourceId: Number(p.id),
        occurredAt: new Date(Date.UTC(p.publish_year, 6, 1)),
        score: reading.score,
        weight: SOURCE_WEIGHT.PAPER,
        snippet: p.title,
      });
    }
  }
  const paperCount = evidence.length - visitCount;

  const responses = await rows<{ id: string | number; doctor_id: string | number; product_id: string | number; submitted_at: string | Date; questions: unknown; answers: unknown }>(
    db,
    sql`select r.id, r.doctor_id, s.product_id, r.submitted_at, s.questions, r.answers from survey_response r join survey s on s.id = r.survey_id
        where r.tenant_id = ${tenantId} and s.tenant_id = ${tenantId}`,
  );
  for (const r of responses) {
    const readings = surveyEvidence(
      {
        responseId: Number(r.id),
        doctorId: Number(r.doctor_id),
        productId: Number(r.product_id),
        submittedAt: new Date(r.submitted_at),
        questions: json<SurveyQuestionRecord[]>(r.questions),
        answers: json<SurveyAnswerRecord[]>(r.answers),
      },
      dictionary,
    );
    evidence.push(...readings.map((reading) => ({ tenantId, ...reading })));
  }
  const surveyCount = evidence.length - visitCount - paperCount;
  // One statement per batch with a column array each: far fewer bound parameters than a VALUES list.
  for (let i = 0; i < evidence.length; i += BATCH) {
    const batch = evidence.slice(i, i + BATCH);
    const column = <T>(pick: (row: EvidenceRow) => T) => sql.param(batch.map(pick));
    await db.execute(sql`insert into insight_stance_evidence (tenant_id, doctor_id, product_id, source, source_id, occurred_at, score, weight, snippet)
      select ${tenantId}::bigint, x.* from unnest(${column((r) => r.doctorId)}::bigint[], ${column((r) => r.productId)}::bigint[], ${column((r) => r.source)}::text[],
        ${column((r) => r.sourceId)}::bigint[], ${column((r) => r.occurredAt.toISOString())}::timestamptz[], ${column((r) => r.score)}::float8[],
        ${column((r) => r.weight)}::float8[], ${column((r) => r.snippet ?? null)}::text[]) as x`);
  }

  const behaviour = await rows<{ n: number | string }>(
    db,
    sql`with added as (
          insert into insight_stance_evidence (tenant_id, doctor_id, product_id, source, source_id, occurred_at, score, weight, snippet)
          select e.tenant_id, e.doctor_id, e.product_id,
            case when e.type like 'content.%' then 'CONTENT' else 'MEETING' end, e.id, e.occurred_at,
            case when e.type like 'content.%' then ${BEHAVIOUR_SCORE.CONTENT}::float8 else ${BEHAVIOUR_SCORE.MEETING}::float8 end,
            case when e.type like 'content.%' then ${SOURCE_WEIGHT.CONTENT}::float8 else ${SOURCE_WEIGHT.MEETING}::float8 end,
            e.type
          from interaction_event e join doctor d on d.id = e.doctor_id and d.tenant_id = e.tenant_id
          join product p on p.id = e.product_id and p.tenant_id = e.tenant_id
          where e.tenant_id = ${tenantId} and e.type in ('content.opened', 'content.clicked', 'meeting.signedIn', 'live.attended')
          returning 1)
        select count(*) as n from added`,
  );
  return { visits: visitCount, papers: paperCount, surveys: surveyCount, behaviour: Number(behaviour[0]?.n ?? 0) };
}

/** jsonb as the driver returns it: parsed already (node-postgres) or as text. */
export const json = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

/** The drug dictionary of a tenant's product catalogue. */
export async function drugDictionaryOf(db: Pick<Database, 'select'>, tenantId: number): Promise<DrugDictionary> {
  const drugs = await db
    .select({ id: product.id, name: product.name, nameEn: product.nameEn, genericName: product.genericName, genericNameEn: product.genericNameEn })
    .from(product)
    .where(eq(product.tenantId, tenantId));
  return new DrugDictionary(drugs);
}
