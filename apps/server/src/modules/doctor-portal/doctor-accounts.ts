import { and, eq, sql } from 'drizzle-orm';
import type { ContractRequestParts } from '@crm/shared/contract';
import type * as contracts from '@crm/shared/contracts/doctor-portal';
import { doctorAccount } from '../../db/schema/doctor-portal/doctor-portal';
import { badRequest, notFound } from '../../lib/http-error';
import { recordAudit } from '../../platform/audit/record-audit';
import type { RequestContext } from '../../platform/contract-route';
import type { Principal } from '../../platform/principal';
import type { Tenant } from '../../platform/tenant-directory';
import { checkCode } from '../messaging/index';
import { submitRegistrationRequest } from '../customers/index';
import { recordInteractions } from '../interactions/index';
import { portalInteraction } from './portal-interaction';
import { toAccountView } from './account-view';
import { issueDoctorToken, readChatTicket, requireDoctorAccount, type PortalHost } from './doctor-token';
import { realmTenant } from './realm-tenant';
import { rowsOf } from '../../db/rows';

type PublicContext = RequestContext<Principal | null>;
const CODE_ERRORS = { wrong: 'smsCodeWrong', expired: 'smsCodeExpired', missing: 'smsCodeInvalid' } as const;

/** The actor of a doctor's audit records: doctors are not users, so they are named by phone. */
export const doctorActor = (tenant: Tenant, phoneNumber: string) => ({ tenantId: tenant.id, id: null, name: `doctor:${phoneNumber}` });

const originOf = ({ request }: PublicContext): string => `${request.protocol}://${request.host}`;

/** Consumes the code; a refused code is a failed sign-in and goes into the audit trail. */
async function requireCode(host: PortalHost, { db, request }: PublicContext, tenant: Tenant, phoneNumber: string, smsCode: string, purpose: 'login' | 'register') {
  const result = await checkCode(db, { tenantId: tenant.id, phone: phoneNumber, code: smsCode, maxAttempts: host.config.smsCodeMaxAttempts });
  if (result === 'ok') return;
  await recordAudit(
    db,
    request,
    {
      action: 'login.failure',
      entityType: 'doctorAccount',
      message: {
        key: 'doctorCodeFailed',
        params: {
          purpose: purpose === 'login' ? { zh: '登录', en: 'sign-in' } : { zh: '注册', en: 'registration' },
          phone: phoneNumber,
          reason: result === 'wrong' ? { zh: '错误', en: 'wrong' } : { zh: '无效或已过期', en: 'invalid or expired' },
        },
      },
      detail: { reason: CODE_ERRORS[result], purpose },
    },
    doctorActor(tenant, phoneNumber),
  );
  throw badRequest(CODE_ERRORS[result]);
}

/** The chat identity of a ticket, refused when invalid or already linked to another account. */
async function chatIdentity(host: PortalHost, { db }: PublicContext, tenant: Tenant, ticket: string | undefined, accountId?: number): Promise<string | null> {
  if (!ticket) return null;
  const chatId = await readChatTicket(host, tenant, ticket);
  if (!chatId) throw badRequest('doctorChatTicketInvalid');
  const [holder] = await db
    .select({ id: doctorAccount.id })
    .from(doctorAccount)
    .where(and(eq(doctorAccount.tenantId, tenant.id), eq(doctorAccount.chatOpenId, chatId)));
  if (holder && holder.id !== accountId) throw badRequest('doctorChatTicketInvalid');
  return chatId;
}

type RegisterBody = ContractRequestParts<typeof contracts.registerDoctor>['body'];

/** What a registering doctor says about themselves, as their account keeps it (not the code, ticket or consent). */
const profileOf = ({ name, phone, hospitalName, departmentName, titleCode }: RegisterBody) => ({ name, phone, hospitalName, departmentName, titleCode });

/** Registers a doctor with an SMS code; matched to the doctor record when name, hospital and phone agree, else queued for validation. */
export async function registerDoctorAccount(host: PortalHost, context: PublicContext, body: RegisterBody) {
  const { db, request } = context;
  const tenant = await realmTenant(host, request);
  const [existing] = await db
    .select({ id: doctorAccount.id })
    .from(doctorAccount)
    .where(and(eq(doctorAccount.tenantId, tenant.id), eq(doctorAccount.phone, body.phone)));
  if (existing) throw badRequest('doctorPhoneRegistered');
  const chatOpenId = await chatIdentity(host, context, tenant, body.chatTicket);
  await requireCode(host, context, tenant, body.phone, body.code, 'register');
  const match = rowsOf<{ id: number | string }>(
    await db.execute(sql`
      select d.id from doctor d join hospital h on h.id = d.hospital_id
      where d.tenant_id = ${tenant.id} and d.name = ${body.name} and d.mobile = ${body.phone} and h.name = ${body.hospitalName} limit 1`),
  );
  const doctorId = match[0] ? Number(match[0].id) : null;
  const account = await db.transaction(async (tx) => {
    let verificationId: number | null = null;
    if (doctorId === null) {
      verificationId = await submitRegistrationRequest(tx, {
        tenantId: tenant.id,
        doctorName: body.name,
        hospitalName: body.hospitalName,
        departmentName: body.departmentName ?? null,
        titleCode: body.titleCode ?? null,
        mobile: body.phone,
      });
    }
    const [row] = await tx
      .insert(doctorAccount)
      .values({ ...profileOf(body), tenantId: tenant.id, doctorId, verificationId, status: doctorId ? 'matched' : 'pending', chatOpenId, lastLoginAt: new Date() })
      .returning();
    await recordInteractions(tx, [portalInteraction('portal.registered', row!)]);
    await recordAudit(
      tx,
      request,
      {
        action: 'doctor.register',
        entityType: 'doctorAccount',
        entityId: row!.id,
        message: { key: 'doctorRegistered', params: { name: body.name, hospital: body.hospitalName } },
        detail: { status: row!.status, chatLinked: chatOpenId !== null },
      },
      doctorActor(tenant, body.phone),
    );
    return row!;
  });
  const token = await issueDoctorToken(host, tenant, account.id, originOf(context));
  return { account: toAccountView(account), token };
}

/** Signs a registered doctor in with an SMS code; a chat ticket links the WeChat identity it names. */
export async function signDoctorIn(host: PortalHost, context: PublicContext, body: ContractRequestParts<typeof contracts.doctorLogin>['body']) {
  const { db, request } = context;
  const tenant = await realmTenant(host, request);
  const [account] = await db
    .select()
    .from(doctorAccount)
    .where(and(eq(doctorAccount.tenantId, tenant.id), eq(doctorAccount.phone, body.phone)));
  if (!account) {
    await recordAudit(
      db,
      request,
      { action: 'login.failure', entityType: 'doctorAccount', message: { key: 'doctorNotRegistered', params: { phone: body.phone } }, detail: { reason: 'doctorNotRegistered' } },
      doctorActor(tenant, body.phone),
    );
    throw badRequest('doctorNotRegistered');
  }
  const chatOpenId = await chatIdentity(host, context, tenant, body.chatTicket, account.id);
  await requireCode(host, context, tenant, body.phone, body.code, 'login');
  const [signedIn] = await db.transaction(async (tx) => {
    const rows = await tx
      .update(doctorAccount)
      .set({ lastLoginAt: new Date(), ...(chatOpenId ? { chatOpenId } : {}) })
      .where(eq(doctorAccount.id, account.id))
      .returning();
    await recordInteractions(
      tx,
      rows.map((signedIn) => portalInteraction('portal.login', signedIn)),
    );
    await recordAudit(
      tx,
      request,
      {
        action: 'login.success',
        entityType: 'doctorAccount',
        entityId: account.id,
        message: { key: chatOpenId ? 'doctorSmsLoginSucceededWechat' : 'doctorSmsLoginSucceeded', params: { name: account.name } },
      },
      doctorActor(tenant, account.phone),
    );
    return rows;
  });
  return { account: toAccountView(signedIn!), token: await issueDoctorToken(host, tenant, account.id, originOf(context)) };
}

/** The signed-in doctor's own account. */
export async function doctorAccountOf(host: PortalHost, { db, request }: PublicContext) {
  const { tenant, accountId } = await requireDoctorAccount(host, request);
  const [account] = await db
    .select()
    .from(doctorAccount)
    .where(and(eq(doctorAccount.tenantId, tenant.id), eq(doctorAccount.id, accountId)));
  if (!account) throw notFound();
  return toAccountView(account);
}
