import { z } from 'zod';
import { CONTENT_CHANNELS } from './content-channels';
import { id, isoDate, contentReadCall } from './content-common';

/** The content center's figures: sends, deliveries, opens and clicks with their rates, grouped by a dimension. */

export const AGGREGATION_DIMENSIONS = ['channel', 'product', 'day', 'region', 'doctor', 'article'] as const;

export const aggregationRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** Accepted by the channel (delivered and bounced sends included). */
  sends: z.number().int(),
  delivered: z.number().int(),
  bounced: z.number().int(),
  failed: z.number().int(),
  opens: z.number().int(),
  clicks: z.number().int(),
  unsubscribed: z.number().int(),
  suppressed: z.number().int(),
  openRate: z.number(),
  clickRate: z.number(),
});
export type AggregationRow = z.infer<typeof aggregationRowSchema>;

export const aggregationQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  articleId: id.optional(),
  channel: z.enum(CONTENT_CHANNELS).optional(),
  productId: id.optional(),
  campaignId: id.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const aggregateSends = contentReadCall({
  path: '/article/aggregation/:x',
  summary: 'Sends, deliveries, opens and clicks with rates, grouped by channel, product, day, region, doctor or article',
  params: z.object({ x: z.enum(AGGREGATION_DIMENSIONS) }),
  query: aggregationQuery,
  result: z.array(aggregationRowSchema),
});
