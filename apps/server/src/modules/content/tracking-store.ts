import { and, eq, isNull, sql } from 'drizzle-orm';
import type { ContentChannel } from '@crm/shared/contracts/content-channels';
import type { UnsubscribeScope } from '@crm/shared/contracts/content-public';
import type { Database } from '../../db/client';
import { contentArticleVersion, contentConsent, contentProductConsent, contentSend } from '../../db/schema/content/content';
import { doctor } from '../../db/schema/customers/customers';
import { enterprise, product } from '../../db/schema/platform/tenancy';
import { badRequest, notFound } from '../../lib/http-error';
import { recordInteractions } from '../interactions/index';
import { changeConsent } from './consent-store';
import { signLink, verifyLink, type LinkKind } from './link-tokens';

/**
 * What doctors do with a message: open it, click its link, unsubscribe. Each is written on the
 * ledger row and as an interaction event in one transaction. They are not delivery states: only the
 * channel's receipt says a message was delivered (see receipt-store).
 */

async function sendOf(db: Database, kind: LinkKind, token: string) {
  const { tenantId, sendId } = await verifyLink(db, kind, token);
  const [send] = await db
    .select()
    .from(contentSend)
    .where(and(eq(contentSend.tenantId, tenantId), eq(contentSend.id, sendId)));
  if (!send) throw notFound();
  return send;
}

type SendRow = typeof contentSend.$inferSelect;
type ConsentKey = Pick<SendRow, 'tenantId' | 'doctorId' | 'channel'>;

/** The doctor's consent row, in either consent table, for the send's channel. */
const consentOf = (table: typeof contentConsent | typeof contentProductConsent, send: ConsentKey) =>
  and(eq(table.tenantId, send.tenantId), eq(table.doctorId, send.doctorId), eq(table.channel, send.channel));

/** The doctor's consent to one product's content on the send's channel. */
const productConsentOf = (send: ConsentKey, productId: number | typeof product.id) => and(consentOf(contentProductConsent, send), eq(contentProductConsent.productId, productId));

export async function recordEngagement(db: Database, send: SendRow, kind: 'open' | 'click', at = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(contentSend).where(eq(contentSend.id, send.id)).for('update');
    if (!row) return;
    const firstOpen = row.openedAt === null;
    await tx
      .update(contentSend)
      .set({
        ...(firstOpen ? { openedAt: at } : {}),
        opens: kind === 'open' || firstOpen ? sql`${contentSend.opens} + 1` : contentSend.opens,
        ...(kind === 'click' ? { clicks: sql`${contentSend.clicks} + 1`, clickedAt: row.clickedAt ?? at } : {}),
      })
      .where(eq(contentSend.id, row.id));
    const base = { tenantId: row.tenantId, occurredAt: at, doctorId: row.doctorId, channel: row.channel.toLowerCase(), productId: row.productId, campaignId: row.campaignId };
    const properties = { articleId: row.articleId, versionId: row.versionId };
    const events: Parameters<typeof recordInteractions>[1] = [];
    // One event per open and per click: the n-th is told apart in the source event id.
    if (kind === 'open' || firstOpen) events.push({ ...base, type: 'content.opened', sourceEventId: `${row.id}:${row.opens + 1}`, properties });
    if (kind === 'click') events.push({ ...base, type: 'content.clicked', sourceEventId: `${row.id}:${row.clicks + 1}`, properties });
    await recordInteractions(tx, events);
  });
}

export async function trackClick(db: Database, token: string): Promise<string> {
  const send = await sendOf(db, 'c', token);
  await recordEngagement(db, send, 'click');
  return `/pc/content/read?t=${encodeURIComponent(token)}`;
}

export async function trackOpen(db: Database, token: string): Promise<void> {
  await recordEngagement(db, await sendOf(db, 'o', token), 'open');
}

/** The reader page of a tracked link: the version that was sent. */
export async function publicArticle(db: Database, token: string) {
  const send = await sendOf(db, 'c', token);
  const [version] = await db.select().from(contentArticleVersion).where(eq(contentArticleVersion.id, send.versionId));
  return {
    title: version!.title,
    summary: version!.summary,
    bodyHtml: version!.bodyHtml,
    coverUrl: version!.coverUrl,
    language: version!.language,
    unsubscribeToken: await signLink(db, 'u', send.tenantId, send.id),
  };
}

export async function unsubscribeInfo(db: Database, token: string) {
  const send = await sendOf(db, 'u', token);
  const [row] = await db
    .select({ doctorName: doctor.name, doctorNameEn: doctor.nameEn, tenantName: enterprise.name, tenantNameEn: enterprise.nameEn })
    .from(doctor)
    .innerJoin(enterprise, eq(enterprise.id, doctor.tenantId))
    .where(eq(doctor.id, send.doctorId));
  const [consent] = await db.select({ state: contentConsent.state }).from(contentConsent).where(consentOf(contentConsent, send));
  const [about] =
    send.productId === null
      ? []
      : await db
          .select({ id: product.id, name: product.name, nameEn: product.nameEn, state: contentProductConsent.state })
          .from(product)
          .leftJoin(contentProductConsent, productConsentOf(send, product.id))
          .where(and(eq(product.tenantId, send.tenantId), eq(product.id, send.productId)));
  return {
    channel: send.channel as ContentChannel,
    doctorName: row!.doctorName,
    doctorNameEn: row!.doctorNameEn,
    tenantName: row!.tenantName,
    tenantNameEn: row!.tenantNameEn,
    optedOut: consent?.state === 'OPT_OUT',
    product: about ? { id: about.id, name: about.name, nameEn: about.nameEn, optedOut: about.state === 'OPT_OUT' } : null,
  };
}

/**
 * Records the opt-out a link carries: for the product the message was about (its other products
 * still reach the doctor) or for the whole channel. Using the link again changes nothing more.
 */
export async function confirmUnsubscribe(db: Database, token: string, scope: UnsubscribeScope): Promise<{ optedOut: boolean; scope: UnsubscribeScope }> {
  const send = await sendOf(db, 'u', token);
  if (scope === 'PRODUCT' && send.productId === null) throw badRequest('contentUnsubscribeNoProduct');
  await db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from content_consent where tenant_id = ${send.tenantId} and doctor_id = ${send.doctorId} and channel = ${send.channel} for update`);
    const [consent] = await tx.select({ state: contentConsent.state }).from(contentConsent).where(consentOf(contentConsent, send));
    if (consent?.state === 'OPT_OUT') return;
    if (scope === 'PRODUCT') {
      const [current] = await tx.select({ state: contentProductConsent.state }).from(contentProductConsent).where(productConsentOf(send, send.productId!));
      if (current?.state === 'OPT_OUT') return;
    }
    await tx
      .update(contentSend)
      .set({ unsubscribedAt: new Date() })
      .where(and(eq(contentSend.id, send.id), isNull(contentSend.unsubscribedAt)));
    await changeConsent(tx, {
      tenantId: send.tenantId,
      doctorId: send.doctorId,
      channel: send.channel as ContentChannel,
      productId: scope === 'PRODUCT' ? send.productId : null,
      action: 'OPT_OUT',
      source: 'UNSUBSCRIBE_LINK',
      textVersion: null,
      actorUserId: null,
      sendId: send.id,
    });
  });
  return { optedOut: true, scope };
}
