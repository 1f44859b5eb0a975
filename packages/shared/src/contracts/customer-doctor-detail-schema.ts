import { z } from 'zod';
import { doctorCardSchema } from './customer-doctor-schemas';

const userRef = z.object({ id: z.number().int(), firstName: z.string(), nameEn: z.string().nullable() });

/** The business record of one doctor: every spec 3 field plus assignment, channels and state. */
export const doctorDetailSchema = doctorCardSchema.extend({
  doctorSex: z.string().nullable(),
  nativePlace: z.string().nullable(),
  ageRange: z.string().nullable(),
  workingTime: z.string().nullable(),
  degreeTitle: z.string().nullable(),
  highestDegree: z.string().nullable().describe('the part of degreeTitle before the ampersand'),
  practiceChannel: z.string().nullable(),
  doctorType: z.string().nullable(),
  indication: z.array(z.string()),
  hospitalBeds: z.number().int().nullable(),
  hospitalYearOutpatient: z.number().int().nullable(),
  personalResume: z.string().nullable(),
  professionalDirection: z.string().nullable(),
  servingHospital: z.array(z.object({ hospital: z.string(), department: z.string(), hospitalLevel: z.string().nullable() })),
  administrativePosition: z.array(z.string()),
  mainAcademicTitle: z.array(z.string()),
  association: z.array(z.string()).describe('name#position'),
  academicJournal: z.array(z.string()).describe('name#position'),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  assignments: z.array(z.object({ orgId: z.number().int(), orgName: z.string(), orgNameEn: z.string().nullable(), reps: z.array(userRef) })),
  channels: z.array(z.object({ channel: z.string(), preferred: z.boolean() })),
  latestVerification: z
    .object({ id: z.number().int(), status: z.string(), submittedAt: z.string().nullable(), reviewedAt: z.string().nullable(), rejectReason: z.string().nullable() })
    .nullable(),
  corrections: z.array(
    z.object({
      id: z.number().int(),
      field: z.string(),
      oldValue: z.string().nullable(),
      newValue: z.string(),
      reason: z.string().nullable(),
      status: z.string().describe('PENDING, APPROVED or REJECTED'),
      rejectReason: z.string().nullable().describe('the data steward’s reason when rejected'),
      createdAt: z.string(),
      reviewedAt: z.string().nullable(),
    }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DoctorDetail = z.infer<typeof doctorDetailSchema>;

export const productLevelSchema = z.object({
  productId: z.number().int(),
  productCode: z.string(),
  productName: z.string(),
  productNameEn: z.string(),
  level: z.string(),
  hasSales: z.boolean(),
  indications: z.array(z.object({ id: z.number().int(), name: z.string(), nameEn: z.string() })),
  procurementStatus: z.string().nullable().describe('at the doctor’s hospital'),
  coverageStatus: z.string().nullable(),
});
