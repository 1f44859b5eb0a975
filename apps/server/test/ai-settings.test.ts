import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, TENANT_B, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

/**
 * The enterprise's assistant settings: write-only keys, the edit permission, clear refusals of bad
 * addresses, and the connection test against fake services on loopback (never the internet).
 */

interface FakeServices {
  url: string;
  /** Status the fake answers with (200 works), and the authorization headers it received. */
  status: number;
  authorizations: string[];
  close(): Promise<void>;
}

async function fakeServices(): Promise<FakeServices> {
  const fake = { status: 200, authorizations: [] } as unknown as FakeServices;
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      fake.authorizations.push(request.headers.authorization ?? '');
      if (fake.status !== 200) return response.writeHead(fake.status, { 'content-type': 'application/json' }).end('{"error":"internal detail sk-from-service"}');
      if (request.url?.startsWith('/v1/chat/completions')) {
        response.writeHead(200, { 'content-type': 'text/event-stream' });
        response.write(`data: ${JSON.stringify({ choices: [{ delta: { content: 'p' } }] })}\n\n`);
        response.end('data: [DONE]\n\n');
      } else if (request.url?.startsWith('/v1/embeddings')) {
        response.end(JSON.stringify({ data: [{ index: 0, embedding: [0.1, 0.2, 0.3] }] }));
      } else if (request.url?.startsWith('/eutils/esearch.fcgi')) {
        response.end(JSON.stringify({ esearchresult: { idlist: ['1'] } }));
      } else if (request.url?.startsWith('/moved')) {
        response.writeHead(302, { location: 'http://169.254.169.254/' }).end();
      } else response.writeHead(200).end('<html>not an API</html>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve())));
  return fake;
}

const NONE = { enabled: true, chatBaseUrl: null, chatModel: null, embeddingBaseUrl: null, embeddingModel: null, pubmedBaseUrl: null, requestsPerMinute: 10, monthlyTokenLimit: 0 };

describe('assistant settings', () => {
  let t: TestApp;
  let fake: FakeServices;
  let admin: string;
  let rep: string;
  const put = (payload: Record<string, unknown>, lang = 'en', token = admin) =>
    api(t.app, token, { method: 'PUT', url: '/prod-api/API-AI/setting', host: TENANT_B, payload: { ...NONE, ...payload }, lang });
  const check = async (service: string) => {
    const response = await api(t.app, admin, { method: 'POST', url: '/prod-api/API-AI/setting/test', host: TENANT_B, payload: { service } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result as { outcome: string; httpStatus: number | null; service: string };
  };

  beforeAll(async () => {
    [t, fake] = await Promise.all([buildTestApp(), fakeServices()]);
    admin = (await login(t.app, 'admin', TENANT_B)).access_token;
    rep = (await login(t.app, 'rep', TENANT_B)).access_token;
  });
  afterAll(async () => Promise.all([t.close(), fake.close()]));

  it('keeps keys write-only: answers only whether each is set, keeps an omitted one, removes an empty one', async () => {
    const saved = await put({
      chatBaseUrl: `${fake.url}/v1`,
      chatModel: 'fake-model',
      chatKey: 'sk-chat-secret',
      embeddingBaseUrl: `${fake.url}/v1`,
      embeddingModel: 'fake-embed',
      embeddingKey: 'sk-embed-secret',
      pubmedBaseUrl: `${fake.url}/eutils`,
      pubmedKey: 'pm-secret',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toMatchObject({ hasChatKey: true, hasEmbeddingKey: true, hasPubmedKey: true, chatModel: 'fake-model' });
    const read = await api(t.app, admin, { url: '/prod-api/API-AI/setting', host: TENANT_B });
    for (const body of [saved.body, read.body]) expect(body).not.toMatch(/sk-chat-secret|sk-embed-secret|pm-secret/);
    expect(read.json().result).toMatchObject({ hasChatKey: true, chatBaseUrl: `${fake.url}/v1`, monthTokensUsed: 0 });

    const kept = await put({ chatBaseUrl: `${fake.url}/v1`, chatModel: 'fake-model-2', pubmedBaseUrl: `${fake.url}/eutils` });
    expect(kept.json().result).toMatchObject({ hasChatKey: true, hasPubmedKey: true, chatModel: 'fake-model-2' });
    const removed = await put({ chatBaseUrl: `${fake.url}/v1`, chatModel: 'fake-model-2', pubmedBaseUrl: `${fake.url}/eutils`, chatKey: '' });
    expect(removed.json().result).toMatchObject({ hasChatKey: false, hasEmbeddingKey: true });

    // The audit trail records what changed, never a key.
    const audit = rowsOf<{ summary: string; detail: string }>(
      await t.app.db.execute(sql`select summary, detail::text as detail from audit_log where action = 'ai.setting.update' order by id`),
    );
    expect(audit).toHaveLength(3);
    expect(audit[2]!.summary).toBe('对话模型 API 密钥');
    expect(audit[2]!.detail).toContain('removed');
    expect(JSON.stringify(audit)).not.toMatch(/sk-chat-secret|sk-embed-secret|pm-secret/);
  });

  it('needs the settings permission to change or test, not to read', async () => {
    expect((await put({}, 'en', rep)).statusCode).toBe(403);
    const test = await api(t.app, rep, { method: 'POST', url: '/prod-api/API-AI/setting/test', host: TENANT_B, payload: { service: 'chat' } });
    expect(test.statusCode).toBe(403);
    const read = await api(t.app, rep, { url: '/prod-api/API-AI/setting', host: TENANT_B });
    expect(read.statusCode).toBe(200);
    expect(read.body).not.toContain('secret');
  });

  it("refuses a bad address or a missing model with a clear message in the caller's language", async () => {
    const ftp = await put({ chatBaseUrl: 'ftp://models.example.com/v1', chatModel: 'm' });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().message).toBe('Invalid field chatBaseUrl: must be an address starting with http:// or https://');
    const text = await put({ pubmedBaseUrl: 'eutils.ncbi.nlm.nih.gov' }, 'zh');
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('参数 pubmedBaseUrl 不正确：应为 http:// 或 https:// 开头的网址');
    const noModel = await put({ embeddingBaseUrl: `${fake.url}/v1` });
    expect(noModel.statusCode).toBe(400);
    expect(noModel.json().message).toBe('Invalid field embeddingModel: a model name is required with the service address');
    const limit = await put({ requestsPerMinute: 0 });
    expect(limit.json().message).toBe('Invalid field requestsPerMinute: must be at least 1');
  });

  it('tests the saved services with one small request each, saying how it went and never what came back', async () => {
    await put({ chatBaseUrl: `${fake.url}/v1`, chatModel: 'fake-model', chatKey: 'sk-chat-secret', pubmedBaseUrl: `${fake.url}/eutils`, pubmedKey: 'pm-secret' });
    fake.authorizations = [];
    expect(await check('chat')).toMatchObject({ service: 'chat', outcome: 'ok', httpStatus: 200 });
    expect(fake.authorizations).toEqual(['Bearer sk-chat-secret']);
    expect(await check('pubmed')).toMatchObject({ outcome: 'ok' });
    expect(await check('embedding')).toMatchObject({ outcome: 'notConfigured', httpStatus: null });

    fake.status = 401;
    const refused = await api(t.app, admin, { method: 'POST', url: '/prod-api/API-AI/setting/test', host: TENANT_B, payload: { service: 'chat' } });
    expect(refused.json().result).toMatchObject({ outcome: 'refused', httpStatus: 401 });
    expect(refused.body).not.toContain('sk-from-service');
    fake.status = 200;

    // An address that answers something other than the protocol, one that redirects, one that is closed.
    await put({ chatBaseUrl: `${fake.url}/html`, chatModel: 'm', embeddingBaseUrl: `${fake.url}/moved`, embeddingModel: 'e' });
    expect(await check('chat')).toMatchObject({ outcome: 'badResponse' });
    expect(await check('embedding')).toMatchObject({ outcome: 'refused', httpStatus: 302 });
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await put({ chatBaseUrl: `http://127.0.0.1:${port}/v1`, chatModel: 'm' });
    expect(await check('chat')).toMatchObject({ outcome: 'unreachable', httpStatus: null });
  });
});
