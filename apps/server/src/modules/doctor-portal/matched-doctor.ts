import { and, eq } from 'drizzle-orm';
import { doctorAccount } from '../../db/schema/doctor-portal/doctor-portal';
import { badRequest, notFound } from '../../lib/http-error';
import type { RequestFacts } from '../../platform/route-access';
import type { Tenant } from '../../platform/tenant-directory';
import { requireDoctorAccount, type PortalHost } from './doctor-token';

/**
 * The signed-in doctor's account and the doctor record it is matched to: 401 without a valid
 * doctor token of this tenant, 400 while the account still waits on data validation.
 */
export async function requireMatchedDoctor(host: PortalHost, request: RequestFacts): Promise<{ tenant: Tenant; accountId: number; doctorId: number }> {
  const { tenant, accountId } = await requireDoctorAccount(host, request);
  const [account] = await host.db
    .select({ doctorId: doctorAccount.doctorId })
    .from(doctorAccount)
    .where(and(eq(doctorAccount.tenantId, tenant.id), eq(doctorAccount.id, accountId)));
  if (!account) throw notFound();
  if (account.doctorId === null) throw badRequest('doctorAccountNotMatched');
  return { tenant, accountId, doctorId: account.doctorId };
}
