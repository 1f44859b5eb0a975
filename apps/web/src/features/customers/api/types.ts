import type { z } from 'zod';
import type { doctorCardSchema, doctorSearchResultSchema } from '@crm/shared/customer-doctor-schemas';
import type { doctorDetailSchema, productLevelSchema } from '@crm/shared/customer-doctor-detail-schema';
import type { hospitalDepartmentSchema, hospitalDetailSchema, hospitalSummarySchema } from '@crm/shared/customer-hospital-schemas';

/** Response shapes of the customer calls, inferred from the schemas the server validates with. */
export type DoctorCard = z.infer<typeof doctorCardSchema>;
export type DoctorSearchResult = z.infer<typeof doctorSearchResultSchema>;
export type DoctorDetail = z.infer<typeof doctorDetailSchema>;
export type ProductLevel = z.infer<typeof productLevelSchema>;
export type HospitalSummary = z.infer<typeof hospitalSummarySchema>;
export type HospitalDetail = z.infer<typeof hospitalDetailSchema>;
export type HospitalDepartment = z.infer<typeof hospitalDepartmentSchema>;

export interface Paged<T> {
  content: T[];
  totalElements: number;
}

export interface TagTerm {
  id: number;
  groupId: number | null;
  value: string;
  valueEn: string | null;
  kind: 'SYSTEM' | 'PERSONAL';
  isRuleBased: boolean;
  addedBy: { id: number; firstName: string } | null;
}

export interface TagGroup {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  isRuleBased: boolean;
  terms: TagTerm[];
}

export interface ChannelState {
  channel: string;
  label: string;
  labelEn: string;
  allowed: boolean;
  preferred: boolean;
  wecomBinding: { externalUserId: string; name: string; avatar: string | null } | null;
}

export interface WecomFriend {
  externalUserId: string;
  name: string;
  avatar: string | null;
  corpName: string | null;
  remark: string | null;
  boundDoctor: { id: number; name: string } | null;
}

export interface WecomBinding {
  doctorId: number;
  externalUserId: string;
  name: string;
  avatar: string | null;
  boundAt: string;
  refreshedAt: string | null;
}

export type VerificationStatus = 'DRAFT' | 'SUBMITTED' | 'APPROVED' | 'REJECTED';
export type VerificationSource = 'MANUAL' | 'UPLOAD' | 'REGISTRATION';

export interface Verification {
  id: number;
  doctorId: number | null;
  source: VerificationSource;
  batchId: string | null;
  rowNumber: number | null;
  status: VerificationStatus;
  doctorName: string;
  doctorNameEn: string | null;
  hospitalName: string;
  hospitalNameEn: string | null;
  departmentName: string | null;
  departmentNameEn: string | null;
  titleCode: string | null;
  mobile: string | null;
  remark: string | null;
  rejectReason: string | null;
  certificateCount: number;
  createdBy: { id: number; firstName: string; nameEn: string | null } | null;
  createdAt: string;
  submittedAt: string | null;
  reviewedBy: { id: number; firstName: string; nameEn: string | null } | null;
  reviewedAt: string | null;
}

export interface Certificate {
  id: number;
  verificationId: number;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
  url: string;
  createdAt: string;
}

export interface Region {
  id: string;
  code: string;
  name: string;
  nameEn: string;
  level: number;
  parentCode: string | null;
}

export interface StandardDepartment {
  id: number;
  parentId: number | null;
  code: string;
  name: string;
  nameEn: string;
  children: Array<Omit<StandardDepartment, 'children'>>;
}

export interface Product {
  id: number;
  code: string;
  name: string;
  nameEn: string;
  genericName: string | null;
  genericNameEn: string | null;
  therapeuticArea: string | null;
  indications: Array<{ id: number; name: string; nameEn: string }>;
}

export interface DoctorField {
  field: string;
  label: string;
  labelEn: string;
  type: 'text' | 'enum' | 'list' | 'number' | 'date';
  dictKey: string | null;
  filterable: boolean;
  correctable: boolean;
}

export interface OtherPracticeSite {
  hospital: string;
  department: string;
  hospitalLevel: string | null;
  hospitalId: number | null;
}
