import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_A, TENANT_B, api, buildTestApp, login, type TestApp } from '../../../test/helpers';
import type { NotificationView } from './notification-repository';
import { publishNotification } from './notify';

const BASE = '/prod-api/API-BEACON';

interface Caller {
  token: string;
  host: string;
  userId: number;
  tenantId: number;
}

let testApp: TestApp;
let rep: Caller;
let rep2: Caller;
let repOfB: Caller;

async function signIn(username: string, host: string): Promise<Caller> {
  const { access_token: token } = await login(testApp.app, username, host);
  const info = await api(testApp.app, token, { url: '/prod-api/API-SYSTEM/user/info', host });
  const user = info.json<{ result: { id: number; enterpriseVO: { id: number } } }>().result;
  return { token, host, userId: user.id, tenantId: user.enterpriseVO.id };
}

const call = (caller: Caller, method: 'GET' | 'PUT', url: string) => api(testApp.app, caller.token, { method, url: `${BASE}${url}`, host: caller.host });

async function messages(caller: Caller, query = ''): Promise<{ content: NotificationView[]; totalElements: number }> {
  const response = await call(caller, 'GET', `/message/page${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ result: { content: NotificationView[]; totalElements: number } }>().result;
}

async function unreadCount(caller: Caller): Promise<number> {
  return (await call(caller, 'GET', '/message/unread/count')).json<{ result: number }>().result;
}

const notify = (caller: Caller | { tenantId: number }, title: string, toUser: boolean) =>
  publishNotification(testApp.app, {
    tenantId: caller.tenantId,
    userId: toUser && 'userId' in caller ? caller.userId : null,
    category: toUser ? 'task' : 'notice',
    title,
    content: `${title} content`,
    ...(toUser ? { link: '/task/list', payload: { taskId: 7 } } : {}),
  });

beforeAll(async () => {
  testApp = await buildTestApp();
  [rep, rep2, repOfB] = await Promise.all([signIn('rep', TENANT_A), signIn('rep2', TENANT_A), signIn('rep', TENANT_B)]);
});

afterAll(() => testApp?.close());

describe('message API', () => {
  let forRep: NotificationView;
  let forRep2: NotificationView;
  let noticeA: NotificationView;
  let noticeB: NotificationView;

  beforeAll(async () => {
    noticeA = await notify(rep, 'Quarterly meeting', false);
    forRep = await notify(rep, 'New task assigned', true);
    forRep2 = await notify(rep2, 'Task for rep2', true);
    noticeB = await notify(repOfB, 'Huaze notice', false);
  });

  it('lists own messages and the tenant’s notices, newest first, unread', async () => {
    const list = await messages(rep);
    expect(list.content.map((m) => m.id)).toEqual([forRep.id, noticeA.id]);
    expect(list.totalElements).toBe(2);
    expect(list.content[0]).toEqual({
      id: forRep.id,
      category: 'task',
      title: 'New task assigned',
      content: 'New task assigned content',
      titleEn: null,
      contentEn: null,
      link: '/task/list',
      payload: { taskId: 7 },
      createdAt: forRep.createdAt,
      read: false,
    });
    expect(list.content[1]).toMatchObject({ link: null, payload: null, read: false });
  });

  it('never shows another user’s or another tenant’s messages', async () => {
    expect((await messages(rep2)).content.map((m) => m.id)).toEqual([forRep2.id, noticeA.id]);
    expect((await messages(repOfB)).content.map((m) => m.id)).toEqual([noticeB.id]);
  });

  it('pages with page and size', async () => {
    const second = await messages(rep, '?page=1&size=1');
    expect(second.content.map((m) => m.id)).toEqual([noticeA.id]);
    expect(second.totalElements).toBe(2);
    expect((await messages(rep, '?page=5&size=1')).content).toEqual([]);
  });

  it('rejects a bad page size', async () => {
    expect((await call(rep, 'GET', '/message/page?size=0')).statusCode).toBe(400);
    expect((await call(rep, 'GET', '/message/page?size=1000')).statusCode).toBe(400);
    expect((await call(rep, 'GET', '/message/page?unread=maybe')).statusCode).toBe(400);
  });

  it('needs a signed-in caller', async () => {
    const response = await api(testApp.app, null, { url: `${BASE}/message/unread/count` });
    expect(response.statusCode).toBe(401);
    expect((await api(testApp.app, rep.token, { url: `${BASE}/message/unread/count`, host: TENANT_B })).statusCode).toBe(401);
  });

  it('marks one message read, per reader', async () => {
    expect(await unreadCount(rep)).toBe(2);
    const response = await call(rep, 'PUT', `/message/read/${noticeA.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, message: 'success', result: null });
    expect((await call(rep, 'PUT', `/message/read/${noticeA.id}`)).statusCode).toBe(200);

    expect(await unreadCount(rep)).toBe(1);
    expect((await messages(rep)).content.find((m) => m.id === noticeA.id)?.read).toBe(true);
    expect((await messages(rep, '?unread=true')).content.map((m) => m.id)).toEqual([forRep.id]);
    // The notice stays unread for everybody else.
    expect(await unreadCount(rep2)).toBe(2);
  });

  it('answers 404 for a message the caller cannot see', async () => {
    expect((await call(rep, 'PUT', `/message/read/${forRep2.id}`)).statusCode).toBe(404);
    expect((await call(rep, 'PUT', `/message/read/${noticeB.id}`)).statusCode).toBe(404);
    expect((await call(repOfB, 'PUT', `/message/read/${noticeA.id}`)).statusCode).toBe(404);
    expect((await call(rep, 'PUT', '/message/read/999999999')).statusCode).toBe(404);
    expect(await unreadCount(rep2)).toBe(2);
    expect(await unreadCount(repOfB)).toBe(1);
  });

  it('marks everything read at once, only for the caller', async () => {
    const response = await call(rep2, 'PUT', '/message/read/all');
    expect(response.json<{ result: number }>().result).toBe(2);
    expect(await unreadCount(rep2)).toBe(0);
    expect((await call(rep2, 'PUT', '/message/read/all')).json<{ result: number }>().result).toBe(0);
    expect((await messages(rep2)).content.every((m) => m.read)).toBe(true);
    expect(await unreadCount(rep)).toBe(1);
    expect(await unreadCount(repOfB)).toBe(1);
  });
});

describe('publishing from the API', () => {
  it('lets an administrator message a user of their tenant, and nobody else publish', async () => {
    const admin = await signIn('admin', TENANT_A);
    const sent = await api(testApp.app, admin.token, {
      method: 'POST',
      url: `${BASE}/message/publish`,
      payload: { userId: rep.userId, title: '系统维护通知', content: '今晚 22:00 系统维护' },
    });
    expect(sent.statusCode).toBe(200);
    expect((await messages(rep)).content.map((m) => m.title)).toContain('系统维护通知');

    const foreign = await api(testApp.app, admin.token, { method: 'POST', url: `${BASE}/message/publish`, payload: { userId: repOfB.userId, title: 'x', content: 'y' } });
    expect(foreign.statusCode).toBe(404);
    const byRep = await api(testApp.app, rep.token, { method: 'POST', url: `${BASE}/message/publish`, payload: { userId: null, title: 'x', content: 'y' } });
    expect(byRep.statusCode).toBe(403);
    const empty = await api(testApp.app, admin.token, { method: 'POST', url: `${BASE}/message/publish`, payload: { userId: null, title: '', content: 'y' } });
    expect(empty.statusCode).toBe(400);
  });
});
