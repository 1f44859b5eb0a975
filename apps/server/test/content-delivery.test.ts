import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, TENANT_B, type TestApp } from './helpers';
import { approvedArticle, doctorsWithEmail, optIn, rows } from './content-fixtures';
import { tokens } from './meeting-fixtures';

/**
 * Without a mail relay, e-mails are kept in the outbox that marketing and administrators read; each
 * send's state comes from its channel: accepted when the channel took it, delivered or bounced only
 * from the channel's receipt, while opens and clicks stay events of their own.
 */
describe('e-mail outbox and delivery receipts', () => {
  let t: TestApp;
  let token: Record<string, string>;
  let articleId: number;
  const title = '外泌体心衰标志物综述';

  beforeAll(async () => {
    t = await buildTestApp({ config: { smtpUrl: undefined } });
    token = await tokens(t, ['marketing', 'msl', 'compliance', 'rep', 'admin']);
    articleId = await approvedArticle(t, token, title);
  });
  afterAll(() => t.close());

  const send = (doctorIds: number[]) => api(t.app, token.marketing!, { method: 'POST', url: '/prod-api/content/send', payload: { articleId, channel: 'EMAIL', doctorIds } });
  const outbox = (who: string, query = '') => api(t.app, token[who]!, { url: `/prod-api/content/email-outbox/page?${query}` });
  const receipts = (who: string, body: unknown) => api(t.app, token[who]!, { method: 'POST', url: '/prod-api/content/receipts', payload: body, lang: 'en' });
  const ledgerOf = async (doctorId: number) =>
    (await api(t.app, token.marketing!, { url: `/prod-api/content/send/page?articleId=${articleId}&doctorId=${doctorId}` })).json().result.content[0];

  it('keeps the e-mail in the outbox, accepted, with the consent it was admitted on, for marketing and not for reps', async () => {
    const [consenting, silent] = await doctorsWithEmail(t, 2, 200, 'others');
    await optIn(t, token.admin!, consenting!);
    const batch = (await send([consenting!, silent!])).json().result;
    expect(batch.counts).toEqual({ ACCEPTED: 1, NO_CONSENT: 1 });

    const page = await outbox('marketing', `keyword=${encodeURIComponent(title)}`);
    expect(page.statusCode, page.body).toBe(200);
    const [kept, ...others] = page.json().result.content;
    expect(others).toHaveLength(0);
    expect(kept).toMatchObject({
      toAddress: `doctor${consenting}@hospital.example`,
      subject: title,
      doctorId: consenting,
      batchId: batch.id,
      status: 'ACCEPTED',
      opens: 0,
      consent: { action: 'OPT_IN', source: 'REP_ATTESTED' },
    });
    expect((await outbox('marketing', `batchId=${batch.id}`)).json().result.totalElements).toBe(1);
    expect((await outbox('admin', `batchId=${batch.id}`)).json().result.totalElements).toBe(1);
    expect((await outbox('rep')).statusCode).toBe(403);
    const foreign = await tokens(t, ['admin'], TENANT_B);
    const elsewhere = await api(t.app, foreign.admin!, { url: `/prod-api/content/email-outbox/page?batchId=${batch.id}`, host: TENANT_B });
    expect(elsewhere.json().result.totalElements).toBe(0);
    expect((await api(t.app, foreign.admin!, { url: `/prod-api/content/email-outbox/${kept.id}`, host: TENANT_B })).statusCode).toBe(404);

    // Reading the kept message is not the doctor's open: its tracked links and pixel are disabled.
    const detail = (await api(t.app, token.marketing!, { url: `/prod-api/content/email-outbox/${kept.id}` })).json().result;
    expect(detail.html).toContain(title);
    expect(detail.html).not.toMatch(/\/content\/public\/|unsubscribe\?t=/);
    const [stored] = await rows(t, sql`select html from content_email_outbox where id = ${kept.id}`);
    expect(String(stored!.html)).toMatch(/\/prod-api\/content\/public\/o\//);
    expect(await ledgerOf(consenting!)).toMatchObject({ status: 'ACCEPTED', opens: 0 });
  });

  it('moves a send to delivered or bounced only on the channel receipt, once, and counts each apart from opens', async () => {
    const [reached, bounced] = await doctorsWithEmail(t, 2, 210, 'others');
    for (const id of [reached!, bounced!]) await optIn(t, token.admin!, id);
    await send([reached!, bounced!]);
    const ids = await rows(t, sql`select doctor_id, provider_message_id from content_send where article_id = ${articleId} and doctor_id in (${reached}, ${bounced})`);
    const messageOf = (doctorId: number) => String(ids.find((r) => Number(r.doctor_id) === doctorId)!.provider_message_id);
    expect(messageOf(reached!)).toMatch(/^outbox-\d+$/);

    // The doctor opens the message: opened, still only accepted.
    const [stored] = await rows(
      t,
      sql`select o.html from content_email_outbox o join content_send s on s.id = o.send_id where s.doctor_id = ${reached} and s.article_id = ${articleId}`,
    );
    const pixel = /\/prod-api\/content\/public\/o\/([^"\s]+)/.exec(String(stored!.html))![1]!;
    await t.app.inject({ url: `/prod-api/content/public/o/${pixel}`, headers: { host: 'localhost' } });
    expect(await ledgerOf(reached!)).toMatchObject({ status: 'ACCEPTED', opens: 1, reportedAt: null });

    expect((await receipts('rep', { receipts: [{ channel: 'EMAIL', providerMessageId: messageOf(reached!), status: 'DELIVERED' }] })).statusCode).toBe(403);
    const bad = await receipts('admin', { receipts: [{ channel: 'FAX', providerMessageId: messageOf(reached!), status: 'DELIVERED' }] });
    expect(bad.statusCode).toBe(400);

    const first = await receipts('admin', {
      receipts: [
        { channel: 'EMAIL', providerMessageId: messageOf(reached!), status: 'DELIVERED', at: '2026-11-20T08:00:00+08:00' },
        { channel: 'EMAIL', providerMessageId: messageOf(bounced!), status: 'BOUNCED', reason: '550 5.1.1 Mailbox does not exist' },
        { channel: 'SMS', providerMessageId: messageOf(reached!), status: 'DELIVERED' },
        { channel: 'EMAIL', providerMessageId: 'outbox-999999999', status: 'DELIVERED' },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().result).toEqual({ applied: 2, unchanged: 0, unknown: [messageOf(reached!), 'outbox-999999999'] });
    expect(await ledgerOf(reached!)).toMatchObject({ status: 'DELIVERED', opens: 1, reportedAt: '2026-11-20T00:00:00.000Z' });
    expect(await ledgerOf(bounced!)).toMatchObject({ status: 'BOUNCED', error: '550 5.1.1 Mailbox does not exist' });

    // A repeated or contradicting receipt changes nothing and records no second event.
    const again = await receipts('admin', { receipts: [{ channel: 'EMAIL', providerMessageId: messageOf(reached!), status: 'BOUNCED', reason: 'late' }] });
    expect(again.json().result).toEqual({ applied: 0, unchanged: 1, unknown: [] });
    expect(await ledgerOf(reached!)).toMatchObject({ status: 'DELIVERED' });
    const events = await rows(
      t,
      sql`select doctor_id, type from interaction_event where doctor_id in (${reached}, ${bounced}) and type in ('content.delivered', 'content.bounced') order by id`,
    );
    expect(events.map((e) => [Number(e.doctor_id), e.type])).toEqual([
      [reached, 'content.delivered'],
      [bounced, 'content.bounced'],
    ]);

    const [figures] = (await api(t.app, token.marketing!, { url: `/prod-api/article/aggregation/article?articleId=${articleId}` })).json().result;
    expect(figures).toMatchObject({ sends: 3, delivered: 1, bounced: 1, failed: 0, opens: 1, suppressed: 1 });
  });
});
