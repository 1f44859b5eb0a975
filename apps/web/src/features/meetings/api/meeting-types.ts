import type { FormOptions, MeetingListItem, MeetingState } from '@crm/shared/contracts/meetings';
import type { MeetingListGroup } from '@crm/shared/meeting-schemas';

/** Shapes of the meeting calls as the server answers them (apps/server/src/modules/meetings/responses.ts). */

/** A row of every meeting list, as its shared contract declares it. */
export type { MeetingListItem };

/** What every change of a meeting answers. */
export type { MeetingState };

/** What the meeting form may choose. */
export type { FormOptions };

export interface MeetingListParams {
  group: MeetingListGroup;
  tab: string;
  keyword?: string;
  page: number;
  size: number;
}

export interface MeetingDetail {
  id: number;
  code: string;
  type: string;
  topic: string;
  description: string | null;
  products: Array<{ id: number; name: string; nameEn: string }>;
  startAt: string;
  endAt: string;
  venue: string | null;
  onlineLink: string | null;
  expectedAttendees: number;
  institution: { id: number; name: string; nameEn: string | null } | null;
  supplier: { id: number; name: string; nameEn: string | null } | null;
  costCentre: { id: number; code: string; name: string; nameEn: string | null } | null;
  internalOrder: { id: number; code: string; name: string; nameEn: string | null } | null;
  budgetPoolId: number | null;
  agenda: Array<{ startsAt: string; title: string; speakerId: number | null }>;
  status: string;
  applicant: { id: number; name: string; nameEn: string | null; orgName: string | null; orgNameEn: string | null };
  estimatedTotalCents: number;
  actualTotalCents: number | null;
  budgetLines: Array<{ category: string; estimatedCents: number; actualCents: number | null; description: string | null }>;
  speakers: Array<{
    speakerId: number;
    doctorId: number;
    doctorName: string;
    hospitalName: string;
    tier: string;
    feeCents: number;
    travelCents: number;
    actualFeeCents: number | null;
    actualTravelCents: number | null;
    lectureTitle: string | null;
  }>;
  invitees: Array<{ doctorId: number; name: string; hospitalName: string }>;
  materials: Array<{ versionId: number; materialId: number; materialType: string; title: string; titleEn: string | null; version: number; status: string; validUntil: string }>;
  files: MeetingFile[];
  signInCount: number;
  applicationInstanceId: number | null;
  paymentInstanceId: number | null;
  myTask: { taskId: number; stepId: string; instanceId: number; process: 'application' | 'payment' } | null;
  paymentRemark: string | null;
  confirmComment: string | null;
  createdAt: string;
  updatedAt: string;
  submittedAt: string | null;
  approvedAt: string | null;
  confirmedAt: string | null;
  paidAt: string | null;
}

export interface MeetingFile {
  id: number;
  kind: string;
  category: string | null;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  createdAt?: string;
}

/** The approval behind a meeting, as `/workflow/instance/{id}` answers it. */
export type { HistoryEntry, InstanceDetail as ApprovalInstance } from '@crm/shared/contracts/workflow';
