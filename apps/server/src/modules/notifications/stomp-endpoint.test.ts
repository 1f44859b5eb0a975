import { Client, type IFrame, type IMessage } from '@stomp/stompjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { FastifyInstance } from 'fastify';
import { TENANT_A, TENANT_B, api, buildTestApp, login, type TestApp } from '../../../test/helpers';
import { publishNotification } from './notify';
import { RawStompClient, startStompHost } from './stomp-test-kit';

const ENDPOINT = '/prod-api/API-BEACON/ws/stomp/endpoint';
const redisUrl = process.env.TEST_REDIS_URL ? 'redis://127.0.0.1:6379' : undefined;

interface Caller {
  token: string;
  host: string;
  userId: number;
  tenantId: number;
}

/** A browser-like client: @stomp/stompjs over a ws socket, never reconnecting. */
class Listener {
  readonly messages: IMessage[] = [];
  readonly client: Client;
  readonly connected: Promise<void>;
  readonly error: Promise<IFrame>;
  private receipts = 0;

  constructor(port: number, host: string, options: { query?: string; connectHeaders?: Record<string, string> }) {
    let onConnected!: () => void;
    let onError!: (frame: IFrame) => void;
    this.connected = new Promise((resolve) => (onConnected = resolve));
    this.error = new Promise((resolve) => (onError = resolve));
    this.client = new Client({
      webSocketFactory: () => new WebSocket(`ws://127.0.0.1:${port}${ENDPOINT}${options.query ?? ''}`, { headers: { host: `${host}:${port}` } }),
      connectHeaders: options.connectHeaders ?? {},
      reconnectDelay: 0,
      heartbeatIncoming: 10_000,
      heartbeatOutgoing: 10_000,
      onConnect: onConnected,
      onStompError: onError,
      debug: () => undefined,
    });
    this.client.activate();
    listeners.push(this);
  }

  /** Subscribes and waits for the server's receipt, so a publish right after cannot be missed. */
  async subscribe(destination: string): Promise<void> {
    const receipt = `sub-${(this.receipts += 1)}`;
    const confirmed = new Promise<void>((resolve) => this.client.watchForReceipt(receipt, () => resolve()));
    this.client.subscribe(destination, (message) => this.messages.push(message), { receipt });
    await confirmed;
  }

  async nextMessage(count = this.messages.length + 1, timeoutMs = 3_000): Promise<IMessage> {
    const started = Date.now();
    while (this.messages.length < count) {
      if (Date.now() - started > timeoutMs) throw new Error(`no message ${count} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return this.messages[count - 1] as IMessage;
  }
}

let testApp: TestApp;
let port: number;
let rep: Caller;
let rep2: Caller;
let repOfB: Caller;
const listeners: Listener[] = [];

async function signIn(app: FastifyInstance, username: string, host: string): Promise<Caller> {
  const { access_token: token } = await login(app, username, host);
  const info = await api(app, token, { url: '/prod-api/API-SYSTEM/user/info', host });
  const user = info.json<{ result: { id: number; enterpriseVO: { id: number } } }>().result;
  return { token, host, userId: user.id, tenantId: user.enterpriseVO.id };
}

async function listen(app: FastifyInstance): Promise<number> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return (app.server.address() as { port: number }).port;
}

const notify = (app: FastifyInstance, tenantId: number, userId: number | null, title: string) =>
  publishNotification(app, { tenantId, userId, category: userId === null ? 'notice' : 'task', title, content: `${title}…` });

beforeAll(async () => {
  testApp = await buildTestApp();
  port = await listen(testApp.app);
  [rep, rep2, repOfB] = await Promise.all([signIn(testApp.app, 'rep', TENANT_A), signIn(testApp.app, 'rep2', TENANT_A), signIn(testApp.app, 'rep', TENANT_B)]);
});
afterEach(async () => {
  await Promise.all(listeners.splice(0).map((listener) => listener.client.deactivate()));
});
afterAll(() => testApp?.close());

describe('notification socket on the whole server', () => {
  it('delivers the caller’s own notifications and the tenant’s notices, nothing else', async () => {
    const listener = new Listener(port, TENANT_A, { query: `?access_token=${rep.token}` });
    await listener.connected;
    await listener.subscribe(`/topic/user${rep.userId}`);
    await listener.subscribe('/topic/notice');

    await notify(testApp.app, rep.tenantId, rep2.userId, 'for rep2');
    await notify(testApp.app, repOfB.tenantId, null, 'Huaze notice');
    await notify(testApp.app, repOfB.tenantId, repOfB.userId, 'for Huaze rep');
    const own = await notify(testApp.app, rep.tenantId, rep.userId, '新任务');
    const first = await listener.nextMessage();
    expect(first.headers.destination).toBe(`/topic/user${rep.userId}`);
    expect(first.headers['content-type']).toBe('application/json');
    expect(JSON.parse(first.body)).toEqual({ ...own, read: false });

    const notice = await notify(testApp.app, rep.tenantId, null, '系统维护通知');
    const second = await listener.nextMessage();
    expect(second.headers.destination).toBe('/topic/notice');
    expect(JSON.parse(second.body)).toMatchObject({ id: notice.id, title: '系统维护通知', category: 'notice' });
    expect(listener.messages).toHaveLength(2);
  });

  it('takes the token from the CONNECT Authorization header too', async () => {
    const listener = new Listener(port, TENANT_B, { connectHeaders: { Authorization: `Bearer ${repOfB.token}` } });
    await listener.connected;
    await listener.subscribe(`/topic/user${repOfB.userId}`);
    const sent = await notify(testApp.app, repOfB.tenantId, repOfB.userId, 'Huaze task');
    expect(JSON.parse((await listener.nextMessage()).body).id).toBe(sent.id);
  });

  it('answers a subscription to another user’s topic with an ERROR', async () => {
    const listener = new Listener(port, TENANT_A, { query: `?access_token=${rep.token}` });
    await listener.connected;
    listener.client.subscribe(`/topic/user${rep2.userId}`, () => undefined);
    const error = await listener.error;
    expect(error.headers.message).toBe('Subscription not allowed');
    expect(error.body).toContain(`/topic/user${rep2.userId}`);
  });

  it('refuses a bad token, and a token of another tenant', async () => {
    const forged = new Listener(port, TENANT_A, { query: '?access_token=not-a-token' });
    expect((await forged.error).headers.message).toBe('Unauthorized');
    const missing = new Listener(port, TENANT_A, {});
    expect((await missing.error).headers.message).toBe('Unauthorized');
    const crossTenant = new Listener(port, TENANT_B, { query: `?access_token=${rep.token}` });
    expect((await crossTenant.error).headers.message).toBe('Unauthorized');
  });

  it('ends the socket once its login session is revoked', async () => {
    const session = await signIn(testApp.app, 'manager', TENANT_A);
    const host = await startStompHost({ tenant: await testApp.app.tenants.findByDomain(TENANT_A), borrow: testApp.app, sessionCheckMs: 100 });
    try {
      const client = await RawStompClient.open(`${host.url}?access_token=${session.token}`);
      client.send('CONNECT', { 'accept-version': '1.2' });
      await client.next('CONNECTED');
      const logout = await api(testApp.app, session.token, { method: 'POST', url: '/prod-api/API-SYSTEM/logout' });
      expect(logout.statusCode).toBe(200);
      expect((await client.next('ERROR')).headers.message).toBe('Session ended');
      await client.closed;
    } finally {
      await host.close();
    }
  });
});

describe('several server instances behind Redis', () => {
  it.skipIf(!redisUrl)('delivers to a client of instance A what instance B publishes', async () => {
    const instanceA = await buildTestApp({ config: { redisUrl } });
    const instanceB = await buildTestApp({ config: { redisUrl }, database: instanceA.database });
    try {
      const portA = await listen(instanceA.app);
      const caller = await signIn(instanceB.app, 'rep', TENANT_A);
      const listener = new Listener(portA, TENANT_A, { query: `?access_token=${caller.token}` });
      await listener.connected;
      await listener.subscribe(`/topic/user${caller.userId}`);
      await listener.subscribe('/topic/notice');

      const direct = await notify(instanceB.app, caller.tenantId, caller.userId, 'from instance B');
      expect(JSON.parse((await listener.nextMessage()).body)).toEqual(direct);
      const notice = await notify(instanceB.app, caller.tenantId, null, 'notice from instance B');
      expect(JSON.parse((await listener.nextMessage()).body).id).toBe(notice.id);
      // Each instance delivers a Redis message once, to its own sockets only.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(listener.messages).toHaveLength(2);
      await listener.client.deactivate();
    } finally {
      await instanceB.close();
      await instanceA.close();
    }
  });
});
