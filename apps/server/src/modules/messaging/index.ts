import type { ServerModule } from '../../platform/http/server-module';
import { smsRoutes } from './routes';

/** SMS: providers, verification codes and sends. */
export const messagingModule: ServerModule = {
  name: 'messaging',
  dependsOn: [],
  routes: [{ prefix: '/prod-api', plugin: smsRoutes }],
};

// What other modules may use.
export { checkCode } from './sms-codes';
export { smsProviders } from './sms-providers';
export { keepSentSms } from './sent-messages';
