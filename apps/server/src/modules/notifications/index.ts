import type { ServerModule } from '../../platform/http/server-module';
import { notificationRoutes } from './routes';

/** Notifications: the inbox, the broker between instances and the STOMP socket. */
export const notificationsModule: ServerModule = {
  name: 'notifications',
  dependsOn: [],
  routes: [{ prefix: '/prod-api/API-BEACON', plugin: notificationRoutes }],
};

// What other modules may use.
export { createBroker, type Broker } from './broker';
export { publishNotification } from './notify';
