import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { doctorAccount } from '../../db/schema/doctor-portal';
import { envelope, ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { recordAudit } from '../audit/record-audit';
import { authorizeUrl, WecomClient, WecomError } from '../identity/wecom-client';
import { accountSchema, tokenSchema, toAccountView } from './account-view';
import { issueChatTicket, issueDoctorToken } from './doctor-token';
import { realmTenant } from './realm-tenant';

const PUBLIC = { access: { public: true } } as const;
const tags = ['public'];
const realmHeader = z.object({ realm: z.string().min(1).max(100) });

/**
 * Doctor sign-in by chat: the browser goes through the enterprise-chat OAuth page (WECOM_OAUTH_BASE)
 * and comes back with a code the server exchanges (WECOM_API_BASE). A linked identity signs in at
 * once; an unknown one gets a ticket that the SMS sign-in or registration uses to link it.
 */
export async function doctorChatRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const client = new WecomClient(app.config.wecomApiBase);

  async function chatApp(request: FastifyRequest) {
    const tenant = await realmTenant(app, request);
    if (!tenant.wecomCorpId || !tenant.wecomAgentId || !tenant.wecomSecret) throw new HttpError(400, 'wecomNotConfigured');
    return { tenant, corpId: tenant.wecomCorpId, agentId: tenant.wecomAgentId, secret: tenant.wecomSecret };
  }

  app.get(
    '/API-DOCTOR/v2/doctor/chat/authorize-url',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'The chat OAuth address that returns the doctor to redirectUri (on this domain) with a code',
        headers: realmHeader,
        querystring: z.object({ redirectUri: z.url().max(2000), state: z.string().max(200).default('') }),
        response: { 200: envelope(z.object({ url: z.string() })) },
      },
    },
    async (request) => {
      const { corpId, agentId } = await chatApp(request);
      if (new URL(request.query.redirectUri).hostname !== request.hostname) throw new HttpError(400, 'invalidField', { field: 'redirectUri', reason: request.hostname });
      return ok({ url: authorizeUrl(app.config.wecomOauthBase, { corpId, agentId, redirectUri: request.query.redirectUri, state: request.query.state }) });
    },
  );

  app.post(
    '/API-DOCTOR/v2/doctor/chat/login',
    {
      config: { ...PUBLIC, rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Exchanges a chat OAuth code: signs a linked doctor in, or answers a ticket to link the identity by SMS sign-in or registration',
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
      const { tenant, corpId, secret } = await chatApp(request);
      let chatId: string;
      try {
        chatId = await client.chatIdentityForCode(corpId, secret, request.body.code);
      } catch (error) {
        if (!(error instanceof WecomError)) throw error;
        request.log.warn({ errcode: error.errcode }, 'chat sign-in code refused');
        await recordAudit(app.db, request, { action: 'login.failure', entityType: 'doctorAccount', summary: '医生微信登录失败：授权码无效', detail: { reason: 'wecomCodeRefused', errcode: error.errcode } }, { tenantId: tenant.id, id: null, name: 'doctor:chat' });
        throw new HttpError(401, 'wecomCodeRefused');
      }
      const [account] = await app.db.select().from(doctorAccount).where(and(eq(doctorAccount.tenantId, tenant.id), eq(doctorAccount.chatOpenId, chatId)));
      if (!account) return ok({ linked: false as const, chatTicket: await issueChatTicket(app, tenant, chatId) });
      const [signedIn] = await app.db.transaction(async (tx) => {
        const rows = await tx.update(doctorAccount).set({ lastLoginAt: new Date() }).where(eq(doctorAccount.id, account.id)).returning();
        await recordAudit(tx, request, { action: 'login.success', entityType: 'doctorAccount', entityId: account.id, summary: `医生微信登录成功：${account.name}` }, { tenantId: tenant.id, id: null, name: `doctor:${account.phone}` });
        return rows;
      });
      return ok({ linked: true as const, account: toAccountView(signedIn!), token: await issueDoctorToken(app, tenant, account.id, `${request.protocol}://${request.host}`) });
    },
  );
}
