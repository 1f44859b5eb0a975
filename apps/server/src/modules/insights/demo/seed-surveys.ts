import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import type { Random } from '../../../db/demo/random';
import { survey, surveyResponse, type SurveyAnswerRecord, type SurveyQuestionRecord } from '../../../db/schema/insights/insights';
import { rows } from '../../../db/rows';
import { recommendScoreOf } from '../surveys/survey-evidence';
import { attitudeOf, type Attitude } from './attitudes';

const DAY = 24 * 3600 * 1000;

/** The clinical-experience survey of a drug: where it is used, efficacy, recommendation, comments. */
function experienceSurvey(name: string, nameEn: string): { title: string; titleEn: string; questions: SurveyQuestionRecord[] } {
  return {
    title: `${name}临床使用体验调研`,
    titleEn: `${nameEn} clinical experience survey`,
    questions: [
      {
        kind: 'SINGLE',
        text: `您目前主要在哪类患者中使用${name}？`,
        textEn: `In which patients do you mainly use ${nameEn}?`,
        options: [
          { label: '首发患者', labelEn: 'First-episode patients' },
          { label: '换药患者', labelEn: 'Patients switching therapy' },
          { label: '合并躯体疾病的患者', labelEn: 'Patients with physical comorbidities' },
          { label: '尚未使用', labelEn: 'Not using it yet' },
        ],
        isRecommendation: false,
      },
      { kind: 'SCALE', text: `您对${name}疗效的满意程度（0–10分）`, textEn: `How satisfied are you with the efficacy of ${nameEn} (0–10)?`, options: [], isRecommendation: false },
      {
        kind: 'SCALE',
        text: `您向同事推荐${name}的可能性有多大（0–10分）？`,
        textEn: `How likely are you to recommend ${nameEn} to a colleague (0–10)?`,
        options: [],
        isRecommendation: true,
      },
      { kind: 'TEXT', text: `您对${name}还有哪些意见或建议？`, textEn: `Any other comments on ${nameEn}?`, options: [], isRecommendation: false },
    ],
  };
}

/** Scores and comments that fit what the doctor says in visits, so the survey agrees with the notes mostly. */
const SCORES: Record<Attitude, [number, number]> = { champion: [8, 10], sceptic: [2, 6], warming: [7, 9], cooling: [4, 7], undecided: [5, 8] };
const COMMENTS: Record<Attitude, string[]> = {
  champion: ['{drug}疗效确切，患者依从性好，会继续推荐。', '用了一年多，{drug}的不良反应很少，值得推广。', '{drug}起效快，患者反馈很好。'],
  sceptic: ['{drug}价格偏高，医保报销比例低，患者负担重。', '部分患者用{drug}后出现头晕，不太敢多开。', '{drug}的疗效不如预期，暂时不会首选。'],
  warming: ['一开始有顾虑，但{drug}最近的随访结果不错。', '看了新的临床数据，对{drug}的信心增加了。'],
  cooling: ['{drug}之前效果还行，但最近几位患者反馈副作用明显。', '{drug}疗效一般，不过价格有所下降。'],
  undecided: ['{drug}还需要更多本院的使用经验。', '希望提供{drug}在老年患者中的数据。'],
};

/**
 * Two published surveys on the first two drugs of the catalogue and a draft on the third, with
 * answers from doctors the reps visited about the drug: some entered by the rep after a visit,
 * some given by the doctor on the portal. Scores follow each doctor's attitude to the drug.
 */
export async function seedSurveys(tx: Tx, tenantId: number, random: Random): Promise<void> {
  const products = await rows(tx, sql`select id, name, name_en from product where tenant_id = ${tenantId} and enabled order by sort, id limit 3`);
  const [admin] = await rows(tx, sql`select id from app_user where tenant_id = ${tenantId} and username = 'admin'`);
  const now = Date.now();
  for (const [index, p] of products.entries()) {
    const productId = Number(p.id);
    const content = experienceSurvey(String(p.name), String(p.name_en));
    const isDraft = index === 2;
    const publishedAt = new Date(now - (index === 0 ? 75 : 40) * DAY);
    const [created] = await tx
      .insert(survey)
      .values({ tenantId, productId, ...content, status: isDraft ? 'DRAFT' : 'PUBLISHED', publishedAt: isDraft ? null : publishedAt, createdBy: admin ? Number(admin.id) : null })
      .returning({ id: survey.id });
    if (isDraft) continue;
    const visited = await rows(
      tx,
      sql`select distinct on (v.doctor_id) v.doctor_id, v.user_id from visit v join visit_product vp on vp.visit_id = v.id
          where v.tenant_id = ${tenantId} and v.status = 'completed' and vp.product_id = ${productId} order by v.doctor_id, v.start_at desc limit 400`,
    );
    const answering = visited.filter(() => random.next() < 0.35).slice(0, 90);
    const responses: Array<typeof surveyResponse.$inferInsert> = answering.map((v) => {
      const attitude = attitudeOf(Number(v.doctor_id), productId);
      const [low, high] = SCORES[attitude];
      const answers: SurveyAnswerRecord[] = [
        { question: 0, choice: attitude === 'sceptic' && random.next() < 0.4 ? 3 : random.int(0, 2) },
        { question: 1, scale: Math.min(10, random.int(low, high) + random.pick([-1, 0, 0, 1])) },
        { question: 2, scale: random.int(low, high) },
      ];
      if (random.next() < 0.6) answers.push({ question: 3, text: random.pick(COMMENTS[attitude]).replace('{drug}', String(p.name)) });
      const isPortal = random.next() < 0.4;
      return {
        tenantId,
        surveyId: created!.id,
        doctorId: Number(v.doctor_id),
        channel: isPortal ? 'PORTAL' : 'REP',
        enteredBy: isPortal ? null : Number(v.user_id),
        answers,
        recommendScore: recommendScoreOf(content.questions, answers),
        submittedAt: new Date(publishedAt.getTime() + random.next() * (now - publishedAt.getTime() - DAY)),
      };
    });
    if (responses.length > 0) await tx.insert(surveyResponse).values(responses);
  }
}
