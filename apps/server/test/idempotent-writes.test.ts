import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

/**
 * Writes a phone queues without a connection and sends again: with an `Idempotency-Key` the
 * visit is stored once and the close happens once, whatever the number of sends.
 */
describe('idempotent writes', () => {
  let t: TestApp;
  const token: Record<string, string> = {};
  let doctorOfRep: number;
  let doctorOfRep2: number;
  let repId: number;

  beforeAll(async () => {
    t = await buildTestApp();
    for (const name of ['rep', 'rep2']) token[name] = (await login(t.app, name)).access_token;
    // A doctor of the caller's with no visit of the demo's around now, so that the visits of this
    // file (the last few hours) collide with none but each other.
    const busy = rowsOf<{ doctor_id: string }>(
      await t.app.db.execute(sql`select distinct doctor_id from visit where start_at > now() - interval '3 days' and start_at < now() + interval '3 days'`),
    ).map((row) => Number(row.doctor_id));
    const customers = async (who: string) =>
      ((await send(who, { method: 'POST', url: '/prod-api/doctor/search', payload: { type: 'MY_CUSTOMER' } })).json().result.content as Array<{ id: number }>)
        .map((doctor) => doctor.id)
        .find((id) => !busy.includes(id))!;
    doctorOfRep = await customers('rep');
    doctorOfRep2 = await customers('rep2');
    repId = (await send('rep', { method: 'GET', url: '/prod-api/API-SYSTEM/user/info' })).json().result.id;
  });
  afterAll(() => t.close());

  const send = (who: string, request: { method: 'GET' | 'POST' | 'PUT'; url: string; payload?: unknown; key?: string; lang?: string }) =>
    api(t.app, token[who]!, { ...request, headers: request.key ? { 'idempotency-key': request.key } : {} });
  // One time for every visit of the file, so that a body built twice is the same body; each visit
  // stored has a slot (an hour earlier each) of its own, as the same rep, doctor and time again is
  // refused as a visit logged twice.
  const start = Date.now() - 3 * 3600_000;
  const visit = (notes: string, doctorId = doctorOfRep, slot = 0) => ({
    doctorId,
    startAt: new Date(start - slot * 3600_000).toISOString(),
    endAt: new Date(start - slot * 3600_000 + 30 * 60_000).toISOString(),
    visitType: 'FACE',
    purpose: 'PRODUCT',
    duration: '30',
    result: 'INTERESTED',
    notes,
  });
  const logVisit = (who: string, body: unknown, key?: string, lang?: string) => send(who, { method: 'POST', url: '/prod-api/v2/visit/add', payload: body, key, lang });
  const visitsWithNotes = async (notes: string) => Number(rowsOf<{ n: number }>(await t.app.db.execute(sql`select count(*)::int as n from visit where notes = ${notes}`))[0]!.n);

  it('stores a visit sent three times with one key once, and answers each send with that visit', async () => {
    const notes = `offline ${Date.now()}`;
    const key = `visit-${crypto.randomUUID()}`;
    const first = await logVisit('rep', visit(notes), key);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await Promise.all([logVisit('rep', visit(notes), key), logVisit('rep', visit(notes), key)]);
    for (const answer of again) {
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['idempotent-replayed']).toBe('true');
      expect(answer.json().result.id).toBe(first.json().result.id);
    }
    expect(await visitsWithNotes(notes)).toBe(1);
    // The same visit under another key is a visit logged twice, refused with the visit stored.
    const otherKey = await logVisit('rep', visit(notes), `visit-${crypto.randomUUID()}`);
    expect(otherKey.statusCode).toBe(409);
    expect(otherKey.json().result.visitId).toBe(first.json().result.id);
    // Another key is another visit; no key at all is the old behaviour.
    expect((await logVisit('rep', visit(notes, doctorOfRep, 1), `visit-${crypto.randomUUID()}`)).statusCode).toBe(200);
    expect((await logVisit('rep', visit(notes, doctorOfRep, 2))).statusCode).toBe(200);
    expect(await visitsWithNotes(notes)).toBe(3);
  });

  it('stores one visit when two sends with one key arrive at the same time', async () => {
    const notes = `race ${Date.now()}`;
    const key = `visit-${crypto.randomUUID()}`;
    const answers = await Promise.all([1, 2, 3].map(() => logVisit('rep', visit(notes, doctorOfRep, 3), key, 'en')));
    // One runs; the others either wait their turn (409, the client sends again) or get the answer.
    expect(answers.map((a) => a.statusCode).sort()).toEqual(expect.arrayContaining([200]));
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    // A send that came while the first ran says so, with no details (the 409 of a visit logged twice names the visit).
    for (const answer of answers.filter((a) => a.statusCode === 409))
      expect(answer.json()).toMatchObject({ message: expect.stringMatching(/still being processed|in progress/i), result: null });
    expect(await visitsWithNotes(notes)).toBe(1);
    const settled = await logVisit('rep', visit(notes, doctorOfRep, 3), key);
    expect(settled.statusCode).toBe(200);
    expect(await visitsWithNotes(notes)).toBe(1);
  });

  it('answers a refused visit the same way each time, in the language of each send, and stores nothing', async () => {
    // The doctor is not (or no longer) the rep's: the phone shows the refusal and keeps the visit.
    const notes = `refused ${Date.now()}`;
    const key = `visit-${crypto.randomUUID()}`;
    const first = await logVisit('rep', visit(notes, doctorOfRep2), key, 'en');
    expect(first.statusCode).toBe(400);
    expect(first.json().message).toMatch(/not among your customers/);
    const again = await logVisit('rep', visit(notes, doctorOfRep2), key, 'zh');
    expect(again.statusCode).toBe(400);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json().message).not.toMatch(/not among your customers/);
    expect(again.json().message).toMatch(/\p{Script=Han}/u);
    expect(await visitsWithNotes(notes)).toBe(0);
  });

  it('refuses a key used for another body or another caller’s key space, and a malformed key', async () => {
    const key = `visit-${crypto.randomUUID()}`;
    expect((await logVisit('rep', visit(`a ${key}`, doctorOfRep, 4), key)).statusCode).toBe(200);
    const other = await logVisit('rep', visit(`b ${key}`, doctorOfRep, 4), key, 'en');
    expect(other.statusCode).toBe(422);
    expect(other.json().message).toBe('This Idempotency-Key was used for a different request; use a new key for a new action');
    // Keys belong to their caller: another rep's request with the same key is their own.
    expect((await logVisit('rep2', visit(`c ${key}`, doctorOfRep2), key)).statusCode).toBe(200);
    const malformed = await logVisit('rep', visit('d'), 'short', 'en');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('The Idempotency-Key header must be 8–100 letters, digits, hyphens or underscores');
  });

  it('closes a task once for a key sent twice, and says so when someone else closed it first', async () => {
    const created = await send('rep', {
      method: 'POST',
      url: '/prod-api/task/create',
      payload: { type: 'OTHER', title: `离线关闭 ${Date.now()}`, assigneeIds: [repId], dueAt: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(created.statusCode).toBe(200);
    const taskId = created.json().result[0].id as number;
    const key = `close-${crypto.randomUUID()}`;
    const close = () => send('rep', { method: 'PUT', url: '/prod-api/task/batch/close', payload: { ids: [taskId], reason: '已电话沟通' }, key });
    expect((await close()).json().result).toEqual({ closed: 1 });
    const replay = await close();
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json().result).toEqual({ closed: 1 });
    const logs = rowsOf<{ n: number }>(await t.app.db.execute(sql`select count(*)::int as n from task_log where task_id = ${taskId} and action = 'close'`));
    expect(Number(logs[0]!.n)).toBe(1);
    // A queued close of a task closed meanwhile (another key): nothing closed, which the phone reports.
    const late = await send('rep', { method: 'PUT', url: '/prod-api/task/batch/close', payload: { ids: [taskId] }, key: `close-${crypto.randomUUID()}` });
    expect(late.json().result).toEqual({ closed: 0 });
  });
});
