import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { realmTenant } from './realm-tenant';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { doctorVerification } from '../../db/schema/index';
import { doctorAccount } from '../../db/schema/doctor-portal';
import { envelope, ok } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-error';
import { recordAudit } from '../../platform/audit/record-audit';
import { checkCode } from '../messaging/sms-codes';
import { CHINESE_MOBILE } from '../messaging/routes';
import type { Tenant } from '../../platform/tenant-directory';
import { departmentTree, departmentTreeSchema } from '../customers/regions/standard-routes';
import { accountSchema, tokenSchema, toAccountView } from './account-view';
import { doctorChatRoutes } from './chat-routes';
import { doctorSurveyRoutes } from './survey-routes';
import { issueDoctorToken, readChatTicket, requireDoctorAccount } from './doctor-token';
import { portalInteraction, recordInteractions } from '../interactions/touchpoints';

const PUBLIC = { access: { public: true } } as const;
const tags = ['public'];
const phone = z.string().regex(CHINESE_MOBILE);
const code = z.string().regex(/^\d{6}$/);
const chatTicket = z.string().max(4000).optional();
const CODE_ERRORS = { wrong: 'smsCodeWrong', expired: 'smsCodeExpired', missing: 'smsCodeInvalid' } as const;

/** The actor of a doctor's audit records: doctors are not users, so they are named by phone. */
const doctorActor = (tenant: Tenant, phoneNumber: string) => ({ tenantId: tenant.id, id: null, name: `doctor:${phoneNumber}` });

/** The public doctor side: registration with an SMS code, sign-in by code or by chat, the doctor's own account. */
export async function doctorPortalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(doctorChatRoutes);
  await app.register(doctorSurveyRoutes);

  /** Consumes the code; a refused code is a failed sign-in and goes into the audit trail. */
  async function requireCode(request: FastifyRequest, tenant: Tenant, phoneNumber: string, smsCode: string, purpose: 'login' | 'register') {
    const result = await checkCode(app.db, { tenantId: tenant.id, phone: phoneNumber, code: smsCode, maxAttempts: app.config.smsCodeMaxAttempts });
    if (result === 'ok') return;
    await recordAudit(
      app.db,
      request,
      {
        action: 'login.failure',
        entityType: 'doctorAccount',
        summary: `医生${purpose === 'login' ? '登录' : '注册'}失败：${phoneNumber}（验证码${result === 'wrong' ? '错误' : '无效或已过期'}）`,
        detail: { reason: CODE_ERRORS[result], purpose },
      },
      doctorActor(tenant, phoneNumber),
    );
    throw badRequest(CODE_ERRORS[result]);
  }

  /** The chat identity of a ticket, refused when invalid or already linked to another account. */
  async function chatIdentity(tenant: Tenant, ticket: string | undefined, accountId?: number): Promise<string | null> {
    if (!ticket) return null;
    const chatId = await readChatTicket(app, tenant, ticket);
    if (!chatId) throw badRequest('doctorChatTicketInvalid');
    const [holder] = await app.db
      .select({ id: doctorAccount.id })
      .from(doctorAccount)
      .where(and(eq(doctorAccount.tenantId, tenant.id), eq(doctorAccount.chatOpenId, chatId)));
    if (holder && holder.id !== accountId) throw badRequest('doctorChatTicketInvalid');
    return chatId;
  }

  app.get(
    '/API-DOCTOR/v2/standard/department/current',
    { config: PUBLIC, schema: { tags, summary: 'The standard two-level departments, for the registration form', response: { 200: envelope(z.array(departmentTreeSchema)) } } },
    async () => ok(await departmentTree(app)),
  );

  app.post(
    '/API-DOCTOR/v2/doctor/register',
    {
      config: { ...PUBLIC, rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Registers a doctor with an SMS code (realm header). Matched to the doctor record when name, hospital and phone agree; otherwise queued for data validation',
        headers: z.object({ realm: z.string().min(1).max(100) }),
        body: z.object({
          name: z.string().trim().min(1).max(40),
          phone,
          code,
          hospitalName: z.string().trim().min(2).max(100),
          departmentName: z.string().trim().max(60).nullable().optional(),
          titleCode: z.string().trim().max(40).nullable().optional(),
          agreePrivacy: z.literal(true),
          chatTicket,
        }),
        response: { 200: envelope(z.object({ account: accountSchema, token: tokenSchema })) },
      },
    },
    async (request) => {
      const tenant = await realmTenant(app, request);
      const body = request.body;
      const [existing] = await app.db
        .select({ id: doctorAccount.id })
        .from(doctorAccount)
        .where(and(eq(doctorAccount.tenantId, tenant.id), eq(doctorAccount.phone, body.phone)));
      if (existing) throw badRequest('doctorPhoneRegistered');
      const chatOpenId = await chatIdentity(tenant, body.chatTicket);
      await requireCode(request, tenant, body.phone, body.code, 'register');
      const match = (await app.db.execute(sql`
        select d.id from doctor d join hospital h on h.id = d.hospital_id
        where d.tenant_id = ${tenant.id} and d.name = ${body.name} and d.mobile = ${body.phone} and h.name = ${body.hospitalName} limit 1`)) as unknown as {
        rows: Array<{ id: number | string }>;
      };
      const doctorId = match.rows[0] ? Number(match.rows[0].id) : null;
      const account = await app.db.transaction(async (tx) => {
        let verificationId: number | null = null;
        if (doctorId === null) {
          const [pendingValidation] = await tx
            .insert(doctorVerification)
            .values({
              tenantId: tenant.id,
              source: 'REGISTRATION',
              status: 'SUBMITTED',
              doctorName: body.name,
              hospitalName: body.hospitalName,
              departmentName: body.departmentName ?? null,
              titleCode: body.titleCode ?? null,
              mobile: body.phone,
              remark: '医生自助注册',
              submittedAt: new Date(),
            })
            .returning({ id: doctorVerification.id });
          verificationId = pendingValidation!.id;
        }
        const [row] = await tx
          .insert(doctorAccount)
          .values({
            tenantId: tenant.id,
            phone: body.phone,
            name: body.name,
            hospitalName: body.hospitalName,
            departmentName: body.departmentName ?? null,
            titleCode: body.titleCode ?? null,
            doctorId,
            verificationId,
            status: doctorId ? 'matched' : 'pending',
            chatOpenId,
            lastLoginAt: new Date(),
          })
          .returning();
        await recordInteractions(tx, [portalInteraction('portal.registered', row!)]);
        await recordAudit(
          tx,
          request,
          {
            action: 'doctor.register',
            entityType: 'doctorAccount',
            entityId: row!.id,
            summary: `医生注册：${body.name}（${body.hospitalName}）`,
            detail: { status: row!.status, chatLinked: chatOpenId !== null },
          },
          doctorActor(tenant, body.phone),
        );
        return row!;
      });
      const token = await issueDoctorToken(app, tenant, account.id, `${request.protocol}://${request.host}`);
      return ok({ account: toAccountView(account), token });
    },
  );

  app.post(
    '/API-DOCTOR/v2/doctor/login',
    {
      config: { ...PUBLIC, rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Signs a registered doctor in with an SMS code (realm header); a chat ticket links the WeChat identity it names',
        headers: z.object({ realm: z.string().min(1).max(100) }),
        body: z.object({ phone, code, chatTicket }),
        response: { 200: envelope(z.object({ account: accountSchema, token: tokenSchema })) },
      },
    },
    async (request) => {
      const tenant = await realmTenant(app, request);
      const [account] = await app.db
        .select()
        .from(doctorAccount)
        .where(and(eq(doctorAccount.tenantId, tenant.id), eq(doctorAccount.phone, request.body.phone)));
      if (!account) {
        await recordAudit(
          app.db,
          request,
          { action: 'login.failure', entityType: 'doctorAccount', summary: `医生登录失败：${request.body.phone}（未注册）`, detail: { reason: 'doctorNotRegistered' } },
          doctorActor(tenant, request.body.phone),
        );
        throw badRequest('doctorNotRegistered');
      }
      const chatOpenId = await chatIdentity(tenant, request.body.chatTicket, account.id);
      await requireCode(request, tenant, request.body.phone, request.body.code, 'login');
      const [signedIn] = await app.db.transaction(async (tx) => {
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
          { action: 'login.success', entityType: 'doctorAccount', entityId: account.id, summary: `医生短信登录成功：${account.name}${chatOpenId ? '（已绑定微信）' : ''}` },
          doctorActor(tenant, account.phone),
        );
        return rows;
      });
      return ok({ account: toAccountView(signedIn!), token: await issueDoctorToken(app, tenant, account.id, `${request.protocol}://${request.host}`) });
    },
  );

  app.get(
    '/API-DOCTOR/v2/doctor/me',
    { config: PUBLIC, schema: { tags, summary: 'The signed-in doctor’s account (doctor token)', response: { 200: envelope(accountSchema) } } },
    async (request) => {
      const { tenant, accountId } = await requireDoctorAccount(app, request);
      const [account] = await app.db
        .select()
        .from(doctorAccount)
        .where(and(eq(doctorAccount.tenantId, tenant.id), eq(doctorAccount.id, accountId)));
      if (!account) throw notFound();
      return ok(toAccountView(account));
    },
  );
}
