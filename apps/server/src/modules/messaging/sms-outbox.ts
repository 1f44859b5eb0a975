import { and, eq, ilike } from 'drizzle-orm';
import type { ContractRequestParts } from '@crm/shared/contract';
import { CHINESE_MOBILE, type smsOutboxPage } from '@crm/shared/contracts/messaging';
import type { Config } from '../../config';
import { newestFirstPage } from '../../db/paging';
import { smsMessage } from '../../db/schema/messaging/messaging';
import { page } from '../../lib/envelope';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { containsPattern } from '../../lib/query-params';
import type { RequestContext } from '../../platform/contract-route';
import type { Principal } from '../../platform/principal';
import type { TenantDirectory } from '../../platform/tenant-directory';
import { newCode, recentRequests, storeCode } from './sms-codes';
import type { SmsProvider } from './sms-providers';
import { scopeRequestTo } from '../../db/tenant-scope';

interface Sending {
  config: Config;
  providers: Map<string, SmsProvider>;
  tenants: TenantDirectory;
}

/**
 * Sends a verification code to a phone of the realm's tenant (on its own domain only), within the
 * per-number and per-address limits; what was sent, kept or failed goes into the outbox.
 */
export async function sendVerificationCode(
  context: RequestContext<Principal | null>,
  { config, providers, tenants }: Sending,
  params: { realm: string; provider: string; phone: string },
): Promise<{ expiresIn: number }> {
  const { request, db, lang } = context;
  const tenant = await tenants.findByRealm(params.realm);
  if (!tenant || (context.tenant && context.tenant.id !== tenant.id)) throw notFound();
  scopeRequestTo(tenant.id);
  const provider = providers.get(params.provider);
  if (!provider) throw badRequest('smsProviderUnknown', { provider: params.provider });
  if (!CHINESE_MOBILE.test(params.phone)) throw badRequest('phoneInvalid');
  const recent = await recentRequests(db, tenant.id, params.phone, request.ip);
  if (recent.byPhone >= config.smsPerPhonePerMinute) throw new HttpError(429, 'smsTooFrequentPhone');
  if (recent.byAddress >= config.smsPerAddressPerMinute) throw new HttpError(429, 'smsTooFrequentAddress');

  const code = newCode();
  const minutes = Math.round(config.smsCodeSeconds / 60);
  const content = translate(lang, 'smsCodeText', { brand: lang === 'en' ? (tenant.nameEn ?? tenant.name) : tenant.name, code, minutes });
  const kept = { tenantId: tenant.id, provider: params.provider, phone: params.phone };
  try {
    const delivery = await provider.send({ phone: params.phone, content, tenantRealm: tenant.realm });
    await db.transaction(async (tx) => {
      await storeCode(tx, { tenantId: tenant.id, phone: params.phone, code, seconds: config.smsCodeSeconds, remoteAddress: request.ip });
      await tx.insert(smsMessage).values({ ...kept, content, status: delivery.status, providerMessageId: delivery.providerMessageId ?? null });
    });
  } catch (error) {
    request.log.warn({ err: error, provider: params.provider }, 'verification code not sent');
    await db.insert(smsMessage).values({ ...kept, content: content.replace(code, '******'), status: 'failed', error: String(error) });
    throw new HttpError(502, 'smsSendFailed');
  }
  return { expiresIn: config.smsCodeSeconds };
}

/** The tenant's text messages, newest first, optionally those to numbers containing `phone`. */
export async function smsOutboxPageOf({ db, tenant }: RequestContext, query: ContractRequestParts<typeof smsOutboxPage>['query']) {
  const where = and(eq(smsMessage.tenantId, tenant.id), query.phone ? ilike(smsMessage.phone, containsPattern(query.phone)) : undefined);
  const { rows, total } = await newestFirstPage(db, smsMessage, where, query);
  return page(
    rows.map((r) => ({ id: r.id, provider: r.provider, phone: r.phone, content: r.content, status: r.status, error: r.error, createdAt: r.createdAt.toISOString() })),
    total,
  );
}
