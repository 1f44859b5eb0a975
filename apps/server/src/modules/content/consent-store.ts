import { sql } from 'drizzle-orm';
import { CONTENT_CHANNELS, type ContentChannel } from '@crm/shared/contracts/content-channels';
import type { DoctorConsent } from '@crm/shared/contracts/content-consent';
import type { Database } from '../../db/client';
import { contentConsent, contentConsentHistory, contentProductConsent } from '../../db/schema/content/content';
import { recordInteractions } from '../interactions/index';
import type { Tx } from '../workflow/index';
import { rowsOf } from '../../db/rows';

/**
 * Consent per doctor and channel (the row sends lock), per product on a channel, and the append-only
 * history of every change.
 */

export interface ConsentChange {
  tenantId: number;
  doctorId: number;
  channel: ContentChannel;
  /** The product whose content an opt-in or opt-out is about; null for the whole channel. */
  productId?: number | null;
  action: 'OPT_IN' | 'OPT_OUT' | 'OBJECT' | 'WITHDRAW_OBJECTION';
  source: 'PORTAL' | 'REP_ATTESTED' | 'IMPORT' | 'UNSUBSCRIBE_LINK';
  textVersion: string | null;
  attestation?: string | null;
  actorUserId: number | null;
  at?: Date;
  /** The send whose unsubscribe link was used, for the interaction event. */
  sendId?: number;
}

/** Makes sure the doctor's row for a channel exists, so a send can lock it. */
export async function ensureConsentRows(tx: Pick<Tx, 'insert'>, tenantId: number, doctorIds: number[], channel: string): Promise<void> {
  if (doctorIds.length === 0) return;
  await tx
    .insert(contentConsent)
    .values(doctorIds.map((doctorId) => ({ tenantId, doctorId, channel })))
    .onConflictDoNothing();
}

/** Applies a change and appends it to the history; an objection applies to every channel. */
export async function changeConsent(tx: Tx, change: ConsentChange): Promise<void> {
  const { tenantId, doctorId } = change;
  const objectionChange = change.action === 'OBJECT' || change.action === 'WITHDRAW_OBJECTION';
  const channels = objectionChange ? [...CONTENT_CHANNELS] : [change.channel];
  const productId = objectionChange ? null : (change.productId ?? null);
  for (const channel of channels) await ensureConsentRows(tx, tenantId, [doctorId], channel);
  // The channel row's lock makes a change and a send to the doctor take turns; the change is dated once it holds it.
  await tx.execute(sql`select 1 from content_consent where tenant_id = ${tenantId} and doctor_id = ${doctorId} and channel = ${change.channel} for update`);
  const at = change.at ?? new Date();
  if (productId !== null) {
    const state = change.action as 'OPT_IN' | 'OPT_OUT';
    await tx
      .insert(contentProductConsent)
      .values({ tenantId, doctorId, channel: change.channel, productId, state, source: change.source, textVersion: change.textVersion, changedAt: at })
      .onConflictDoUpdate({
        target: [contentProductConsent.tenantId, contentProductConsent.doctorId, contentProductConsent.channel, contentProductConsent.productId],
        set: { state, source: change.source, textVersion: change.textVersion, changedAt: at },
      });
  } else if (objectionChange) {
    await tx.execute(sql`update content_consent set objection = ${change.action === 'OBJECT'}, changed_at = ${at.toISOString()}::timestamptz
      where tenant_id = ${tenantId} and doctor_id = ${doctorId}`);
  } else {
    await tx.execute(sql`update content_consent set state = ${change.action}, source = ${change.source}, text_version = ${change.textVersion}, changed_at = ${at.toISOString()}::timestamptz
      where tenant_id = ${tenantId} and doctor_id = ${doctorId} and channel = ${change.channel}`);
  }
  await tx.insert(contentConsentHistory).values({
    tenantId,
    doctorId,
    channel: change.channel,
    productId,
    action: change.action,
    source: change.source,
    textVersion: change.textVersion,
    attestation: change.attestation ?? null,
    actorUserId: change.actorUserId,
    occurredAt: at,
  });
  if (change.action === 'OPT_OUT' && change.sendId !== undefined) {
    await recordInteractions(tx, [
      {
        tenantId,
        type: 'content.unsubscribed',
        occurredAt: at,
        doctorId,
        channel: change.channel.toLowerCase(),
        sourceEventId: String(change.sendId),
        properties: { source: change.source },
      },
    ]);
  }
}

export async function doctorConsent(db: Database, tenantId: number, doctorId: number, lang: string): Promise<DoctorConsent> {
  const productName = lang === 'en' ? sql`coalesce(p.name_en, p.name)` : sql`p.name`;
  const actorName = lang === 'en' ? sql`coalesce(u.name_en, u.first_name)` : sql`u.first_name`;
  const current = rowsOf(
    await db.execute(sql`select channel, state, objection, source, text_version, changed_at from content_consent where tenant_id = ${tenantId} and doctor_id = ${doctorId}`),
  );
  const products = rowsOf(
    await db.execute(sql`select c.channel, c.product_id, c.state, c.source, c.text_version, c.changed_at, ${productName} as product_name
      from content_product_consent c join product p on p.id = c.product_id
      where c.tenant_id = ${tenantId} and c.doctor_id = ${doctorId} order by product_name, c.channel`),
  );
  const history = rowsOf(
    await db.execute(sql`select h.id, h.channel, h.product_id, ${productName} as product_name, h.action, h.source, h.text_version, h.attestation, h.occurred_at, ${actorName} as actor_name
      from content_consent_history h left join app_user u on u.id = h.actor_user_id left join product p on p.id = h.product_id
      where h.tenant_id = ${tenantId} and h.doctor_id = ${doctorId} order by h.occurred_at desc, h.id desc limit 200`),
  );
  return {
    states: CONTENT_CHANNELS.map((channel) => {
      const row = current.find((r) => r.channel === channel);
      return {
        channel,
        state: ((row?.state as string) ?? 'NONE') as 'OPT_IN' | 'OPT_OUT' | 'NONE',
        objection: Boolean(row?.objection),
        source: (row?.source as string | null) ?? null,
        textVersion: (row?.text_version as string | null) ?? null,
        changedAt: row && row.state !== 'NONE' ? new Date(row.changed_at as string).toISOString() : null,
      };
    }),
    products: products.map((p) => ({
      channel: p.channel as ContentChannel,
      productId: Number(p.product_id),
      productName: String(p.product_name),
      state: p.state as 'OPT_IN' | 'OPT_OUT',
      source: String(p.source),
      textVersion: (p.text_version as string | null) ?? null,
      changedAt: new Date(p.changed_at as string).toISOString(),
    })),
    history: history.map((h) => ({
      id: Number(h.id),
      channel: String(h.channel),
      productId: h.product_id === null ? null : Number(h.product_id),
      productName: (h.product_name as string | null) ?? null,
      action: h.action as DoctorConsent['history'][number]['action'],
      source: h.source as DoctorConsent['history'][number]['source'],
      textVersion: (h.text_version as string | null) ?? null,
      attestation: (h.attestation as string | null) ?? null,
      actorName: (h.actor_name as string | null) ?? null,
      occurredAt: new Date(h.occurred_at as string).toISOString(),
    })),
  };
}
