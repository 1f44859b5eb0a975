import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/rows';
import type { DataRange } from '../../../db/schema/platform/tenancy';
import { addDays, dateIn, startOfDay } from '../../../lib/zoned-time';
import type { Tx } from '../../workflow/index';
import { computeDay } from '../suggestion-engine';
import { expireOld, markCompleted } from '../suggestion-completion';
import { settingsOf } from '../suggestion-settings';

const TIME_ZONE = 'Asia/Shanghai';
/** Working days of history: pairs in both arms of the effect report, at about 20 s of seeding per tenant. */
const HISTORY_DAYS = 10;

/**
 * The demo's suggestion history: the engine run each working morning of the last two weeks for the
 * field users of one unit (as of 07:00 that day, on the facts stored before it), completions detected
 * from the demo's own later visits, sends and invitations, and the reps' other responses drawn from
 * hashes of the ids (some accepted and not done yet, some dismissed with a reason). Outcomes are not
 * made up: the report counts the demo's stored events.
 */
export async function seedSuggestionHistory(tx: Tx, tenantId: number): Promise<void> {
  const users = rowsOf<{ id: number | string; org_id: number | string; org_path: string; data_range: DataRange }>(
    await tx.execute(sql`select u.id, u.org_id, o.path as org_path, min(r.data_range) as data_range
      from app_user u join organization o on o.id = u.org_id join user_role ur on ur.user_id = u.id join role r on r.id = ur.role_id
      where u.tenant_id = ${tenantId} and u.enabled and r.data_range = 'self'
        and exists (select 1 from role_menu rm join menu m on m.id = rm.menu_id where rm.role_id = r.id and m.permission = 'suggestion:suggestion:list')
      group by u.id, u.org_id, o.path`),
  );
  const settings = await settingsOf(tx, tenantId);
  const today = dateIn(new Date(), TIME_ZONE);
  const days: string[] = [];
  for (let back = 1; days.length < HISTORY_DAYS && back < 60; back++) {
    const day = addDays(today, -back);
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    if (weekday !== 0 && weekday !== 6) days.unshift(day);
  }
  for (const day of days) {
    const asOf = new Date(startOfDay(day, TIME_ZONE).getTime() + 7 * 3_600_000);
    const shared = {};
    for (const user of users) {
      await computeDay(tx, {
        tenantId,
        timeZone: TIME_ZONE,
        user: { userId: Number(user.id), orgId: Number(user.org_id), orgPath: user.org_path, dataRange: 'self' },
        day,
        asOf,
        settings,
        shared,
      });
    }
  }
  await markCompleted(tx, tenantId, TIME_ZONE);
  // Most completed ones were accepted first; of the rest, about one in six accepted and one in four dismissed.
  await tx.execute(sql`update suggestion set accepted_at = completed_at - interval '2 hours'
    where tenant_id = ${tenantId} and status = 'completed' and not holdout and abs(hashtext('accept' || id)) % 10 < 7`);
  await tx.execute(sql`update suggestion set status = 'accepted', accepted_at = created_at + interval '90 minutes'
    where tenant_id = ${tenantId} and status = 'open' and not holdout and abs(hashtext('accept' || id)) % 6 = 0`);
  await tx.execute(sql`update suggestion set status = 'dismissed', dismissed_at = created_at + interval '3 hours',
      dismiss_reason = (array['alreadyDone', 'notRelevant', 'unavailable', 'unavailable', 'wrongChannel', 'other'])[1 + abs(hashtext('why' || id)) % 6],
      dismiss_comment = case when abs(hashtext('why' || id)) % 6 = 5 then '医生本周外出开会' end
    where tenant_id = ${tenantId} and status = 'open' and not holdout and abs(hashtext('dismiss' || id)) % 4 = 0`);
  await expireOld(tx, tenantId, today);
}
