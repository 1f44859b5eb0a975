import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../platform/principal';
import type { Tenant } from '../../platform/tenant-directory';
import { negotiateHeartbeat, parseHeartbeat } from './heartbeat';
import { RawStompClient, fakeTenant, startStompHost, type StompHost } from './stomp-test-kit';

const V12 = { 'accept-version': '1.2' };

/** Tokens `good-<tenant>-<user>` are valid; anything else is not. */
async function fakeAuthenticate(tenant: Tenant, token: string): Promise<Principal | null> {
  const match = /^good-(\d+)-(\d+)$/.exec(token);
  if (!match || Number(match[1]) !== tenant.id) return null;
  return { tenant, userId: Number(match[2]), username: `user${match[2]}`, sessionId: null } as Principal;
}

let host: StompHost;
const clients: RawStompClient[] = [];

async function open(query = '', headers: Record<string, string> = {}): Promise<RawStompClient> {
  const client = await RawStompClient.open(`${host.url}${query}`, headers);
  clients.push(client);
  return client;
}

async function connected(token = 'good-1-11', extra: Record<string, string> = {}): Promise<RawStompClient> {
  const client = await open();
  client.send('CONNECT', { ...V12, passcode: token, ...extra });
  await client.next('CONNECTED');
  return client;
}

const publish = (tenantId: number, destination: string, body = '{"id":1}') => host.app.broker.publish({ tenantId, destination, body });

beforeAll(async () => {
  host = await startStompHost({ tenant: fakeTenant(1), authenticate: fakeAuthenticate, heartbeat: { send: 100, receive: 100 }, connectTimeoutMs: 300 });
});
afterEach(() => {
  for (const client of clients.splice(0)) client.close();
});
afterAll(() => host?.close());

describe('heart-beat negotiation', () => {
  it('parses the header and treats its absence as no heart-beats', () => {
    expect(parseHeartbeat('100, 200')).toEqual({ send: 100, receive: 200 });
    expect(parseHeartbeat(undefined)).toEqual({ send: 0, receive: 0 });
    expect(parseHeartbeat('100')).toBeNull();
    expect(parseHeartbeat('-1,5')).toBeNull();
  });

  it('takes the larger interval per direction, and zero from either side turns it off', () => {
    expect(negotiateHeartbeat({ send: 4000, receive: 20000 }, { send: 10000, receive: 10000 })).toEqual({ outgoing: 20000, incoming: 10000 });
    expect(negotiateHeartbeat({ send: 0, receive: 5000 }, { send: 10000, receive: 10000 })).toEqual({ outgoing: 10000, incoming: 0 });
    expect(negotiateHeartbeat({ send: 5000, receive: 5000 }, { send: 0, receive: 0 })).toEqual({ outgoing: 0, incoming: 0 });
  });
});

describe('CONNECT', () => {
  it('answers CONNECTED with version 1.2, the server heart-beat and the user', async () => {
    const client = await open();
    client.send('CONNECT', { 'accept-version': '1.0,1.1,1.2', host: 'localhost', passcode: 'good-1-11', 'heart-beat': '0,0' });
    const frame = await client.next('CONNECTED');
    expect(frame.headers).toMatchObject({ version: '1.2', 'heart-beat': '100,100', 'user-name': 'user11' });
  });

  it('accepts the STOMP command and the token from any of the usual places', async () => {
    const viaHeaders: Record<string, string>[] = [{ Authorization: 'Bearer good-1-11' }, { access_token: 'good-1-11' }, { passcode: 'good-1-11' }];
    for (const headers of viaHeaders) {
      const client = await open();
      client.send('STOMP', { ...V12, ...headers });
      await client.next('CONNECTED');
    }
    const viaQuery = await open('?access_token=good-1-11');
    viaQuery.send('CONNECT', V12);
    await viaQuery.next('CONNECTED');
    const viaUpgradeHeader = await open('', { authorization: 'Bearer good-1-11' });
    viaUpgradeHeader.send('CONNECT', V12);
    await viaUpgradeHeader.next('CONNECTED');
  });

  it('refuses a missing or bad token with an Unauthorized ERROR and closes', async () => {
    const refused: Record<string, string>[] = [{}, { passcode: 'nope' }, { passcode: 'good-2-21' }, { Authorization: 'Basic Zm9vOmJhcg==' }];
    for (const headers of refused) {
      const client = await open();
      client.send('CONNECT', { ...V12, ...headers, receipt: 'r1' });
      const error = await client.next('ERROR');
      expect(error.headers.message).toBe('Unauthorized');
      expect(error.headers['receipt-id']).toBe('r1');
      expect((await client.closed).code).toBe(1008);
      expect(client.frames.some((f) => f.command === 'CONNECTED')).toBe(false);
    }
  });

  it('refuses clients that do not speak 1.2', async () => {
    const olderVersions: Record<string, string>[] = [{}, { 'accept-version': '1.0,1.1' }];
    for (const headers of olderVersions) {
      const client = await open();
      client.send('CONNECT', { ...headers, passcode: 'good-1-11' });
      const error = await client.next('ERROR');
      expect(error.headers).toMatchObject({ version: '1.2', message: 'Supported protocol versions are 1.2' });
      expect((await client.closed).code).toBe(1002);
    }
  });

  it('refuses a malformed heart-beat header, a second CONNECT and frames before CONNECT', async () => {
    const badHeartbeat = await open();
    badHeartbeat.send('CONNECT', { ...V12, passcode: 'good-1-11', 'heart-beat': 'often' });
    expect((await badHeartbeat.next('ERROR')).headers.message).toMatch(/heart-beat/);

    const twice = await connected();
    twice.send('CONNECT', { ...V12, passcode: 'good-1-11' });
    expect((await twice.next('ERROR')).headers.message).toBe('Already connected');

    const early = await open();
    early.send('SUBSCRIBE', { id: '0', destination: '/topic/notice' });
    expect((await early.next('ERROR')).headers.message).toBe('Not connected');
  });

  it('closes a socket that never sends CONNECT', async () => {
    const client = await open();
    expect((await client.next('ERROR', 2_000)).headers.message).toBe('No CONNECT frame received');
    await client.closed;
  });

  it('refuses every connection when the host belongs to no tenant', async () => {
    const orphan = await startStompHost({ tenant: null, authenticate: fakeAuthenticate });
    try {
      const client = await RawStompClient.open(orphan.url);
      client.send('CONNECT', { ...V12, passcode: 'good-1-11' });
      expect((await client.next('ERROR')).headers.message).toBe('Unknown enterprise domain');
      await client.closed;
    } finally {
      await orphan.close();
    }
  });
});

describe('subscriptions and delivery', () => {
  it('delivers MESSAGE frames for the caller’s own topic with the STOMP headers', async () => {
    const client = await connected();
    client.send('SUBSCRIBE', { id: 'sub-0', destination: '/topic/user11', receipt: 'subscribed' });
    expect((await client.next('RECEIPT')).headers['receipt-id']).toBe('subscribed');
    await publish(1, '/topic/user11', '{"title":"新任务"}');
    const message = await client.next('MESSAGE');
    expect(message.headers).toMatchObject({ subscription: 'sub-0', destination: '/topic/user11', 'content-type': 'application/json' });
    expect(message.headers['message-id']).toBeTruthy();
    expect(JSON.parse(message.body)).toEqual({ title: '新任务' });
  });

  it('delivers only to the same tenant and the subscribed destination', async () => {
    const client = await connected();
    client.send('SUBSCRIBE', { id: 'notice', destination: '/topic/notice', receipt: 'r' });
    await client.next('RECEIPT');
    await publish(2, '/topic/notice', '"other tenant"');
    await publish(1, '/topic/user12', '"other user"');
    await publish(1, '/topic/user11', '"not subscribed"');
    await publish(1, '/topic/notice', '"mine"');
    await client.next('MESSAGE');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.frames.filter((f) => f.command === 'MESSAGE').map((f) => f.body)).toEqual(['"mine"']);
  });

  it('sends one MESSAGE per subscription and stops after UNSUBSCRIBE', async () => {
    const client = await connected();
    client.send('SUBSCRIBE', { id: 'a', destination: '/topic/notice' });
    client.send('SUBSCRIBE', { id: 'b', destination: '/topic/notice' });
    client.send('UNSUBSCRIBE', { id: 'a' });
    client.send('UNSUBSCRIBE', { id: 'unknown', receipt: 'done' });
    await client.next('RECEIPT');
    await publish(1, '/topic/notice', '"one"');
    await client.next('MESSAGE');
    client.send('UNSUBSCRIBE', { id: 'b', receipt: 'done2' });
    await client.until(() => client.frames.filter((f) => f.command === 'RECEIPT').length === 2, 'second receipt');
    await publish(1, '/topic/notice', '"two"');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.frames.filter((f) => f.command === 'MESSAGE').map((f) => f.headers.subscription)).toEqual(['b']);
  });

  it('refuses another user’s topic and anything else', async () => {
    for (const destination of ['/topic/user12', '/topic/user1', '/topic/user111', '/user/topic/user11', '/queue/x']) {
      const client = await connected();
      client.send('SUBSCRIBE', { id: '0', destination });
      const error = await client.next('ERROR');
      expect(error.headers.message).toBe('Subscription not allowed');
      expect(error.body).toContain(destination);
      expect((await client.closed).code).toBe(1008);
    }
  });

  it('refuses SUBSCRIBE without id or destination and a reused id', async () => {
    const noId = await connected();
    noId.send('SUBSCRIBE', { destination: '/topic/notice' });
    expect((await noId.next('ERROR')).headers.message).toBe('Missing header');
    const reused = await connected();
    reused.send('SUBSCRIBE', { id: '0', destination: '/topic/notice' });
    reused.send('SUBSCRIBE', { id: '0', destination: '/topic/user11' });
    expect((await reused.next('ERROR')).headers.message).toBe('Duplicate subscription');
  });
});

describe('client commands', () => {
  it('refuses SEND, transactions and unknown commands', async () => {
    const cases: Array<[string, RegExp]> = [
      ['SEND', /Sending is not allowed/],
      ['BEGIN', /Transactions/],
      ['FOO', /Unknown command/],
    ];
    for (const [command, message] of cases) {
      const client = await connected();
      client.send(command, { destination: '/topic/notice', transaction: 't' }, 'hello');
      expect((await client.next('ERROR')).headers.message).toMatch(message);
      await client.closed;
    }
  });

  it('acknowledges ACK and NACK and answers DISCONNECT with its receipt before closing', async () => {
    const client = await connected();
    client.send('ACK', { id: 'x', receipt: 'ack' });
    client.send('DISCONNECT', { receipt: 'bye' });
    await client.until(() => client.frames.filter((f) => f.command === 'RECEIPT').length === 2, 'two receipts');
    expect(client.frames.filter((f) => f.command === 'RECEIPT').map((f) => f.headers['receipt-id'])).toEqual(['ack', 'bye']);
    expect((await client.closed).code).toBe(1000);
  });

  it('handles several frames in one message and a frame split across messages', async () => {
    const client = await open();
    client.sendRaw('CONNECT\naccept-version:1.2\npasscode:good-1-11\n\n\0\nSUBSCRIBE\nid:0\ndestination:/topic/notice\n\n\0SUBSCRIBE\nid:1\ndestination:/topic/user11\n\n\0');
    client.sendRaw('UNSUBSCRIBE\nid:');
    client.sendRaw('0\nreceipt:split\n\n');
    client.sendRaw('\0');
    expect((await client.next('RECEIPT')).headers['receipt-id']).toBe('split');
    await publish(1, '/topic/user11');
    expect((await client.next('MESSAGE')).headers.subscription).toBe('1');
  });

  it('answers a malformed frame with an ERROR', async () => {
    const client = await connected();
    client.sendRaw('SUBSCRIBE\nbroken-header\n\n\0');
    expect((await client.next('ERROR')).headers.message).toBe('Malformed frame');
    expect((await client.closed).code).toBe(1002);
  });
});

describe('heart-beats', () => {
  it('sends heart-beats at the negotiated interval', async () => {
    const client = await connected('good-1-11', { 'heart-beat': '0,50' });
    await new Promise((resolve) => setTimeout(resolve, 450));
    expect(client.heartbeats).toBeGreaterThanOrEqual(3);
  });

  it('sends none and expects none when the client asks for 0,0', async () => {
    const client = await connected('good-1-11', { 'heart-beat': '0,0' });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(client.heartbeats).toBe(0);
    expect(client.socket.readyState).toBe(client.socket.OPEN);
  });

  it('keeps a client that beats and closes one that falls silent', async () => {
    const lively = await connected('good-1-11', { 'heart-beat': '100,0' });
    const silent = await connected('good-1-11', { 'heart-beat': '100,0' });
    const beat = setInterval(() => lively.sendRaw('\n'), 80);
    try {
      const started = Date.now();
      await silent.closed;
      expect(Date.now() - started).toBeGreaterThanOrEqual(200);
      expect(lively.socket.readyState).toBe(lively.socket.OPEN);
    } finally {
      clearInterval(beat);
    }
  });
});

describe('shutdown', () => {
  it('closes open sockets when the server closes', async () => {
    const own = await startStompHost({ tenant: fakeTenant(1), authenticate: fakeAuthenticate });
    const client = await RawStompClient.open(own.url);
    client.send('CONNECT', { ...V12, passcode: 'good-1-11' });
    await client.next('CONNECTED');
    await own.close();
    await client.closed;
  });
});
