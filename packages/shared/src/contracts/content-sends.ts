import { z } from 'zod';
import { defineContract } from '../contract';
import { pageOf } from '../envelope';
import { doctorCardSchema } from './customer-doctor-schemas';
import { CONTENT_CHANNELS } from './content-channels';
import { tags, id, pageQuery, contentReadCall } from './content-common';

/** Sending articles to doctors: the send ledger, the preflight, mass-send batches and the channels' delivery receipts. */

/**
 * A send's state as its channel reported it: ACCEPTED when the relay, gateway or WeCom took it
 * (an SMTP 250, the embedded outbox); DELIVERED or BOUNCED when the channel's receipt says so;
 * FAILED when the channel refused it; SUPPRESSED when a rule kept it from going out. Opens, clicks
 * and unsubscribes are events of their own on the row, not states.
 */
export const SEND_STATUSES = ['QUEUED', 'SENDING', 'ACCEPTED', 'DELIVERED', 'BOUNCED', 'FAILED', 'SUPPRESSED'] as const;
export const SUPPRESSION_REASONS = ['NO_CONSENT', 'CAP_REACHED', 'NOT_BOUND', 'QUIET_HOURS', 'OBJECTION', 'CHANNEL_DISABLED', 'PRODUCT_OPT_OUT'] as const;
export type SuppressionReason = (typeof SUPPRESSION_REASONS)[number];

export const sendSchema = z.object({
  id: z.number().int(),
  doctorId: z.number().int(),
  doctorName: z.string(),
  doctorNameEn: z.string().nullable(),
  senderName: z.string(),
  senderNameEn: z.string().nullable(),
  articleId: z.number().int(),
  title: z.string(),
  /** The language of the version that went out (its title may be shown in the reader's). */
  language: z.string(),
  version: z.number().int(),
  channel: z.enum(CONTENT_CHANNELS),
  status: z.enum(SEND_STATUSES),
  reason: z.enum(SUPPRESSION_REASONS).nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  opens: z.number().int(),
  clicks: z.number().int(),
  openedAt: z.string().nullable(),
  clickedAt: z.string().nullable(),
  /** When the channel's receipt reported it delivered or bounced. */
  reportedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
});
export type SendRow = z.infer<typeof sendSchema>;

export const listSends = contentReadCall({
  path: '/content/send/page',
  summary: 'The send ledger, newest first, by article, doctor, batch or status',
  query: z.object({ ...pageQuery, articleId: id.optional(), doctorId: id.optional(), batchId: id.optional(), status: z.enum(SEND_STATUSES).optional() }),
  result: pageOf(sendSchema),
});

const sendBody = z.object({
  articleId: z.number().int().positive(),
  channel: z.enum(CONTENT_CHANNELS),
  doctorIds: z.array(z.number().int().positive()).min(1).max(100_000),
  campaignId: z.number().int().positive().nullable().default(null),
});

export const preflightSchema = z.object({
  audience: z.number().int(),
  willReceive: z.number().int(),
  excluded: z.record(z.enum(SUPPRESSION_REASONS), z.number().int()),
  version: z.number().int(),
});
export type Preflight = z.infer<typeof preflightSchema>;

/** The doctors a sender may pick: those of the caller's data range matching a name, pinyin, hospital or department. */
export const listSendRecipients = defineContract({
  method: 'GET',
  path: '/content/send/recipients',
  tags,
  summary: 'Doctors of the caller’s data range a send may address, matching a keyword',
  access: { permission: 'content:article:send' },
  query: z.object({ keyword: z.string().trim().max(50).optional(), size: z.coerce.number().int().min(1).max(50).default(30) }),
  result: z.object({ content: z.array(doctorCardSchema) }),
});

export const preflightSend = defineContract({
  method: 'POST',
  path: '/content/send/preflight',
  readOnly: true,
  tags,
  summary: 'How many doctors a send would reach and how many are excluded for each reason; sends nothing',
  access: { permission: 'content:article:send' },
  body: sendBody,
  encoding: 'json',
  result: preflightSchema,
});

export const batchSchema = z.object({
  id: z.number().int(),
  articleId: z.number().int(),
  title: z.string(),
  /** The language the article is written in (its title is shown as written). */
  language: z.enum(['zh', 'en']),
  version: z.number().int(),
  channel: z.enum(CONTENT_CHANNELS),
  senderName: z.string(),
  senderNameEn: z.string().nullable(),
  status: z.enum(['QUEUED', 'RUNNING', 'DONE']),
  audience: z.number().int(),
  processed: z.number().int(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** Sends per state or suppression reason, and OPENED, CLICKED and UNSUBSCRIBED: how many sends saw each. */
  counts: z.record(z.string(), z.number().int()),
});
export type Batch = z.infer<typeof batchSchema>;

export const startSend = defineContract({
  method: 'POST',
  path: '/content/send',
  tags,
  summary: 'Sends an approved article to doctors; a send to many runs as a background mass send',
  description: 'Each doctor is checked for consent, objection, binding, quiet hours and the channel cap in the transaction that records the attempt.',
  access: { permission: 'content:article:send' },
  body: sendBody,
  encoding: 'json',
  result: batchSchema,
});

export const listBatches = defineContract({
  method: 'GET',
  path: '/content/batch/page',
  tags,
  summary: 'Mass-message records: who sent which article when, to how many, with counts per status',
  access: { permission: 'report:massMessage:view' },
  query: z.object({
    ...pageQuery,
    mine: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true'),
  }),
  result: pageOf(batchSchema),
});

export const RECEIPT_STATUSES = ['DELIVERED', 'BOUNCED'] as const;

export const recordReceipts = defineContract({
  method: 'POST',
  path: '/content/receipts',
  tags,
  summary: 'Delivery receipts from a channel (SMS gateway, mail relay, WeCom): each names the message id the channel gave when it accepted the send',
  description:
    'A receipt moves an accepted send to delivered or bounced and records the event; a receipt for a send already reported changes nothing, and ids no send carries are answered back.',
  access: { permission: 'content:receipt:write' },
  body: z.object({
    receipts: z
      .array(
        z.object({
          channel: z.enum(CONTENT_CHANNELS),
          providerMessageId: z.string().trim().min(1).max(200),
          status: z.enum(RECEIPT_STATUSES),
          reason: z.string().trim().max(500).nullable().default(null),
          at: z.string().datetime({ offset: true }).optional(),
        }),
      )
      .min(1)
      .max(1000),
  }),
  encoding: 'json',
  result: z.object({ applied: z.number().int(), unchanged: z.number().int(), unknown: z.array(z.string()) }),
});
