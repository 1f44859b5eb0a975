import { and, eq, sql } from 'drizzle-orm';
import type { ServiceHost } from '../../platform/service-host';
import type { ContentChannel } from '@crm/shared/contracts/content-channels';
import { contentBatch, contentSend, contentArticleVersion } from '../../db/schema/content/content';
import { appUser, enterprise } from '../../db/schema/platform/tenancy';
import { recordInteractions } from '../interactions/index';
import type { VersionRow } from './article-store';
import { channelSetting, tenantRelay } from './channel-settings';
import { channelSenders, type ChannelSender } from './channel-senders';
import { linkUrls, signLink } from './link-tokens';
import { composeMessage } from './messages';
import { admitDoctor, type SendScope } from './send-rules';
import { rowsOf } from '../../db/rows';

/**
 * Working a batch: each doctor is admitted (or suppressed with its reason) in its own
 * transaction, then every queued attempt is claimed, handed to its channel and marked accepted
 * (with the channel's message id, which its receipts name later) or failed with the channel's answer. Running a batch again continues where it stopped and never sends anyone twice: doctors
 * with an attempt are skipped, and an attempt left in SENDING by a crash is marked failed rather
 * than sent again (the channel may or may not have taken it).
 */

type App = Pick<ServiceHost, 'db' | 'config' | 'log' | 'outbound'>;

export const MASS_SEND_JOB = 'content.massSend';
const CHUNK = 200;
const PARALLEL = 8;

const sendersByApp = new WeakMap<object, Record<ContentChannel, ChannelSender>>();
function sendersOf(app: App): Record<ContentChannel, ChannelSender> {
  let senders = sendersByApp.get(app);
  if (!senders) sendersByApp.set(app, (senders = channelSenders(app.db, app.config, app.outbound)));
  return senders;
}

interface BatchContext {
  app: App;
  batch: typeof contentBatch.$inferSelect;
  tenant: typeof enterprise.$inferSelect;
  version: VersionRow;
  senderWecomId: string | null;
  smtpUrl: string | null;
}

export interface ProcessOptions {
  /** Stop after this many chunks (a run cut short, as by a restart). */
  maxChunks?: number;
}

export async function processBatch(app: App, tenantId: number, batchId: number, options: ProcessOptions = {}): Promise<void> {
  const [batch] = await app.db
    .select()
    .from(contentBatch)
    .where(and(eq(contentBatch.tenantId, tenantId), eq(contentBatch.id, batchId)));
  if (!batch || batch.status === 'DONE') return;
  await app.db.update(contentBatch).set({ status: 'RUNNING' }).where(eq(contentBatch.id, batchId));
  await app.db
    .update(contentSend)
    .set({ status: 'FAILED', error: 'interrupted before the channel confirmed; not sent again' })
    .where(and(eq(contentSend.batchId, batchId), eq(contentSend.status, 'SENDING')));
  const [tenant] = await app.db.select().from(enterprise).where(eq(enterprise.id, tenantId));
  const [version] = await app.db.select().from(contentArticleVersion).where(eq(contentArticleVersion.id, batch.versionId));
  const [sender] = await app.db.select({ wecomUserId: appUser.wecomUserId }).from(appUser).where(eq(appUser.id, batch.senderId));
  const context: BatchContext = { app, batch, tenant: tenant!, version: version!, senderWecomId: sender?.wecomUserId ?? null, smtpUrl: await tenantRelay(app.db, tenantId) };

  const done = new Set(rowsOf(await app.db.execute(sql`select doctor_id from content_send where batch_id = ${batchId}`)).map((r) => Number(r.doctor_id)));
  const pending = batch.doctorIds.filter((id) => !done.has(id));
  let chunks = 0;
  for (let start = 0; start < pending.length; start += CHUNK) {
    await admitChunk(context, pending.slice(start, start + CHUNK));
    await deliverQueued(context);
    await app.db
      .update(contentBatch)
      .set({ processed: sql`(select count(*) from content_send where batch_id = ${batchId})::int` })
      .where(eq(contentBatch.id, batchId));
    if (options.maxChunks !== undefined && ++chunks >= options.maxChunks) return;
  }
  await deliverQueued(context);
  await app.db
    .update(contentBatch)
    .set({ status: 'DONE', finishedAt: new Date(), processed: sql`(select count(*) from content_send where batch_id = ${batchId})::int` })
    .where(eq(contentBatch.id, batchId));
}

async function admitChunk({ app, batch, tenant, version }: BatchContext, doctorIds: number[]): Promise<void> {
  const channel = batch.channel as ContentChannel;
  for (const doctorId of doctorIds) {
    await app.db.transaction(async (tx) => {
      const setting = await channelSetting(tx, tenant.id, tenant.timeZone, channel);
      const scope: SendScope = { tenantId: tenant.id, timeZone: tenant.timeZone, channel, setting, senderId: batch.senderId, productId: version.productId };
      const { reason, address } = await admitDoctor(tx, scope, doctorId);
      await tx.execute(sql`insert into content_send (tenant_id, batch_id, article_id, version_id, doctor_id, sender_id, channel, product_id, campaign_id, status, reason, address)
        values (${tenant.id}, ${batch.id}, ${batch.articleId}, ${batch.versionId}, ${doctorId}, ${batch.senderId}, ${channel}, ${version.productId}, ${batch.campaignId},
          ${reason ? 'SUPPRESSED' : 'QUEUED'}, ${reason}, ${address}) on conflict do nothing`);
    });
  }
}

async function deliverQueued(context: BatchContext): Promise<void> {
  const queued = await context.app.db
    .select({ id: contentSend.id })
    .from(contentSend)
    .where(and(eq(contentSend.batchId, context.batch.id), eq(contentSend.status, 'QUEUED')));
  for (let i = 0; i < queued.length; i += PARALLEL) {
    await Promise.all(queued.slice(i, i + PARALLEL).map((row) => deliverOne(context, row.id)));
  }
}

async function deliverOne({ app, batch, tenant, version, senderWecomId, smtpUrl }: BatchContext, sendId: number): Promise<void> {
  const [claimed] = await app.db
    .update(contentSend)
    .set({ status: 'SENDING' })
    .where(and(eq(contentSend.id, sendId), eq(contentSend.status, 'QUEUED')))
    .returning();
  if (!claimed) return;
  const [click, open, unsubscribe] = await Promise.all([
    signLink(app.db, 'c', tenant.id, sendId),
    signLink(app.db, 'o', tenant.id, sendId),
    signLink(app.db, 'u', tenant.id, sendId),
  ]);
  const brand = version.language === 'en' ? (tenant.nameEn ?? tenant.name) : tenant.name;
  const message = composeMessage(version, brand, linkUrls(batch.linkBase, { click, open, unsubscribe }));
  const wecom = tenant.wecomCorpId && tenant.wecomSecret && senderWecomId ? { corpId: tenant.wecomCorpId, secret: tenant.wecomSecret, senderUserId: senderWecomId } : undefined;
  let providerMessageId: string | null;
  try {
    ({ providerMessageId } = await sendersOf(app)[batch.channel as ContentChannel]({
      ...message,
      tenantId: tenant.id,
      tenantRealm: tenant.realm,
      sendId,
      address: claimed.address!,
      wecom,
      smtpUrl,
    }));
  } catch (error) {
    app.log.warn({ err: error, sendId }, 'content send failed');
    await app.db
      .update(contentSend)
      .set({ status: 'FAILED', error: String(error instanceof Error ? error.message : error).slice(0, 500) })
      .where(eq(contentSend.id, sendId));
    return;
  }
  const sentAt = new Date();
  await app.db.transaction(async (tx) => {
    await tx.update(contentSend).set({ status: 'ACCEPTED', sentAt, providerMessageId }).where(eq(contentSend.id, sendId));
    await recordInteractions(tx, [
      {
        tenantId: tenant.id,
        type: 'content.sent',
        occurredAt: sentAt,
        doctorId: claimed.doctorId,
        channel: batch.channel.toLowerCase(),
        productId: claimed.productId,
        campaignId: claimed.campaignId,
        actorUserId: batch.senderId,
        sourceEventId: String(sendId),
        properties: { articleId: batch.articleId, versionId: batch.versionId, version: version.version, batchId: batch.id },
      },
    ]);
  });
}
