import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { doctorAccount } from '../../db/schema/doctor-portal';
import { envelope, ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { recordAudit } from '../../platform/audit/record-audit';
import { openIdForCode, wechatAuthorizeUrl, WechatError } from './wechat-client';
import { accountSchema, tokenSchema, toAccountView } from './account-view';
import { issueChatTicket, issueDoctorToken } from './doctor-token';
import { realmTenant } from './realm-tenant';
import { portalInteraction, recordInteractions } from '../interactions/touchpoints';

const PUBLIC = { access: { public: true } } as const;
const tags = ['public'];
const realmHeader = z.object({ realm: z.string().min(1).max(100) });

/**
 * Doctor sign-in by WeChat: the browser goes through the enterprise's WeChat official-account
 * authorization page (WECHAT_OAUTH_BASE) and comes back with a code the server exchanges for the
 * doctor's open id (WECHAT_API_BASE). A linked identity signs in at once; an unknown one gets a
 * ticket that the SMS sign-in or registration uses to link it. Staff WeCom settings play no part.
 */
export async function doctorChatRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  async function chatApp(request: FastifyRequest) {
    const tenant = await realmTenant(app, request);
    if (!tenant.wechatAppId || !tenant.wechatAppSecret) throw new HttpError(400, 'wechatNotConfigured');
    return { tenant, appId: tenant.wechatAppId, secret: tenant.wechatAppSecret };
  }

  // The sign-in page offers chat sign-in only when the enterprise has set it up, rather than a button that can only fail.
  app.get(
    '/API-DOCTOR/v2/doctor/chat/availability',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Whether this enterprise offers doctors sign-in by WeChat (its WeChat official account is set up)',
        headers: realmHeader,
        response: { 200: envelope(z.object({ available: z.boolean() })) },
      },
    },
    async (request) => {
      const tenant = await realmTenant(app, request);
      return ok({ available: Boolean(tenant.wechatAppId && tenant.wechatAppSecret) });
    },
  );

  app.get(
    '/API-DOCTOR/v2/doctor/chat/authorize-url',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'The WeChat authorization address that returns the doctor to redirectUri (on this domain) with a code',
        headers: realmHeader,
        querystring: z.object({ redirectUri: z.url().max(2000), state: z.string().max(200).default('') }),
        response: { 200: envelope(z.object({ url: z.string() })) },
      },
    },
    async (request) => {
      const { appId } = await chatApp(request);
      if (new URL(request.query.redirectUri).hostname !== request.hostname) throw new HttpError(400, 'invalidField', { field: 'redirectUri', reason: request.hostname });
      return ok({ url: wechatAuthorizeUrl(app.config.wechatOauthBase, { appId, redirectUri: request.query.redirectUri, state: request.query.state }) });
    },
  );

  app.post(
    '/API-DOCTOR/v2/doctor/chat/login',
    {
      config: { ...PUBLIC, rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Exchanges a WeChat authorization code: signs a linked doctor in, or answers a ticket to link the identity by SMS sign-in or registration',
        headers: realmHeader,
        body: z.object({ code: z.string().min(1).max(512) }),
        response: {
          200: envelope(
            z.discriminatedUnion('linked', [
              z.object({ linked: z.literal(true), account: accountSchema, token: tokenSchema }),
              z.object({ linked: z.literal(false), chatTicket: z.string() }),
            ]),
          ),
        },
      },
    },
    async (request) => {
      const { tenant, appId, secret } = await chatApp(request);
      let chatId: string;
      try {
        chatId = `wechat:${await openIdForCode(app.config.wechatApiBase, { appId, secret }, request.body.code)}`;
      } catch (error) {
        if (!(error instanceof WechatError)) throw error;
        request.log.warn({ errcode: error.errcode }, 'WeChat sign-in code refused');
        await recordAudit(
          app.db,
          request,
          { action: 'login.failure', entityType: 'doctorAccount', summary: '医生微信登录失败：授权码无效', detail: { reason: 'wechatCodeRefused', errcode: error.errcode } },
          { tenantId: tenant.id, id: null, name: 'doctor:chat' },
        );
        throw new HttpError(401, 'wechatCodeRefused');
      }
      const [account] = await app.db
        .select()
        .from(doctorAccount)
        .where(and(eq(doctorAccount.tenantId, tenant.id), eq(doctorAccount.chatOpenId, chatId)));
      if (!account) return ok({ linked: false as const, chatTicket: await issueChatTicket(app, tenant, chatId) });
      const [signedIn] = await app.db.transaction(async (tx) => {
        const rows = await tx.update(doctorAccount).set({ lastLoginAt: new Date() }).where(eq(doctorAccount.id, account.id)).returning();
        await recordInteractions(
          tx,
          rows.map((signedIn) => portalInteraction('portal.login', signedIn, 'wechat')),
        );
        await recordAudit(
          tx,
          request,
          { action: 'login.success', entityType: 'doctorAccount', entityId: account.id, summary: `医生微信登录成功：${account.name}` },
          { tenantId: tenant.id, id: null, name: `doctor:${account.phone}` },
        );
        return rows;
      });
      return ok({ linked: true as const, account: toAccountView(signedIn!), token: await issueDoctorToken(app, tenant, account.id, `${request.protocol}://${request.host}`) });
    },
  );
}
