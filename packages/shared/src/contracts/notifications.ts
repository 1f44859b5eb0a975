import { z } from 'zod';
import { defineContract } from '../contract';
import { pageOf } from '../envelope';
import { queryBoolean } from '../query-params';

/** Notifications: the news page's message list, read marks and notices (the STOMP socket is spec 7.4). */

const tags = ['notifications'];
const signedIn = { authenticated: true } as const;

export const notificationSchema = z.object({
  id: z.number().int(),
  category: z.string(),
  title: z.string(),
  content: z.string(),
  titleEn: z.string().nullable(),
  contentEn: z.string().nullable(),
  link: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string().describe('ISO 8601, UTC'),
  read: z.boolean(),
});
/**
 * A message to the user or a notice to the tenant. The English text is there when the sender wrote
 * one (the product's own notices always do); `link` leads to an in-app path or an http address.
 */
export type Notification = z.infer<typeof notificationSchema>;

export const messagePage = defineContract({
  method: 'GET',
  path: '/API-BEACON/message/page',
  tags,
  summary: 'The caller’s messages and the tenant’s notices, newest first',
  access: signedIn,
  query: z.object({
    page: z.coerce.number().int().min(0).default(0).describe('Zero-based page number'),
    size: z.coerce.number().int().min(1).max(100).default(20),
    unread: queryBoolean.default(false).describe('Only messages the caller has not read'),
  }),
  result: pageOf(notificationSchema),
});

export const unreadCount = defineContract({
  method: 'GET',
  path: '/API-BEACON/message/unread/count',
  tags,
  summary: 'How many of the caller’s messages are unread',
  access: signedIn,
  result: z.number().int(),
});

export const markAllRead = defineContract({
  method: 'PUT',
  path: '/API-BEACON/message/read/all',
  tags,
  summary: 'Marks every message of the caller read; returns how many changed',
  access: signedIn,
  result: z.number().int(),
});

export const markRead = defineContract({
  method: 'PUT',
  path: '/API-BEACON/message/read/:id',
  tags,
  summary: 'Marks one message read',
  access: signedIn,
  params: z.object({ id: z.coerce.number().int().positive() }),
  result: z.null(),
});

export const publishMessage = defineContract({
  method: 'POST',
  path: '/API-BEACON/message/publish',
  tags,
  summary: 'Sends a message to one user of the tenant, or a notice to everyone (userId null)',
  access: { permission: 'system:notice:publish' },
  body: z.object({
    userId: z.number().int().positive().nullable(),
    title: z.string().trim().min(1).max(200),
    content: z.string().trim().min(1).max(4000),
    titleEn: z.string().trim().min(1).max(200).nullable().optional().describe('The title for English screens'),
    contentEn: z.string().trim().min(1).max(4000).nullable().optional().describe('The content for English screens'),
    link: z.string().max(500).nullable().optional(),
    category: z.string().max(50).default('notice'),
  }),
  encoding: 'json',
  result: notificationSchema,
});
