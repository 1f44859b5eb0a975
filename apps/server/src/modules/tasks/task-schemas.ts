import { z } from 'zod';

const person = z.object({ id: z.number().int(), firstName: z.string(), nameEn: z.string().nullable() });

export const taskSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: z.string(),
  important: z.boolean(),
  expired: z.boolean().describe('To do and due before today in the tenant’s time zone'),
  dueAt: z.string(),
  completedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
  doctor: z.object({ id: z.number().int(), name: z.string(), nameEn: z.string().nullable(), hospital: z.string(), hospitalEn: z.string().nullable() }).nullable(),
  assignee: person,
  creator: person,
});

export const taskPageSchema = z.object({ content: z.array(taskSchema), totalElements: z.number().int() });

export const taskLogSchema = z.object({
  id: z.number().int(),
  action: z.string(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  actor: person.nullable(),
  createdAt: z.string(),
});
