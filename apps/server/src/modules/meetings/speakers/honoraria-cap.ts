import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { meetingSetting } from '../../../db/schema/meetings/meeting-finance';
import { badRequest } from '../../../lib/http-error';
import { formatYuan } from '../calendar';
import type { Tx } from '../../workflow/index';
import { rowsOf } from '../../../db/rows';

/**
 * The annual honoraria cap: what one speaker may be paid in a calendar year across all of the
 * tenant's meetings. Requests in approval count as well as approved and paid ones, so two
 * applications cannot together pass the cap.
 */

type Queryable = Database | Tx;

/** ¥100,000 a year unless the tenant sets its own cap. */
export const DEFAULT_ANNUAL_CAP_CENTS = 10_000_000;

export async function annualCapCents(db: Queryable, tenantId: number): Promise<number> {
  const [row] = await db.select({ cap: meetingSetting.speakerAnnualCapCents }).from(meetingSetting).where(eq(meetingSetting.tenantId, tenantId));
  return row?.cap ?? DEFAULT_ANNUAL_CAP_CENTS;
}

/** Honoraria of a speaker in a year over every live meeting but one (actual fees once paid, else the planned fee). */
export async function honorariaInYear(db: Queryable, input: { tenantId: number; speakerId: number; year: number; timeZone: string; excludeMeetingId?: number }): Promise<number> {
  const result = rowsOf<{ total: string | number }>(
    await db.execute(sql`
    select coalesce(sum(coalesce(ms.actual_fee_cents, ms.fee_cents)), 0) as total
    from meeting_speaker ms join meeting m on m.id = ms.meeting_id
    where ms.tenant_id = ${input.tenantId} and ms.speaker_id = ${input.speakerId} and m.id <> ${input.excludeMeetingId ?? 0}
      and m.status not in ('DRAFT', 'CANCELLED')
      and extract(year from m.start_at at time zone ${input.timeZone}) = ${input.year}`),
  );
  return Number(result[0]?.total ?? 0);
}

export interface CapCheck {
  tenantId: number;
  meetingId: number;
  year: number;
  timeZone: string;
  speakers: Array<{ speakerId: number; name: string; feeCents: number }>;
}

/** Refuses a meeting whose fees would take a speaker past the cap; locks the speakers so checks queue. */
export async function checkHonorariaCaps(tx: Tx, check: CapCheck): Promise<void> {
  if (check.speakers.length === 0) return;
  const ids = check.speakers.map((s) => s.speakerId).sort((a, b) => a - b);
  await tx.execute(sql`select id from speaker_profile where tenant_id = ${check.tenantId} and id = any(${sql.param(ids)}::bigint[]) order by id for update`);
  const cap = await annualCapCents(tx, check.tenantId);
  for (const speaker of check.speakers) {
    const before = await honorariaInYear(tx, {
      tenantId: check.tenantId,
      speakerId: speaker.speakerId,
      year: check.year,
      timeZone: check.timeZone,
      excludeMeetingId: check.meetingId,
    });
    const total = before + speaker.feeCents;
    if (total > cap) {
      throw badRequest('speakerCapExceeded', {
        name: speaker.name,
        year: check.year,
        total: formatYuan(total),
        cap: formatYuan(cap),
        remaining: formatYuan(Math.max(cap - before, 0)),
      });
    }
  }
}
