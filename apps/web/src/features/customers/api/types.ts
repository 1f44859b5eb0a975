import type { z } from 'zod';
import type { VerificationView } from '@crm/shared/contracts/doctor-verification';
import type { doctorCardSchema, doctorSearchResultSchema } from '@crm/shared/contracts/customer-doctor-schemas';
import type { doctorDetailSchema, productLevelSchema } from '@crm/shared/contracts/customer-doctor-detail-schema';

/** Response shapes of the customer calls, inferred from the schemas the server validates with. */
export type DoctorCard = z.infer<typeof doctorCardSchema>;
export type DoctorSearchResult = z.infer<typeof doctorSearchResultSchema>;
export type DoctorDetail = z.infer<typeof doctorDetailSchema>;
export type ProductLevel = z.infer<typeof productLevelSchema>;
export type { HospitalDepartment, HospitalDetail, HospitalSummary } from '@crm/shared/contracts/customer-hospitals';
export type { TagGroup, TagTerm } from '@crm/shared/contracts/customer-tags';

export interface Paged<T> {
  content: T[];
  totalElements: number;
}

export type { Certificate, VerificationView as Verification } from '@crm/shared/contracts/doctor-verification';
export type VerificationStatus = VerificationView['status'];
export type VerificationSource = VerificationView['source'];

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
