import { and, eq, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appUser, authSession } from '../../db/schema/index';
import { envelope, ok } from '../../lib/envelope';
import { badRequest } from '../../lib/http-error';
import { hashPassword, verifyPassword } from '../identity/passwords';
import { requirePrincipal } from '../../platform/request-context';
import { passwordChangeProblem } from '@crm/shared/password-policy';

const SIGNED_IN = { access: { authenticated: true } } as const;
const tags = ['system'];

/** The personal center: the caller's own contact details, language and password. */
export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.put(
    '/user/profile',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'Updates the caller’s e-mail, mobile and interface language',
        body: z.object({
          email: z.email().max(200).nullable().optional(),
          mobile: z
            .string()
            .regex(/^\+?[0-9 -]{6,20}$/)
            .nullable()
            .optional(),
          language: z.enum(['zh', 'en']).optional(),
        }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const { email, mobile, language } = request.body;
      await app.db
        .update(appUser)
        .set({ ...(email !== undefined && { email }), ...(mobile !== undefined && { mobile }), ...(language && { language }), updatedAt: new Date() })
        .where(and(eq(appUser.tenantId, principal.tenant.id), eq(appUser.id, principal.userId)));
      return ok(null);
    },
  );

  app.put(
    '/user/profile/password',
    {
      config: { ...SIGNED_IN, duringPasswordChange: true },
      schema: {
        tags,
        summary: 'Changes the caller’s password (also the one an administrator set, which must be changed at first sign-in); other sessions of the user end',
        body: z.object({ oldPassword: z.string().min(1).max(200), newPassword: z.string().min(1).max(200), confirmPassword: z.string().min(1).max(200) }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const { oldPassword, newPassword, confirmPassword } = request.body;
      const problem = passwordChangeProblem({ oldPassword, newPassword, confirmPassword });
      if (problem) throw badRequest(problem);
      const [user] = await app.db
        .select({ passwordHash: appUser.passwordHash })
        .from(appUser)
        .where(and(eq(appUser.tenantId, principal.tenant.id), eq(appUser.id, principal.userId)));
      if (!(await verifyPassword(user?.passwordHash ?? null, oldPassword))) throw badRequest('oldPasswordWrong');
      const passwordHash = await hashPassword(newPassword);
      await app.db.transaction(async (tx) => {
        await tx.update(appUser).set({ passwordHash, mustChangePassword: false, updatedAt: new Date() }).where(eq(appUser.id, principal.userId));
        const others = [eq(authSession.userId, principal.userId), isNull(authSession.revokedAt)];
        if (principal.sessionId) others.push(ne(authSession.id, principal.sessionId));
        await tx
          .update(authSession)
          .set({ revokedAt: new Date(), revokedReason: 'password_changed' })
          .where(and(...others));
      });
      return ok(null);
    },
  );
}
