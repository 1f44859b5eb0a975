import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, type TestApp } from './helpers';
import { createMeeting, meetingBody, repChoices, tokens } from './meeting-fixtures';
import { rowsOf } from '../src/db/rows';

/** Who created, changed and cancelled a meeting is on the audit trail; a doctor's ledger exports on its own. */
describe('meeting audit trail and the per-doctor ledger export', () => {
  let t: TestApp;
  let token: Record<string, string>;
  let choices: Awaited<ReturnType<typeof repChoices>>;

  beforeAll(async () => {
    t = await buildTestApp();
    token = await tokens(t, ['rep']);
    choices = await repChoices(t, token.rep!);
  });
  afterAll(() => t.close());

  const trail = async (meetingId: number) =>
    rowsOf<{ action: string; actor_name: string; summary: string }>(
      await t.app.db.execute(sql`select action, actor_name, summary from audit_log where entity_type = 'meeting' and entity_id = ${String(meetingId)} order by id`),
    );

  it('records the creation, each change and the cancellation with the actor', async () => {
    const id = await createMeeting(t, token.rep!, meetingBody(choices));
    const edited = await api(t.app, token.rep!, { method: 'PUT', url: `/prod-api/meeting/${id}`, payload: meetingBody(choices, { topic: '改期后的城市会' }) });
    expect(edited.statusCode, edited.body).toBe(200);
    const cancelled = await api(t.app, token.rep!, { method: 'POST', url: `/prod-api/meeting/${id}/cancel`, payload: { comment: '讲者无法到场' } });
    expect(cancelled.json().result.status).toBe('CANCELLED');
    const rows = await trail(id);
    expect(rows.map((r) => r.action)).toEqual(['meeting.create', 'meeting.update', 'meeting.cancel']);
    expect(rows.every((r) => r.actor_name === 'rep')).toBe(true);
    expect(rows[1]!.summary).toContain('改期后的城市会');
  });

  it('writes nothing to the trail when a change is refused', async () => {
    const id = await createMeeting(t, token.rep!, meetingBody(choices));
    const refused = await api(t.app, token.rep!, { method: 'PUT', url: `/prod-api/meeting/${id}`, payload: meetingBody(choices, { productIds: [999_999] }) });
    expect(refused.statusCode).toBe(400);
    expect((await trail(id)).map((r) => r.action)).toEqual(['meeting.create']);
  });

  it('exports one doctor’s ledger of a year as a workbook for those who may see the doctor', async () => {
    const [row] = rowsOf<{ doctor_id: number; year: number }>(
      await t.app.db.execute(sql`select t.doctor_id, t.year from transfer_of_value t join enterprise e on e.id = t.tenant_id where e.domain = 'localhost' order by t.id limit 1`),
    );
    expect(row, 'the demo data has paid meetings').toBeDefined();
    const url = `/prod-api/meeting/tov/doctor/${row!.doctor_id}/export?year=${row!.year}`;
    const exported = await api(t.app, token.rep!, { url });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toContain('spreadsheetml');
    expect(exported.rawPayload.subarray(0, 2).toString()).toBe('PK');
    expect((await api(t.app, token.rep!, { url: `/prod-api/meeting/tov/doctor/99999999/export?year=${row!.year}` })).statusCode).toBe(404);
  });
});
