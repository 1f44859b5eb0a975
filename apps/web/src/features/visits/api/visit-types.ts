import type { VisitFilter } from '@crm/shared/visit-schemas';

/** A visit as the visit calls answer it. */
export interface Visit {
  id: number;
  status: 'planned' | 'completed' | 'cancelled';
  startAt: string;
  endAt: string;
  visitType: string;
  purpose: string;
  duration: string | null;
  result: string | null;
  notes: string | null;
  nextStep: string | null;
  location: string | null;
  doctor: { id: number; code: string; name: string; nameEn: string | null; department: string | null; departmentEn: string | null; titleCode: string | null };
  hospital: { id: number; name: string; nameEn: string | null };
  user: { id: number; firstName: string; nameEn: string | null };
  products: Array<{ id: number; name: string; nameEn: string }>;
  participants: Array<{ id: number; firstName: string; nameEn: string | null }>;
  createdAt: string;
}

export interface VisitPage {
  content: Visit[];
  totalElements: number;
  /** More matches than were counted (10,000). */
  totalCapped: boolean;
}

export type VisitScope = 'my' | 'team';
export type { VisitFilter };
