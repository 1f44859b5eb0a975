import { z } from 'zod';
import { defineContract } from '../contract';
import { aggregationRowSchema } from './content-figures';
import { tags, id, idParams, isoDate } from './content-common';

/** Marketing campaigns: named sets of articles for a product over a period, with their figures against the period before. */

const metricsSchema = aggregationRowSchema.omit({ key: true, label: true });

export const campaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  productId: z.number().int().nullable(),
  productName: z.string().nullable(),
  startsOn: z.string(),
  endsOn: z.string(),
  articleIds: z.array(z.number().int()),
  current: metricsSchema,
  previous: metricsSchema,
  meetings: z.number().int(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const listCampaigns = defineContract({
  method: 'GET',
  path: '/content/campaign/list',
  tags,
  summary: 'Marketing campaigns with reach, opens and clicks in their period and in the period before',
  access: { permission: 'marketing:content:view' },
  result: z.array(campaignSchema),
});

export const campaignBody = z.object({
  name: z.string().trim().min(1).max(100),
  nameEn: z.string().trim().max(100).nullable().default(null),
  productId: z.number().int().positive().nullable().default(null),
  startsOn: isoDate,
  endsOn: isoDate,
  articleIds: z.array(z.number().int().positive()).max(100).default([]),
});
export type CampaignBody = z.input<typeof campaignBody>;

export const createCampaign = defineContract({
  method: 'POST',
  path: '/content/campaign',
  tags,
  summary: 'Creates a campaign: a named set of articles for a product over a period',
  access: { permission: 'marketing:campaign:edit' },
  body: campaignBody,
  encoding: 'json',
  result: campaignSchema,
});

export const updateCampaign = defineContract({
  method: 'PUT',
  path: '/content/campaign/:id',
  tags,
  summary: 'Changes a campaign’s name, product, period or articles',
  access: { permission: 'marketing:campaign:edit' },
  params: idParams,
  body: campaignBody,
  encoding: 'json',
  result: campaignSchema,
});

export const CAMPAIGN_DIMENSIONS = ['article', 'channel', 'region'] as const;

export const campaignBreakdownRowSchema = z.object({ key: z.string(), label: z.string(), current: metricsSchema, previous: metricsSchema });
export type CampaignBreakdownRow = z.infer<typeof campaignBreakdownRowSchema>;

export const campaignBreakdown = defineContract({
  method: 'GET',
  path: '/content/campaign/:id/breakdown/:x',
  tags,
  summary: 'A campaign’s reach, opens and clicks per content, channel or region, in its period and in the equally long period before',
  access: { permission: 'marketing:content:view' },
  params: z.object({ id, x: z.enum(CAMPAIGN_DIMENSIONS) }),
  result: z.array(campaignBreakdownRowSchema),
});
