import type { DoctorAccount } from '@crm/shared/contracts/doctor-portal';
import type { doctorAccount } from '../../db/schema/doctor-portal/doctor-portal';

export function toAccountView(row: typeof doctorAccount.$inferSelect): DoctorAccount {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    hospitalName: row.hospitalName,
    departmentName: row.departmentName,
    titleCode: row.titleCode,
    status: row.status,
    doctorId: row.doctorId,
    chatLinked: row.chatOpenId !== null,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}
