import { z } from 'zod';
import { defineContract } from '../contract';
import { pageOf } from '../envelope';
import { tags, pageQuery, hhmm, contentReadCall } from './content-common';

/** The content center's send channels (SMS, e-mail, WeCom) and the tenant's settings for each: caps and quiet hours. */

export const CONTENT_CHANNELS = ['SMS', 'EMAIL', 'WECOM'] as const;
export type ContentChannel = (typeof CONTENT_CHANNELS)[number];

export const channelSettingSchema = z.object({
  channel: z.enum(CONTENT_CHANNELS),
  enabled: z.boolean(),
  capCount: z.number().int().nullable(),
  capPeriod: z.enum(['DAY', 'WEEK', 'MONTH']),
  quietStart: z.string().nullable(),
  quietEnd: z.string().nullable(),
  /** The tenant's time zone, in which quiet hours and cap periods are counted. */
  timeZone: z.string(),
  /** EMAIL: whether the tenant has its own mail relay (its address is never shown, it may hold a password). */
  ownRelay: z.boolean(),
});
export type ChannelSetting = z.infer<typeof channelSettingSchema>;

export const listChannels = contentReadCall({
  path: '/channel/list/by/example/pageable',
  summary: 'The send channels of the tenant with their caps and quiet hours',
  query: z.object({ ...pageQuery, enabled: z.enum(['true', 'false']).optional() }),
  result: pageOf(channelSettingSchema),
});

export const updateChannel = defineContract({
  method: 'PUT',
  path: '/content/channel/:channel',
  tags,
  summary: 'Changes a channel: enabled, cap per doctor and period, quiet hours in a time zone',
  access: { permission: 'content:channel:edit' },
  params: z.object({ channel: z.enum(CONTENT_CHANNELS) }),
  body: z.object({
    enabled: z.boolean(),
    capCount: z.number().int().min(0).max(1000).nullable(),
    capPeriod: z.enum(['DAY', 'WEEK', 'MONTH']),
    quietStart: hhmm.nullable(),
    quietEnd: hhmm.nullable(),
    smtpUrl: z
      .string()
      .regex(/^smtps?:\/\/\S+$/)
      .max(500)
      .nullable()
      .optional()
      .describe('EMAIL only: the tenant’s mail relay; null removes it, absent keeps it'),
  }),
  encoding: 'json',
  result: channelSettingSchema,
});
