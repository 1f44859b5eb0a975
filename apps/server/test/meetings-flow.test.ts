import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { yearIn } from '../src/modules/meetings/calendar';
import { api, buildTestApp, type TestApp } from './helpers';
import { createMeeting, meetingBody, PDF, repChoices, shiftMeeting, tab, tokens, upload } from './meeting-fixtures';
import { rowsOf } from '../src/db/rows';

const HOUR = 3_600_000;

/** One meeting from application to payment across the roles, checking every list on the way. */
describe('a meeting from application to payment', () => {
  let t: TestApp;
  let token: Record<string, string>;
  let choices: Awaited<ReturnType<typeof repChoices>>;
  let meetingId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    token = await tokens(t, ['rep', 'manager', 'compliance', 'finance']);
    choices = await repChoices(t, token.rep!);
  });
  afterAll(() => t.close());

  const status = async () => (await api(t.app, token.rep!, { url: `/prod-api/meeting/${meetingId}` })).json().result.status as string;
  const notices = async (username: string) =>
    rowsOf<{ title: string; link: string }>(
      await t.app.db.execute(
        sql`select n.title, n.link from notification n join app_user u on u.id = n.user_id where u.username = ${username} and u.tenant_id = n.tenant_id and n.payload->>'businessId' = ${String(meetingId)} order by n.id`,
      ),
    );

  it('saves a draft the rep sees under submitted only', async () => {
    meetingId = await createMeeting(t, token.rep!, meetingBody(choices));
    expect(await status()).toBe('DRAFT');
    expect(await tab(t, token.rep!, 'apply', 'submitted')).toContain(meetingId);
    expect(await tab(t, token.rep!, 'apply', 'myApproval')).not.toContain(meetingId);
  });

  it('goes to the line manager on submission, who is told and sees it pending', async () => {
    const response = await api(t.app, token.rep!, { method: 'POST', url: `/prod-api/meeting/${meetingId}/submit` });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().result.status).toBe('IN_APPROVAL');
    expect(await tab(t, token.rep!, 'apply', 'myApproval')).toContain(meetingId);
    expect(await tab(t, token.manager!, 'approve', 'pendingApproved')).toContain(meetingId);
    expect(await tab(t, token.compliance!, 'approve', 'pendingApproved')).not.toContain(meetingId);
    expect(await notices('manager')).toEqual([expect.objectContaining({ link: `/meeting/approvalDetail?id=${meetingId}` })]);
  });

  it('moves to compliance when the manager approves, and is approved by compliance', async () => {
    const byManager = await api(t.app, token.manager!, { method: 'POST', url: `/prod-api/meeting/${meetingId}/approval`, payload: { decision: 'APPROVE', comment: '同意' } });
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect(await tab(t, token.manager!, 'approve', 'doneApproved')).toContain(meetingId);
    expect(await tab(t, token.manager!, 'approve', 'myApproved')).toContain(meetingId);
    expect(await tab(t, token.manager!, 'approve', 'pendingApproved')).not.toContain(meetingId);
    expect(await tab(t, token.compliance!, 'approve', 'pendingApproved')).toContain(meetingId);
    const byCompliance = await api(t.app, token.compliance!, { method: 'POST', url: `/prod-api/meeting/${meetingId}/approval`, payload: { decision: 'APPROVE' } });
    expect(byCompliance.json().result.status).toBe('APPROVED');
    expect(await tab(t, token.rep!, 'apply', 'approved')).toContain(meetingId);
    expect(await tab(t, token.rep!, 'meeting', 'unfinished')).toContain(meetingId);
    expect(await tab(t, token.rep!, 'met', 'unfinished')).toContain(meetingId);
    expect((await notices('rep')).map((n) => n.title)).toEqual([expect.stringContaining('审批进展'), expect.stringContaining('审批通过')]);
  });

  it('keeps the whole history and draws the chain with the steps passed', async () => {
    const detail = (await api(t.app, token.rep!, { url: `/prod-api/meeting/${meetingId}` })).json().result;
    const instance = (await api(t.app, token.rep!, { url: `/prod-api/workflow/instance/${detail.applicationInstanceId}` })).json().result;
    expect(instance.status).toBe('APPROVED');
    expect(instance.history.map((h: { action: string; stepId: string | null }) => [h.action, h.stepId])).toEqual([
      ['SUBMIT', null],
      ['APPROVE', 'lineManager'],
      ['APPROVE', 'compliance'],
    ]);
    expect(instance.history[1].comment).toBe('同意');
    const diagram = (await api(t.app, token.rep!, { url: `/prod-api/workflow/instance/${detail.applicationInstanceId}/diagram` })).json().result;
    expect(diagram.bpmnXml).toContain('<bpmndi:BPMNDiagram');
    expect(diagram.completedStepIds.sort()).toEqual(['compliance', 'lineManager']);
  });

  it('lets attendees sign in on the public page with the code, and nobody without it', async () => {
    await shiftMeeting(t, meetingId, -HOUR, HOUR);
    expect(await tab(t, token.rep!, 'meeting', 'inProgress')).toContain(meetingId);
    const signIn = (await api(t.app, token.rep!, { url: `/prod-api/meeting/${meetingId}/sign-in` })).json().result;
    expect(signIn.qrCodeDataUrl).toMatch(/^data:image\/png;base64,/);
    const publicId = new URL(signIn.url).searchParams.get('meetingId')!;
    expect(signIn.url).toContain('/pc/meetingSign?meetingId=');

    const facts = await api(t.app, null, { url: `/prod-api/API-MEET-TOOLS/meeting/expand/${publicId}` });
    expect(facts.json().result).toMatchObject({ topic: meetingBody(choices).topic, isSignInOpen: true });
    const base = `meetingId=${publicId}&realm=kangning`;
    const wrong = await api(t.app, null, { method: 'POST', url: `/prod-api/API-MEET-TOOLS/public/validateCode?${base}`, payload: { code: 'WRONG1' } });
    expect(wrong.statusCode).toBe(400);
    const right = await api(t.app, null, { method: 'POST', url: `/prod-api/API-MEET-TOOLS/public/validateCode?${base}`, payload: { code: signIn.code } });
    expect(right.json().result.valid).toBe(true);
    expect((await api(t.app, null, { url: `/prod-api/API-MEET-TOOLS/public/findByHospital?${base}&code=WRONG1&keyword=医院` })).statusCode).toBe(400);
    const hospitals = (
      await api(t.app, null, {
        url: `/prod-api/API-MEET-TOOLS/public/findByHospital?${base}&code=${signIn.code}&keyword=${encodeURIComponent(choices.speaker.hospitalName.slice(0, 4))}`,
      })
    ).json().result;
    const hospital = hospitals.find((h: { name: string }) => h.name === choices.speaker.hospitalName);
    expect(hospital).toBeDefined();
    const signUrl = `/prod-api/API-MEET-TOOLS/public/meetingSign?${base}&code=${signIn.code}&name=${encodeURIComponent(choices.speaker.name)}&hospitalId=${hospital.id}&mobile=13900001111`;
    const first = await api(t.app, null, { url: signUrl });
    expect(first.json().result).toMatchObject({ isAlreadySignedIn: false, isInvited: true });
    expect((await api(t.app, null, { url: signUrl })).json().result.isAlreadySignedIn).toBe(true);
    const attendance = (await api(t.app, token.rep!, { url: `/prod-api/meeting/${meetingId}/attendance` })).json().result;
    expect(attendance).toEqual([expect.objectContaining({ doctorId: choices.speaker.doctorId, isInvited: true })]);
  });

  it('is confirmed by the rep once it has ended', async () => {
    expect((await api(t.app, token.rep!, { method: 'POST', url: `/prod-api/meeting/${meetingId}/confirm`, payload: {} })).statusCode).toBe(400);
    await shiftMeeting(t, meetingId, -3 * HOUR, -HOUR);
    expect(await tab(t, token.rep!, 'met', 'beConfirmed')).toContain(meetingId);
    expect(await tab(t, token.rep!, 'meeting', 'ended')).toContain(meetingId);
    const confirmed = await api(t.app, token.rep!, { method: 'POST', url: `/prod-api/meeting/${meetingId}/confirm`, payload: { comment: '已召开' } });
    expect(confirmed.json().result.status).toBe('CONFIRMED');
    expect(await tab(t, token.rep!, 'met', 'doneConfirmed')).toContain(meetingId);
    expect(await tab(t, token.rep!, 'payment', 'toSubmit')).toContain(meetingId);
  });

  it('needs invoices before the payment goes to finance', async () => {
    const fee = Math.min(300_000, choices.speaker.feeRateCents);
    const saved = await api(t.app, token.rep!, {
      method: 'PUT',
      url: `/prod-api/meeting/${meetingId}/payment`,
      payload: {
        lines: [
          { category: 'VENUE', actualCents: 480_000 },
          { category: 'CATERING', actualCents: 260_000 },
        ],
        speakers: [{ speakerId: choices.speaker.id, actualFeeCents: fee, actualTravelCents: 0 }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const missing = await api(t.app, token.rep!, { method: 'POST', url: `/prod-api/meeting/${meetingId}/payment/submit`, lang: 'en' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Upload an invoice for the venue expenses');
    for (const category of ['VENUE', 'CATERING']) {
      const uploaded = await upload(t, token.rep!, meetingId, { kind: 'INVOICE', category }, { name: `${category}.pdf`, content: PDF });
      expect(uploaded.statusCode, uploaded.body).toBe(200);
    }
    const submitted = await api(t.app, token.rep!, { method: 'POST', url: `/prod-api/meeting/${meetingId}/payment/submit` });
    expect(submitted.json().result.status).toBe('PAYMENT_IN_APPROVAL');
    expect(await tab(t, token.rep!, 'payment', 'myApproval')).toContain(meetingId);
    expect(await tab(t, token.rep!, 'payment', 'submitted')).toContain(meetingId);
    expect(await tab(t, token.finance!, 'paymentApprove', 'pendingApproved')).toContain(meetingId);
  });

  it('is paid when finance approves, and the speaker’s ledger shows the honorarium', async () => {
    const paid = await api(t.app, token.finance!, { method: 'POST', url: `/prod-api/meeting/${meetingId}/payment/approval`, payload: { decision: 'APPROVE' } });
    expect(paid.json().result.status).toBe('PAID');
    expect(await tab(t, token.finance!, 'paymentApprove', 'doneApproved')).toContain(meetingId);
    const year = yearIn(new Date(), 'Asia/Shanghai');
    const ledger = (await api(t.app, token.rep!, { url: `/prod-api/meeting/tov/doctor/${choices.speaker.doctorId}?year=${year}` })).json().result;
    const entries = ledger.entries.filter((e: { meetingId: number }) => e.meetingId === meetingId);
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ category: 'HONORARIUM', amountCents: Math.min(300_000, choices.speaker.feeRateCents) }),
        expect.objectContaining({ category: 'MEAL', amountCents: 260_000 }),
      ]),
    );
    const exported = await api(t.app, token.finance!, { url: `/prod-api/meeting/tov/export?year=${year}` });
    expect(exported.statusCode).toBe(200);
    expect(exported.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
