/** Shapes of the `/speaker` answers. */

export interface SpeakerListItem {
  id: number;
  doctorId: number;
  doctorName: string;
  doctorNameEn: string | null;
  hospitalName: string;
  hospitalNameEn: string | null;
  tier: string;
  feeRateCents: number;
  contractEnd: string;
  status: string;
  createdById: number;
  createdByName: string;
  createdByNameEn: string | null;
  currentStep: { name: string; nameEn: string } | null;
  myTaskId: number | null;
  updatedAt: string;
}

export interface SpeakerQualification {
  productId: number | null;
  productName: string | null;
  topic: string;
  level: string;
}

export interface SpeakerDetail {
  id: number;
  doctorId: number;
  doctorName: string;
  doctorNameEn: string | null;
  hospitalName: string;
  hospitalNameEn: string | null;
  tier: string;
  feeRateCents: number;
  contractNo: string;
  contractStart: string;
  contractEnd: string;
  status: string;
  remark: string | null;
  instanceId: number | null;
  createdBy: { id: number; name: string };
  qualifications: SpeakerQualification[];
  honoraria: { year: number; usedCents: number; capCents: number; remainingCents: number };
  myTask: { taskId: number; stepId: string } | null;
}

export interface SpeakerState {
  id: number;
  status: string;
}

export interface SpeakerListQuery {
  tab: string;
  mine?: boolean;
  keyword?: string | undefined;
  page: number;
  size: number;
}
