import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, dateIn } from '../src/lib/zoned-time';
import { api, buildTestApp, TENANT_B, type TestApp } from './helpers';
import { createMeeting, meetingBody, repChoices, tokens } from './meeting-fixtures';

interface Listed {
  id: number;
  status: string;
  applicantId: number;
  currentStep: { name: string } | null;
}

/** The all-meetings list: every meeting of the data range for oversight, with its filters. */
describe('all meetings', () => {
  let t: TestApp;
  let token: Record<string, string>;
  let submittedId: number;
  let startDay: string;
  const topic = `全部会议检索${Date.now()}`;

  beforeAll(async () => {
    t = await buildTestApp();
    token = await tokens(t, ['rep', 'manager', 'compliance', 'admin']);
    const choices = await repChoices(t, token.rep!);
    const body = meetingBody(choices, { topic });
    startDay = dateIn(new Date(body.startAt), 'Asia/Shanghai');
    await createMeeting(t, token.rep!, body);
    submittedId = await createMeeting(t, token.rep!, body);
    const submitted = await api(t.app, token.rep!, { method: 'POST', url: `/prod-api/meeting/${submittedId}/submit` });
    expect(submitted.statusCode, submitted.body).toBe(200);
  });
  afterAll(() => t.close());

  const list = async (who: string, query: string, host?: string) => {
    const response = await api(t.app, token[who] ?? who, { url: `/prod-api/meeting/all?size=100&${query}`, host });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result as { content: Listed[]; totalElements: number };
  };
  const ids = async (who: string, query: string) => (await list(who, query)).content.map((m) => m.id);
  const keyword = `keyword=${encodeURIComponent(topic)}`;

  it('shows the administrator and compliance a meeting in approval that someone else applied for, but not their drafts', async () => {
    for (const who of ['admin', 'compliance']) {
      const found = await list(who, keyword);
      expect(found.content.map((m) => m.id)).toEqual([submittedId]);
      expect(found.content[0]!.status).toBe('IN_APPROVAL');
      expect(found.content[0]!.currentStep).not.toBeNull();
    }
  });

  it('is refused to a role without the page, and sees nothing of another tenant', async () => {
    const refused = await api(t.app, token.rep!, { url: '/prod-api/meeting/all', lang: 'en' });
    expect(refused.statusCode).toBe(403);
    const otherAdmin = (await tokens(t, ['admin'], TENANT_B)).admin!;
    const response = await api(t.app, otherAdmin, { url: `/prod-api/meeting/all?${keyword}`, host: TENANT_B });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.totalElements).toBe(0);
  });

  it('filters by status, type and the day the meeting starts', async () => {
    expect(await ids('admin', `${keyword}&status=IN_APPROVAL,APPROVED`)).toEqual([submittedId]);
    expect(await ids('admin', `${keyword}&status=PAID`)).toEqual([]);
    expect(await ids('admin', `${keyword}&type=CITY_MEETING`)).toEqual([submittedId]);
    expect(await ids('admin', `${keyword}&type=ONLINE`)).toEqual([]);
    expect(await ids('admin', `${keyword}&from=${startDay}&to=${startDay}`)).toEqual([submittedId]);
    expect(await ids('admin', `${keyword}&from=${addDays(startDay, 1)}`)).toEqual([]);
    expect(await ids('admin', `${keyword}&to=${addDays(startDay, -1)}`)).toEqual([]);
    const statuses = (await list('admin', 'status=APPROVED,PAID')).content.map((m) => m.status);
    expect(statuses.length).toBeGreaterThan(0);
    expect(new Set(statuses)).toEqual(new Set(statuses.filter((s) => s === 'APPROVED' || s === 'PAID')));
  });

  it('shows a manager the meetings of their team but not another district’s', async () => {
    const choices = await repChoices(t, token.rep!);
    const beijingId = await createMeeting(t, token.rep!, meetingBody(choices, { topic }));
    // As if the Beijing rep had applied and been approved.
    await t.app.db.execute(sql`update meeting m set applicant_id = u.id, applicant_org_id = o.id, applicant_org_path = o.path, status = 'APPROVED'
      from app_user u join organization o on o.id = u.org_id where u.username = 'rep2' and u.tenant_id = m.tenant_id and m.id = ${beijingId}`);
    expect(new Set(await ids('admin', keyword))).toEqual(new Set([submittedId, beijingId]));
    expect(await ids('manager', keyword)).toEqual([submittedId]);
  });

  it('refuses an unknown status and an end before the start, naming the field in the caller’s language', async () => {
    const status = await api(t.app, token.admin!, { url: '/prod-api/meeting/all?status=SHIPPED', lang: 'en' });
    expect(status.statusCode).toBe(400);
    expect(status.json().message).toMatch(/status/);
    const range = await api(t.app, token.admin!, { url: '/prod-api/meeting/all?from=2026-05-02&to=2026-05-01', lang: 'zh' });
    expect(range.statusCode).toBe(400);
    expect(range.json().message).toMatch(/to/);
  });
});
