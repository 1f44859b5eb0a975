import { sql, type SQL } from 'drizzle-orm';
import { SUPPRESSION_REASONS, type SuppressionReason } from '@crm/shared/contracts/content-sends';
import type { ChannelSetting, ContentChannel } from '@crm/shared/contracts/content-channels';
import type { Database } from '../../db/client';
import type { Tx } from '../workflow/index';
import { inQuietHours } from './channel-settings';
import { ensureConsentRows } from './consent-store';
import { minutesOfDayIn } from '../../lib/zoned-time';
import { rowsOf } from '../../db/rows';
import { dictionaryOf } from '@crm/shared/object-keys';

/**
 * Who may receive a send: the channel is on, the doctor has no objection and consents to the
 * article's product on the channel (a product's own opt-in or opt-out decides over the channel
 * consent), can be reached there, it is not quiet hours, and the doctor's cap for the period is not
 * used up. The same rules answer the preflight (set-based, nothing locked) and admit each doctor in
 * the transaction that records the attempt (the doctor's consent row locked first).
 */

export interface SendScope {
  tenantId: number;
  timeZone: string;
  channel: ContentChannel;
  setting: ChannelSetting;
  senderId: number;
  /** The product of the article version being sent. */
  productId: number | null;
  at?: Date;
}

/** Statuses that use up a doctor's cap. */
export const COUNTED_STATUSES = ['QUEUED', 'SENDING', 'ACCEPTED', 'DELIVERED', 'BOUNCED'];

function addressSql(scope: SendScope): SQL {
  if (scope.channel === 'EMAIL') return sql`nullif(trim(d.email), '')`;
  if (scope.channel === 'SMS') return sql`nullif(trim(d.mobile), '')`;
  return sql`(select b.external_user_id from doctor_wecom_binding b where b.tenant_id = d.tenant_id and b.doctor_id = d.id and b.user_id = ${scope.senderId})`;
}

function outcomeSql(scope: SendScope): SQL {
  const { setting, timeZone, tenantId, channel } = scope;
  const quiet = inQuietHours(setting, minutesOfDayIn(scope.at ?? new Date(), timeZone));
  const unit = setting.capPeriod.toLowerCase();
  const periodStart = sql`(date_trunc(${unit}, now() at time zone ${timeZone}) at time zone ${timeZone})`;
  const capCheck =
    setting.capCount === null
      ? sql`false`
      : sql`(select count(*) from content_send s where s.tenant_id = ${tenantId} and s.doctor_id = d.id and s.channel = ${channel}
          and s.status in (${sql.join(
            COUNTED_STATUSES.map((s) => sql`${s}`),
            sql`, `,
          )}) and s.created_at >= ${periodStart}) >= ${setting.capCount}::int`;
  return sql`case
    when ${!setting.enabled}::boolean then 'CHANNEL_DISABLED'
    when coalesce(c.objection, false) then 'OBJECTION'
    when pc.state = 'OPT_OUT' then 'PRODUCT_OPT_OUT'
    when coalesce(pc.state, c.state, 'NONE') <> 'OPT_IN' then 'NO_CONSENT'
    when ${addressSql(scope)} is null then 'NOT_BOUND'
    when ${quiet}::boolean then 'QUIET_HOURS'
    when ${capCheck} then 'CAP_REACHED'
    else 'OK' end`;
}

const FROM = (scope: SendScope) => sql`from doctor d left join content_consent c on c.tenant_id = d.tenant_id and c.doctor_id = d.id and c.channel = ${scope.channel}
  left join content_product_consent pc on pc.tenant_id = d.tenant_id and pc.doctor_id = d.id and pc.channel = ${scope.channel} and pc.product_id = ${scope.productId ?? 0}::bigint`;

/** How many of the doctors would receive the send, and how many are excluded for each reason. */
export async function preflightCounts(
  db: Database,
  scope: SendScope,
  doctorIds: number[],
): Promise<{ willReceive: number; excluded: Record<SuppressionReason, number>; found: number }> {
  const rows = rowsOf(
    await db.execute(sql`select ${outcomeSql(scope)} as outcome, count(*)::int as n ${FROM(scope)}
      where d.tenant_id = ${scope.tenantId} and d.id = any(${sql.param(doctorIds)}::bigint[]) group by 1`),
  );
  const excluded = dictionaryOf(SUPPRESSION_REASONS.map((reason) => [reason, 0])) as Record<SuppressionReason, number>;
  let willReceive = 0;
  let found = 0;
  for (const row of rows) {
    found += Number(row.n);
    if (row.outcome === 'OK') willReceive = Number(row.n);
    else excluded[row.outcome as SuppressionReason] = Number(row.n);
  }
  return { willReceive, excluded, found };
}

/**
 * Decides one doctor inside the caller's transaction. The doctor's consent row for the channel is
 * locked first, so concurrent sends to the same doctor and channel take turns and each sees the
 * attempts the previous ones recorded: a cap can never be passed.
 */
export async function admitDoctor(tx: Tx, scope: SendScope, doctorId: number): Promise<{ reason: SuppressionReason | null; address: string | null }> {
  await ensureConsentRows(tx, scope.tenantId, [doctorId], scope.channel);
  await tx.execute(sql`select 1 from content_consent where tenant_id = ${scope.tenantId} and doctor_id = ${doctorId} and channel = ${scope.channel} for update`);
  const [row] = rowsOf(
    await tx.execute(sql`select ${outcomeSql(scope)} as outcome, ${addressSql(scope)} as address ${FROM(scope)} where d.tenant_id = ${scope.tenantId} and d.id = ${doctorId}`),
  );
  if (!row) return { reason: 'NOT_BOUND', address: null };
  return { reason: row.outcome === 'OK' ? null : (row.outcome as SuppressionReason), address: (row.address as string | null) ?? null };
}

/**
 * The channels on which each doctor could receive a send of the product's content by the sender at
 * `at` (consent, objection, address, quiet hours and caps as a send would judge them), in the order
 * given: next-best action proposes only these.
 */
export async function reachableChannels(
  db: Database | Tx,
  scope: Omit<SendScope, 'channel' | 'setting'>,
  settings: ChannelSetting[],
  doctorIds: number[],
): Promise<Map<number, ContentChannel[]>> {
  const reachable = new Map<number, ContentChannel[]>();
  if (doctorIds.length === 0) return reachable;
  for (const setting of settings) {
    if (!setting.enabled) continue;
    const channelScope: SendScope = { ...scope, channel: setting.channel, setting };
    const rows = rowsOf<{ id: number | string }>(
      await db.execute(sql`select d.id ${FROM(channelScope)}
        where d.tenant_id = ${scope.tenantId} and d.id = any(${sql.param(doctorIds)}::bigint[]) and ${outcomeSql(channelScope)} = 'OK'`),
    );
    for (const row of rows) {
      const id = Number(row.id);
      reachable.set(id, [...(reachable.get(id) ?? []), setting.channel]);
    }
  }
  return reachable;
}
