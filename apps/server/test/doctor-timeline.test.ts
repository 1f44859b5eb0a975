import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TimelineItem } from '@crm/shared/contracts/doctor-timeline';
import { api, buildTestApp, login, type TestApp } from './helpers';
import { doctorsWithEmail, optIn, rows } from './content-fixtures';

/** A doctor's interaction timeline (issue 62): the rep's own visits and sends, newest first, by kind, in pages. */
describe('doctor timeline', () => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let doctorId: number;
  let articleId: number;
  let productId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    for (const name of ['rep', 'rep2', 'manager', 'marketing']) token[name] = (await login(t.app, name)).access_token;
    [doctorId] = (await doctorsWithEmail(t, 1, 7)) as [number];
    const [article] = await rows(
      t,
      sql`select a.id from content_article a join enterprise e on e.id = a.tenant_id join content_article_version v on v.id = a.approved_version_id
        where e.domain = 'localhost' and (v.expires_on is null or v.expires_on > to_char(now(), 'YYYY-MM-DD')) order by a.id limit 1`,
    );
    articleId = Number(article!.id);
    productId = (await api(t.app, token.rep!, { url: '/prod-api/API-SYSTEM/product/user/product/all' })).json().result[0].id;
  });
  afterAll(() => t.close());

  const timeline = (who: string, query = '', lang?: string) => api(t.app, token[who]!, { url: `/prod-api/doctor/${doctorId}/timeline${query}`, lang });

  it('shows the visit a rep logs and the article they send, newest first, in the caller’s language', async () => {
    // Yesterday evening at 22:00 in Shanghai: in the past, and outside the demo's working-day visits,
    // which the same doctor at an overlapping time would collide with (409).
    const today = new Date();
    const start = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 1, 14));
    const logged = await api(t.app, token.rep!, {
      method: 'POST',
      url: '/prod-api/v2/visit/add',
      payload: {
        doctorId,
        startAt: start.toISOString(),
        endAt: new Date(start.getTime() + 30 * 60_000).toISOString(),
        visitType: 'FACE',
        purpose: 'PRODUCT',
        duration: '30',
        result: 'INTERESTED',
        productIds: [productId],
        notes: '介绍新适应症，约下周复访',
      },
    });
    expect(logged.statusCode, logged.body).toBe(200);
    const visitId = logged.json().result.id as number;
    await optIn(t, token.rep!, doctorId);
    const sent = await api(t.app, token.rep!, { method: 'POST', url: '/prod-api/content/send', payload: { articleId, channel: 'EMAIL', doctorIds: [doctorId] } });
    expect(sent.statusCode, sent.body).toBe(200);

    const answer = await timeline('rep', '', 'en');
    expect(answer.statusCode, answer.body).toBe(200);
    const items = answer.json().result.content as TimelineItem[];
    const send = items.find((item) => item.type === 'content')!;
    const visit = items.find((item) => item.recordType === 'visit' && item.recordId === visitId)!;
    expect(send).toMatchObject({ recordType: 'article', channel: 'email', by: expect.any(String) });
    expect(send.event).toMatch(/^content\.(queued|sent)$/);
    expect(send.title.length).toBeGreaterThan(0);
    expect(visit).toMatchObject({ type: 'visit', event: 'visit.completed', title: 'Face-to-face', at: start.toISOString() });
    expect(visit.summary).toContain('介绍新适应症');
    // The send, made after the visit's time, comes first; times never rise down the page.
    expect(items.indexOf(send)).toBeLessThan(items.indexOf(visit));
    expect(items.map((item) => item.at)).toEqual([...items.map((item) => item.at)].sort().reverse());
    // The same visit in Chinese, its type and result from the dictionary.
    const zh = ((await timeline('rep', '?type=visit')).json().result.content as TimelineItem[]).find((item) => item.recordId === visitId)!;
    expect(zh.title).not.toBe(visit.title);
    expect(zh.title).toMatch(/[\u4e00-\u9fff]/);
  });

  it('narrows to kinds and dates, and pages with a cursor without repeating or losing an item', async () => {
    const visits = (await timeline('rep', '?type=visit&size=50')).json().result.content as TimelineItem[];
    expect(visits.length).toBeGreaterThan(0);
    expect(visits.every((item) => item.type === 'visit')).toBe(true);
    const both = (await timeline('rep', '?type=visit,content&size=50')).json().result.content as TimelineItem[];
    expect(new Set(both.map((item) => item.type))).toEqual(new Set(['visit', 'content']));

    const all: TimelineItem[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = (await timeline('rep', `?size=3${cursor ? `&cursor=${cursor}` : ''}`)).json().result as { content: TimelineItem[]; nextCursor: string | null };
      all.push(...page.content);
      cursor = page.nextCursor;
      pages++;
    } while (cursor && pages < 100);
    const whole = (await timeline('rep', '?size=50')).json().result.content as TimelineItem[];
    expect(all.map((item) => item.id)).toEqual(whole.slice(0, all.length).map((item) => item.id));
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length);

    // Days are the enterprise's (Asia/Shanghai): today's send is in today, nothing of another day is.
    const shanghaiDay = (at: number) => new Date(at + 8 * 3600_000).toISOString().slice(0, 10);
    const today = shanghaiDay(Date.now());
    const todays = (await timeline('rep', `?from=${today}&to=${today}&size=50`)).json().result.content as TimelineItem[];
    expect(todays.some((item) => item.type === 'content')).toBe(true);
    expect(todays.every((item) => shanghaiDay(Date.parse(item.at)) === today)).toBe(true);
    const oldest = whole[whole.length - 1]!;
    const thatDay = shanghaiDay(Date.parse(oldest.at));
    if (thatDay !== today) {
      const older = (await timeline('rep', `?from=${thatDay}&to=${thatDay}&size=50`)).json().result.content as TimelineItem[];
      expect(older.map((item) => item.id)).toContain(oldest.id);
      expect(older.every((item) => shanghaiDay(Date.parse(item.at)) === thatDay)).toBe(true);
    }
  });

  it('refuses bad input in the caller’s language and hides doctors outside the data range', async () => {
    const badType = await timeline('rep', '?type=gossip', 'en');
    expect(badType.statusCode).toBe(400);
    const badCursor = await timeline('rep', '?cursor=bm90LWEtY3Vyc29y', 'en');
    expect(badCursor.statusCode).toBe(400);
    expect(badCursor.json().message).toContain('cursor');
    const reversed = await timeline('rep', '?from=2026-02-01&to=2026-01-01', 'en');
    expect(reversed.statusCode).toBe(400);
    // Another district's rep: the doctor is not in their range.
    expect((await timeline('rep2')).statusCode).toBe(404);
    // The district manager sees the rep's visits on the doctor too.
    const managers = (await timeline('manager', '?type=visit&size=50')).json().result.content as TimelineItem[];
    expect(managers.some((item) => item.summary?.includes('介绍新适应症'))).toBe(true);
  });
  it('counts the touches that reached the doctor by month and kind, as the timeline lists them', async () => {
    const summary = async (who: string, query = '') => api(t.app, token[who]!, { url: `/prod-api/doctor/${doctorId}/timeline/summary${query}` });
    const answer = await summary('rep');
    expect(answer.statusCode, answer.body).toBe(200);
    const result = answer.json().result as {
      months: string[];
      series: Array<{ type: string; counts: number[]; total: number }>;
      total: number;
      lastTouch: { type: string; at: string } | null;
    };
    expect(result.months).toHaveLength(12);
    const shanghaiMonth = (at: number) => new Date(at + 8 * 3600_000).toISOString().slice(0, 7);
    expect(result.months[11]).toBe(shanghaiMonth(Date.now()));
    const series = (type: string) => result.series.find((one) => one.type === type)!;
    expect(result.series.map((one) => one.type)).toEqual(['visit', 'content', 'meeting', 'learning', 'survey', 'account', 'prescription']);
    // The timeline's completed visits and delivered sends of the twelve months, month by month.
    const items: TimelineItem[] = [];
    for (let cursor: string | null = '', pages = 0; cursor !== null && pages < 50; pages++) {
      const page = (await timeline('rep', `?type=visit,content&from=${result.months[0]}-01&size=50${cursor ? `&cursor=${cursor}` : ''}`)).json().result as {
        content: TimelineItem[];
        nextCursor: string | null;
      };
      items.push(...page.content);
      cursor = page.nextCursor;
    }
    const touches = items.filter((item) => ['visit.completed', 'content.sent', 'content.opened', 'content.clicked'].includes(item.event) && Date.parse(item.at) <= Date.now());
    for (const type of ['visit', 'content']) {
      const expected = result.months.map((month) => touches.filter((item) => item.type === type && shanghaiMonth(Date.parse(item.at)) === month).length);
      expect(series(type).counts, type).toEqual(expected);
      expect(series(type).total).toBe(expected.reduce((sum, n) => sum + n, 0));
    }
    expect(series('visit').total).toBeGreaterThan(0);
    expect(result.total).toBe(result.series.reduce((sum, one) => sum + one.total, 0));
    expect(result.lastTouch).not.toBeNull();
    expect(Date.parse(result.lastTouch!.at)).toBeLessThanOrEqual(Date.now());
    // A plan ahead is not a touch.
    const ahead = new Date(Date.now() + 2 * 86_400_000);
    const planned = await api(t.app, token.rep!, {
      method: 'POST',
      url: '/prod-api/v2/visit/add',
      payload: { doctorId, status: 'planned', startAt: ahead.toISOString(), endAt: new Date(ahead.getTime() + 1800_000).toISOString(), visitType: 'FACE', purpose: 'PRODUCT' },
    });
    expect(planned.statusCode, planned.body).toBe(200);
    expect(((await summary('rep')).json().result as typeof result).series[0]!.total).toBe(series('visit').total);
    expect((await summary('rep', '?months=3')).json().result.months).toHaveLength(3);
    expect((await summary('rep', '?months=99')).statusCode).toBe(400);
    expect((await summary('rep2')).statusCode).toBe(404);
  });
});
