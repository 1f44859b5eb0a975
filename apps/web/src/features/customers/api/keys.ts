import { doctorKey } from '@/lib/api/doctors';

/** Query-key roots of the customer feature, so related caches are invalidated together. */
export const customerKeys = {
  all: ['customers'] as const,
  doctorLists: ['customers', 'doctor-list'] as const,
  /** Under the shared doctor key, so invalidating it refreshes the record and what hangs off it. */
  doctor: doctorKey,
};
