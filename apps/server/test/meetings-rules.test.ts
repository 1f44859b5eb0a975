import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, TENANT_B, type TestApp } from './helpers';
import { createMeeting, meetingBody, PDF, repChoices, tab, tokens, upload } from './meeting-fixtures';
import { rowsOf } from '../src/db/rows';

/** The compliance rules of an application and the boundaries of who may do what. */
describe('meeting rules', () => {
  let t: TestApp;
  let token: Record<string, string>;
  let choices: Awaited<ReturnType<typeof repChoices>>;

  beforeAll(async () => {
    t = await buildTestApp();
    token = await tokens(t, ['rep', 'manager', 'compliance', 'admin', 'rep2']);
    choices = await repChoices(t, token.rep!);
  });
  afterAll(() => t.close());

  const submit = (id: number, lang = 'en') => api(t.app, token.rep!, { method: 'POST', url: `/prod-api/meeting/${id}/submit`, lang });

  it('refuses an application that needs more than its budget pool has left', async () => {
    const id = await createMeeting(
      t,
      token.rep!,
      meetingBody(choices, {
        budgetLines: [
          { category: 'VENUE', amountCents: 900_000_000, description: null },
          { category: 'TRAVEL', amountCents: 100_000, description: null },
        ],
      }),
    );
    const response = await submit(id);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/^Over budget: the \d{4} budget of Shanghai District 1 for .+ has ¥[\d,.]+ left, this needs ¥9,004,000.00$/);
    expect((await api(t.app, token.rep!, { url: `/prod-api/meeting/${id}` })).json().result.status).toBe('DRAFT');
  });

  it('refuses an application that would take a speaker past the annual honoraria cap', async () => {
    const capped = await api(t.app, token.admin!, { method: 'PUT', url: '/prod-api/speaker/settings', payload: { annualHonorariaCapCents: 100_000 } });
    expect(capped.statusCode, capped.body).toBe(200);
    try {
      const id = await createMeeting(t, token.rep!, meetingBody(choices));
      const response = await submit(id);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toContain('above the annual cap of ¥1,000.00');
      expect((await submit(id, 'zh')).json().message).toContain('超过年度上限 ¥1,000.00');
    } finally {
      await api(t.app, token.admin!, { method: 'PUT', url: '/prod-api/speaker/settings', payload: { annualHonorariaCapCents: 10_000_000 } });
    }
  });

  it('refuses a fee above the speaker’s rate and a speaker who is not approved', async () => {
    const aboveRate = await createMeeting(
      t,
      token.rep!,
      meetingBody(choices, { speakers: [{ speakerId: choices.speaker.id, feeCents: choices.speaker.feeRateCents + 1, travelCents: 0, lectureTitle: null }] }),
    );
    expect((await submit(aboveRate)).json().message).toMatch(/is above their rate/);
    const [draft] = rowsOf<{ id: number }>(
      await t.app.db.execute(
        sql`select s.id from speaker_profile s join enterprise e on e.id = s.tenant_id where e.domain = 'localhost' and s.status <> 'APPROVED' order by s.id limit 1`,
      ),
    );
    const unapproved = await createMeeting(
      t,
      token.rep!,
      meetingBody(choices, { speakers: [{ speakerId: Number(draft!.id), feeCents: 1_000, travelCents: 0, lectureTitle: null }], agenda: [] }),
    );
    expect((await submit(unapproved)).json().message).toMatch(/is not approved/);
  });

  it('accepts only approved library material', async () => {
    const [draftVersion] = rowsOf<{ id: number }>(
      await t.app.db.execute(sql`select v.id from library_material_version v join enterprise e on e.id = v.tenant_id where e.domain = 'localhost' and v.status = 'DRAFT' limit 1`),
    );
    const response = await api(t.app, token.rep!, {
      method: 'POST',
      url: '/prod-api/meeting',
      payload: meetingBody(choices, { libraryVersionIds: [Number(draftVersion!.id)] }),
      lang: 'en',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/is not approved or has expired/);
  });

  it('answers bad input with 400 naming the field', async () => {
    const noProducts = await api(t.app, token.rep!, { method: 'POST', url: '/prod-api/meeting', payload: { ...meetingBody(choices), productIds: [] }, lang: 'en' });
    expect(noProducts.statusCode).toBe(400);
    expect(noProducts.json().message).toContain('productIds');
    const badType = await api(t.app, token.rep!, { method: 'POST', url: '/prod-api/meeting', payload: { ...meetingBody(choices), type: 'PARTY' }, lang: 'en' });
    expect(badType.json().message).toContain('type');
    const badCents = await api(t.app, token.rep!, {
      method: 'POST',
      url: '/prod-api/meeting',
      payload: { ...meetingBody(choices), budgetLines: [{ category: 'VENUE', amountCents: 12.5 }] },
      lang: 'en',
    });
    expect(badCents.json().message).toContain('budgetLines.0.amountCents');
    const backwards = await api(t.app, token.rep!, {
      method: 'POST',
      url: '/prod-api/meeting',
      payload: meetingBody(choices, { endAt: new Date(Date.now()).toISOString() }),
      lang: 'en',
    });
    expect(backwards.json().message).toBe('The end time must be after the start time');
    const unknownTab = await api(t.app, token.rep!, { url: '/prod-api/meeting/page?group=apply&tab=everything', lang: 'en' });
    expect(unknownTab.statusCode).toBe(400);
    expect(unknownTab.json().message).toBe('Unknown tab: everything');
  });

  it('checks the type and size of uploaded files', async () => {
    const id = await createMeeting(t, token.rep!, meetingBody(choices));
    expect((await upload(t, token.rep!, id, { kind: 'ATTACHMENT' }, { name: 'agenda.pdf', content: PDF })).statusCode).toBe(200);
    const script = await upload(t, token.rep!, id, { kind: 'ATTACHMENT' }, { name: 'agenda.pdf', content: Buffer.from('#!/bin/sh\necho hi\n') });
    expect(script.statusCode).toBe(400);
    const huge = await upload(t, token.rep!, id, { kind: 'ATTACHMENT' }, { name: 'big.pdf', content: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 + 1)]) });
    expect(huge.statusCode).toBe(413);
    const invoiceTooEarly = await upload(t, token.rep!, id, { kind: 'INVOICE', category: 'VENUE' }, { name: 'invoice.pdf', content: PDF });
    expect(invoiceTooEarly.statusCode).toBe(409);
  });

  it('returns a rejected application to the applicant with the comment, who may change and resubmit it', async () => {
    const id = await createMeeting(t, token.rep!, meetingBody(choices));
    await submit(id);
    expect((await api(t.app, token.manager!, { method: 'POST', url: `/prod-api/meeting/${id}/approval`, payload: { decision: 'REJECT' }, lang: 'en' })).json().message).toBe(
      'A comment is required to reject or return',
    );
    const rejected = await api(t.app, token.manager!, { method: 'POST', url: `/prod-api/meeting/${id}/approval`, payload: { decision: 'REJECT', comment: '请补充会议议程' } });
    expect(rejected.json().result.status).toBe('REJECTED');
    const detail = (await api(t.app, token.rep!, { url: `/prod-api/meeting/${id}` })).json().result;
    expect(detail.myTask).toMatchObject({ stepId: 'applicantRevise', process: 'application' });
    const instance = (await api(t.app, token.rep!, { url: `/prod-api/workflow/instance/${detail.applicationInstanceId}` })).json().result;
    expect(instance.history.at(-1)).toMatchObject({ action: 'REJECT', comment: '请补充会议议程' });
    const [notice] = rowsOf<{ content: string }>(
      await t.app.db.execute(
        sql`select n.content from notification n join app_user u on u.id = n.user_id where u.username = 'rep' and u.tenant_id = n.tenant_id and n.payload->>'outcome' = 'REJECTED' and n.payload->>'businessId' = ${String(id)}`,
      ),
    );
    expect(notice?.content).toContain('请补充会议议程');
    expect((await api(t.app, token.rep!, { method: 'PUT', url: `/prod-api/meeting/${id}`, payload: meetingBody(choices, { topic: '补充议程后的城市会' }) })).statusCode).toBe(200);
    expect((await submit(id)).json().result.status).toBe('IN_APPROVAL');
    expect(await tab(t, token.manager!, 'approve', 'pendingApproved')).toContain(id);
  });

  it('withdraws an application in approval, closing its step and releasing its budget', async () => {
    const id = await createMeeting(t, token.rep!, meetingBody(choices));
    await submit(id);
    const detail = (await api(t.app, token.rep!, { url: `/prod-api/meeting/${id}` })).json().result;
    const usage = async () =>
      rowsOf<{ n: number }>(
        await t.app.db.execute(sql`select count(*)::int as n from meeting where budget_pool_id = ${detail.budgetPoolId} and status in ('IN_APPROVAL', 'REJECTED') and id = ${id}`),
      )[0]!.n;
    expect(await usage()).toBe(1);
    const cancelled = await api(t.app, token.rep!, { method: 'POST', url: `/prod-api/meeting/${id}/cancel`, payload: { comment: '时间冲突' } });
    expect(cancelled.json().result.status).toBe('CANCELLED');
    expect(await usage()).toBe(0);
    const instance = (await api(t.app, token.rep!, { url: `/prod-api/workflow/instance/${detail.applicationInstanceId}` })).json().result;
    expect(instance).toMatchObject({ status: 'WITHDRAWN', currentTasks: [] });
    expect(instance.history.at(-1)).toMatchObject({ action: 'WITHDRAW', comment: '时间冲突' });
    expect(await tab(t, token.manager!, 'approve', 'pendingApproved')).not.toContain(id);
    expect((await api(t.app, token.rep!, { method: 'POST', url: `/prod-api/meeting/${id}/cancel`, payload: {} })).statusCode).toBe(409);
  });

  it('lets only the applicant change a meeting and only an assignee decide it', async () => {
    const id = await createMeeting(t, token.rep!, meetingBody(choices));
    expect((await api(t.app, token.manager!, { method: 'PUT', url: `/prod-api/meeting/${id}`, payload: meetingBody(choices) })).statusCode).toBe(403);
    await submit(id);
    const byCompliance = await api(t.app, token.compliance!, { method: 'POST', url: `/prod-api/meeting/${id}/approval`, payload: { decision: 'APPROVE' }, lang: 'en' });
    expect(byCompliance.statusCode).toBe(403);
    expect(byCompliance.json().message).toBe('You are not an assignee of this step');
    expect((await api(t.app, token.rep!, { method: 'POST', url: `/prod-api/meeting/${id}/approval`, payload: { decision: 'APPROVE' } })).statusCode).toBe(403);
    expect((await api(t.app, token.rep2!, { url: `/prod-api/meeting/${id}` })).statusCode).toBe(404);
  });

  it('answers 404 for another tenant’s meetings, steps and public ids', async () => {
    const id = await createMeeting(t, token.rep!, meetingBody(choices));
    await submit(id);
    const detail = (await api(t.app, token.rep!, { url: `/prod-api/meeting/${id}` })).json().result;
    const [task] = rowsOf<{ id: number }>(await t.app.db.execute(sql`select id from workflow_task where instance_id = ${detail.applicationInstanceId} and status = 'OPEN'`));
    const other = await tokens(t, ['admin', 'manager'], TENANT_B);
    expect((await api(t.app, other.admin!, { url: `/prod-api/meeting/${id}`, host: TENANT_B })).statusCode).toBe(404);
    expect((await api(t.app, other.admin!, { url: `/prod-api/workflow/instance/${detail.applicationInstanceId}`, host: TENANT_B })).statusCode).toBe(404);
    expect(
      (await api(t.app, other.manager!, { method: 'POST', url: `/prod-api/workflow/task/${task!.id}/decision`, host: TENANT_B, payload: { decision: 'APPROVE' } })).statusCode,
    ).toBe(404);
    expect((await api(t.app, other.admin!, { method: 'POST', url: `/prod-api/meeting/${id}/approval`, host: TENANT_B, payload: { decision: 'APPROVE' } })).statusCode).toBe(404);
    const [row] = rowsOf<{ public_id: string }>(await t.app.db.execute(sql`select public_id from meeting where id = ${id}`));
    expect((await api(t.app, null, { url: `/prod-api/API-MEET-TOOLS/meeting/expand/${row!.public_id}?realm=huaze`, host: TENANT_B })).statusCode).toBe(404);
    expect((await api(t.app, null, { url: `/prod-api/API-MEET-TOOLS/meeting/expand/${row!.public_id}?realm=kangning`, host: TENANT_B })).statusCode).toBe(404);
    // In approval, a meeting has no public page yet.
    expect((await api(t.app, null, { url: `/prod-api/API-MEET-TOOLS/meeting/expand/${row!.public_id}?realm=kangning` })).statusCode).toBe(404);
  });
});
