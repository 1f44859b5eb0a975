import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok, page, pageOf } from '../../lib/envelope';
import { notFound } from '../../lib/http-error';
import { requirePrincipal } from '../../platform/request-context';
import { countUnread, findMessagePage, markAllRead, markRead, type Recipient } from './notification-repository';
import { registerStompEndpoint } from './stomp-endpoint';
import { publishNotification } from './notify';
import { and, eq } from 'drizzle-orm';
import { appUser } from '../../db/schema/index';
import { queryBoolean } from '../../lib/query-params';

const SIGNED_IN = { access: { authenticated: true } } as const;
const tags = ['notifications'];

const notificationSchema = z.object({
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

const pageQuery = z.object({
  page: z.coerce.number().int().min(0).default(0).describe('Zero-based page number'),
  size: z.coerce.number().int().min(1).max(100).default(20),
  unread: queryBoolean.default(false).describe('Only messages the caller has not read'),
});

/** Notifications: the STOMP socket (spec 7.4) and the news page's message list. */
export async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  registerStompEndpoint(app);

  const recipientOf = (request: Parameters<typeof requirePrincipal>[0]): Recipient => {
    const principal = requirePrincipal(request);
    return { tenantId: principal.tenant.id, userId: principal.userId };
  };

  app.get(
    '/message/page',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'The caller’s messages and the tenant’s notices, newest first',
        querystring: pageQuery,
        response: { 200: envelope(pageOf(notificationSchema)) },
      },
    },
    async (request) => {
      const { page: pageNumber, size, unread } = request.query;
      const found = await findMessagePage(app.db, recipientOf(request), { page: pageNumber, size, unreadOnly: unread });
      return ok(page(found.content, found.totalElements));
    },
  );

  app.get(
    '/message/unread/count',
    { config: SIGNED_IN, schema: { tags, summary: 'How many of the caller’s messages are unread', response: { 200: envelope(z.number().int()) } } },
    async (request) => ok(await countUnread(app.db, recipientOf(request))),
  );

  app.put(
    '/message/read/all',
    { config: SIGNED_IN, schema: { tags, summary: 'Marks every message of the caller read; returns how many changed', response: { 200: envelope(z.number().int()) } } },
    async (request) => ok(await markAllRead(app.db, recipientOf(request))),
  );

  app.put(
    '/message/read/:id',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'Marks one message read',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      if (!(await markRead(app.db, recipientOf(request), request.params.id))) throw notFound();
      return ok(null);
    },
  );

  app.post(
    '/message/publish',
    {
      config: { access: { permission: 'system:notice:publish' } },
      schema: {
        tags,
        summary: 'Sends a message to one user of the tenant, or a notice to everyone (userId null)',
        body: z.object({
          userId: z.number().int().positive().nullable(),
          title: z.string().trim().min(1).max(200),
          content: z.string().trim().min(1).max(4000),
          titleEn: z.string().trim().min(1).max(200).nullable().optional().describe('The title for English screens'),
          contentEn: z.string().trim().min(1).max(4000).nullable().optional().describe('The content for English screens'),
          link: z.string().max(500).nullable().optional(),
          category: z.string().max(50).default('notice'),
        }),
        response: { 200: envelope(notificationSchema) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const { userId, title, content, titleEn, contentEn, link, category } = request.body;
      if (userId !== null) {
        const [recipient] = await app.db
          .select({ id: appUser.id })
          .from(appUser)
          .where(and(eq(appUser.tenantId, principal.tenant.id), eq(appUser.id, userId)));
        if (!recipient) throw notFound();
      }
      return ok(
        await publishNotification(app, {
          tenantId: principal.tenant.id,
          userId,
          category,
          title,
          content,
          titleEn: titleEn ?? null,
          contentEn: contentEn ?? null,
          link: link ?? null,
        }),
      );
    },
  );
}
