import { z } from 'zod';
import type { doctorAccount } from '../../db/schema/doctor-portal';

export const tokenSchema = z.object({ access_token: z.string(), expires_in: z.number().int(), token_type: z.literal('Bearer') });

export const accountSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  hospitalName: z.string(),
  departmentName: z.string().nullable(),
  titleCode: z.string().nullable(),
  status: z.enum(['matched', 'pending']),
  doctorId: z.number().int().nullable(),
  chatLinked: z.boolean(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});

export function toAccountView(row: typeof doctorAccount.$inferSelect): z.infer<typeof accountSchema> {
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
