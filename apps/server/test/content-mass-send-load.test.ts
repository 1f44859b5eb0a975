import { request } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, type TestApp } from './helpers';
import { approvedArticle, rows } from './content-fixtures';
import { tokens } from './meeting-fixtures';

/**
 * The embedded database is one connection shared by users and background work. A mass send to
 * 2,000 doctors runs as a job in short transactions; meanwhile other users' reads keep being
 * answered within a second.
 */
/** A GET over a real socket, as a browser makes it, timed from asking to the whole answer. */
function timedGet(port: number, path: string, bearer: string): Promise<{ status: number; ms: number; body: string }> {
  const asked = performance.now();
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host: 'localhost', authorization: `Bearer ${bearer}` } }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, ms: performance.now() - asked, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('a mass send on the embedded database', () => {
  let t: TestApp;
  let token: Record<string, string>;
  const AUDIENCE = 2000;

  beforeAll(async () => {
    t = await buildTestApp({ config: { smtpUrl: undefined, backgroundJobs: true } });
    token = await tokens(t, ['marketing', 'msl', 'compliance', 'admin', 'manager']);
  });
  afterAll(() => t.close());

  it('keeps answering other users within a second while it sends to 2,000 doctors', async () => {
    const articleId = await approvedArticle(t, token, '群发负载下的响应');
    const doctors = await rows(t, sql`select d.id from doctor d join enterprise e on e.id = d.tenant_id where e.domain = 'localhost' order by d.id limit ${AUDIENCE}`);
    expect(doctors).toHaveLength(AUDIENCE);
    const ids = doctors.map((r) => Number(r.id));
    const list = sql.param(ids);
    await t.app.db.execute(sql`update doctor set email = 'load' || id || '@hospital.example' where id = any(${list}::bigint[])`);
    await t.app.db.execute(sql`delete from content_product_consent where doctor_id = any(${list}::bigint[])`);
    await t.app.db.execute(sql`insert into content_consent (tenant_id, doctor_id, channel, state, objection)
      select d.tenant_id, d.id, 'EMAIL', 'OPT_IN', false from doctor d where d.id = any(${list}::bigint[])
      on conflict (tenant_id, doctor_id, channel) do update set state = 'OPT_IN', objection = false`);
    await t.app.db.execute(sql`update content_channel set cap_count = null, quiet_start = null, quiet_end = null, enabled = true where channel = 'EMAIL'`);

    const began = performance.now();
    const started = await api(t.app, token.admin!, { method: 'POST', url: '/prod-api/content/send', payload: { articleId, channel: 'EMAIL', doctorIds: ids } });
    expect(started.statusCode, started.body).toBe(200);
    const batchId = started.json().result.id as number;

    // A manager reads screens over HTTP while the send runs, every 100 ms.
    const address = new URL(await t.app.listen({ port: 0, host: '127.0.0.1' }));
    const waits: number[] = [];
    let batch: { status: string; processed: number; counts: Record<string, number> } | undefined;
    const deadline = Date.now() + 240_000;
    do {
      const records = await timedGet(Number(address.port), '/prod-api/content/batch/page?size=20', token.manager!);
      expect(records.status).toBe(200);
      batch = JSON.parse(records.body).result.content.find((b: { id: number }) => b.id === batchId);
      const counts = await timedGet(Number(address.port), '/prod-api/article/count/by/example', token.manager!);
      expect(counts.status).toBe(200);
      waits.push(records.ms, counts.ms);
      await new Promise((resolve) => setTimeout(resolve, 100));
    } while (batch?.status !== 'DONE' && Date.now() < deadline);

    const slowest = Math.max(...waits);
    console.info(
      `mass send of ${AUDIENCE} in ${Math.round((performance.now() - began) / 1000)} s: ${waits.length} reads, slowest ${Math.round(slowest)} ms, median ${Math.round([...waits].sort((a, b) => a - b)[waits.length >> 1]!)} ms`,
    );
    expect(batch).toMatchObject({ status: 'DONE', processed: AUDIENCE });
    expect(batch!.counts.ACCEPTED).toBe(AUDIENCE);
    // The reads were taken while it ran, not after.
    expect(waits.length).toBeGreaterThan(20);
    expect(slowest).toBeLessThan(1000);
  }, 300_000);
});
