import { and, eq, sql } from 'drizzle-orm';
import type { PortalSurvey, Survey, SurveyAnswers, SurveyBody, SurveyResponse } from '@crm/shared/contracts/surveys';
import type { Database } from '../../../db/client';
import { insightStanceEvidence, survey, surveyResponse, type SurveyAnswerRecord, type SurveyQuestionRecord } from '../../../db/schema/insights/insights';
import { badRequest, notFound } from '../../../lib/http-error';
import type { RequestContext } from '../../../platform/contract-route';
import type { Principal } from '../../../platform/principal';
import { doctorRangeCondition, requireVisibleDoctor } from '../../customers/index';
import { drugDictionaryOf, json } from '../evidence-refresh';
import { rows, type Row } from '../../../db/rows';
import { npsOf, recommendScoreOf, surveyEvidence } from './survey-evidence';

const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
const iso = (v: unknown) => new Date(v as string | Date).toISOString();

/** The option and recommendation rules of a survey's questions; 400 naming the question otherwise. */
function requireValidQuestions(body: ReturnType<typeof normalized>) {
  body.questions.forEach((q, i) => {
    if (q.kind === 'SINGLE' && q.options.length < 2) throw badRequest('surveyOptionsRequired', { n: i + 1 });
    if (q.kind !== 'SINGLE' && q.options.length > 0) throw badRequest('surveyOptionsOnlySingle', { n: i + 1 });
    if (q.isRecommendation && q.kind !== 'SCALE') throw badRequest('surveyRecommendationScale', { n: i + 1 });
  });
  if (body.questions.filter((q) => q.isRecommendation).length > 1) throw badRequest('surveyOneRecommendation');
}

const normalized = (body: SurveyBody) => ({
  title: body.title,
  titleEn: body.titleEn ?? null,
  productId: Number(body.productId),
  questions: body.questions.map((q): SurveyQuestionRecord => ({
    kind: q.kind,
    text: q.text,
    textEn: q.textEn ?? null,
    options: (q.options ?? []).map((o) => ({ label: o.label, labelEn: o.labelEn ?? null })),
    isRecommendation: q.isRecommendation ?? false,
  })),
});

/** Each answer must name a question once and fit its kind: a listed choice, a 0–10 score or a text. */
function requireValidAnswers(questions: readonly SurveyQuestionRecord[], answers: SurveyAnswers): SurveyAnswerRecord[] {
  const seen = new Set<number>();
  return answers.map((a) => {
    const q = questions[a.question];
    const n = a.question + 1;
    if (!q || seen.has(a.question)) throw badRequest('surveyAnswerInvalid', { n });
    seen.add(a.question);
    if (q.kind === 'SINGLE' && (a.choice === undefined || a.choice >= q.options.length)) throw badRequest('surveyAnswerInvalid', { n });
    if (q.kind === 'SCALE' && a.scale === undefined) throw badRequest('surveyAnswerInvalid', { n });
    if (q.kind === 'TEXT' && !a.text) throw badRequest('surveyAnswerInvalid', { n });
    if (q.kind === 'SINGLE') return { question: a.question, choice: a.choice! };
    if (q.kind === 'SCALE') return { question: a.question, scale: a.scale! };
    return { question: a.question, text: a.text! };
  });
}

const surveySelect = (tenantId: number, principal: Principal) => sql`
  select s.id, s.title, s.title_en, s.product_id, p.name as product_name, p.name_en as product_name_en, s.status, s.questions, s.published_at, s.created_at,
    coalesce((select array_agg(r.recommend_score) from survey_response r join doctor d on d.id = r.doctor_id
      where r.survey_id = s.id and r.tenant_id = ${tenantId} and r.recommend_score is not null and ${doctorRangeCondition(principal)}), '{}') as scores
  from survey s join product p on p.id = s.product_id where s.tenant_id = ${tenantId}`;

function toSurvey(row: Row): Survey {
  return {
    id: Number(row.id),
    title: String(row.title),
    titleEn: text(row.title_en),
    productId: Number(row.product_id),
    productName: String(row.product_name),
    productNameEn: String(row.product_name_en),
    status: row.status as Survey['status'],
    questions: json<SurveyQuestionRecord[]>(row.questions),
    publishedAt: row.published_at ? iso(row.published_at) : null,
    createdAt: iso(row.created_at),
    recommendation: npsOf(((row.scores as Array<number | string>) ?? []).map(Number)),
  };
}

export async function listSurveys(ctx: RequestContext, query: { status?: Survey['status']; page: number; size: number }) {
  const tenantId = ctx.principal.tenant.id;
  const status = query.status ? sql`and s.status = ${query.status}` : sql``;
  const found = await rows(ctx.db, sql`${surveySelect(tenantId, ctx.principal)} ${status} order by s.id desc limit ${query.size} offset ${query.page * query.size}`);
  const [total] = await rows(ctx.db, sql`select count(*)::int as n from survey s where s.tenant_id = ${tenantId} ${status}`);
  return { content: found.map(toSurvey), totalElements: Number(total?.n ?? 0) };
}

export async function findSurvey(ctx: RequestContext, surveyId: number): Promise<Survey> {
  const [row] = await rows(ctx.db, sql`${surveySelect(ctx.principal.tenant.id, ctx.principal)} and s.id = ${surveyId}`);
  if (!row) throw notFound();
  return toSurvey(row);
}

async function requireProduct(ctx: RequestContext, productId: number) {
  const [found] = await rows(ctx.db, sql`select 1 from product where tenant_id = ${ctx.principal.tenant.id} and id = ${productId}`);
  if (!found) throw badRequest('referenceNotFound', { field: 'productId', id: productId });
}

export async function createSurvey(ctx: RequestContext, body: SurveyBody): Promise<Survey> {
  const values = normalized(body);
  requireValidQuestions(values);
  await requireProduct(ctx, values.productId);
  const [created] = await ctx.db
    .insert(survey)
    .values({ tenantId: ctx.principal.tenant.id, ...values, createdBy: ctx.principal.userId })
    .returning({ id: survey.id });
  return findSurvey(ctx, created!.id);
}

async function requireStatus(ctx: RequestContext, surveyId: number) {
  const [found] = await ctx.db
    .select({ status: survey.status })
    .from(survey)
    .where(and(eq(survey.tenantId, ctx.principal.tenant.id), eq(survey.id, surveyId)));
  if (!found) throw notFound();
  return found.status;
}

export async function updateSurvey(ctx: RequestContext, surveyId: number, body: SurveyBody): Promise<Survey> {
  if ((await requireStatus(ctx, surveyId)) !== 'DRAFT') throw badRequest('surveyNotDraft');
  const values = normalized(body);
  requireValidQuestions(values);
  await requireProduct(ctx, values.productId);
  await ctx.db
    .update(survey)
    .set(values)
    .where(and(eq(survey.tenantId, ctx.principal.tenant.id), eq(survey.id, surveyId)));
  return findSurvey(ctx, surveyId);
}

/** Draft → published → closed, never back: answers refer to the questions by position. */
export async function setSurveyStatus(ctx: RequestContext, surveyId: number, status: 'PUBLISHED' | 'CLOSED'): Promise<Survey> {
  const current = await requireStatus(ctx, surveyId);
  if (status === 'PUBLISHED' && current !== 'DRAFT') throw badRequest('surveyNotDraft');
  if (status === 'CLOSED' && current !== 'PUBLISHED') throw badRequest('surveyNotPublished');
  await ctx.db
    .update(survey)
    .set(status === 'PUBLISHED' ? { status, publishedAt: new Date() } : { status })
    .where(and(eq(survey.tenantId, ctx.principal.tenant.id), eq(survey.id, surveyId)));
  return findSurvey(ctx, surveyId);
}

/** A published survey of the tenant, for answering; 404 when absent, 400 when not open. */
async function openSurvey(db: Pick<Database, 'select'>, tenantId: number, surveyId: number) {
  const [found] = await db
    .select()
    .from(survey)
    .where(and(eq(survey.tenantId, tenantId), eq(survey.id, surveyId)));
  if (!found) throw notFound();
  if (found.status !== 'PUBLISHED') throw badRequest('surveyNotPublished');
  return found;
}

interface NewResponse {
  tenantId: number;
  surveyId: number;
  doctorId: number;
  answers: SurveyAnswers;
  channel: 'PORTAL' | 'REP';
  enteredBy?: number;
  doctorAccountId?: number;
}

/**
 * Stores a response and its stance evidence at once, so the doctor's page shows it without
 * waiting for the next refresh (which recomputes the same rows). A doctor answering again on the
 * portal replaces their earlier portal answer.
 */
export async function saveResponse(db: Database, input: NewResponse): Promise<{ id: number; submittedAt: string }> {
  const found = await openSurvey(db, input.tenantId, input.surveyId);
  const answers = requireValidAnswers(found.questions, input.answers);
  const dictionary = await drugDictionaryOf(db, input.tenantId);
  return db.transaction(async (tx) => {
    if (input.channel === 'PORTAL') {
      const earlier = await tx
        .delete(surveyResponse)
        .where(
          and(
            eq(surveyResponse.tenantId, input.tenantId),
            eq(surveyResponse.surveyId, input.surveyId),
            eq(surveyResponse.doctorId, input.doctorId),
            eq(surveyResponse.channel, 'PORTAL'),
          ),
        )
        .returning({ id: surveyResponse.id });
      for (const { id } of earlier) {
        await tx
          .delete(insightStanceEvidence)
          .where(and(eq(insightStanceEvidence.tenantId, input.tenantId), eq(insightStanceEvidence.source, 'SURVEY'), eq(insightStanceEvidence.sourceId, id)));
      }
    }
    const [saved] = await tx
      .insert(surveyResponse)
      .values({ ...input, answers, recommendScore: recommendScoreOf(found.questions, answers) })
      .returning({ id: surveyResponse.id, submittedAt: surveyResponse.submittedAt });
    const evidence = surveyEvidence(
      { responseId: saved!.id, doctorId: input.doctorId, productId: found.productId, submittedAt: saved!.submittedAt, questions: found.questions, answers },
      dictionary,
    );
    if (evidence.length > 0) await tx.insert(insightStanceEvidence).values(evidence.map((e) => ({ tenantId: input.tenantId, ...e })));
    return { id: saved!.id, submittedAt: saved!.submittedAt.toISOString() };
  });
}

/** A rep enters a doctor's answers: the doctor must be in the rep's data range (404 otherwise). */
export async function enterResponse(ctx: RequestContext, surveyId: number, doctorId: number, answers: SurveyAnswers): Promise<SurveyResponse> {
  await requireVisibleDoctor(ctx.db, ctx.principal, doctorId);
  const saved = await saveResponse(ctx.db, { tenantId: ctx.principal.tenant.id, surveyId, doctorId, answers, channel: 'REP', enteredBy: ctx.principal.userId });
  return (await responseViews(ctx.db, ctx.principal.tenant.id, sql`r.id = ${saved.id}`))[0]!;
}

/** The answers of a survey from doctors in the caller's range. */
export async function listResponses(ctx: RequestContext, surveyId: number, page: number, size: number) {
  const tenantId = ctx.principal.tenant.id;
  await requireStatus(ctx, surveyId);
  const inRange = sql`r.survey_id = ${surveyId} and ${doctorRangeCondition(ctx.principal)}`;
  const content = await responseViews(ctx.db, tenantId, inRange, sql`order by r.submitted_at desc, r.id desc limit ${size} offset ${page * size}`);
  const [total] = await rows(ctx.db, sql`select count(*)::int as n from survey_response r join doctor d on d.id = r.doctor_id where r.tenant_id = ${tenantId} and ${inRange}`);
  return { content, totalElements: Number(total?.n ?? 0) };
}

/** Responses with their survey, doctor and the text of each answered question (`d` is the doctor). */
export async function responseViews(db: Pick<Database, 'execute'>, tenantId: number, where: ReturnType<typeof sql>, tail = sql``): Promise<SurveyResponse[]> {
  const found = await rows(
    db,
    sql`select r.id, r.survey_id, s.title, s.title_en, s.questions, r.doctor_id, d.name as doctor_name, d.name_en as doctor_name_en, r.channel,
          u.first_name as entered_by_name, u.name_en as entered_by_name_en, r.submitted_at, r.recommend_score, r.answers
        from survey_response r join survey s on s.id = r.survey_id join doctor d on d.id = r.doctor_id left join app_user u on u.id = r.entered_by
        where r.tenant_id = ${tenantId} and ${where} ${tail}`,
  );
  return found.map((r) => {
    const questions = json<SurveyQuestionRecord[]>(r.questions);
    return {
      id: Number(r.id),
      surveyId: Number(r.survey_id),
      surveyTitle: String(r.title),
      surveyTitleEn: text(r.title_en),
      doctorId: Number(r.doctor_id),
      doctorName: String(r.doctor_name),
      doctorNameEn: text(r.doctor_name_en),
      channel: r.channel as SurveyResponse['channel'],
      enteredByName: text(r.entered_by_name),
      enteredByNameEn: text(r.entered_by_name_en),
      submittedAt: iso(r.submitted_at),
      recommendScore: r.recommend_score === null ? null : Number(r.recommend_score),
      answers: json<SurveyAnswerRecord[]>(r.answers)
        .sort((a, b) => a.question - b.question)
        .map((a) => {
          const q = questions[a.question]!;
          const option = a.choice === undefined ? null : q.options[a.choice];
          return {
            question: a.question,
            kind: q.kind,
            text: q.text,
            textEn: q.textEn,
            answer: option ? option.label : a.scale !== undefined ? `${a.scale}/10` : (a.text ?? ''),
            answerEn: option ? option.labelEn : null,
          };
        }),
    };
  });
}

/** The published surveys a doctor may answer on the portal, with when they last answered each. */
export async function portalSurveyList(db: Pick<Database, 'execute'>, tenantId: number, doctorId: number): Promise<PortalSurvey[]> {
  const found = await rows(
    db,
    sql`select s.id, s.title, s.title_en, s.product_id, p.name as product_name, p.name_en as product_name_en, s.questions, s.published_at,
          (select max(r.submitted_at) from survey_response r where r.survey_id = s.id and r.doctor_id = ${doctorId} and r.channel = 'PORTAL') as answered_at
        from survey s join product p on p.id = s.product_id where s.tenant_id = ${tenantId} and s.status = 'PUBLISHED' order by s.published_at desc, s.id desc`,
  );
  return found.map((row) => {
    const {
      recommendation: _recommendation,
      status: _status,
      createdAt: _createdAt,
      ...rest
    } = toSurvey({ ...row, status: 'PUBLISHED', created_at: row.published_at, scores: [] });
    return { ...rest, answeredAt: row.answered_at ? iso(row.answered_at) : null };
  });
}
