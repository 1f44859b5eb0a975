import { and, eq } from 'drizzle-orm';
import type { ContractRequestParts } from '@crm/shared/contract';
import type { changePassword, updateProfile } from '@crm/shared/contracts/system';
import { passwordChangeProblem } from '@crm/shared/password-policy';
import { appUser } from '../../db/schema/platform/tenancy';
import { badRequest } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';
import { hashPassword, verifyPassword, endOtherSessions } from '../identity/index';

/** The personal center: the caller's own contact details, language and password. */

export async function updateOwnProfile({ db, principal }: RequestContext, { email, mobile, language }: ContractRequestParts<typeof updateProfile>['body']) {
  await db
    .update(appUser)
    .set({ ...(email !== undefined && { email }), ...(mobile !== undefined && { mobile }), ...(language && { language }), updatedAt: new Date() })
    .where(and(eq(appUser.tenantId, principal.tenant.id), eq(appUser.id, principal.userId)));
  return null;
}

/** Changes the caller's password after checking the old one; the user's other sessions end. */
export async function changeOwnPassword({ db, principal }: RequestContext, change: ContractRequestParts<typeof changePassword>['body']) {
  const problem = passwordChangeProblem(change);
  if (problem) throw badRequest(problem);
  const [user] = await db
    .select({ passwordHash: appUser.passwordHash })
    .from(appUser)
    .where(and(eq(appUser.tenantId, principal.tenant.id), eq(appUser.id, principal.userId)));
  if (!(await verifyPassword(user?.passwordHash ?? null, change.oldPassword))) throw badRequest('oldPasswordWrong');
  const passwordHash = await hashPassword(change.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(appUser).set({ passwordHash, mustChangePassword: false, updatedAt: new Date() }).where(eq(appUser.id, principal.userId));
    await endOtherSessions(tx, principal.userId, principal.sessionId, 'password_changed');
  });
  return null;
}
