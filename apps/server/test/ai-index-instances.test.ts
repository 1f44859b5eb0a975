import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ChatAnswer } from '@crm/shared/contracts/ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { databaseUrl, testDatabaseKind, withAdmin } from './database';
import { api, buildTestApp, createFromTemplate, login, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

/**
 * The assistant's passages live in PostgreSQL; each instance keeps a search index of them in memory
 * and reloads it when the tenant's index generation moved. Two instances with connections of their
 * own (as two processes have): a note indexed by a sync on one is cited by the other at its next
 * question, and both cite the same passages.
 */
describe.runIf(testDatabaseKind === 'postgres')('the assistant’s index on two instances', () => {
  const name = `crm_ai_index_${randomUUID().replace(/-/g, '')}`;
  const handles: DatabaseHandle[] = [];
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    await createFromTemplate(name);
    for (let i = 0; i < 2; i++) handles.push(await openDatabase({ url: databaseUrl(name) }));
    a = await buildTestApp({ database: handles[0] });
    b = await buildTestApp({ database: handles[1] });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    for (const handle of handles) await handle.close();
    await withAdmin((client) => client.query(`drop database if exists ${name} with (force)`));
  });

  const ask = async (instance: TestApp, token: string, question: string) => {
    const response = await api(instance.app, token, { method: 'POST', url: '/prod-api/API-AI/knowledge/chat', payload: { question } });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().result as ChatAnswer;
  };

  it('cites on one instance what a sync on the other indexed, the same passages on both', async () => {
    const question = '奥沙利铂联合方案第三周期的剂量调整';
    const tokenA = (await login(a.app, 'rep2')).access_token;
    const tokenB = (await login(b.app, 'rep2')).access_token;
    // B loads its index now, before the note exists.
    const [visit] = rowsOf<{ id: number }>(
      await a.app.db.execute(sql`select v.id from visit v join app_user u on u.id = v.user_id
        where u.username = 'rep2' and v.tenant_id = u.tenant_id and v.status = 'completed' order by v.id limit 1`),
    );
    const before = await ask(b, tokenB, question);
    expect(before.citations.map((c) => c.sourceId)).not.toContain(String(visit!.id));

    await a.app.db.execute(sql`update visit set notes = '医生询问了奥沙利铂联合方案第三周期的剂量调整', updated_at = now() where id = ${visit!.id}`);
    await a.app.jobs.enqueue('ai.syncIndex', { tenantId: 1, full: false }, { key: '1', tenantId: 1 });
    await a.app.jobs.drain();

    const onB = await ask(b, tokenB, question);
    expect(onB.citations.map((c) => c.sourceId)).toContain(String(visit!.id));
    const onA = await ask(a, tokenA, question);
    expect(onA.citations.map((c) => c.passageId)).toEqual(onB.citations.map((c) => c.passageId));
  });
});
