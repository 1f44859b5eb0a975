import { z } from 'zod';
import { contractGroup } from '../contract';
import { CONTENT_CHANNELS } from './content-channels';

/** What doctors reach from a message without signing in: tracked links, the open pixel, the reader page and unsubscribing. */

const tokenParams = z.object({ token: z.string().min(10).max(300) });
/** A call a signed link makes: open to anyone, the link's token in the path. */
const linkCall = contractGroup({ tags: ['public'], access: { public: true }, params: tokenParams });

export const unsubscribeInfo = linkCall({
  method: 'GET',
  path: '/content/public/unsubscribe/:token',
  summary: 'What an unsubscribe link stops (no sign-in; the link is signed)',
  result: z.object({
    channel: z.enum(CONTENT_CHANNELS),
    doctorName: z.string(),
    doctorNameEn: z.string().nullable(),
    tenantName: z.string(),
    tenantNameEn: z.string().nullable(),
    /** The whole channel is opted out. */
    optedOut: z.boolean(),
    /** The product the message was about, when it had one: the link can stop only that product's messages. */
    product: z.object({ id: z.number().int(), name: z.string(), nameEn: z.string().nullable(), optedOut: z.boolean() }).nullable(),
  }),
});

/** What an unsubscribe stops: messages about the product of the message, or everything on its channel. */
export const UNSUBSCRIBE_SCOPES = ['PRODUCT', 'CHANNEL'] as const;
export type UnsubscribeScope = (typeof UNSUBSCRIBE_SCOPES)[number];

export const confirmUnsubscribe = linkCall({
  method: 'POST',
  path: '/content/public/unsubscribe/:token',
  summary: 'Records the opt-out an unsubscribe link carries, for the product of the message or the whole channel (no sign-in; the link is signed)',
  body: z.object({ scope: z.enum(UNSUBSCRIBE_SCOPES).default('CHANNEL') }).default({ scope: 'CHANNEL' }),
  encoding: 'json',
  result: z.object({ optedOut: z.boolean(), scope: z.enum(UNSUBSCRIBE_SCOPES) }),
});

export const trackedClick = linkCall({
  method: 'GET',
  path: '/content/public/c/:token',
  summary: 'A tracked link: records the click and redirects to the article',
  result: 'file',
  fileTypes: [],
});

export const trackedOpen = linkCall({
  method: 'GET',
  path: '/content/public/o/:token',
  summary: 'The open pixel of an e-mail: records the open and answers a 1×1 image',
  result: 'file',
  fileTypes: ['image/gif'],
});

export const publicArticle = linkCall({
  method: 'GET',
  path: '/content/public/article/:token',
  summary: 'The article version a tracked link was sent with, for the reader page (records an open)',
  result: z.object({
    title: z.string(),
    summary: z.string().nullable(),
    bodyHtml: z.string(),
    coverUrl: z.string().nullable(),
    language: z.string(),
    unsubscribeToken: z.string(),
  }),
});
