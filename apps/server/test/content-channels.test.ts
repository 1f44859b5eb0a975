import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser, enterprise } from '../src/db/schema/platform/tenancy';
import { api, buildTestApp, type TestApp } from './helpers';
import { approvedArticle, doctorsWithEmail, optIn, rows } from './content-fixtures';
import { tokens } from './meeting-fixtures';

/** WeCom's customer-contact API on loopback: tokens and the message templates members are asked to send. */
function startFakeWecom() {
  const templates: Array<{ sender: string; external_userid: string[]; text: { content: string }; attachments: Array<{ link: { url: string; title: string } }> }> = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/cgi-bin/gettoken') return void res.end(JSON.stringify({ errcode: 0, access_token: 'send-token', expires_in: 7200 }));
    if (url.searchParams.get('access_token') !== 'send-token') return void res.end(JSON.stringify({ errcode: 40014, errmsg: 'invalid access_token' }));
    if (url.pathname === '/cgi-bin/externalcontact/add_msg_template') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        templates.push(JSON.parse(body));
        res.end(JSON.stringify({ errcode: 0, errmsg: 'ok', fail_list: [], msgid: `msg-${templates.length}` }));
      });
      return;
    }
    res.statusCode = 404;
    res.end('{}');
  });
  return new Promise<{ base: string; templates: typeof templates; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ base: `http://127.0.0.1:${port}`, templates, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

describe('content over WeCom and SMS', () => {
  let t: TestApp;
  let wecom: Awaited<ReturnType<typeof startFakeWecom>>;
  let token: Record<string, string>;
  let articleId: number;

  beforeAll(async () => {
    wecom = await startFakeWecom();
    t = await buildTestApp({ config: { wecomApiBase: wecom.base } });
    const [tenant] = await t.app.db.select().from(enterprise).where(eq(enterprise.domain, 'localhost'));
    await t.app.db.update(enterprise).set({ wecomCorpId: 'ww-corp', wecomAgentId: '1000002', wecomSecret: 'contact-secret' }).where(eq(enterprise.id, tenant!.id));
    await t.app.db
      .update(appUser)
      .set({ wecomUserId: 'zhangsan' })
      .where(and(eq(appUser.tenantId, tenant!.id), eq(appUser.username, 'rep')));
    token = await tokens(t, ['marketing', 'msl', 'compliance', 'rep', 'admin']);
    articleId = await approvedArticle(t, token, '企业微信推送文章');
  });
  afterAll(async () => {
    await t.close();
    await wecom.close();
  });

  it('sends to a bound external contact through WeCom and suppresses an unbound doctor', async () => {
    const [bound, unbound] = await doctorsWithEmail(t, 2, 90);
    for (const id of [bound!, unbound!]) await optIn(t, token.admin!, id, 'WECOM');
    const [rep] = await rows(t, sql`select id, tenant_id from app_user where username = 'rep' and tenant_id = (select id from enterprise where domain = 'localhost')`);
    await t.app.db.execute(sql`delete from doctor_wecom_binding where doctor_id = any(${sql.param([bound!, unbound!])}::bigint[])`);
    await t.app.db.execute(
      sql`insert into doctor_wecom_binding (tenant_id, doctor_id, user_id, external_user_id, name) values (${rep!.tenant_id}, ${bound}, ${rep!.id}, 'wm-bound', '李医生')`,
    );
    const batch = (await api(t.app, token.rep!, { method: 'POST', url: '/prod-api/content/send', payload: { articleId, channel: 'WECOM', doctorIds: [bound, unbound] } })).json()
      .result;
    expect(batch.counts).toEqual({ ACCEPTED: 1, NOT_BOUND: 1 });
    expect(wecom.templates).toHaveLength(1);
    expect(wecom.templates[0]).toMatchObject({ sender: 'zhangsan', external_userid: ['wm-bound'], attachments: [{ link: { title: '企业微信推送文章' } }] });
    expect(wecom.templates[0]!.attachments[0]!.link.url).toMatch(/\/prod-api\/content\/public\/c\//);
    expect(wecom.templates[0]!.text.content).toMatch(/\/pc\/content\/unsubscribe\?t=/);
  });

  it('sends a text message with a tracked link and an unsubscribe link through the SMS module', async () => {
    const [doctorId] = await doctorsWithEmail(t, 1, 95);
    await optIn(t, token.admin!, doctorId!, 'SMS');
    const batch = (await api(t.app, token.rep!, { method: 'POST', url: '/prod-api/content/send', payload: { articleId, channel: 'SMS', doctorIds: [doctorId] } })).json().result;
    expect(batch.counts).toEqual({ ACCEPTED: 1 });
    const [mobile] = await rows(t, sql`select mobile from doctor where id = ${doctorId}`);
    const [message] = await rows(t, sql`select content, status from sms_message where phone = ${mobile!.mobile} order by id desc limit 1`);
    expect(message).toMatchObject({ status: 'outbox' });
    expect(String(message!.content)).toMatch(/企业微信推送文章 http:\/\/localhost(:\d+)?\/prod-api\/content\/public\/c\/\S+ 退订: \S+unsubscribe\?t=/);
    const events = await rows(t, sql`select type, channel from interaction_event where doctor_id = ${doctorId} and type like 'content.%'`);
    expect(events).toEqual([{ type: 'content.sent', channel: 'sms' }]);
  });
});
