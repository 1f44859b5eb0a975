import { and, eq, sql } from 'drizzle-orm';
import { transferOfValue } from '../../db/schema/meetings/meeting-finance';
import type { Tx } from '../workflow/index';
import { dateIn } from '../../lib/zoned-time';
import { yearIn } from './calendar';
import { rowsOf } from '../../db/rows';

type Row = Record<string, unknown>;

/**
 * Attributes a paid meeting's value to doctors for disclosure: each speaker's honorarium and
 * travel, and an equal share of the catering for every attendee, credited to those who are
 * doctors of the tenant. Written once, when the payment is approved.
 */
export async function writeTransfersOfValue(tx: Tx, tenantId: number, meetingId: number): Promise<void> {
  const query = async (statement: ReturnType<typeof sql>) => rowsOf<Row>(await tx.execute(statement));
  const [found] = await query(sql`select m.start_at, e.time_zone,
      (select coalesce(sum(actual_cents), 0) from meeting_budget_line l where l.meeting_id = m.id and l.category = 'CATERING') as catering
    from meeting m join enterprise e on e.id = m.tenant_id where m.tenant_id = ${tenantId} and m.id = ${meetingId}`);
  if (!found) return;
  const start = new Date(found.start_at as string);
  const timeZone = String(found.time_zone);
  const base = { tenantId, meetingId, year: yearIn(start, timeZone), occurredOn: dateIn(start, timeZone) };
  const entries: Array<typeof transferOfValue.$inferInsert> = [];

  const speakers = await query(sql`select doctor_id, coalesce(actual_fee_cents, fee_cents) as fee, coalesce(actual_travel_cents, travel_cents) as travel
    from meeting_speaker where meeting_id = ${meetingId} order by doctor_id`);
  for (const speaker of speakers) {
    const doctorId = Number(speaker.doctor_id);
    if (Number(speaker.fee) > 0) entries.push({ ...base, doctorId, category: 'HONORARIUM', amountCents: Number(speaker.fee) });
    if (Number(speaker.travel) > 0) entries.push({ ...base, doctorId, category: 'TRAVEL', amountCents: Number(speaker.travel) });
  }

  const attendees = await query(sql`select doctor_id from meeting_sign_in where meeting_id = ${meetingId} order by id`);
  const catering = Number(found.catering);
  if (catering > 0 && attendees.length > 0) {
    // Integer cents: each attendee's share rounds down, so the shares never exceed the bill.
    const share = Math.floor(catering / attendees.length);
    const doctors = [...new Set(attendees.filter((a) => a.doctor_id !== null).map((a) => Number(a.doctor_id)))];
    for (const doctorId of doctors) if (share > 0) entries.push({ ...base, doctorId, category: 'MEAL', amountCents: share });
  }

  await tx.delete(transferOfValue).where(and(eq(transferOfValue.tenantId, tenantId), eq(transferOfValue.meetingId, meetingId)));
  if (entries.length) await tx.insert(transferOfValue).values(entries);
}
