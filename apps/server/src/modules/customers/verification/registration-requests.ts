import type { Database } from '../../../db/client';
import { doctorVerification } from '../../../db/schema/customers/doctor-verification';

/** A doctor who registers on the portal and matches no doctor on file: a verification request to review, answered by its id. */
export async function submitRegistrationRequest(
  db: Pick<Database, 'insert'>,
  request: { tenantId: number; doctorName: string; hospitalName: string; departmentName: string | null; titleCode: string | null; mobile: string },
): Promise<number> {
  const [pendingValidation] = await db
    .insert(doctorVerification)
    .values({
      tenantId: request.tenantId,
      source: 'REGISTRATION',
      status: 'SUBMITTED',
      doctorName: request.doctorName,
      hospitalName: request.hospitalName,
      departmentName: request.departmentName,
      titleCode: request.titleCode,
      mobile: request.mobile,
      remark: '医生自助注册',
      submittedAt: new Date(),
    })
    .returning({ id: doctorVerification.id });
  return pendingValidation!.id;
}
