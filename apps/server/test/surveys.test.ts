import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, TENANT_A, TENANT_B, type TestApp } from './helpers';
import { rows } from '../src/db/rows';

const QUESTIONS = [
  {
    kind: 'SINGLE',
    text: '您主要在哪类患者中使用？',
    textEn: 'In which patients do you use it?',
    options: [{ label: '首发患者', labelEn: 'First episode' }, { label: '换药患者' }],
  },
  { kind: 'SCALE', text: '您推荐该药的可能性有多大？', textEn: 'How likely are you to recommend it?', isRecommendation: true },
  { kind: 'TEXT', text: '其他意见', textEn: 'Other comments' },
];

describe('surveys and the recommendation index', () => {
  let t: TestApp;
  let marketing: string;
  let rep: string;
  let productId: number;
  let surveyId: number;
  let ownDoctors: number[];
  let strangerId: number;
  const sqlRows = <T>(statement: ReturnType<typeof sql>) => rows<T>(t.database.db, statement);
  const enter = (token: string, doctorId: number, scale: number, id = surveyId, host = TENANT_A) =>
    api(t.app, token, {
      method: 'POST',
      url: `/prod-api/insights/surveys/${id}/responses`,
      host,
      payload: {
        doctorId,
        answers: [
          { question: 0, choice: 1 },
          { question: 1, scale },
          { question: 2, text: '疗效确切，患者依从性好，但是价格偏高。' },
        ],
      },
    });

  beforeAll(async () => {
    t = await buildTestApp();
    [marketing, rep] = (await Promise.all(['marketing', 'rep'].map(async (u) => (await login(t.app, u)).access_token))) as [string, string];
    const options = (await api(t.app, marketing, { url: '/prod-api/insights/options' })).json().result;
    productId = options.products[0].id;
    const created = await api(t.app, marketing, {
      method: 'POST',
      url: '/prod-api/insights/surveys',
      payload: { title: '使用体验调研', titleEn: 'Experience survey', productId, questions: QUESTIONS },
    });
    expect(created.statusCode).toBe(200);
    surveyId = created.json().result.id;
    expect(created.json().result.status).toBe('DRAFT');
    // Doctors the demo's surveys of this product never asked, so the figures below are this test's answers alone.
    const own = await sqlRows<{ id: number }>(sql`select d.id from doctor d join app_user u on u.username = 'rep' and u.tenant_id = d.tenant_id
      where exists (select 1 from doctor_assignment a where a.doctor_id = d.id and a.org_id = u.org_id)
        and not exists (select 1 from survey_response r join survey s on s.id = r.survey_id where r.doctor_id = d.id and s.product_id = ${productId})
      order by d.id limit 8`);
    ownDoctors = own.map((d) => Number(d.id));
    const stranger = await sqlRows<{ id: number }>(sql`select d.id from doctor d join app_user u on u.username = 'rep' and u.tenant_id = d.tenant_id
      where not exists (select 1 from doctor_assignment a where a.doctor_id = d.id and a.org_id = u.org_id) order by d.id limit 1`);
    strangerId = Number(stranger[0]!.id);
    expect(ownDoctors.length).toBe(8);
  });
  afterAll(() => t.close());

  it('checks the questions and names the faulty one in the caller’s language', async () => {
    const bad = {
      title: 'x',
      productId,
      questions: [
        { kind: 'SCALE', text: 'a' },
        { kind: 'SINGLE', text: 'b', options: [{ label: '是' }] },
      ],
    };
    const en = await api(t.app, marketing, { method: 'POST', url: '/prod-api/insights/surveys', payload: bad, lang: 'en' });
    expect(en.statusCode).toBe(400);
    expect(en.json().message).toBe('Question 2: a single-choice question needs at least two options');
    const zh = await api(t.app, marketing, {
      method: 'POST',
      url: '/prod-api/insights/surveys',
      payload: { ...bad, questions: [{ kind: 'TEXT', text: 'a', isRecommendation: true }] },
    });
    expect(zh.json().message).toBe('第 1 题：推荐意愿题必须是 0–10 分量表题');
  });

  it('takes answers only once published, and computes the NPS of the answers', async () => {
    expect((await enter(rep, ownDoctors[0]!, 10)).json().message).toBe('该问卷未发布或已结束，不能作答');
    const published = await api(t.app, marketing, { method: 'POST', url: `/prod-api/insights/surveys/${surveyId}/status`, payload: { status: 'PUBLISHED' } });
    expect(published.json().result.status).toBe('PUBLISHED');
    const edit = await api(t.app, marketing, {
      method: 'PUT',
      url: `/prod-api/insights/surveys/${surveyId}`,
      payload: { title: 'x', productId, questions: QUESTIONS },
      lang: 'en',
    });
    expect(edit.json().message).toBe('Only a draft survey can be edited or published');

    // Fixture: 10, 9, 10 promoters; 8, 7 passives; 6, 0 detractors → (3 − 2) / 7 = 14.
    const scores = [10, 9, 8, 7, 6, 0, 10];
    for (const [i, scale] of scores.entries()) expect((await enter(rep, ownDoctors[i]!, scale)).statusCode).toBe(200);
    const detail = (await api(t.app, marketing, { url: `/prod-api/insights/surveys/${surveyId}` })).json().result;
    expect(detail.recommendation).toEqual({ answers: 7, promoters: 3, passives: 2, detractors: 2, nps: 14 });
    const invalid = await api(t.app, rep, {
      method: 'POST',
      url: `/prod-api/insights/surveys/${surveyId}/responses`,
      payload: { doctorId: ownDoctors[0], answers: [{ question: 0, choice: 5 }] },
      lang: 'en',
    });
    expect(invalid.json().message).toBe('The answer to question 1 is not valid');
  });

  it('shows the doctor’s recommendation index and survey evidence that opens the answer', async () => {
    const doctorId = ownDoctors[7]!;
    for (const scale of [10, 8, 3]) expect((await enter(rep, doctorId, scale)).statusCode).toBe(200);
    const individual = (await api(t.app, marketing, { url: `/prod-api/insights/doctor-individual/${doctorId}` })).json().result;
    const index = individual.recommendation.find((r: { productId: number }) => r.productId === productId);
    expect(index).toMatchObject({ answers: 3, promoters: 1, passives: 1, detractors: 1, nps: 0 });
    const drug = individual.drugs.find((d: { productId: number }) => d.productId === productId);
    const surveyEvidence = drug.evidence.filter((e: { source: string }) => e.source === 'SURVEY');
    expect(surveyEvidence.map((e: { snippet: string }) => e.snippet)).toEqual(expect.arrayContaining(['10/10', '3/10']));
    // The free text is read by the stance reader: it ends on the price, so it leans negative.
    expect(surveyEvidence.some((e: { snippet: string; score: number }) => e.snippet.includes('价格偏高') && e.score < 0)).toBe(true);
    const scale = surveyEvidence.find((e: { snippet: string }) => e.snippet === '10/10');
    expect(scale.score).toBeGreaterThanOrEqual(0.6);
    const record = (await api(t.app, marketing, { url: `/prod-api/insights/evidence/${scale.id}` })).json().result;
    expect(record.source).toBe('SURVEY');
    expect(record.survey).toMatchObject({ surveyId, doctorId, channel: 'REP', recommendScore: 10, enteredByName: expect.any(String) });
    expect(record.survey.answers.map((a: { answer: string }) => a.answer)).toEqual(['换药患者', '10/10', '疗效确切，患者依从性好，但是价格偏高。']);
  });

  it('keeps reps to their data range, writers to their permission and tenants apart', async () => {
    expect((await enter(rep, strangerId, 9)).statusCode).toBe(404);
    // Reps list and answer surveys, but do not write or publish them.
    expect((await api(t.app, rep, { url: '/prod-api/insights/surveys' })).statusCode).toBe(200);
    expect((await api(t.app, rep, { method: 'POST', url: '/prod-api/insights/surveys', payload: { title: 'x', productId, questions: QUESTIONS } })).statusCode).toBe(403);
    expect((await api(t.app, rep, { method: 'POST', url: `/prod-api/insights/surveys/${surveyId}/status`, payload: { status: 'CLOSED' } })).statusCode).toBe(403);
    const reader = (await login(t.app, 'reader')).access_token;
    expect((await api(t.app, reader, { url: '/prod-api/insights/surveys' })).statusCode).toBe(403);
    expect((await enter(reader, ownDoctors[0]!, 9)).statusCode).toBe(403);

    const other = (await login(t.app, 'marketing', TENANT_B)).access_token;
    expect((await api(t.app, other, { url: `/prod-api/insights/surveys/${surveyId}`, host: TENANT_B })).statusCode).toBe(404);
    expect((await api(t.app, other, { url: `/prod-api/insights/surveys/${surveyId}/responses`, host: TENANT_B })).statusCode).toBe(404);
    expect((await enter(other, ownDoctors[0]!, 9, surveyId, TENANT_B)).statusCode).toBe(404);
    const list = (await api(t.app, other, { url: '/prod-api/insights/surveys', host: TENANT_B })).json().result.content;
    expect(list.some((s: { id: number }) => s.id === surveyId)).toBe(false);

    // The survey's answers list only the doctors in the caller's range.
    const everyone = (await api(t.app, marketing, { url: `/prod-api/insights/surveys/${surveyId}/responses?size=100` })).json().result;
    expect(everyone.totalElements).toBe(10);
  });

  describe('on the doctor portal', () => {
    let admin: string;
    const portal = (token: string | null, method: 'GET' | 'POST', url: string, payload?: unknown) =>
      t.app.inject({
        method,
        url: `/prod-api/API-DOCTOR/v2${url}`,
        headers: { host: TENANT_A, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(payload ? { payload: payload as object } : {}),
      });

    async function signUp(body: { name: string; phone: string; hospitalName: string }): Promise<string> {
      expect((await api(t.app, null, { method: 'POST', url: `/prod-api/API-BEACON/sms/kangning/outbox/send/code/${body.phone}` })).statusCode).toBe(200);
      const outbox = (await api(t.app, admin, { url: `/prod-api/API-SYSTEM/admin/sms/page?phone=${body.phone}` })).json().result.content;
      const code = /(\d{6})/.exec(outbox[0].content)![1]!;
      const response = await t.app.inject({
        method: 'POST',
        url: '/prod-api/API-DOCTOR/v2/doctor/register',
        headers: { host: TENANT_A, realm: 'kangning' },
        payload: { ...body, code, agreePrivacy: true },
      });
      expect(response.statusCode).toBe(200);
      return response.json().result.token.access_token;
    }

    beforeAll(async () => {
      admin = (await login(t.app, 'admin')).access_token;
    });

    it('answers only with a valid doctor session matched to a doctor record', async () => {
      const answers = { answers: [{ question: 1, scale: 9 }] };
      expect((await portal(null, 'GET', '/surveys')).statusCode).toBe(401);
      expect((await portal(marketing, 'GET', '/surveys')).statusCode).toBe(401);
      expect((await portal('not-a-token', 'POST', `/surveys/${surveyId}/responses`, answers)).statusCode).toBe(401);
      const pending = await signUp({ name: '欧阳问卷', phone: '13700000031', hospitalName: '不存在的医院' });
      expect((await portal(pending, 'GET', '/surveys')).json().message).toBe('您的账号尚未关联医生档案，暂时不能参与问卷');

      const known = await sqlRows<{ id: number; name: string; mobile: string; hospital: string }>(sql`
        select d.id, d.name, d.mobile, h.name as hospital from doctor d join hospital h on h.id = d.hospital_id join enterprise e on e.id = d.tenant_id
        where e.domain = ${TENANT_A} and d.mobile is not null and not exists (select 1 from doctor_account a where a.phone = d.mobile) order by d.id limit 1`);
      const doctor = known[0]!;
      const token = await signUp({ name: doctor.name, phone: doctor.mobile, hospitalName: doctor.hospital });
      const open = (await portal(token, 'GET', '/surveys')).json().result;
      const mine = open.find((s: { id: number }) => s.id === surveyId);
      expect(mine).toMatchObject({ answeredAt: null, questions: expect.any(Array) });
      expect((await portal(token, 'POST', `/surveys/${surveyId}/responses`, answers)).statusCode).toBe(200);
      // A second answer replaces the first.
      expect((await portal(token, 'POST', `/surveys/${surveyId}/responses`, { answers: [{ question: 1, scale: 4 }] })).statusCode).toBe(200);
      const stored = await sqlRows<{ recommend_score: number; doctor_account_id: number | null }>(
        sql`select recommend_score, doctor_account_id from survey_response where survey_id = ${surveyId} and doctor_id = ${doctor.id} and channel = 'PORTAL'`,
      );
      expect(stored.map((r) => Number(r.recommend_score))).toEqual([4]);
      expect(stored[0]!.doctor_account_id).not.toBeNull();
      expect((await portal(token, 'GET', '/surveys')).json().result.find((s: { id: number }) => s.id === surveyId).answeredAt).not.toBeNull();

      await api(t.app, marketing, { method: 'POST', url: `/prod-api/insights/surveys/${surveyId}/status`, payload: { status: 'CLOSED' } });
      expect((await portal(token, 'POST', `/surveys/${surveyId}/responses`, answers)).statusCode).toBe(400);
      expect((await portal(token, 'GET', '/surveys')).json().result.some((s: { id: number }) => s.id === surveyId)).toBe(false);
    });
  });
});
