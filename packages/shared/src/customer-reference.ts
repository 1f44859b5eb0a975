import { z } from 'zod';
import labels from './customer-reference.json' with { type: 'json' };

/**
 * Fixed vocabularies of the customer domain, bilingual. The codes are declared here, as types; their
 * labels are data, in customer-reference.json. The server validates against the codes and serves the
 * labels through the dictionary calls; the web shows the labels in the user's language.
 */
export interface ReferenceItem<C extends string = string> {
  code: C;
  label: string;
  labelEn: string;
}

const labelled = z.record(z.string(), z.record(z.string(), z.strictObject({ label: z.string().min(1), labelEn: z.string().min(1) }))).parse(labels);

/** A vocabulary: its codes in this order, each with its labels from customer-reference.json, which must label exactly these codes. */
function vocabulary<const C extends string>(dictionary: keyof typeof labels, codes: readonly C[]): ReadonlyArray<ReferenceItem<C>> {
  const entries = labelled[dictionary] ?? {};
  const listed = Object.keys(entries);
  if (listed.length !== codes.length || !codes.every((code) => Object.hasOwn(entries, code))) {
    throw new Error(`customer-reference.json: ${dictionary} labels ${listed.join(', ')} instead of ${codes.join(', ')}`);
  }
  return codes.map((code) => ({ code, ...entries[code]! }));
}

export const HOSPITAL_LEVELS = vocabulary('hospitalLevel', ['3A', '3B', '3C', '2A', '2B', '2C', '1', 'UNRATED']);

export const DOCTOR_TITLES = vocabulary('doctorTitle', ['CHIEF', 'ASSOCIATE_CHIEF', 'ATTENDING', 'RESIDENT']);

export const ADMINISTRATIVE_POSITIONS = vocabulary('administrativePosition', [
  'PRESIDENT',
  'VICE_PRESIDENT',
  'DEPARTMENT_DIRECTOR',
  'DEPUTY_DIRECTOR',
  'MEDICAL_AFFAIRS_DIRECTOR',
  'OUTPATIENT_DIRECTOR',
  'TEACHING_DIRECTOR',
]);

export const DOCTOR_SEXES = vocabulary('doctorSex', ['M', 'F']);

export const AGE_RANGES = vocabulary('ageRange', ['UNDER_35', '35_44', '45_54', '55_PLUS']);

/** Where a doctor practises (spec 3 practiceChannel). */
export const PRACTICE_CHANNELS = vocabulary('practiceChannel', ['PUBLIC', 'PRIVATE', 'INTERNET', 'CLINIC']);

/** How the company may reach a doctor (channel preferences and the list filter "channels"). */
export const CONTACT_CHANNELS = vocabulary('channel', ['WECOM', 'SMS', 'EMAIL', 'PHONE', 'FACE']);

export const PROCUREMENT_STATUSES = vocabulary('procurementStatus', ['LISTED', 'IN_PROGRESS', 'TEMPORARY', 'NOT_LISTED']);

export const COVERAGE_STATUSES = vocabulary('coverageStatus', ['COVERED', 'NOT_COVERED']);

export const PRODUCT_LEVELS = vocabulary('productLevel', ['A', 'B', 'C', 'D']);

export const LAST_VISIT_RANGES = vocabulary('lastVisit', ['WEEK', 'MONTH', 'QUARTER', 'OVER_QUARTER', 'NEVER']);

/** A doctor's verification state, as shown on cards and the business record. */
export const DOCTOR_VERIFY_STATUSES = vocabulary('doctorVerifyStatus', ['UNVERIFIED', 'PENDING', 'VERIFIED', 'REJECTED']);

/** The state of one verification record (spec 4: save, upload certificate, submit once, review). */
export const VERIFICATION_STATUSES = vocabulary('verificationStatus', ['DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED']);

export const MATERIAL_TYPES = vocabulary('materialType', ['GUIDELINE', 'LEAFLET', 'PAPER', 'SLIDES']);

export const CUSTOMER_LIST_TYPES = ['MY_FOCUS', 'MY_CUSTOMER', 'ALL_CUSTOMER'] as const;
export const HOSPITAL_LIST_TYPES = ['MY_HOSPITAL', 'ALL_HOSPITAL'] as const;

/** Dictionaries served by `dict/find/codeList` next to the tenant's own (doctorType, visit…). */
export const CUSTOMER_DICTIONARIES: Record<string, ReadonlyArray<ReferenceItem>> = {
  hospitalLevel: HOSPITAL_LEVELS,
  doctorTitle: DOCTOR_TITLES,
  administrativePosition: ADMINISTRATIVE_POSITIONS,
  doctorSex: DOCTOR_SEXES,
  ageRange: AGE_RANGES,
  practiceChannel: PRACTICE_CHANNELS,
  channel: CONTACT_CHANNELS,
  procurementStatus: PROCUREMENT_STATUSES,
  coverageStatus: COVERAGE_STATUSES,
  productLevel: PRODUCT_LEVELS,
  lastVisit: LAST_VISIT_RANGES,
  doctorVerifyStatus: DOCTOR_VERIFY_STATUSES,
  verificationStatus: VERIFICATION_STATUSES,
  materialType: MATERIAL_TYPES,
};

export function codesOf<C extends string>(list: ReadonlyArray<ReferenceItem<C>>): [C, ...C[]] {
  return list.map((item) => item.code) as [C, ...C[]];
}

export function labelOf(list: ReadonlyArray<ReferenceItem>, code: string | null | undefined): ReferenceItem | undefined {
  return code ? list.find((item) => item.code === code) : undefined;
}

/** Spec 3: the highest degree is the part of degreeTitle before the ampersand. */
export function highestDegree(degreeTitle: string | null | undefined): string | null {
  if (!degreeTitle) return null;
  return degreeTitle.split('&')[0]?.trim() || null;
}
