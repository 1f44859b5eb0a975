import { z } from 'zod';
import { httpUrl } from '../http-url';

/** Master data around meetings: speakers, budgets, cost centres and internal orders, institutions, suppliers, library. */

const id = z.number().int().positive();
const cents = z.number().int().min(0).max(10_000_000_000);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
const isoDate = z.iso.date();

export const SPEAKER_TIERS = ['NATIONAL', 'REGIONAL', 'LOCAL'] as const;
export const SPEAKER_STATUSES = ['DRAFT', 'IN_APPROVAL', 'REJECTED', 'APPROVED', 'INACTIVE'] as const;
export type SpeakerStatus = (typeof SPEAKER_STATUSES)[number];
export const QUALIFICATION_LEVELS = ['EXPERT', 'QUALIFIED'] as const;
export const SPEAKER_LIST_TABS = ['speakerMaintenance', 'speakerApproval', 'speakerApproved'] as const;
export const SPEAKER_APPROVAL_TABS = ['sApproval', 'sApproved'] as const;

export const speakerBody = z.object({
  doctorId: id,
  tier: z.enum(SPEAKER_TIERS),
  feeRateCents: cents.describe('the fair-market fee per lecture; a meeting fee may not exceed it'),
  contractNo: z.string().trim().min(1).max(60),
  contractStart: isoDate,
  contractEnd: isoDate,
  qualifications: z
    .array(z.object({ productId: id.nullable().optional(), topic: z.string().trim().min(1).max(100), level: z.enum(QUALIFICATION_LEVELS) }))
    .min(1)
    .max(20),
  remark: optionalText(1000),
});
export type SpeakerBody = z.infer<typeof speakerBody>;

export const speakerSettingsBody = z.object({
  annualHonorariaCapCents: cents.describe('the most one speaker may receive in honoraria in a calendar year'),
});

export const budgetPoolBody = z.object({
  orgId: id,
  productId: id,
  year: z.number().int().min(2000).max(2100),
  budgetCents: cents,
  remark: optionalText(500),
});

export const costCentreBody = z.object({
  code: z.string().trim().min(1).max(40),
  name: z.string().trim().min(1).max(100),
  nameEn: optionalText(120),
  orgId: id.nullable().optional(),
  enabled: z.boolean().default(true),
});

export const internalOrderBody = z.object({
  code: z.string().trim().min(1).max(40),
  name: z.string().trim().min(1).max(100),
  nameEn: optionalText(120),
  costCentreId: id,
  productId: id.nullable().optional(),
  year: z.number().int().min(2000).max(2100).nullable().optional(),
  enabled: z.boolean().default(true),
});

export const INSTITUTION_TYPES = ['HOSPITAL', 'ASSOCIATION', 'UNIVERSITY', 'OTHER'] as const;
export const institutionBody = z.object({
  name: z.string().trim().min(1).max(200),
  nameEn: optionalText(200),
  type: z.enum(INSTITUTION_TYPES),
  city: optionalText(50),
  address: optionalText(300),
  contactName: optionalText(50),
  contactPhone: optionalText(40),
  enabled: z.boolean().default(true),
});

export const SUPPLIER_TYPES = ['VENUE', 'TRAVEL_AGENCY', 'EVENT_AGENCY', 'CATERING', 'OTHER'] as const;
export const supplierBody = z.object({
  name: z.string().trim().min(1).max(200),
  nameEn: optionalText(200),
  creditCode: z
    .string()
    .trim()
    .regex(/^[0-9A-HJ-NPQRTUWXY]{18}$/)
    .describe('unified social credit code'),
  type: z.enum(SUPPLIER_TYPES),
  contactName: optionalText(50),
  contactPhone: optionalText(40),
  qualificationExpiry: isoDate.nullable().optional().describe('a supplier past this date cannot be chosen'),
  enabled: z.boolean().default(true),
});

/** The material types of the medical library (`library/findByMaterialType`). */
export const MATERIAL_TYPES = ['SLIDES', 'PAPER', 'GUIDELINE', 'LEAFLET', 'VIDEO'] as const;
export const MATERIAL_VERSION_STATUSES = ['DRAFT', 'APPROVED', 'EXPIRED'] as const;

export const libraryVersionFields = {
  fileName: optionalText(200),
  url: httpUrl().max(500).nullable().optional(),
  approvalCode: optionalText(60).describe('the medical/legal/regulatory review number printed on the material'),
  validUntil: isoDate,
  note: optionalText(500),
};
export const libraryMaterialBody = z.object({
  materialType: z.enum(MATERIAL_TYPES),
  title: z.string().trim().min(1).max(200),
  titleEn: optionalText(200),
  productId: id.nullable().optional(),
  ...libraryVersionFields,
});
export const libraryVersionBody = z.object(libraryVersionFields);

export const ledgerQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100),
  doctorId: z.coerce.number().int().positive().optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(20),
});
