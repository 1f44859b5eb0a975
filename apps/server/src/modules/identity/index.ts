import type { ServerModule } from '../../platform/http/server-module';
import { identityRoutes } from './routes';
import { wecomRoutes } from './wecom-routes';

/** Sign-in: the realm (OpenID code flow, tokens, keys), passwords and the WeCom sign-in. */
export const identityModule: ServerModule = {
  name: 'identity',
  dependsOn: [],
  routes: [
    { prefix: '/auth', plugin: identityRoutes },
    { prefix: '/prod-api/API-SYSTEM', plugin: wecomRoutes },
  ],
};

// What other modules may use.
export { hashPassword, verifyPassword, warmDecoy } from './passwords';
export { RealmKeys } from './realm-keys';
export { TokenService } from './token-service';
export { WecomClient, WecomError } from './wecom-client';
export { endOtherSessions, endUserSessions } from './session-ends';
