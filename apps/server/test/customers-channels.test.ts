import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser, enterprise } from '../src/db/schema/platform/tenancy';
import { api, buildTestApp, login, TENANT_A, TENANT_B, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

interface FakeContact {
  external_userid: string;
  name: string;
  avatar: string;
  corp_name: string;
  followers: string[];
}

/** WeCom's customer-contact API on loopback: contacts of member zhangsan, two per page. */
function startFakeWecom() {
  const contacts = new Map<string, FakeContact>(
    [
      { external_userid: 'wm-li', name: '李医生', avatar: 'https://wework.example/li.png', corp_name: '', followers: ['zhangsan'] },
      { external_userid: 'wm-wang', name: '王主任', avatar: 'https://wework.example/wang.png', corp_name: '', followers: ['zhangsan'] },
      { external_userid: 'wm-zhao', name: '赵教授', avatar: '', corp_name: '某医院', followers: ['zhangsan', 'lisi'] },
      { external_userid: 'wm-other', name: '别人的客户', avatar: '', corp_name: '', followers: ['lisi'] },
    ].map((c) => [c.external_userid, c]),
  );
  const state = { down: false, calls: [] as string[] };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    state.calls.push(url.pathname);
    res.setHeader('content-type', 'application/json');
    if (state.down) {
      res.statusCode = 502;
      return void res.end('{}');
    }
    if (url.pathname === '/cgi-bin/gettoken') return void res.end(JSON.stringify({ errcode: 0, access_token: 'contact-token', expires_in: 7200 }));
    if (url.searchParams.get('access_token') !== 'contact-token') return void res.end(JSON.stringify({ errcode: 40014, errmsg: 'invalid access_token' }));
    if (url.pathname === '/cgi-bin/externalcontact/batch/get_by_user') {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const { userid_list: users, cursor } = JSON.parse(body) as { userid_list: string[]; cursor: string };
        const mine = [...contacts.values()].filter((c) => c.followers.some((f) => users.includes(f)));
        const start = Number(cursor || 0);
        const page = mine.slice(start, start + 2);
        res.end(
          JSON.stringify({
            errcode: 0,
            external_contact_list: page.map((c) => ({
              external_contact: { external_userid: c.external_userid, name: c.name, avatar: c.avatar, corp_name: c.corp_name },
              follow_info: { userid: users[0], remark: `${c.name}（备注）` },
            })),
            next_cursor: start + 2 < mine.length ? String(start + 2) : '',
          }),
        );
      });
      return;
    }
    if (url.pathname === '/cgi-bin/externalcontact/get') {
      const contact = contacts.get(url.searchParams.get('external_userid') ?? '');
      if (!contact) return void res.end(JSON.stringify({ errcode: 84061, errmsg: 'not external contact' }));
      return void res.end(
        JSON.stringify({
          errcode: 0,
          external_contact: { external_userid: contact.external_userid, name: contact.name, avatar: contact.avatar },
          follow_user: contact.followers.map((userid) => ({ userid, remark: '' })),
        }),
      );
    }
    res.statusCode = 404;
    res.end('{}');
  });
  return new Promise<{ base: string; contacts: typeof contacts; state: typeof state; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ base: `http://127.0.0.1:${port}`, contacts, state, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

describe('channel preferences and WeCom binding', () => {
  let t: TestApp;
  let wecom: Awaited<ReturnType<typeof startFakeWecom>>;
  const tokens: Record<string, string> = {};
  const doctors: number[] = [];
  const call = (user: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, lang?: string) =>
    api(t.app, tokens[user]!, { method, url, ...(payload === undefined ? {} : { payload }), ...(lang ? { lang } : {}), ...(user.endsWith('B') ? { host: TENANT_B } : {}) });

  beforeAll(async () => {
    wecom = await startFakeWecom();
    t = await buildTestApp({ config: { wecomApiBase: wecom.base } });
    const tenant = await t.app.tenants.findByDomain(TENANT_A);
    await t.app.db.update(enterprise).set({ wecomCorpId: 'ww-corp', wecomAgentId: '1000002', wecomSecret: 'contact-secret' }).where(eq(enterprise.id, tenant!.id));
    await t.app.db
      .update(appUser)
      .set({ wecomUserId: 'zhangsan' })
      .where(and(eq(appUser.tenantId, tenant!.id), eq(appUser.username, 'rep')));
    t.app.tenants.forget();
    for (const user of ['rep', 'rep2']) tokens[user] = (await login(t.app, user)).access_token;
    tokens.repB = (await login(t.app, 'rep', TENANT_B)).access_token;
    const rows = rowsOf<{ id: number }>(
      await t.app.db.execute(sql`select d.id from doctor d join doctor_assignment a on a.doctor_id = d.id join organization o on o.id = a.org_id
      where o.code = 'T-SH1-1' and d.tenant_id = ${tenant!.id} order by d.id limit 3`),
    );
    doctors.push(...rows.map((r) => Number(r.id)));
  });
  afterAll(async () => {
    await t.close();
    await wecom.close();
  });

  it('sets where a doctor may be reached and the preferred way', async () => {
    const set = await call('rep', 'POST', '/prod-api/channel/set', { doctorId: doctors[0], channels: ['SMS', 'EMAIL'], preferred: 'PHONE' });
    expect(set.statusCode, set.body).toBe(200);
    const states = (await call('rep', 'GET', `/prod-api/channel/find/${doctors[0]}`)).json().result;
    const byCode = Object.fromEntries(states.map((s: { channel: string }) => [s.channel, s]));
    expect(byCode.SMS).toMatchObject({ allowed: true, preferred: false, label: '短信', labelEn: 'SMS' });
    expect(byCode.PHONE).toMatchObject({ allowed: true, preferred: true });
    expect(byCode.FACE).toMatchObject({ allowed: false, preferred: false });
    const filtered = (await call('rep', 'POST', '/prod-api/doctor/search', { listType: 'MY_CUSTOMER', channels: ['PHONE'], size: 100 })).json().result;
    expect(filtered.content.map((d: { id: number }) => d.id)).toContain(doctors[0]);
    const bad = await call('rep', 'POST', '/prod-api/channel/set', { doctorId: doctors[0], channels: ['PIGEON'] }, 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/channels/);
    expect((await call('rep2', 'POST', '/prod-api/channel/set', { doctorId: doctors[0], channels: [] })).statusCode).toBe(404);
    expect((await call('repB', 'GET', `/prod-api/channel/find/${doctors[0]}`)).statusCode).toBe(404);
  });

  it('lists the rep’s WeCom external contacts, following WeCom’s cursor', async () => {
    const page = (await call('rep', 'GET', '/prod-api/bind/friend/list/0/10')).json().result;
    expect(page.totalElements).toBe(3);
    expect(page.content.map((c: { externalUserId: string }) => c.externalUserId).sort()).toEqual(['wm-li', 'wm-wang', 'wm-zhao']);
    expect(page.content[0]).toMatchObject({ remark: expect.stringContaining('备注'), boundDoctor: null });
    expect(wecom.state.calls.filter((c) => c === '/cgi-bin/externalcontact/batch/get_by_user')).toHaveLength(2);
    const searched = (await call('rep', 'GET', `/prod-api/bind/friend/list/0/10?keyword=${encodeURIComponent('王')}`)).json().result;
    expect(searched.content.map((c: { name: string }) => c.name)).toEqual(['王主任']);
    // A fresh list is served without asking WeCom again.
    expect(wecom.state.calls.filter((c) => c === '/cgi-bin/externalcontact/batch/get_by_user')).toHaveLength(2);
  });

  it('binds a doctor to a contact confirmed with WeCom, which opens the WeCom channel', async () => {
    const bound = await call('rep', 'POST', '/prod-api/bind/external/user', { doctorId: doctors[1], externalUserId: 'wm-li' });
    expect(bound.statusCode, bound.body).toBe(200);
    expect(bound.json().result).toMatchObject({ doctorId: doctors[1], externalUserId: 'wm-li', name: '李医生' });
    const channels = (await call('rep', 'GET', `/prod-api/channel/find/${doctors[1]}`)).json().result;
    expect(channels.find((c: { channel: string }) => c.channel === 'WECOM')).toMatchObject({ allowed: true, wecomBinding: { externalUserId: 'wm-li', name: '李医生' } });
    const friends = (await call('rep', 'GET', '/prod-api/bind/friend/list/0/10')).json().result;
    expect(friends.content.find((c: { externalUserId: string }) => c.externalUserId === 'wm-li').boundDoctor.id).toBe(doctors[1]);
  });

  it('refuses contacts that are not the rep’s, unknown ones and ones already bound', async () => {
    const others = await call('rep', 'POST', '/prod-api/bind/external/user', { doctorId: doctors[2], externalUserId: 'wm-other' }, 'en');
    expect(others.statusCode).toBe(400);
    expect(others.json().message).toBe('This contact is not one of your WeCom external contacts');
    expect((await call('rep', 'POST', '/prod-api/bind/external/user', { doctorId: doctors[2], externalUserId: 'wm-nobody' })).statusCode).toBe(400);
    const taken = await call('rep', 'POST', '/prod-api/bind/external/user', { doctorId: doctors[2], externalUserId: 'wm-li' }, 'en');
    expect(taken.json().message).toBe('This WeCom contact is already bound to another doctor');
    expect((await call('rep2', 'POST', '/prod-api/bind/external/user', { doctorId: doctors[2], externalUserId: 'wm-li' })).statusCode).toBe(404);
    const missing = await call('rep', 'POST', '/prod-api/bind/external/user', { doctorId: doctors[2] }, 'en');
    expect(missing.json().message).toMatch(/externalUserId/);
  });

  it('refreshes a bound contact from WeCom by either path, and unbinds one that is gone', async () => {
    wecom.contacts.get('wm-li')!.name = '李主任';
    const refreshed = (await call('rep', 'GET', `/prod-api/bind/friend/list/refresh/${doctors[1]}`)).json().result;
    expect(refreshed).toMatchObject({ name: '李主任', refreshedAt: expect.any(String) });
    wecom.contacts.get('wm-li')!.name = '李院长';
    const tp = (await call('rep', 'GET', `/prod-api/tp/bind/sync/external/contact/single?doctorId=${doctors[1]}`)).json().result;
    expect(tp.name).toBe('李院长');
    wecom.contacts.delete('wm-li');
    const gone = await call('rep', 'GET', `/prod-api/bind/friend/list/refresh/${doctors[1]}`);
    expect(gone.json().result).toBeNull();
    const channels = (await call('rep', 'GET', `/prod-api/channel/find/${doctors[1]}`)).json().result;
    expect(channels.find((c: { channel: string }) => c.channel === 'WECOM')).toMatchObject({ allowed: false, wecomBinding: null });
    const notBound = await call('rep', 'GET', `/prod-api/bind/friend/list/refresh/${doctors[1]}`, undefined, 'en');
    expect(notBound.json().message).toBe('This doctor is not bound to a WeCom contact');
  });

  it('unbinds by either path and recomputes the WeCom channel', async () => {
    await call('rep', 'POST', '/prod-api/bind/external/user', { doctorId: doctors[2], externalUserId: 'wm-wang' });
    await call('rep', 'POST', '/prod-api/channel/set', { doctorId: doctors[2], channels: ['SMS'] });
    const recomputed = (await call('rep', 'PUT', `/prod-api/bind/refresh/channel/${doctors[2]}`)).json().result;
    expect(recomputed.find((c: { channel: string }) => c.channel === 'WECOM').allowed).toBe(true);
    expect((await call('rep', 'DELETE', `/prod-api/bind/doctor/unbind/${doctors[2]}`)).json().result).toEqual({ unbound: true });
    expect((await call('rep', 'DELETE', `/prod-api/tp/bind/doctor/unbind/${doctors[2]}`)).json().result).toEqual({ unbound: false });
    await call('rep', 'POST', '/prod-api/bind/external/user', { doctorId: doctors[2], externalUserId: 'wm-zhao' });
    expect((await call('rep', 'DELETE', `/prod-api/tp/bind/doctor/unbind/${doctors[2]}`)).json().result).toEqual({ unbound: true });
    const channels = (await call('rep', 'GET', `/prod-api/channel/find/${doctors[2]}`)).json().result;
    expect(channels.find((c: { channel: string }) => c.channel === 'WECOM').allowed).toBe(false);
    expect((await call('rep2', 'DELETE', `/prod-api/bind/doctor/unbind/${doctors[2]}`)).statusCode).toBe(404);
  });

  it('says what is missing: the enterprise’s WeCom set-up, the member link, or WeCom itself', async () => {
    const unlinked = await call('rep2', 'GET', '/prod-api/bind/friend/list/0/10', undefined, 'en');
    expect(unlinked.statusCode).toBe(400);
    expect(unlinked.json().message).toBe('Your account is not linked to a WeCom member');
    const tenantB = await call('repB', 'GET', '/prod-api/bind/friend/list/0/10', undefined, 'en');
    expect(tenantB.json().message).toBe('Enterprise WeChat sign-in is not set up for this enterprise');
    wecom.state.down = true;
    const down = await call('rep', 'GET', '/prod-api/bind/friend/list/0/10?refresh=true', undefined, 'en');
    wecom.state.down = false;
    expect(down.statusCode).toBe(503);
    expect(down.json().message).toBe('The WeCom service is unavailable, please try again later');
    const badPage = await call('rep', 'GET', '/prod-api/bind/friend/list/x/10', undefined, 'en');
    expect(badPage.json().message).toMatch(/page/);
  });
});
