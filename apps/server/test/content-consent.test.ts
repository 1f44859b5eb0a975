import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, TENANT_B, type TestApp } from './helpers';
import { approvedArticle, doctorsWithEmail, htmlOf, optIn, rows, startSmtp } from './content-fixtures';
import { tokens } from './meeting-fixtures';

/** Consent per product on the doctor record and in sends, and marketing campaigns with their figures per content, channel and region. */
describe('content consent per product and campaigns', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let token: Record<string, string>;
  let productX: number;
  let productY: number;
  let articleX: number;
  let articleY: number;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await buildTestApp({ config: { smtpUrl: smtp.url } });
    token = await tokens(t, ['marketing', 'msl', 'compliance', 'rep', 'admin', 'manager', 'reader']);
    const products = await rows(t, sql`select p.id from product p join enterprise e on e.id = p.tenant_id where e.domain = 'localhost' order by p.id limit 2`);
    [productX, productY] = products.map((r) => Number(r.id)) as [number, number];
    articleX = await approvedArticle(t, token, '产品甲用药指导', { productId: productX });
    articleY = await approvedArticle(t, token, '产品乙临床证据', { productId: productY });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const send = (articleId: number, doctorIds: number[], path = 'send') =>
    api(t.app, token.rep!, { method: 'POST', url: `/prod-api/content/${path}`, payload: { articleId, channel: 'EMAIL', doctorIds } });
  const consent = (doctorId: number, payload: Record<string, unknown>, who = 'rep', host?: string) =>
    api(t.app, token[who]!, { method: 'POST', url: `/prod-api/content/consent/${doctorId}`, host, payload: { channel: 'EMAIL', source: 'PORTAL', textVersion: 'v2', ...payload } });
  const setCap = (capCount: number | null) =>
    api(t.app, token.admin!, { method: 'PUT', url: '/prod-api/content/channel/EMAIL', payload: { enabled: true, capCount, capPeriod: 'MONTH', quietStart: null, quietEnd: null } });

  it('suppresses a product the doctor opted out of, even under twenty concurrent sends, and still sends the other product up to the cap', async () => {
    await setCap(3);
    const [doctorId] = await doctorsWithEmail(t, 1, 10);
    await optIn(t, token.rep!, doctorId!);
    const optedOut = await consent(doctorId!, { action: 'OPT_OUT', productId: productX });
    expect(optedOut.statusCode, optedOut.body).toBe(200);
    expect(optedOut.json().result.products).toEqual([expect.objectContaining({ channel: 'EMAIL', productId: productX, state: 'OPT_OUT', source: 'PORTAL', textVersion: 'v2' })]);

    expect((await send(articleX, [doctorId!], 'send/preflight')).json().result).toMatchObject({ willReceive: 0, excluded: { PRODUCT_OPT_OUT: 1 } });
    expect((await send(articleY, [doctorId!], 'send/preflight')).json().result).toMatchObject({ willReceive: 1, excluded: { PRODUCT_OPT_OUT: 0 } });

    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => send(i % 2 === 0 ? articleX : articleY, [doctorId!])));
    const outcomes = results.map((r, i) => ({ article: i % 2 === 0 ? 'X' : 'Y', counts: r.json().result.counts as Record<string, number> }));
    expect(outcomes.filter((o) => o.article === 'X').every((o) => o.counts.PRODUCT_OPT_OUT === 1)).toBe(true);
    expect(outcomes.filter((o) => o.article === 'Y' && o.counts.ACCEPTED === 1)).toHaveLength(3);
    expect(outcomes.filter((o) => o.article === 'Y' && o.counts.CAP_REACHED === 1)).toHaveLength(7);
    const ledger = (await api(t.app, token.rep!, { url: `/prod-api/content/send/page?doctorId=${doctorId}&size=50`, lang: 'en' })).json().result.content;
    expect(ledger.filter((r: { articleId: number; status: string }) => r.articleId === articleX && r.status !== 'SUPPRESSED')).toEqual([]);
    await setCap(null);
  });

  it('lets a product opt-in admit that product alone, and a product opt-out taken between sends stops the next ones', async () => {
    const [doctorId] = await doctorsWithEmail(t, 1, 11);
    await consent(doctorId!, { action: 'OPT_IN', productId: productY });
    expect((await send(articleY, [doctorId!])).json().result.counts).toEqual({ ACCEPTED: 1 });
    expect((await send(articleX, [doctorId!])).json().result.counts).toEqual({ NO_CONSENT: 1 });
    // Concurrent sends and an opt-out of product Y: every send recorded after the opt-out is suppressed.
    const sends = Array.from({ length: 10 }, () => send(articleY, [doctorId!]));
    const change = consent(doctorId!, { action: 'OPT_OUT', productId: productY });
    await Promise.all([...sends, change]);
    expect((await send(articleY, [doctorId!])).json().result.counts).toEqual({ PRODUCT_OPT_OUT: 1 });
    const [optOut] = await rows(t, sql`select occurred_at from content_consent_history where doctor_id = ${doctorId} and action = 'OPT_OUT' and product_id = ${productY}`);
    const late = await rows(
      t,
      sql`select count(*)::int as n from content_send where doctor_id = ${doctorId} and article_id = ${articleY} and status <> 'SUPPRESSED' and created_at > ${optOut!.occurred_at as string}::timestamptz`,
    );
    expect(late[0]!.n).toBe(0);
  });

  it('lets the unsubscribe link stop only the product of the message, then the whole channel; a message about no product offers only the channel', async () => {
    const [doctorId, other] = await doctorsWithEmail(t, 2, 14);
    await optIn(t, token.rep!, doctorId!);
    await optIn(t, token.rep!, other!);
    expect((await send(articleX, [doctorId!])).json().result.counts).toEqual({ ACCEPTED: 1 });
    const mail = [...smtp.received].reverse().find((m) => m.to.includes(`doctor${doctorId}@hospital.example`));
    const link = decodeURIComponent(/\/pc\/content\/unsubscribe\?t=([^"&\s]+)/.exec(htmlOf(mail!.raw))![1]!);
    const publicCall = (method: 'GET' | 'POST', payload?: Record<string, unknown>) =>
      t.app.inject({ method, url: `/prod-api/content/public/unsubscribe/${link}`, headers: { host: 'localhost', 'accept-language': 'en' }, ...(payload ? { payload } : {}) });

    expect((await publicCall('GET')).json().result).toMatchObject({ optedOut: false, product: { id: productX, optedOut: false } });
    expect((await publicCall('POST', { scope: 'PRODUCT' })).json().result).toEqual({ optedOut: true, scope: 'PRODUCT' });
    expect((await publicCall('GET')).json().result).toMatchObject({ optedOut: false, product: { id: productX, optedOut: true } });
    // Product X stops; product Y still reaches the doctor on the same channel.
    expect((await send(articleX, [doctorId!])).json().result.counts).toEqual({ PRODUCT_OPT_OUT: 1 });
    expect((await send(articleY, [doctorId!])).json().result.counts).toEqual({ ACCEPTED: 1 });
    const history = (await api(t.app, token.admin!, { url: `/prod-api/content/consent/${doctorId}` })).json().result.history;
    expect(history[0]).toMatchObject({ action: 'OPT_OUT', source: 'UNSUBSCRIBE_LINK', productId: productX });

    expect((await publicCall('POST', { scope: 'CHANNEL' })).json().result).toEqual({ optedOut: true, scope: 'CHANNEL' });
    expect((await send(articleY, [doctorId!])).json().result.counts).toEqual({ NO_CONSENT: 1 });

    const plain = await approvedArticle(t, token, '无产品的学术通讯');
    expect((await send(plain, [other!])).json().result.counts).toEqual({ ACCEPTED: 1 });
    const plainMail = [...smtp.received].reverse().find((m) => m.to.includes(`doctor${other}@hospital.example`));
    const plainLink = decodeURIComponent(/\/pc\/content\/unsubscribe\?t=([^"&\s]+)/.exec(htmlOf(plainMail!.raw))![1]!);
    const info = await t.app.inject({ url: `/prod-api/content/public/unsubscribe/${plainLink}`, headers: { host: 'localhost' } });
    expect(info.json().result.product).toBeNull();
    const refused = await t.app.inject({
      method: 'POST',
      url: `/prod-api/content/public/unsubscribe/${plainLink}`,
      headers: { host: 'localhost', 'accept-language': 'en' },
      payload: { scope: 'PRODUCT' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This message is not about a product: only the whole channel can be unsubscribed');
  });

  it('keeps the consent history append-only and shows it with its product, source and text version', async () => {
    const [doctorId] = await doctorsWithEmail(t, 1, 12);
    await consent(doctorId!, { action: 'OPT_IN', source: 'REP_ATTESTED', attestation: '医生签署了知情同意书' });
    await consent(doctorId!, { action: 'OPT_OUT', productId: productX });
    await consent(doctorId!, { action: 'OBJECT' });
    const shown = (await api(t.app, token.marketing!, { url: `/prod-api/content/consent/${doctorId}`, lang: 'en' })).json().result;
    expect(shown.history.slice(0, 3)).toMatchObject([
      { action: 'OBJECT', productId: null },
      { action: 'OPT_OUT', productId: productX, productName: expect.any(String), source: 'PORTAL', textVersion: 'v2' },
      { action: 'OPT_IN', productId: null, source: 'REP_ATTESTED', attestation: '医生签署了知情同意书' },
    ]);
    expect(shown.states.every((s: { objection: boolean }) => s.objection)).toBe(true);
    expect((await send(articleY, [doctorId!])).json().result.counts).toEqual({ OBJECTION: 1 });
    await expect(t.app.db.execute(sql`update content_consent_history set action = 'OPT_IN' where doctor_id = ${doctorId}`)).rejects.toThrow();
    await expect(t.app.db.execute(sql`delete from content_consent_history where doctor_id = ${doctorId}`)).rejects.toThrow();
    const kept = await rows(t, sql`select count(*)::int as n from content_consent_history where doctor_id = ${doctorId}`);
    expect(kept[0]!.n).toBeGreaterThanOrEqual(3);
    const objection = await consent(doctorId!, { action: 'OBJECT', productId: productX }, 'rep');
    expect(objection.statusCode).toBe(400);
  });

  it('answers 404 for another tenant’s doctor and campaign, and refuses consent and campaign writes without a write permission', async () => {
    const [doctorId] = await doctorsWithEmail(t, 1, 13);
    const other = await tokens(t, ['admin', 'marketing'], TENANT_B);
    expect(
      (
        await api(t.app, other.admin!, {
          method: 'POST',
          url: `/prod-api/content/consent/${doctorId}`,
          host: TENANT_B,
          payload: { channel: 'EMAIL', action: 'OPT_OUT', source: 'PORTAL', textVersion: 'v1' },
        })
      ).statusCode,
    ).toBe(404);
    const [foreignProduct] = await rows(t, sql`select p.id from product p join enterprise e on e.id = p.tenant_id where e.domain = ${TENANT_B} limit 1`);
    const wrongProduct = await api(t.app, token.rep!, {
      method: 'POST',
      url: `/prod-api/content/consent/${doctorId}`,
      lang: 'en',
      payload: { channel: 'EMAIL', action: 'OPT_OUT', source: 'PORTAL', textVersion: 'v1', productId: Number(foreignProduct!.id) },
    });
    expect(wrongProduct.statusCode).toBe(400);
    expect(wrongProduct.json().message).toMatch(/productId/);
    expect((await consent(doctorId!, { action: 'OPT_IN' }, 'reader')).statusCode).toBe(403);

    const body = { name: '春季心衰推广', startsOn: '2026-01-01', endsOn: '2026-01-31', productId: productY, articleIds: [articleY] };
    expect((await api(t.app, token.manager!, { method: 'POST', url: '/prod-api/content/campaign', payload: body })).statusCode).toBe(403);
    const created = (await api(t.app, token.marketing!, { method: 'POST', url: '/prod-api/content/campaign', payload: body })).json().result;
    expect((await api(t.app, other.marketing!, { method: 'PUT', url: `/prod-api/content/campaign/${created.id}`, host: TENANT_B, payload: body })).statusCode).toBe(404);
    expect((await api(t.app, other.marketing!, { url: `/prod-api/content/campaign/${created.id}/breakdown/channel`, host: TENANT_B })).statusCode).toBe(404);
  });

  it('lets marketing create and edit a campaign and shows its reach, opens and clicks per content, channel and region against the period before', async () => {
    const articleZ = await approvedArticle(t, token, '产品乙病例分享', { productId: productY });
    const doctors = await doctorsWithEmail(t, 3, 20);
    for (const id of doctors) await optIn(t, token.rep!, id);
    const batch = (await send(articleZ, doctors)).json().result;
    expect(batch.counts).toEqual({ ACCEPTED: 3 });
    // One open and one click now; one send of the same article in the period before.
    await t.app.db.execute(sql`update content_send set opened_at = now(), opens = 1, clicked_at = now(), clicks = 1 where batch_id = ${batch.id} and doctor_id = ${doctors[0]}`);
    await t.app.db.execute(
      sql`update content_send set created_at = now() - interval '10 days', sent_at = now() - interval '10 days' where batch_id = ${batch.id} and doctor_id = ${doctors[2]}`,
    );

    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' });
    const invalid = await api(t.app, token.marketing!, {
      method: 'POST',
      url: '/prod-api/content/campaign',
      lang: 'en',
      payload: { name: 'x', startsOn: day(0), endsOn: day(-1) },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toMatch(/start date/);
    const unnamed = await api(t.app, token.marketing!, { method: 'POST', url: '/prod-api/content/campaign', lang: 'en', payload: { name: '', startsOn: day(0), endsOn: day(1) } });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().message).toMatch(/name/);

    const created = await api(t.app, token.marketing!, {
      method: 'POST',
      url: '/prod-api/content/campaign',
      payload: { name: '产品乙季度推广', nameEn: 'Product Y quarter', productId: productY, startsOn: day(-20), endsOn: day(0), articleIds: [] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().result.id as number;
    const edited = await api(t.app, token.marketing!, {
      method: 'PUT',
      url: `/prod-api/content/campaign/${id}`,
      payload: { name: '产品乙推广', nameEn: 'Product Y push', productId: productY, startsOn: day(-5), endsOn: day(0), articleIds: [articleZ] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().result).toMatchObject({ name: '产品乙推广', articleIds: [articleZ], current: { sends: 2, opens: 1, clicks: 1, openRate: 0.5 }, previous: { sends: 1 } });

    const listed = (await api(t.app, token.manager!, { url: '/prod-api/content/campaign/list' })).json().result;
    expect(listed.find((c: { id: number }) => c.id === id)).toMatchObject({ nameEn: 'Product Y push' });
    const byChannel = (await api(t.app, token.manager!, { url: `/prod-api/content/campaign/${id}/breakdown/channel` })).json().result;
    expect(byChannel).toEqual([
      expect.objectContaining({ key: 'EMAIL', current: expect.objectContaining({ sends: 2, clickRate: 0.5 }), previous: expect.objectContaining({ sends: 1 }) }),
    ]);
    const byContent = (await api(t.app, token.manager!, { url: `/prod-api/content/campaign/${id}/breakdown/article` })).json().result;
    expect(byContent).toEqual([expect.objectContaining({ key: String(articleZ), label: '产品乙病例分享' })]);
    const byRegion = (await api(t.app, token.manager!, { url: `/prod-api/content/campaign/${id}/breakdown/region`, lang: 'en' })).json().result;
    expect(byRegion.reduce((sum: number, r: { current: { sends: number } }) => sum + r.current.sends, 0)).toBe(2);
    expect((await api(t.app, token.manager!, { url: `/prod-api/content/campaign/${id}/breakdown/doctor` })).statusCode).toBe(400);
  });
});
