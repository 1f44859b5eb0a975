import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/notifications';
import { notFound } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';
import { route } from '../../platform/http/contract-route';
import { countUnread, findMessagePage, isTenantUser, markAllRead, markRead, type Recipient } from './notification-repository';
import { publishNotification } from './notify';
import { registerStompEndpoint } from './stomp-routes';

const recipientOf = ({ principal }: RequestContext): Recipient => ({ tenantId: principal.tenant.id, userId: principal.userId });

/** Notifications: the STOMP socket (spec 7.4) and the news page's message list. */
export async function notificationRoutes(app: FastifyInstance) {
  registerStompEndpoint(app);

  route(app, contracts.messagePage, ({ query }, context) => findMessagePage(context.db, recipientOf(context), { page: query.page, size: query.size, unreadOnly: query.unread }));
  route(app, contracts.unreadCount, (_input, context) => countUnread(context.db, recipientOf(context)));
  route(app, contracts.markAllRead, (_input, context) => markAllRead(context.db, recipientOf(context)));
  route(app, contracts.markRead, async ({ params }, context) => {
    if (!(await markRead(context.db, recipientOf(context), params.id))) throw notFound();
    return null;
  });
  route(app, contracts.publishMessage, async ({ body }, { db, principal }) => {
    const { userId, title, content, titleEn, contentEn, link, category } = body;
    if (userId !== null && !(await isTenantUser(db, principal.tenant.id, userId))) throw notFound();
    return publishNotification(app, {
      tenantId: principal.tenant.id,
      userId,
      category,
      title,
      content,
      titleEn: titleEn ?? null,
      contentEn: contentEn ?? null,
      link: link ?? null,
    });
  });
}
