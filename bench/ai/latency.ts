// `npm run bench:ai-latency [-- --passages=N --questions=N --streams=N]`: the assistant's two latency targets on
// the product's own paths. (a) Retrieval over N passages of one tenant (default 100,000) through `retrieve()`: the
// index generation check and the visit-scope filter in the database, BM25 in memory; p50/p95 over the gold
// questions. (b) The time from a model's first streamed token (a fake OpenAI-compatible server on loopback, in this
// process) to the first `delta` event reaching an SSE client of POST /API-AI/knowledge/chat (the API server in its
// own process); p50/p95. PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set, else PGlite in a fresh directory.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/client';
import { aiPassage } from '../../apps/server/src/db/schema/ai/ai';
import { appUser } from '../../apps/server/src/db/schema/platform/tenancy';
import { seedIfEmpty } from '../../apps/server/src/seed';
import { KNOWLEDGE_CORPUS } from '../../apps/server/src/modules/ai/demo/knowledge-corpus';
import { bumpGeneration, tenantDictionary, tenantIndex } from '../../apps/server/src/modules/ai/index-store';
import { OutboundPolicy } from '../../apps/server/src/lib/outbound-address';
import { retrieve } from '../../apps/server/src/modules/ai/retrieval';
import { loadSettings } from '../../apps/server/src/modules/ai/settings-repository';
import { tokenize } from '../../apps/server/src/modules/ai/tokenizer';
import type { Principal } from '../../apps/server/src/platform/principal';
import { TenantDirectory } from '../../apps/server/src/platform/tenant-directory';
import { benchArgs, demoToken, ensurePostgresDatabase, log, startBenchServer } from '../support';
import { rowsOf } from '../../apps/server/src/db/rows';

const args = benchArgs();
const passageCount = Number(args.passages ?? 100_000);
const questionCount = Number(args.questions ?? 300);
const streamCount = Number(args.streams ?? 200);
const databaseUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || undefined;
const pgliteDir = databaseUrl ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'crm-bench-ai-'));

const gold = (JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'gold.json'), 'utf8')) as Array<{ question: string; source: string | null }>).filter(
  (g) => g.source !== null,
);
const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1);
};

// ---- (a) retrieval over N passages ----------------------------------------------------------------
if (databaseUrl) await ensurePostgresDatabase(databaseUrl);
const database = await openDatabase({ url: databaseUrl, dataDir: pgliteDir });
await database.migrate();
await seedIfEmpty(database.db, { demo: true });
const db = database.db;
const tenant = (await new TenantDirectory(db).findByDomain('localhost'))!;
const [rep] = await db.select().from(appUser).where(eq(appUser.username, 'rep'));
const visits = rowsOf<{ id: unknown }>(await db.execute(sql`select id from visit where tenant_id = ${tenant.id} order by id`)).map((r) => String(r.id));

// The corpus's sentences recombined with varied subjects; one passage in ten a visit note of some visit of the tenant.
const dictionary = await tenantDictionary(db, tenant.id);
const sentences = KNOWLEDGE_CORPUS.flatMap((d) => d.text.split('\n'));
const subjects = ['患者', '医生', 'patients', 'hospital', '科室', '随访', 'follow-up', '处方', 'clinic', '指南'];
let seed = 7;
const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const pick = <T>(list: T[]) => list[Math.floor(next() * list.length)]!;
const [existing] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from ai_passage where tenant_id = ${tenant.id}`));
const toAdd = Math.max(0, passageCount - (existing?.n ?? 0));
const written = performance.now();
for (let start = 0; start < toAdd; start += 1000) {
  const rows = Array.from({ length: Math.min(1000, toAdd - start) }, (_v, i) => {
    const id = start + i;
    const isVisit = id % 10 === 0 && visits.length > 0;
    const body = `${pick(sentences)} ${pick(subjects)} ${id % 997} ${pick(sentences)}`;
    const title = isVisit ? '拜访记录' : `bench ${id % 5000}`;
    return {
      tenantId: tenant.id,
      sourceType: isVisit ? 'visit' : 'document',
      sourceId: isVisit ? pick(visits) : `bench-${id}`,
      chunk: id,
      title,
      body,
      terms: tokenize(`${title}\n${body}`, dictionary).join(' '),
      url: null,
      doctorId: null,
      approved: false,
    };
  });
  await db.insert(aiPassage).values(rows);
}
await bumpGeneration(db, tenant.id);
const inTenant = Math.max(passageCount, existing?.n ?? 0);
log(`${toAdd} passages written in ${((performance.now() - written) / 1000).toFixed(1)} s (${inTenant} in the tenant)`);

const principal: Principal = {
  tenant,
  userId: rep!.id,
  username: rep!.username,
  firstName: rep!.firstName,
  nameEn: null,
  orgId: rep!.orgId,
  orgPath: null,
  sessionId: null,
  roles: [],
  roleCodes: ['rep'],
  permissions: ['ai:assistant:chat'],
  dataRange: 'self',
  mustChangePassword: false,
  profile: { email: null, mobile: null, avatar: null, language: 'zh', orgName: null, orgNameEn: null },
};
const settings = await loadSettings(db, tenant.id);
const loaded = performance.now();
await tenantIndex(db, tenant.id);
log(`index loaded in ${((performance.now() - loaded) / 1000).toFixed(1)} s`);
// No embedding service is set here: retrieval calls nothing, but goes through the policy as the server's does.
const outbound = new OutboundPolicy({ allowedNetworks: [] });
const retrievals: number[] = [];
for (let i = 0; i < questionCount; i++) {
  const started = performance.now();
  await retrieve(db, principal, { mode: 'knowledge', question: gold[i % gold.length]!.question, settings, limit: 5, send: outbound.fetch });
  retrievals.push(performance.now() - started);
}
log(
  `retrieval over ${inTenant} passages: p50 ${percentile(retrievals, 50)} ms, p95 ${percentile(retrievals, 95)} ms, max ${percentile(retrievals, 100)} ms (${questionCount} questions)`,
);
await database.close();

// ---- (b) model's first token to the browser's first token ------------------------------------------
let firstTokenAt = 0;
const model = http.createServer((request, response) => {
  request.resume();
  request.on('end', () => {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;
    // A model "thinks" for a moment, then streams; the clock starts as its first token leaves.
    setTimeout(() => {
      firstTokenAt = performance.now();
      response.write(chunk('根据资料 [1]'));
      setTimeout(() => {
        response.write(chunk('，请参见说明书。'));
        response.write(`data: ${JSON.stringify({ choices: [], usage: { prompt_tokens: 200, completion_tokens: 10 } })}\n\n`);
        response.end('data: [DONE]\n\n');
      }, 20);
    }, 15);
  });
});
await new Promise<void>((resolve) => model.listen(0, '127.0.0.1', resolve));
const modelUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;

// The fake model listens on loopback: allowed as an operator allows a company's own model server.
const outboundEnv = { OUTBOUND_ALLOWED_NETWORKS: '127.0.0.0/8' };
const server = await startBenchServer(databaseUrl ? { ...outboundEnv, DATABASE_URL: databaseUrl } : { ...outboundEnv, DATABASE_URL: '', BENCH_PGLITE_DIR: pgliteDir! });
const base = `http://localhost:${server.port}/prod-api/API-AI`;
try {
  const admin = await demoToken(server.port, 'admin');
  const repToken = await demoToken(server.port, 'rep');
  const configured = await fetch(`${base}/setting`, {
    method: 'PUT',
    headers: { host: 'localhost', authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      enabled: true,
      chatBaseUrl: modelUrl,
      chatModel: 'bench-model',
      embeddingBaseUrl: null,
      embeddingModel: null,
      pubmedBaseUrl: null,
      requestsPerMinute: 600,
      monthlyTokenLimit: 0,
    }),
  });
  if (!configured.ok) throw new Error(`settings answered ${configured.status}: ${await configured.text()}`);

  /**
   * Asks one question as a stream; answers the delay from the model's first token to the client's first delta,
   * or null when nothing relevant was found (the model is then not asked).
   */
  const measure = async (question: string): Promise<number | null> => {
    firstTokenAt = 0;
    const response = await fetch(`${base}/knowledge/chat`, {
      method: 'POST',
      headers: { host: 'localhost', authorization: `Bearer ${repToken}`, accept: 'text/event-stream', 'content-type': 'application/json' },
      body: JSON.stringify({ question }),
    });
    if (!response.ok || !response.body) throw new Error(`chat answered ${response.status}: ${await response.text()}`);
    const decoder = new TextDecoder();
    let text = '';
    let firstDeltaAt = 0;
    for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
      text += decoder.decode(bytes, { stream: true });
      if (!firstDeltaAt && text.includes('event: delta')) firstDeltaAt = performance.now();
    }
    if (!firstDeltaAt) throw new Error(`no streamed answer for "${question}": ${text.slice(0, 200)}`);
    return firstTokenAt ? firstDeltaAt - firstTokenAt : null;
  };

  // The first question loads the tenant's index; it is not counted.
  await measure(gold[0]!.question);
  const delays: number[] = [];
  let unanswered = 0;
  for (let i = 0; delays.length < streamCount && i < streamCount * 3; i++) {
    const started = performance.now();
    const delay = await measure(gold[i % gold.length]!.question);
    if (delay === null) unanswered++;
    else delays.push(delay);
    // At most 600 questions a minute per user (the highest per-user rate the settings allow).
    const spent = performance.now() - started;
    if (spent < 110) await new Promise((resolve) => setTimeout(resolve, 110 - spent));
  }
  if (delays.length === 0) throw new Error('no question reached the model: the tenant has no relevant content');
  log(
    `model's first token to the client's first token: p50 ${percentile(delays, 50)} ms, p95 ${percentile(delays, 95)} ms, max ${percentile(delays, 100)} ms ` +
      `(${delays.length} streams; ${unanswered} questions found nothing in the tenant and were not counted)`,
  );
} finally {
  server.stop();
  model.close();
  void outbound.close();
  if (pgliteDir) process.on('exit', () => fs.rmSync(pgliteDir, { recursive: true, force: true }));
}
