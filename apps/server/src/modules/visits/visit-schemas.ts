import { z } from 'zod';

const named = { id: z.number().int(), name: z.string(), nameEn: z.string().nullable() };

export const visitSchema = z.object({
  id: z.number().int(),
  status: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  visitType: z.string(),
  purpose: z.string(),
  duration: z.string().nullable(),
  result: z.string().nullable(),
  notes: z.string().nullable(),
  nextStep: z.string().nullable(),
  location: z.string().nullable(),
  doctor: z.object({ ...named, code: z.string(), department: z.string().nullable(), departmentEn: z.string().nullable(), titleCode: z.string().nullable() }),
  hospital: z.object(named),
  user: z.object({ id: z.number().int(), firstName: z.string(), nameEn: z.string().nullable() }),
  products: z.array(z.object({ id: z.number().int(), name: z.string(), nameEn: z.string() })),
  participants: z.array(z.object({ id: z.number().int(), firstName: z.string(), nameEn: z.string().nullable() })),
  createdAt: z.string(),
});

export const visitPageSchema = z.object({
  content: z.array(visitSchema),
  totalElements: z.number().int(),
  totalCapped: z.boolean().describe('True when there are more matches than were counted (10,000)'),
});
