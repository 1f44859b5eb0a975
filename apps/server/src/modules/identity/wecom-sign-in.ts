import { and, eq } from 'drizzle-orm';
import { appUser } from '../../db/schema/platform/tenancy';
import { HttpError } from '../../lib/http-error';
import { wechatAuthorizeUrl } from '../../lib/wechat-authorize';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/contract-route';
import type { Principal } from '../../platform/principal';
import type { ServiceHost } from '../../platform/service-host';
import type { TokenService } from './token-service';
import { type WecomClient, WecomError } from './wecom-client';

/** What a WeCom sign-in needs of the running server: the WeCom addresses it is configured with, and the token service. */
export type WecomHost = Pick<ServiceHost, 'config'> & { tokens: TokenService };

/** Enterprise-chat sign-in: the OAuth address to send the browser to, and the code exchange. */

type PublicContext = RequestContext<Principal | null>;

function wecomApp({ tenant, request }: PublicContext) {
  if (!tenant) throw new HttpError(404, 'unknownTenant', { domain: request.hostname });
  if (!tenant.wecomCorpId || !tenant.wecomAgentId || !tenant.wecomSecret) throw new HttpError(400, 'wecomNotConfigured');
  return { tenant, corpId: tenant.wecomCorpId, agentId: tenant.wecomAgentId, secret: tenant.wecomSecret };
}

/** The WeCom OAuth address, returning to a page of this domain only. */
export function wecomAuthorizeAddress(host: WecomHost, context: PublicContext, query: { redirectUri: string; state: string }) {
  const { corpId, agentId } = wecomApp(context);
  return { url: wechatAuthorizeUrl(host.config.wecomOauthBase, context.request.hostname, { appId: corpId, agentId }, query) };
}

/** Signs in the enabled user linked to the WeCom member the code names; every refusal is audited. */
export async function wecomSignIn(host: WecomHost, client: WecomClient, context: PublicContext, code: string) {
  const { db, request } = context;
  const { tenant, corpId, secret } = wecomApp(context);
  let wecomUserId: string;
  try {
    wecomUserId = await client.userIdForCode(corpId, secret, code);
  } catch (error) {
    if (!(error instanceof WecomError)) throw error;
    request.log.warn({ errcode: error.errcode }, 'WeCom refused the code');
    await recordAudit(
      db,
      request,
      { action: 'login.failure', message: { key: 'wecomCodeRefused' }, detail: { reason: 'wecomCodeRefused', errcode: error.errcode } },
      { tenantId: tenant.id, id: null, name: 'wecom' },
    );
    throw new HttpError(401, 'wecomCodeRefused');
  }
  const [user] = await db
    .select({ id: appUser.id, username: appUser.username, enabled: appUser.enabled })
    .from(appUser)
    .where(and(eq(appUser.tenantId, tenant.id), eq(appUser.wecomUserId, wecomUserId)))
    .limit(1);
  if (!user || !user.enabled) {
    const reason = user ? 'accountDisabled' : 'wecomUserNotLinked';
    const actor = { tenantId: tenant.id, id: null, name: user?.username ?? `wecom:${wecomUserId}` };
    await recordAudit(
      db,
      request,
      {
        action: 'login.failure',
        entityType: 'user',
        entityId: user?.id,
        message: {
          key: 'wecomLoginFailed',
          params: { name: actor.name, reason: user ? { zh: '账号已停用', en: 'account disabled' } : { zh: '未关联用户', en: 'no linked user' } },
        },
        detail: { reason },
      },
      actor,
    );
    throw new HttpError(403, reason);
  }
  const tokens = await host.tokens.startSession(tenant, user, { channel: 'wecom', origin: `${request.protocol}://${request.host}`, remoteAddress: request.ip });
  await recordAudit(
    db,
    request,
    { action: 'login.success', entityType: 'user', entityId: user.id, message: { key: 'wecomLoginSucceeded', params: { username: user.username } } },
    { tenantId: tenant.id, id: user.id, name: user.username },
  );
  return tokens;
}
