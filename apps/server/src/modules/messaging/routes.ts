import { and, count, desc, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { smsMessage } from '../../db/schema/index';
import { envelope, ok, page, pageOf } from '../../lib/envelope';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { requirePrincipal } from '../../platform/request-context';
import { newCode, recentRequests, storeCode } from './sms-codes';
import { smsProviders } from './sms-providers';

export const CHINESE_MOBILE = /^1[3-9]\d{9}$/;

/** Verification codes by text message (public), and the outbox administrators read. */
export async function smsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const providers = smsProviders(app.config);

  app.post(
    '/API-BEACON/sms/:realm/:provider/send/code/:phone',
    {
      config: { access: { public: true } },
      schema: {
        tags: ['public'],
        summary: 'Sends a six-digit verification code to a mobile number (no token; limited per number and per address)',
        description: 'Providers: `outbox` (kept for administrators to read) and, when SMS_HTTP_BASE is set, `http`.',
        params: z.object({ realm: z.string().min(1).max(100), provider: z.string().min(1).max(40), phone: z.string().max(20) }),
        response: { 200: envelope(z.object({ expiresIn: z.number().int() })) },
      },
    },
    async (request) => {
      const { realm, provider: providerName, phone } = request.params;
      const tenant = await app.tenants.findByRealm(realm);
      if (!tenant || (request.tenant && request.tenant.id !== tenant.id)) throw notFound();
      const provider = providers.get(providerName);
      if (!provider) throw badRequest('smsProviderUnknown', { provider: providerName });
      if (!CHINESE_MOBILE.test(phone)) throw badRequest('phoneInvalid');
      const recent = await recentRequests(app.db, tenant.id, phone, request.ip);
      if (recent.byPhone >= app.config.smsPerPhonePerMinute) throw new HttpError(429, 'smsTooFrequentPhone');
      if (recent.byAddress >= app.config.smsPerAddressPerMinute) throw new HttpError(429, 'smsTooFrequentAddress');

      const code = newCode();
      const minutes = Math.round(app.config.smsCodeSeconds / 60);
      const content = translate(request.lang, 'smsCodeText', { brand: request.lang === 'en' ? (tenant.nameEn ?? tenant.name) : tenant.name, code, minutes });
      try {
        const delivery = await provider.send({ phone, content, tenantRealm: tenant.realm });
        await app.db.transaction(async (tx) => {
          await storeCode(tx, { tenantId: tenant.id, phone, code, seconds: app.config.smsCodeSeconds, remoteAddress: request.ip });
          await tx
            .insert(smsMessage)
            .values({ tenantId: tenant.id, provider: providerName, phone, content, status: delivery.status, providerMessageId: delivery.providerMessageId ?? null });
        });
      } catch (error) {
        request.log.warn({ err: error, provider: providerName }, 'verification code not sent');
        await app.db
          .insert(smsMessage)
          .values({ tenantId: tenant.id, provider: providerName, phone, content: content.replace(code, '******'), status: 'failed', error: String(error) });
        throw new HttpError(502, 'smsSendFailed');
      }
      return ok({ expiresIn: app.config.smsCodeSeconds });
    },
  );

  app.get(
    '/API-SYSTEM/admin/sms/page',
    {
      config: { access: { permission: 'system:sms:list' } },
      schema: {
        tags: ['admin console'],
        summary: 'Text messages sent or kept in the outbox, newest first',
        querystring: z.object({ page: z.coerce.number().int().min(0).default(0), size: z.coerce.number().int().min(1).max(200).default(20), phone: z.string().max(20).optional() }),
        response: {
          200: envelope(
            pageOf(
              z.object({
                id: z.number().int(),
                provider: z.string(),
                phone: z.string(),
                content: z.string(),
                status: z.string(),
                error: z.string().nullable(),
                createdAt: z.string(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      const tenantId = requirePrincipal(request).tenant.id;
      const { phone, page: pageIndex, size } = request.query;
      const where = and(eq(smsMessage.tenantId, tenantId), phone ? ilike(smsMessage.phone, `%${phone}%`) : undefined);
      const [rows, [total]] = await Promise.all([
        app.db
          .select()
          .from(smsMessage)
          .where(where)
          .orderBy(desc(smsMessage.createdAt), desc(smsMessage.id))
          .limit(size)
          .offset(pageIndex * size),
        app.db.select({ n: count() }).from(smsMessage).where(where),
      ]);
      return ok(
        page(
          rows.map((r) => ({ id: r.id, provider: r.provider, phone: r.phone, content: r.content, status: r.status, error: r.error, createdAt: r.createdAt.toISOString() })),
          total?.n ?? 0,
        ),
      );
    },
  );
}
