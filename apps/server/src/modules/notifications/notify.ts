import type { ServiceHost } from '../../platform/service-host';
import { insertNotification, toView, type NewNotification, type NotificationView } from './notification-repository';
import { recipientTopic } from './topics';

export type { NewNotification, NotificationView };

/**
 * Stores a notification for one user (or, with `userId: null`, for the whole tenant) and pushes it
 * to the sockets listening on `/topic/user{id}` or `/topic/notice`.
 */
export async function publishNotification(app: Pick<ServiceHost, 'db' | 'broker' | 'log'>, input: NewNotification): Promise<NotificationView> {
  const view = toView(await insertNotification(app.db, input), false);
  try {
    await app.broker.publish({ tenantId: input.tenantId, destination: recipientTopic(input.userId), body: JSON.stringify(view) });
  } catch (error) {
    // The row is stored and the news page will show it; a broker outage must not fail the caller's action.
    app.log.warn({ err: error, notificationId: view.id }, 'notification stored but not pushed');
  }
  return view;
}
