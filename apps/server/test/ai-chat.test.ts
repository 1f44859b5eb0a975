import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ChatAnswer } from '@crm/shared/contracts/ai';
import { tenantsMissingSources } from '../src/modules/ai/index-store';
import { approvedArticle } from './content-fixtures';
import { api, buildTestApp, login, TENANT_B, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

/** The assistant with its embedded default: retrieval, quoting answerer, scope, conversations. */

const CALLS = ['POST knowledge/chat', 'POST article/chat', 'POST pubmed/chat', 'POST proposal/chat'];

describe('the assistant in its default mode', () => {
  let t: TestApp;
  let rep: string;
  let rep2: string;
  let repB: string;
  const ask = async (token: string, question: string, mode = 'knowledge', extra: Record<string, unknown> = {}, options: { host?: string; lang?: string } = {}) => {
    const response = await api(t.app, token, { method: 'POST', url: `/prod-api/API-AI/${mode}/chat`, payload: { question, ...extra }, ...options });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ result: ChatAnswer }>().result;
  };
  const rows = async (statement: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await t.app.db.execute(statement));

  beforeAll(async () => {
    t = await buildTestApp();
    [rep, rep2, repB] = await Promise.all([
      login(t.app, 'rep').then((x) => x.access_token),
      login(t.app, 'rep2').then((x) => x.access_token),
      login(t.app, 'rep', TENANT_B).then((x) => x.access_token),
    ]);
    // Many questions in a minute here: lift the per-user rate (its refusal is tested on tenant B).
    const admin = (await login(t.app, 'admin')).access_token;
    const lifted = await api(t.app, admin, {
      method: 'PUT',
      url: '/prod-api/API-AI/setting',
      payload: {
        enabled: true,
        chatBaseUrl: null,
        chatModel: null,
        embeddingBaseUrl: null,
        embeddingModel: null,
        pubmedBaseUrl: null,
        requestsPerMinute: 100,
        monthlyTokenLimit: 0,
      },
    });
    expect(lifted.statusCode, lifted.body).toBe(200);
  });
  afterAll(() => t.close());

  it('serves the four chats at their exact paths and verbs, in the OpenAPI document', async () => {
    const paths = (await t.app.inject({ url: '/prod-api/openapi.json', headers: { host: 'localhost' } })).json().paths as Record<string, Record<string, unknown>>;
    for (const call of CALLS) {
      const [method, path] = call.split(' ') as [string, string];
      expect(paths[`/prod-api/API-AI/${path}`]?.[method.toLowerCase()], call).toBeDefined();
    }
  });

  it('answers a Chinese question by quoting the passage, with its number, and makes no network call', async () => {
    // Neither fetch nor any socket: the database is in process, the request injected.
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const connectSpy = vi.spyOn(net.Socket.prototype, 'connect');
    const answer = await ask(rep, '思瑞宁老年患者的起始剂量是多少？');
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(connectSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
    connectSpy.mockRestore();
    expect(answer.found).toBe(true);
    expect(answer.answer).toContain('[1]');
    expect(answer.citations[0]?.quote).toContain('65 岁及以上老年患者的起始剂量为每日 5 mg');
    // The citation opens its source passage, which contains the quoted text.
    const passage = await api(t.app, rep, { url: `/prod-api/API-AI/passage/${answer.citations[0]!.passageId}` });
    expect(passage.json().result.text).toContain(answer.citations[0]!.quote);
  });

  it('answers in English from English content', async () => {
    const answer = await ask(rep, 'How long before surgery should Dagening be withheld?', 'knowledge', {}, { lang: 'en' });
    expect(answer.citations.some((c) => c.quote.includes('at least 3 days before scheduled surgery'))).toBe(true);
  });

  it("says plainly when nothing relevant is found, in the caller's language", async () => {
    const zh = await ask(rep, '火星上的天气怎么样？');
    expect(zh).toMatchObject({ found: false, citations: [] });
    expect(zh.answer).toContain('没有找到');
    const en = await ask(rep, 'What is the best recipe for sourdough bread?', 'knowledge', {}, { lang: 'en' });
    expect(en.found).toBe(false);
    expect(en.answer).toMatch(/^Nothing relevant was found/);
  });

  it("never shows another tenant's content", async () => {
    expect((await ask(rep, 'HZ-301 项目目前处于哪个阶段？')).found).toBe(false);
    const own = await ask(repB, 'HZ-301 项目目前处于哪个阶段？', 'knowledge', {}, { host: TENANT_B });
    expect(own.citations[0]?.quote).toContain('一期临床');
    const foreign = await api(t.app, rep, { url: `/prod-api/API-AI/passage/${own.citations[0]!.passageId}` });
    expect(foreign.statusCode).toBe(404);
  });

  it("never cites a visit note outside the rep's data range", async () => {
    const [visit] = await rows(sql`select v.id from visit v join app_user u on u.id = v.user_id
      where u.username = 'rep2' and v.tenant_id = (select tenant_id from app_user where username = 'rep2' limit 1) and v.status = 'completed' order by v.id limit 1`);
    await t.app.db.execute(sql`update visit set notes = '医生询问了紫杉醇联合方案的周期安排', updated_at = now() where id = ${visit!.id}`);
    await t.app.jobs.enqueue('ai.syncIndex', { tenantId: 1, full: false }, { key: '1', tenantId: 1 });
    await t.app.jobs.drain();
    const owner = await ask(rep2, '紫杉醇联合方案的周期安排');
    expect(owner.citations.map((c) => c.sourceId)).toContain(String(visit!.id));
    const other = await ask(rep, '紫杉醇联合方案的周期安排');
    expect(other.citations.map((c) => c.sourceId)).not.toContain(String(visit!.id));
    const passageId = owner.citations.find((c) => c.sourceId === String(visit!.id))!.passageId;
    expect((await api(t.app, rep, { url: `/prod-api/API-AI/passage/${passageId}` })).statusCode).toBe(404);
  });

  it('answers the article mode from approved content only', async () => {
    const answer = await ask(rep, '思瑞宁老年患者的起始剂量是多少？', 'article');
    // The monograph is an internal upload, not approved material: the article mode does not use it.
    expect(answer.citations.every((c) => c.sourceType === 'library' || c.sourceType === 'article')).toBe(true);
    expect(answer.citations.some((c) => c.sourceType === 'document')).toBe(false);
  });

  it('knows the approved articles of a fresh install, one citation per source', async () => {
    const [article] = await rows(sql`select a.id, v.title from content_article a join content_article_version v on v.id = a.approved_version_id
      join enterprise e on e.id = a.tenant_id where e.domain = 'localhost' order by a.id limit 1`);
    expect(article).toBeDefined();
    const answer = await ask(rep, String(article!.title), 'article');
    expect(answer.citations[0]).toMatchObject({ sourceType: 'article', sourceId: String(article!.id) });
    const sources = answer.citations.map((c) => `${c.sourceType}:${c.sourceId}`);
    expect(new Set(sources).size).toBe(sources.length);
  });

  it('cites an article as soon as its review approves it', async () => {
    const token = Object.fromEntries(
      await Promise.all(['marketing', 'msl', 'compliance'].map(async (username) => [username, (await login(t.app, username)).access_token] as const)),
    );
    const title = '思瑞宁长期维持治疗随访要点（2026 年更新）';
    const indexedAt = async () => (await api(t.app, rep, { url: '/prod-api/API-AI/setting' })).json().result.indexedAt as string | null;
    const before = await indexedAt();
    expect(before).not.toBeNull();
    const started = Date.now();
    const id = await approvedArticle(t, token, title);
    // The committed approval queued the index update; the worker runs it.
    await t.app.jobs.drain();
    const answer = await ask(rep, title, 'article');
    expect(answer.citations[0]).toMatchObject({ sourceType: 'article', sourceId: String(id) });
    expect(Date.now() - started).toBeLessThan(60_000);
    // The assistant says how fresh its index is.
    expect(Date.parse((await indexedAt())!)).toBeGreaterThan(Date.parse(before!));
  });

  it("drafts a proposal for a doctor in the rep's range, citing the profile, and exports it", async () => {
    const [doctor] = await rows(
      sql`select v.doctor_id from visit v join app_user u on u.id = v.user_id where u.username = 'rep' and v.tenant_id = 1 and v.status = 'completed' and v.notes is not null order by v.start_at desc limit 1`,
    );
    const answer = await ask(rep, '准备下一次拜访', 'proposal', { doctorId: Number(doctor!.doctor_id), proposalKind: 'visit' });
    expect(answer.answer).toContain('拜访方案');
    expect(answer.citations[0]).toMatchObject({ n: 1, sourceType: 'doctor' });
    const file = await api(t.app, rep, { url: `/prod-api/API-AI/message/${answer.messageId}/export` });
    expect(file.headers['content-type']).toContain('text/markdown');
    expect(file.body).toContain('拜访方案');
    const [foreignDoctor] = await rows(sql`select id from doctor where tenant_id <> 1 limit 1`);
    const refused = await api(t.app, rep, { method: 'POST', url: '/prod-api/API-AI/proposal/chat', payload: { question: 'x', doctorId: Number(foreignDoctor!.id) } });
    expect(refused.statusCode).toBe(404);
  });

  it('keeps conversations per user: list, continue, rename, delete, feedback, and the audit trail', async () => {
    const first = await ask(rep, '沃安达最常见的不良反应是什么？');
    const follow = await ask(rep, '沃安达可以空腹服用吗？', 'knowledge', { conversationId: first.conversationId });
    expect(follow.conversationId).toBe(first.conversationId);
    const list = (await api(t.app, rep, { url: '/prod-api/API-AI/conversation/list' })).json().result as Array<{ id: number; title: string }>;
    expect(list[0]).toMatchObject({ id: first.conversationId, title: '沃安达最常见的不良反应是什么？' });
    expect((await api(t.app, rep2, { url: `/prod-api/API-AI/conversation/${first.conversationId}` })).statusCode).toBe(404);
    const renamed = await api(t.app, rep, { method: 'PUT', url: `/prod-api/API-AI/conversation/${first.conversationId}`, payload: { title: '沃安达安全性' } });
    expect(renamed.json().result.title).toBe('沃安达安全性');
    const rated = await api(t.app, rep, { method: 'POST', url: `/prod-api/API-AI/message/${follow.messageId}/feedback`, payload: { value: -1 } });
    expect(rated.statusCode).toBe(200);
    const detail = (await api(t.app, rep, { url: `/prod-api/API-AI/conversation/${first.conversationId}` })).json().result;
    expect(detail.messages).toHaveLength(4);
    expect(detail.messages[3]).toMatchObject({ role: 'assistant', feedback: -1, status: 'complete' });
    expect((await api(t.app, rep, { method: 'DELETE', url: `/prod-api/API-AI/conversation/${first.conversationId}` })).statusCode).toBe(200);
    const after = (await api(t.app, rep, { url: '/prod-api/API-AI/conversation/list' })).json().result as Array<{ id: number }>;
    expect(after.map((c) => c.id)).not.toContain(first.conversationId);
    const audit = await rows(sql`select action, summary from audit_log where action = 'ai.question' and entity_id = ${String(first.conversationId)}`);
    expect(audit).toHaveLength(2);
  });

  it('streams the answer as server-sent events', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/prod-api/API-AI/knowledge/chat',
      headers: { host: 'localhost', authorization: `Bearer ${rep}`, accept: 'text/event-stream', 'content-type': 'application/json' },
      payload: { question: '不良事件需要在多长时间内报告？' },
    });
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = response.body
      .split('\n\n')
      .filter(Boolean)
      .map((block) => block.match(/^event: (\w+)/)?.[1]);
    expect(events[0]).toBe('meta');
    expect(events).toContain('delta');
    expect(events.at(-1)).toBe('done');
    expect(response.body).toContain('24 小时内报告药物警戒部');
  });

  it('refuses when the enterprise switched the assistant off, and past the per-user rate', async () => {
    const admin = (await login(t.app, 'admin', TENANT_B)).access_token;
    const base = { chatBaseUrl: null, chatModel: null, embeddingBaseUrl: null, embeddingModel: null, pubmedBaseUrl: null, monthlyTokenLimit: 0 };
    const off = await api(t.app, admin, { method: 'PUT', url: '/prod-api/API-AI/setting', host: TENANT_B, payload: { ...base, enabled: false, requestsPerMinute: 10 } });
    expect(off.statusCode, off.body).toBe(200);
    const refused = await api(t.app, repB, { method: 'POST', url: '/prod-api/API-AI/knowledge/chat', host: TENANT_B, payload: { question: '思瑞宁' }, lang: 'en' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('The assistant is switched off for this enterprise');
    await api(t.app, admin, { method: 'PUT', url: '/prod-api/API-AI/setting', host: TENANT_B, payload: { ...base, enabled: true, requestsPerMinute: 2 } });
    const statuses = [];
    for (let i = 0; i < 3; i++)
      statuses.push((await api(t.app, repB, { method: 'POST', url: '/prod-api/API-AI/knowledge/chat', host: TENANT_B, payload: { question: '思瑞宁' } })).statusCode);
    expect(statuses.filter((s) => s === 429)).not.toHaveLength(0);
    expect((await api(t.app, repB, { method: 'PUT', url: '/prod-api/API-AI/setting', host: TENANT_B, payload: { ...base, enabled: true, requestsPerMinute: 2 } })).statusCode).toBe(
      403,
    );
  });

  it('keeps the index generation when a sync finds nothing changed, so instances do not reload it', async () => {
    const [tenant] = await rows(sql`select id from enterprise where domain = 'localhost'`);
    const tenantId = Number(tenant!.id);
    const generation = async () => Number((await rows(sql`select generation from ai_index_state where tenant_id = ${tenantId}`))[0]!.generation);
    // Guidelines carry no change time: every sync reads them again, unchanged.
    await t.app.jobs.enqueue('ai.syncIndex', { tenantId, full: false }, { key: String(tenantId), tenantId });
    await t.app.jobs.drain();
    const before = await generation();
    await t.app.jobs.enqueue('ai.syncIndex', { tenantId, full: false }, { key: String(tenantId), tenantId });
    await t.app.jobs.drain();
    expect(await generation()).toBe(before);
  });

  it('finds at start-up an index that lacks a whole source, and a full sync restores it', async () => {
    const [tenant] = await rows(sql`select id from enterprise where domain = 'localhost'`);
    const tenantId = Number(tenant!.id);
    expect(await tenantsMissingSources(t.app.db)).toEqual([]);
    // An index built before the article source was registered.
    await t.app.db.execute(sql`delete from ai_passage where tenant_id = ${tenantId} and source_type = 'article'`);
    expect(await tenantsMissingSources(t.app.db)).toEqual([tenantId]);
    await t.app.jobs.enqueue('ai.syncIndex', { tenantId, full: true }, { key: `${tenantId}:full`, tenantId });
    await t.app.jobs.drain();
    expect(await tenantsMissingSources(t.app.db)).toEqual([]);
  });
});
