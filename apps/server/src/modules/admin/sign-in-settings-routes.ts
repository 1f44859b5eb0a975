import type { FastifyInstance } from 'fastify';
import { getSignInSettings, updateSignInSettings } from '@crm/shared/contracts/sign-in-settings';
import { route } from '../../platform/http/contract-route';
import { changeSignInSettings, signInSettingsOf } from './sign-in-settings';

/** The administrator chooses where the enterprise's people sign in. */
export async function adminSignInSettingsRoutes(app: FastifyInstance) {
  route(app, getSignInSettings, async (_input, context) => signInSettingsOf(context));
  route(app, updateSignInSettings, ({ body }, context) => changeSignInSettings(context, body));
}
