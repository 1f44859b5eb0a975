import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appUser } from '../../db/schema/index';
import { envelope, ok } from '../../lib/envelope';
import { HttpError } from '../../lib/http-error';
import { recordAudit } from '../../platform/audit/record-audit';
import { authorizeUrl, WecomClient, WecomError } from './wecom-client';

const PUBLIC = { access: { public: true } } as const;
const tags = ['identity'];
const tokenSchema = z.object({
  access_token: z.string(),
  expires_in: z.number(),
  refresh_expires_in: z.number(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  session_state: z.string(),
});

/** Enterprise-chat sign-in: the OAuth address to send the browser to, and the code exchange. */
export async function wecomRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const client = new WecomClient(app.config.wecomApiBase);

  const wecomApp = (request: FastifyRequest) => {
    const tenant = request.tenant;
    if (!tenant) throw new HttpError(404, 'unknownTenant', { domain: request.hostname });
    if (!tenant.wecomCorpId || !tenant.wecomAgentId || !tenant.wecomSecret) throw new HttpError(400, 'wecomNotConfigured');
    return { tenant, corpId: tenant.wecomCorpId, agentId: tenant.wecomAgentId, secret: tenant.wecomSecret };
  };

  app.get(
    '/wecom/authorize-url',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'The WeCom OAuth address that signs the member in and returns to redirectUri with a code',
        querystring: z.object({ redirectUri: z.url().max(2000), state: z.string().max(200).default('') }),
        response: { 200: envelope(z.object({ url: z.string() })) },
      },
    },
    async (request) => {
      const { corpId, agentId } = wecomApp(request);
      const redirect = new URL(request.query.redirectUri);
      if (redirect.hostname !== request.hostname) throw new HttpError(400, 'invalidField', { field: 'redirectUri', reason: request.hostname });
      return ok({ url: authorizeUrl(app.config.wecomOauthBase, { corpId, agentId, redirectUri: request.query.redirectUri, state: request.query.state }) });
    },
  );

  app.post(
    '/wecom/login',
    {
      config: PUBLIC,
      schema: {
        tags,
        summary: 'Exchanges a WeCom OAuth code for this realm’s tokens (the member must be linked to an enabled user)',
        body: z.object({ code: z.string().min(1).max(512) }),
        response: { 200: envelope(tokenSchema) },
      },
    },
    async (request) => {
      const { tenant, corpId, secret } = wecomApp(request);
      let wecomUserId: string;
      try {
        wecomUserId = await client.userIdForCode(corpId, secret, request.body.code);
      } catch (error) {
        if (error instanceof WecomError) {
          request.log.warn({ errcode: error.errcode }, 'WeCom refused the code');
          await recordAudit(
            app.db,
            request,
            { action: 'login.failure', summary: '企业微信登录失败：授权码无效', detail: { reason: 'wecomCodeRefused', errcode: error.errcode } },
            { tenantId: tenant.id, id: null, name: 'wecom' },
          );
          throw new HttpError(401, 'wecomCodeRefused');
        }
        throw error;
      }
      const [user] = await app.db
        .select({ id: appUser.id, username: appUser.username, enabled: appUser.enabled })
        .from(appUser)
        .where(and(eq(appUser.tenantId, tenant.id), eq(appUser.wecomUserId, wecomUserId)))
        .limit(1);
      if (!user || !user.enabled) {
        const reason = user ? 'accountDisabled' : 'wecomUserNotLinked';
        const actor = { tenantId: tenant.id, id: null, name: user?.username ?? `wecom:${wecomUserId}` };
        await recordAudit(
          app.db,
          request,
          {
            action: 'login.failure',
            entityType: 'user',
            entityId: user?.id,
            summary: `企业微信登录失败：${actor.name}（${user ? '账号已停用' : '未关联用户'}）`,
            detail: { reason },
          },
          actor,
        );
        throw new HttpError(403, reason);
      }
      const tokens = await app.tokens.startSession(tenant, user, { channel: 'wecom', origin: `${request.protocol}://${request.host}`, remoteAddress: request.ip });
      await recordAudit(
        app.db,
        request,
        { action: 'login.success', entityType: 'user', entityId: user.id, summary: `企业微信登录成功：${user.username}` },
        { tenantId: tenant.id, id: user.id, name: user.username },
      );
      return ok(tokens);
    },
  );
}
