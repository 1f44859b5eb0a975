import { and, eq } from 'drizzle-orm';
import { doctorAccount } from '../../db/schema/doctor-portal/doctor-portal';
import { HttpError } from '../../lib/http-error';
import { wechatAuthorizeUrl } from '../../lib/wechat-authorize';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/contract-route';
import type { Principal } from '../../platform/principal';
import { recordInteractions } from '../interactions/index';
import { portalInteraction } from './portal-interaction';
import { toAccountView } from './account-view';
import { issueChatTicket, issueDoctorToken, type PortalHost } from './doctor-token';
import { realmTenant } from './realm-tenant';
import { openIdForCode, WechatError } from './wechat-client';

/**
 * Doctor sign-in by WeChat: the browser goes through the enterprise's WeChat official-account
 * authorization page (WECHAT_OAUTH_BASE) and comes back with a code the server exchanges for the
 * doctor's open id (WECHAT_API_BASE). A linked identity signs in at once; an unknown one gets a
 * ticket that the SMS sign-in or registration uses to link it. Staff WeCom settings play no part.
 */

type PublicContext = RequestContext<Principal | null>;

async function chatApp(host: PortalHost, { request }: PublicContext) {
  const tenant = await realmTenant(host, request);
  if (!tenant.wechatAppId || !tenant.wechatAppSecret) throw new HttpError(400, 'wechatNotConfigured');
  return { tenant, appId: tenant.wechatAppId, secret: tenant.wechatAppSecret };
}

/** Whether the enterprise offers chat sign-in, so the page shows no button that can only fail. */
export async function chatAvailability(host: PortalHost, { request }: PublicContext) {
  const tenant = await realmTenant(host, request);
  return { available: Boolean(tenant.wechatAppId && tenant.wechatAppSecret) };
}

/** The WeChat authorization address, returning to a page of this domain only. */
export async function chatAuthorizeUrl(host: PortalHost, context: PublicContext, query: { redirectUri: string; state: string }) {
  const { appId } = await chatApp(host, context);
  return { url: wechatAuthorizeUrl(host.config.wechatOauthBase, context.request.hostname, { appId }, query) };
}

/** Exchanges the code: signs a linked doctor in, or answers a ticket to link the identity. */
export async function chatSignIn(host: PortalHost, context: PublicContext, code: string) {
  const { db, request } = context;
  const { tenant, appId, secret } = await chatApp(host, context);
  let chatId: string;
  try {
    chatId = `wechat:${await openIdForCode(host.config.wechatApiBase, { appId, secret }, code)}`;
  } catch (error) {
    if (!(error instanceof WechatError)) throw error;
    request.log.warn({ errcode: error.errcode }, 'WeChat sign-in code refused');
    await recordAudit(
      db,
      request,
      { action: 'login.failure', entityType: 'doctorAccount', message: { key: 'doctorWechatCodeRefused' }, detail: { reason: 'wechatCodeRefused', errcode: error.errcode } },
      { tenantId: tenant.id, id: null, name: 'doctor:chat' },
    );
    throw new HttpError(401, 'wechatCodeRefused');
  }
  const [account] = await db
    .select()
    .from(doctorAccount)
    .where(and(eq(doctorAccount.tenantId, tenant.id), eq(doctorAccount.chatOpenId, chatId)));
  if (!account) return { linked: false as const, chatTicket: await issueChatTicket(host, tenant, chatId) };
  const [signedIn] = await db.transaction(async (tx) => {
    const rows = await tx.update(doctorAccount).set({ lastLoginAt: new Date() }).where(eq(doctorAccount.id, account.id)).returning();
    await recordInteractions(
      tx,
      rows.map((row) => portalInteraction('portal.login', row, 'wechat')),
    );
    await recordAudit(
      tx,
      request,
      { action: 'login.success', entityType: 'doctorAccount', entityId: account.id, message: { key: 'doctorWechatLoginSucceeded', params: { name: account.name } } },
      { tenantId: tenant.id, id: null, name: `doctor:${account.phone}` },
    );
    return rows;
  });
  return { linked: true as const, account: toAccountView(signedIn!), token: await issueDoctorToken(host, tenant, account.id, `${request.protocol}://${request.host}`) };
}
