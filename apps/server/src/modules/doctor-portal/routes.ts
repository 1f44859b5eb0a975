import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { doctorVerification } from '../../db/schema/index';
import { doctorAccount } from '../../db/schema/doctor-portal';
import { envelope, ok } from '../../lib/envelope';
import { badRequest, notFound } from '../../lib/http-error';
import { consumeCode } from '../messaging/sms-codes';
import { CHINESE_MOBILE } from '../messaging/routes';
import type { Tenant } from '../system/tenant-directory';
import { departmentTree, departmentTreeSchema } from '../customers/regions/standard-routes';
import { issueDoctorToken, requireDoctorAccount } from './doctor-token';

const PUBLIC = { access: { public: true } } as const;
const tags = ['public'];
const phone = z.string().regex(CHINESE_MOBILE);
const code = z.string().regex(/^\d{6}$/);
const tokenSchema = z.object({ access_token: z.string(), expires_in: z.number().int(), token_type: z.literal('Bearer') });
const accountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  hospitalName: z.string(),
  departmentName: z.string().nullable(),
  status: z.enum(['matched', 'pending']),
  doctorId: z.number().int().nullable(),
});

/** The public doctor side: registration with an SMS code, sign-in by code, the doctor's own account. */
export async function doctorPortalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  /** The tenant named by the realm header; it must be the one of the page's domain. */
  async function realmTenant(request: FastifyRequest): Promise<Tenant> {
    const realm = request.headers.realm;
    const tenant = typeof realm === 'string' ? await app.tenants.findByRealm(realm) : request.tenant;
    if (!tenant || (request.tenant && request.tenant.id !== tenant.id)) throw notFound();
    return tenant;
  }

  async function checkCode(tenant: Tenant, phoneNumber: string, smsCode: string) {
    if (!(await consumeCode(app.db, { tenantId: tenant.id, phone: phoneNumber, code: smsCode, maxAttempts: app.config.smsCodeMaxAttempts }))) throw badRequest('smsCodeInvalid');
  }

  app.get('/API-DOCTOR/v2/standard/department/current', { config: PUBLIC, schema: { tags, summary: 'The standard two-level departments, for the registration form', response: { 200: envelope(z.array(departmentTreeSchema)) } } }, async () =>
    ok(await departmentTree(app)),
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
        }),
        response: { 200: envelope(z.object({ account: accountSchema, token: tokenSchema })) },
      },
    },
    async (request) => {
      const tenant = await realmTenant(request);
      const body = request.body;
      const [existing] = await app.db.select({ id: doctorAccount.id }).from(doctorAccount).where(and(eq(doctorAccount.tenantId, tenant.id), eq(doctorAccount.phone, body.phone)));
      if (existing) throw badRequest('doctorPhoneRegistered');
      await checkCode(tenant, body.phone, body.code);
      const match = (await app.db.execute(sql`
        select d.id from doctor d join hospital h on h.id = d.hospital_id
        where d.tenant_id = ${tenant.id} and d.name = ${body.name} and d.mobile = ${body.phone} and h.name = ${body.hospitalName} limit 1`)) as unknown as { rows: Array<{ id: number | string }> };
      const doctorId = match.rows[0] ? Number(match.rows[0].id) : null;
      const account = await app.db.transaction(async (tx) => {
        let verificationId: number | null = null;
        if (doctorId === null) {
          const [pendingValidation] = await tx
            .insert(doctorVerification)
            .values({ tenantId: tenant.id, source: 'REGISTRATION', status: 'SUBMITTED', doctorName: body.name, hospitalName: body.hospitalName, departmentName: body.departmentName ?? null, titleCode: body.titleCode ?? null, mobile: body.phone, remark: '医生自助注册', submittedAt: new Date() })
            .returning({ id: doctorVerification.id });
          verificationId = pendingValidation!.id;
        }
        const [row] = await tx
          .insert(doctorAccount)
          .values({ tenantId: tenant.id, phone: body.phone, name: body.name, hospitalName: body.hospitalName, departmentName: body.departmentName ?? null, titleCode: body.titleCode ?? null, doctorId, verificationId, status: doctorId ? 'matched' : 'pending', lastLoginAt: new Date() })
          .returning();
        return row!;
      });
      const token = await issueDoctorToken(app, tenant, account.id, `${request.protocol}://${request.host}`);
      return ok({ account: toView(account), token });
    },
  );

  app.post(
    '/API-DOCTOR/v2/doctor/login',
    {
      config: { ...PUBLIC, rateLimit: { max: 20, timeWindow: 60_000 } },
      schema: { tags, summary: 'Signs a registered doctor in with an SMS code (realm header)', headers: z.object({ realm: z.string().min(1).max(100) }), body: z.object({ phone, code }), response: { 200: envelope(z.object({ account: accountSchema, token: tokenSchema })) } },
    },
    async (request) => {
      const tenant = await realmTenant(request);
      const [account] = await app.db.select().from(doctorAccount).where(and(eq(doctorAccount.tenantId, tenant.id), eq(doctorAccount.phone, request.body.phone)));
      if (!account) throw badRequest('doctorNotRegistered');
      await checkCode(tenant, request.body.phone, request.body.code);
      await app.db.update(doctorAccount).set({ lastLoginAt: new Date() }).where(eq(doctorAccount.id, account.id));
      return ok({ account: toView(account), token: await issueDoctorToken(app, tenant, account.id, `${request.protocol}://${request.host}`) });
    },
  );

  app.get('/API-DOCTOR/v2/doctor/me', { config: PUBLIC, schema: { tags, summary: 'The signed-in doctor’s account (doctor token)', response: { 200: envelope(accountSchema) } } }, async (request) => {
    const { tenant, accountId } = await requireDoctorAccount(app, request);
    const [account] = await app.db.select().from(doctorAccount).where(and(eq(doctorAccount.tenantId, tenant.id), eq(doctorAccount.id, accountId)));
    if (!account) throw notFound();
    return ok(toView(account));
  });
}

function toView(row: typeof doctorAccount.$inferSelect) {
  return { id: row.id, name: row.name, phone: row.phone, hospitalName: row.hospitalName, departmentName: row.departmentName, status: row.status, doctorId: row.doctorId };
}
