import { and, eq, sql } from 'drizzle-orm';
import type { Lang } from '@crm/shared/i18n';
import { EXPENSE_CATEGORIES, type MeetingPaymentBody } from '@crm/shared/contracts/meeting-schemas';
import { meeting, meetingBudgetLine, meetingSpeaker } from '../../db/schema/meetings/meetings';
import { badRequest } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import type { RequestContext } from '../../platform/contract-route';
import { formatYuan } from './calendar';
import { findMeeting, findOwnMeeting, requireStatus } from './meeting-store';
import { submitToChain } from './submission';
import { rowsOf } from '../../db/rows';

/** After a confirmed meeting: actual expenses per line and per speaker, then the payment chain. */

const PAYABLE = ['CONFIRMED', 'PAYMENT_REJECTED'] as const;
const CATEGORY_NAMES: Record<string, Record<Lang, string>> = {
  VENUE: { zh: '场地', en: 'venue' },
  CATERING: { zh: '餐饮', en: 'catering' },
  TRAVEL: { zh: '差旅', en: 'travel' },
  OTHER: { zh: '其他', en: 'other' },
};

/** Records the actual expenses: per budget line, and each speaker’s paid fee and travel (unlisted speakers were paid nothing). */
export async function saveMeetingPayment({ db, principal }: RequestContext, meetingId: number, body: MeetingPaymentBody) {
  const tenantId = principal.tenant.id;
  const row = await findOwnMeeting(db, principal, meetingId);
  requireStatus(row, [...PAYABLE]);
  const booked = await db
    .select()
    .from(meetingSpeaker)
    .where(and(eq(meetingSpeaker.tenantId, tenantId), eq(meetingSpeaker.meetingId, row.id)));
  const unknown = body.speakers.find((s) => !booked.some((b) => b.speakerId === s.speakerId));
  if (unknown) throw badRequest('paymentSpeakerUnknown', { id: unknown.speakerId });
  await db.transaction(async (tx) => {
    for (const speaker of booked) {
      const paid = body.speakers.find((s) => s.speakerId === speaker.speakerId);
      await tx
        .update(meetingSpeaker)
        .set({ actualFeeCents: paid?.actualFeeCents ?? 0, actualTravelCents: paid?.actualTravelCents ?? 0 })
        .where(and(eq(meetingSpeaker.meetingId, row.id), eq(meetingSpeaker.speakerId, speaker.speakerId)));
    }
    const honoraria = body.speakers.reduce((sum, s) => sum + s.actualFeeCents, 0);
    const actual = new Map<string, number>([['HONORARIA', honoraria], ...EXPENSE_CATEGORIES.map((c) => [c, 0] as [string, number])]);
    for (const line of body.lines) actual.set(line.category, (actual.get(line.category) ?? 0) + line.actualCents);
    const lines = await tx
      .select()
      .from(meetingBudgetLine)
      .where(and(eq(meetingBudgetLine.tenantId, tenantId), eq(meetingBudgetLine.meetingId, row.id)));
    for (const [category, cents] of actual) {
      const existing = lines.filter((l) => l.category === category);
      if (existing.length === 0) {
        if (cents > 0) await tx.insert(meetingBudgetLine).values({ tenantId, meetingId: row.id, category: category as never, estimatedCents: 0, actualCents: cents });
        continue;
      }
      // The actual amount of a category sits on its first line; further lines of it are zeroed.
      for (const [i, line] of existing.entries())
        await tx
          .update(meetingBudgetLine)
          .set({ actualCents: i === 0 ? cents : 0 })
          .where(eq(meetingBudgetLine.id, line.id));
    }
    const total = [...actual.values()].reduce((sum, cents) => sum + cents, 0);
    await tx
      .update(meeting)
      .set({ actualTotalCents: total, paymentRemark: body.remark ?? null, updatedAt: new Date() })
      .where(eq(meeting.id, row.id));
  });
  return { id: row.id, status: row.status, code: row.code };
}

/** Submits the recorded expenses into the payment chain (or resubmits a rejected payment). */
export async function submitMeetingPayment({ db, principal, lang, host }: RequestContext, meetingId: number) {
  const row = await findOwnMeeting(db, principal, meetingId);
  requireStatus(row, [...PAYABLE]);
  if (row.actualTotalCents === null) throw badRequest('invalidField', { field: 'lines', reason: translate(lang, 'fieldRequired') });
  const query = async (statement: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await db.execute(statement));
  const [missing] = await query(sql`select l.category from meeting_budget_line l
    where l.meeting_id = ${row.id} and l.category <> 'HONORARIA' and coalesce(l.actual_cents, 0) > 0
      and not exists (select 1 from meeting_file f where f.meeting_id = l.meeting_id and f.kind = 'INVOICE' and f.category = l.category)
    order by l.id limit 1`);
  if (missing) throw badRequest('invoiceRequired', { category: CATEGORY_NAMES[String(missing.category)]?.[lang] ?? String(missing.category) });
  const speakers = await query(sql`select ms.speaker_id, ms.actual_fee_cents, s.fee_rate_cents, case when ${lang} = 'en' then coalesce(d.name_en, d.name) else d.name end as name
    from meeting_speaker ms join speaker_profile s on s.id = ms.speaker_id join doctor d on d.id = ms.doctor_id where ms.meeting_id = ${row.id}`);
  for (const s of speakers) {
    if (Number(s.actual_fee_cents ?? 0) > Number(s.fee_rate_cents)) {
      throw badRequest('speakerFeeAboveRate', { name: String(s.name), fee: formatYuan(Number(s.actual_fee_cents)), rate: formatYuan(Number(s.fee_rate_cents)) });
    }
  }
  await submitToChain(
    host,
    principal,
    {
      processType: 'MEETING_PAYMENT',
      row,
      amountCents: row.actualTotalCents,
      fees: speakers.map((s) => ({ speakerId: Number(s.speaker_id), feeCents: Number(s.actual_fee_cents ?? 0) })),
      instanceId: row.status === 'PAYMENT_REJECTED' ? row.paymentInstanceId : null,
    },
    lang,
  );
  const m = await findMeeting(db, principal.tenant.id, row.id);
  return { id: m.id, status: m.status, code: m.code };
}
