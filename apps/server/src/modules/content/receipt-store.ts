import { and, eq } from 'drizzle-orm';
import type { ContentChannel } from '@crm/shared/contracts/content-channels';
import type { Database } from '../../db/client';
import { contentSend } from '../../db/schema/content/content';
import { recordInteractions } from '../interactions/index';

/**
 * Delivery receipts: what the channel says happened after it accepted a message. Each names the
 * message id the channel answered with; a receipt moves an accepted send to DELIVERED or BOUNCED
 * (with the channel's reason) and records the event, in one transaction per receipt. The first
 * receipt of a send decides it: a repeated or later one changes nothing.
 */

export interface Receipt {
  channel: ContentChannel;
  providerMessageId: string;
  status: 'DELIVERED' | 'BOUNCED';
  reason: string | null;
  at?: string | undefined;
}

export async function recordReceipts(db: Database, tenantId: number, receipts: Receipt[]) {
  let applied = 0;
  let unchanged = 0;
  const unknown: string[] = [];
  for (const receipt of receipts) {
    const outcome = await db.transaction(async (tx) => {
      const [send] = await tx
        .select()
        .from(contentSend)
        .where(and(eq(contentSend.tenantId, tenantId), eq(contentSend.channel, receipt.channel), eq(contentSend.providerMessageId, receipt.providerMessageId)))
        .for('update');
      if (!send) return 'unknown' as const;
      const at = receipt.at ? new Date(receipt.at) : new Date();
      const [moved] = await tx
        .update(contentSend)
        .set({ status: receipt.status, reportedAt: at, ...(receipt.status === 'BOUNCED' ? { error: receipt.reason ?? 'bounced' } : {}) })
        .where(and(eq(contentSend.id, send.id), eq(contentSend.status, 'ACCEPTED')))
        .returning({ id: contentSend.id });
      if (!moved) return 'unchanged' as const;
      await recordInteractions(tx, [
        {
          tenantId,
          type: receipt.status === 'DELIVERED' ? 'content.delivered' : 'content.bounced',
          occurredAt: at,
          doctorId: send.doctorId,
          channel: send.channel.toLowerCase(),
          productId: send.productId,
          campaignId: send.campaignId,
          sourceEventId: String(send.id),
          properties: { articleId: send.articleId, versionId: send.versionId, ...(receipt.reason ? { reason: receipt.reason } : {}) },
        },
      ]);
      return 'applied' as const;
    });
    if (outcome === 'applied') applied++;
    else if (outcome === 'unchanged') unchanged++;
    else unknown.push(receipt.providerMessageId);
  }
  return { applied, unchanged, unknown };
}
