import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import { api, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

/** Helpers for the content center tests: a loopback SMTP server, articles through review, doctors with consent. */

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a free loopback port that keeps every message it accepts. */
export async function startSmtp() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise<void>((done) => server.close(() => done())) };
}

/** The text parts of a raw message, whichever transfer encoding the mailer chose (base64 or quoted-printable). */
export function htmlOf(raw: string): string {
  const base64 = /Content-Transfer-Encoding: base64\r?\n(?:[^\r\n]+\r?\n)*\r?\n([A-Za-z0-9+/=\r\n]+)/g;
  if (raw.includes('Content-Transfer-Encoding: base64')) return [...raw.matchAll(base64)].map((m) => Buffer.from(m[1]!.replace(/\s+/g, ''), 'base64').toString('utf8')).join('\n');
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export const rows = async (t: TestApp, query: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await t.app.db.execute(query));

export const articleBody = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  summary: `${title} 摘要`,
  bodyHtml: '<p>适应症与用法用量更新。</p>',
  tags: ['指南'],
  language: 'zh',
  ...extra,
});

/** Marketing writes an article and medical, legal and regulatory reviewers approve it from their to-do lists. */
export async function approvedArticle(t: TestApp, token: Record<string, string>, title: string, extra: Record<string, unknown> = {}): Promise<number> {
  const created = await api(t.app, token.marketing!, { method: 'POST', url: '/prod-api/content/article', payload: articleBody(title, extra) });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().result.id as number;
  const submitted = await api(t.app, token.marketing!, { method: 'POST', url: `/prod-api/content/article/${id}/submit` });
  expect(submitted.json().result.status).toBe('IN_REVIEW');
  for (const reviewer of ['msl', 'compliance', 'compliance']) {
    const todo = (await api(t.app, token[reviewer]!, { url: '/prod-api/workflow/task/todo/page?size=100&processType=ARTICLE_REVIEW' })).json().result.content;
    const task = todo.find((item: { businessId: number }) => item.businessId === id);
    expect(task, `${reviewer} sees the article in the to-do list`).toBeTruthy();
    const decided = await api(t.app, token[reviewer]!, {
      method: 'POST',
      url: `/prod-api/workflow/task/${task.taskId}/decision`,
      payload: { decision: 'APPROVE', comment: '同意' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
  }
  return id;
}

/**
 * Doctors of the demo tenant given an e-mail and no current consent or sends (the consent history is append-only and stays): the demo rep's own customers, or
 * others' (kept apart so that tests of either kind never share a doctor).
 */
export async function doctorsWithEmail(t: TestApp, count: number, offset = 0, owner: 'rep' | 'others' = 'rep'): Promise<number[]> {
  const ownedByRep = sql`exists (select 1 from doctor_assignment a join app_user u on u.org_id = a.org_id
        where a.doctor_id = d.id and u.tenant_id = e.id and u.username = 'rep')`;
  const found = await rows(
    t,
    sql`select d.id from doctor d join enterprise e on e.id = d.tenant_id
      where e.domain = 'localhost' and ${owner === 'rep' ? ownedByRep : sql`not ${ownedByRep}`}
      order by d.id limit ${count} offset ${offset}`,
  );
  if (found.length < count) throw new Error(`found ${found.length} doctors from ${offset}, not ${count}`);
  const ids = found.map((r) => Number(r.id));
  const list = sql.param(ids);
  await t.app.db.execute(sql`update doctor set email = 'doctor' || id || '@hospital.example' where id = any(${list}::bigint[])`);
  await t.app.db.execute(sql`delete from content_consent where doctor_id = any(${list}::bigint[])`);
  await t.app.db.execute(sql`delete from content_product_consent where doctor_id = any(${list}::bigint[])`);
  await t.app.db.execute(sql`delete from interaction_event where doctor_id = any(${list}::bigint[]) and type like 'content.%'`);
  await t.app.db.execute(sql`delete from content_send where doctor_id = any(${list}::bigint[])`);
  return ids;
}

export async function optIn(t: TestApp, token: string, doctorId: number, channel = 'EMAIL') {
  const response = await api(t.app, token, {
    method: 'POST',
    url: `/prod-api/content/consent/${doctorId}`,
    payload: { channel, action: 'OPT_IN', source: 'REP_ATTESTED', textVersion: 'v1', attestation: '医生口头同意并签字' },
  });
  expect(response.statusCode, response.body).toBe(200);
}
