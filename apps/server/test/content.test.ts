import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processBatch } from '../src/modules/content/send-service';
import { api, buildTestApp, TENANT_B, type TestApp } from './helpers';
import { approvedArticle, articleBody, doctorsWithEmail, htmlOf, optIn, rows, startSmtp } from './content-fixtures';
import { tokens } from './meeting-fixtures';

/** The content center through its API: review, consent, caps, the ledger, tracking and mass sends. */
describe('content center', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let token: Record<string, string>;
  let articleId: number;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp({ config: { smtpUrl: smtp.url } });
    token = await tokens(t, ['marketing', 'msl', 'compliance', 'rep', 'admin', 'manager']);
    articleId = await approvedArticle(t, token, '心衰治疗新进展');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const send = (doctorIds: number[], extra: Record<string, unknown> = {}, who = 'rep') =>
    api(t.app, token[who]!, { method: 'POST', url: '/prod-api/content/send', payload: { articleId, channel: 'EMAIL', doctorIds, ...extra } });

  it('has every content call of the spec with its exact path and verb in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ url: '/prod-api/openapi.json', headers: { host: 'localhost' } })).json().paths;
    for (const path of ['channel/list/by/example/pageable', 'article/list/by/example/pageable/user', 'article/count/by/example', 'article/aggregation/{x}']) {
      expect(paths[`/prod-api/${path}`]?.get, path).toBeTruthy();
    }
    const channels = (await api(t.app, token.rep!, { url: '/prod-api/channel/list/by/example/pageable' })).json().result;
    expect(channels.content.map((c: { channel: string }) => c.channel)).toEqual(['SMS', 'EMAIL', 'WECOM']);
    const count = (await api(t.app, token.rep!, { url: '/prod-api/article/count/by/example?status=APPROVED' })).json().result;
    expect(count.total).toBeGreaterThanOrEqual(1);
    const listed = (await api(t.app, token.rep!, { url: '/prod-api/article/list/by/example/pageable/user?sendable=true&keyword=心衰治疗新进展' })).json().result;
    expect(listed.content[0]).toMatchObject({ id: articleId, status: 'APPROVED', approvedVersion: 1 });
  });

  it('stores article HTML without scripts, handlers or javascript links', async () => {
    const created = await api(t.app, token.marketing!, {
      method: 'POST',
      url: '/prod-api/content/article',
      payload: articleBody('脚本测试', { bodyHtml: '<p onclick="steal()">正文<script>alert(1)</script><a href="javascript:alert(2)">链接</a><img src="x" onerror="bad()"></p>' }),
    });
    const html = created.json().result.current.bodyHtml as string;
    expect(html).toContain('正文');
    expect(html).not.toMatch(/script|onclick|onerror|javascript:/i);
    const empty = await api(t.app, token.marketing!, {
      method: 'POST',
      url: '/prod-api/content/article',
      payload: articleBody('空', { bodyHtml: '<script>x</script>' }),
      lang: 'en',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toMatch(/empty/);
  });

  it('refuses to send an unapproved or an expired article', async () => {
    const [doctorId] = await doctorsWithEmail(t, 1, 70);
    const draft = (await api(t.app, token.marketing!, { method: 'POST', url: '/prod-api/content/article', payload: articleBody('草稿文章') })).json().result.id;
    const refused = await api(t.app, token.rep!, {
      method: 'POST',
      url: '/prod-api/content/send',
      payload: { articleId: draft, channel: 'EMAIL', doctorIds: [doctorId] },
      lang: 'en',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toMatch(/approved/);
    const expiring = await approvedArticle(t, token, '即将过期', { expiresOn: '2020-01-01' });
    const expired = await api(t.app, token.rep!, {
      method: 'POST',
      url: '/prod-api/content/send/preflight',
      payload: { articleId: expiring, channel: 'EMAIL', doctorIds: [doctorId] },
    });
    expect(expired.statusCode).toBe(400);
    const detail = (await api(t.app, token.rep!, { url: `/prod-api/content/article/${expiring}` })).json().result;
    expect(detail.status).toBe('EXPIRED');
  });

  it('preflights, e-mails with a working unsubscribe link, tracks opens and clicks, and suppresses the next send', async () => {
    const doctors = await doctorsWithEmail(t, 3, 10);
    for (const id of doctors.slice(0, 2)) await optIn(t, token.admin!, id);
    const preflight = (
      await api(t.app, token.rep!, { method: 'POST', url: '/prod-api/content/send/preflight', payload: { articleId, channel: 'EMAIL', doctorIds: doctors } })
    ).json().result;
    expect(preflight).toMatchObject({ audience: 3, willReceive: 2, excluded: { NO_CONSENT: 1 } });

    const batch = (await send(doctors)).json().result;
    expect(batch).toMatchObject({ status: 'DONE', audience: 3, counts: { ACCEPTED: 2, NO_CONSENT: 1 } });
    const mail = smtp.received.find((m) => m.to.includes(`doctor${doctors[0]}@hospital.example`));
    expect(mail).toBeTruthy();
    const html = htmlOf(mail!.raw);
    const unsubscribe = /\/pc\/content\/unsubscribe\?t=([^"&\s]+)/.exec(html)![1]!;
    const click = /\/prod-api\/content\/public\/c\/([^"\s]+)/.exec(html)![1]!;
    const open = /\/prod-api\/content\/public\/o\/([^"\s]+)/.exec(html)![1]!;

    expect((await t.app.inject({ url: `/prod-api/content/public/o/${open}`, headers: { host: 'localhost' } })).headers['content-type']).toBe('image/gif');
    const redirect = await t.app.inject({ url: `/prod-api/content/public/c/${click}`, headers: { host: 'localhost' } });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toContain('/pc/content/read?t=');
    const forged = await t.app.inject({ url: `/prod-api/content/public/unsubscribe/${unsubscribe.slice(0, -2)}xx`, headers: { host: 'localhost' } });
    expect(forged.statusCode).toBe(400);

    const token_ = decodeURIComponent(unsubscribe);
    const info = (await t.app.inject({ url: `/prod-api/content/public/unsubscribe/${token_}`, headers: { host: 'localhost' } })).json().result;
    expect(info).toMatchObject({ channel: 'EMAIL', optedOut: false });
    const confirmed = await t.app.inject({ method: 'POST', url: `/prod-api/content/public/unsubscribe/${token_}`, headers: { host: 'localhost' }, payload: {} });
    expect(confirmed.json().result).toEqual({ optedOut: true, scope: 'CHANNEL' });

    const ledger = (await api(t.app, token.rep!, { url: `/prod-api/content/send/page?articleId=${articleId}&doctorId=${doctors[0]}` })).json().result.content;
    // Opening is not delivery: the relay's 250 made it accepted, and only a receipt says more.
    expect(ledger[0]).toMatchObject({ status: 'ACCEPTED', opens: 1, clicks: 1, reportedAt: null });
    expect(ledger[0].unsubscribedAt).not.toBeNull();
    const events = await rows(t, sql`select type from interaction_event where doctor_id = ${doctors[0]} and type like 'content.%' order by id`);
    expect(events.map((e) => e.type)).toEqual(['content.sent', 'content.opened', 'content.clicked', 'content.unsubscribed']);
    const consent = (await api(t.app, token.admin!, { url: `/prod-api/content/consent/${doctors[0]}` })).json().result;
    expect(consent.states.find((s: { channel: string }) => s.channel === 'EMAIL').state).toBe('OPT_OUT');
    expect(consent.history[0]).toMatchObject({ action: 'OPT_OUT', source: 'UNSUBSCRIBE_LINK' });

    const again = (await send([doctors[0]!])).json().result;
    expect(again.counts).toEqual({ NO_CONSENT: 1 });
    const byArticle = (await api(t.app, token.marketing!, { url: `/prod-api/article/aggregation/article?articleId=${articleId}` })).json().result;
    expect(byArticle[0]).toMatchObject({ sends: 2, delivered: 0, opens: 1, clicks: 1, unsubscribed: 1, openRate: 0.5 });
  });

  it('lets exactly the cap of twenty concurrent sends to one doctor through', async () => {
    await api(t.app, token.admin!, {
      method: 'PUT',
      url: '/prod-api/content/channel/EMAIL',
      payload: { enabled: true, capCount: 3, capPeriod: 'MONTH', quietStart: null, quietEnd: null },
    });
    const [doctorId] = await doctorsWithEmail(t, 1, 30);
    await optIn(t, token.admin!, doctorId!);
    const results = await Promise.all(Array.from({ length: 20 }, () => send([doctorId!])));
    const counts = results.map((r) => r.json().result.counts as Record<string, number>);
    expect(counts.filter((c) => c.ACCEPTED === 1)).toHaveLength(3);
    expect(counts.filter((c) => c.CAP_REACHED === 1)).toHaveLength(17);
    const counted = await rows(
      t,
      sql`select count(*)::int as n from content_send where doctor_id = ${doctorId} and status in ('ACCEPTED', 'DELIVERED', 'BOUNCED', 'QUEUED', 'SENDING')`,
    );
    expect(counted[0]!.n).toBe(3);
  });

  it('suppresses sends in quiet hours and to doctors with an objection', async () => {
    const [quietDoctor, objecting] = await doctorsWithEmail(t, 2, 40);
    for (const id of [quietDoctor!, objecting!]) await optIn(t, token.admin!, id);
    await api(t.app, token.admin!, {
      method: 'POST',
      url: `/prod-api/content/consent/${objecting}`,
      payload: { channel: 'EMAIL', action: 'OBJECT', source: 'PORTAL', textVersion: 'v1' },
    });
    // A quiet window from an hour ago to an hour from now, in the tenant's time zone.
    const local = (offsetMinutes: number) =>
      new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(Date.now() + offsetMinutes * 60_000));
    await api(t.app, token.admin!, {
      method: 'PUT',
      url: '/prod-api/content/channel/EMAIL',
      payload: { enabled: true, capCount: null, capPeriod: 'WEEK', quietStart: local(-60), quietEnd: local(60) },
    });
    const quiet = (await send([quietDoctor!, objecting!])).json().result;
    await api(t.app, token.admin!, {
      method: 'PUT',
      url: '/prod-api/content/channel/EMAIL',
      payload: { enabled: true, capCount: null, capPeriod: 'WEEK', quietStart: null, quietEnd: null },
    });
    expect(quiet.counts).toEqual({ OBJECTION: 1, QUIET_HOURS: 1 });
    const ledger = (await api(t.app, token.rep!, { url: `/prod-api/content/send/page?batchId=${quiet.id}`, lang: 'en' })).json().result.content;
    expect(ledger.map((r: { status: string }) => r.status)).toEqual(['SUPPRESSED', 'SUPPRESSED']);
  });

  it('finishes a mass send interrupted by a restart without e-mailing anyone twice', async () => {
    const doctors = await doctorsWithEmail(t, 260, 100, 'others');
    await t.app.db.execute(sql`insert into content_consent (tenant_id, doctor_id, channel, state, source, text_version)
      select tenant_id, id, 'EMAIL', 'OPT_IN', 'IMPORT', 'v1' from doctor where id = any(${sql.param(doctors)}::bigint[])`);
    const batch = (await send(doctors, {}, 'marketing')).json().result;
    expect(batch).toMatchObject({ status: 'QUEUED', audience: 260 });
    const tenantId = Number((await rows(t, sql`select tenant_id from content_batch where id = ${batch.id}`))[0]!.tenant_id);
    await processBatch(t.app, tenantId, batch.id, { maxChunks: 1 });
    // The server restarts on the same database; the queued job runs there.
    const second = await buildTestApp({ database: t.database, config: { smtpUrl: smtp.url } });
    try {
      expect(await second.app.jobs.drain()).toBeGreaterThanOrEqual(1);
    } finally {
      await second.app.close();
    }
    const records = (await api(t.app, token.manager!, { url: '/prod-api/content/batch/page' })).json().result.content;
    expect(records.find((r: { id: number }) => r.id === batch.id)).toMatchObject({ status: 'DONE', processed: 260, counts: { ACCEPTED: 260 } });
    // Marketing, who sent it, reads its own mass sends; a rep does not hold the records.
    const own = (await api(t.app, token.marketing!, { url: '/prod-api/content/batch/page?mine=true' })).json().result.content;
    expect(own.map((r: { id: number }) => r.id)).toContain(batch.id);
    expect((await api(t.app, token.rep!, { url: '/prod-api/content/batch/page' })).statusCode).toBe(403);
    const addresses = smtp.received.flatMap((m) => m.to).filter((to) => doctors.some((id) => to === `doctor${id}@hospital.example`));
    expect(addresses).toHaveLength(260);
    expect(new Set(addresses).size).toBe(260);
  });

  it('answers 404 for another tenant’s article, doctor and consent', async () => {
    const [doctorId] = await doctorsWithEmail(t, 1, 50);
    const other = await tokens(t, ['rep', 'admin'], TENANT_B);
    expect((await api(t.app, other.rep!, { url: `/prod-api/content/article/${articleId}`, host: TENANT_B })).statusCode).toBe(404);
    expect(
      (await api(t.app, other.rep!, { method: 'POST', url: '/prod-api/content/send', host: TENANT_B, payload: { articleId, channel: 'EMAIL', doctorIds: [doctorId] } })).statusCode,
    ).toBe(404);
    expect((await api(t.app, other.admin!, { url: `/prod-api/content/consent/${doctorId}`, host: TENANT_B })).statusCode).toBe(404);
    expect((await send([doctorId!, 999_999_999])).statusCode).toBe(404);
  });

  it('offers and sends only to doctors of the sender’s data range', async () => {
    const [mine] = await doctorsWithEmail(t, 1, 60);
    const outside = await rows(
      t,
      sql`select d.id from doctor d join enterprise e on e.id = d.tenant_id where e.domain = 'localhost'
        and not exists (select 1 from doctor_assignment a join app_user u on u.org_id = a.org_id where a.doctor_id = d.id and u.tenant_id = e.id and u.username = 'rep')
        order by d.id limit 1`,
    );
    const stranger = Number(outside[0]!.id);
    const offered = async (who: string) =>
      (await api(t.app, token[who]!, { url: '/prod-api/content/send/recipients?size=50' })).json().result.content.map((d: { id: number }) => d.id) as number[];
    // Marketing holds no customer list but may send, so it picks from its whole range (all doctors).
    expect((await offered('marketing')).length).toBe(50);
    const repOffers = await offered('rep');
    expect(repOffers.length).toBeGreaterThan(0);
    expect(repOffers).not.toContain(stranger);
    const refused = await api(t.app, token.rep!, {
      method: 'POST',
      url: '/prod-api/content/send/preflight',
      payload: { articleId, channel: 'EMAIL', doctorIds: [mine, stranger] },
    });
    expect(refused.statusCode).toBe(404);
    const sent = await api(t.app, token.rep!, { method: 'POST', url: '/prod-api/content/send/preflight', payload: { articleId, channel: 'EMAIL', doctorIds: [mine] } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await api(t.app, token.compliance!, { url: '/prod-api/content/send/recipients' })).statusCode).toBe(403);
  });
});
