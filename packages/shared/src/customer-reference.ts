/**
 * Fixed vocabularies of the customer domain, bilingual. The server validates against the codes and
 * serves the labels through the dictionary calls; the web shows the labels in the user's language.
 */
export interface ReferenceItem<C extends string = string> {
  code: C;
  label: string;
  labelEn: string;
}

function items<const C extends string>(list: ReadonlyArray<ReferenceItem<C>>) {
  return list;
}

export const HOSPITAL_LEVELS = items([
  { code: '3A', label: '三级甲等', labelEn: 'Tertiary, grade A' },
  { code: '3B', label: '三级乙等', labelEn: 'Tertiary, grade B' },
  { code: '3C', label: '三级', labelEn: 'Tertiary' },
  { code: '2A', label: '二级甲等', labelEn: 'Secondary, grade A' },
  { code: '2B', label: '二级乙等', labelEn: 'Secondary, grade B' },
  { code: '2C', label: '二级', labelEn: 'Secondary' },
  { code: '1', label: '一级', labelEn: 'Primary' },
  { code: 'UNRATED', label: '未定级', labelEn: 'Unrated' },
]);

export const DOCTOR_TITLES = items([
  { code: 'CHIEF', label: '主任医师', labelEn: 'Chief physician' },
  { code: 'ASSOCIATE_CHIEF', label: '副主任医师', labelEn: 'Associate chief physician' },
  { code: 'ATTENDING', label: '主治医师', labelEn: 'Attending physician' },
  { code: 'RESIDENT', label: '住院医师', labelEn: 'Resident physician' },
]);

export const ADMINISTRATIVE_POSITIONS = items([
  { code: 'PRESIDENT', label: '院长', labelEn: 'Hospital president' },
  { code: 'VICE_PRESIDENT', label: '副院长', labelEn: 'Vice president' },
  { code: 'DEPARTMENT_DIRECTOR', label: '科主任', labelEn: 'Department director' },
  { code: 'DEPUTY_DIRECTOR', label: '科副主任', labelEn: 'Deputy department director' },
  { code: 'MEDICAL_AFFAIRS_DIRECTOR', label: '医务处处长', labelEn: 'Director of medical affairs' },
  { code: 'OUTPATIENT_DIRECTOR', label: '门诊部主任', labelEn: 'Outpatient department director' },
  { code: 'TEACHING_DIRECTOR', label: '教研室主任', labelEn: 'Head of teaching and research' },
]);

export const DOCTOR_SEXES = items([
  { code: 'M', label: '男', labelEn: 'Male' },
  { code: 'F', label: '女', labelEn: 'Female' },
]);

export const AGE_RANGES = items([
  { code: 'UNDER_35', label: '35岁以下', labelEn: 'Under 35' },
  { code: '35_44', label: '35-44岁', labelEn: '35–44' },
  { code: '45_54', label: '45-54岁', labelEn: '45–54' },
  { code: '55_PLUS', label: '55岁及以上', labelEn: '55 and over' },
]);

/** Where a doctor practises (spec 3 practiceChannel). */
export const PRACTICE_CHANNELS = items([
  { code: 'PUBLIC', label: '公立医院', labelEn: 'Public hospital' },
  { code: 'PRIVATE', label: '民营医院', labelEn: 'Private hospital' },
  { code: 'INTERNET', label: '互联网医院', labelEn: 'Internet hospital' },
  { code: 'CLINIC', label: '诊所', labelEn: 'Clinic' },
]);

/** How the company may reach a doctor (channel preferences and the list filter "channels"). */
export const CONTACT_CHANNELS = items([
  { code: 'WECOM', label: '企业微信', labelEn: 'WeCom' },
  { code: 'SMS', label: '短信', labelEn: 'SMS' },
  { code: 'EMAIL', label: '邮件', labelEn: 'E-mail' },
  { code: 'PHONE', label: '电话', labelEn: 'Phone' },
  { code: 'FACE', label: '面访', labelEn: 'Face to face' },
]);

export const PROCUREMENT_STATUSES = items([
  { code: 'LISTED', label: '已进院', labelEn: 'Listed' },
  { code: 'IN_PROGRESS', label: '进院中', labelEn: 'Listing in progress' },
  { code: 'TEMPORARY', label: '临时采购', labelEn: 'Temporary purchase' },
  { code: 'NOT_LISTED', label: '未进院', labelEn: 'Not listed' },
]);

export const COVERAGE_STATUSES = items([
  { code: 'COVERED', label: '已覆盖', labelEn: 'Covered' },
  { code: 'NOT_COVERED', label: '未覆盖', labelEn: 'Not covered' },
]);

export const PRODUCT_LEVELS = items([
  { code: 'A', label: 'A级（高潜力）', labelEn: 'A (high potential)' },
  { code: 'B', label: 'B级', labelEn: 'B' },
  { code: 'C', label: 'C级', labelEn: 'C' },
  { code: 'D', label: 'D级（低潜力）', labelEn: 'D (low potential)' },
]);

export const LAST_VISIT_RANGES = items([
  { code: 'WEEK', label: '近7天拜访过', labelEn: 'Visited in the last 7 days' },
  { code: 'MONTH', label: '近30天拜访过', labelEn: 'Visited in the last 30 days' },
  { code: 'QUARTER', label: '近90天拜访过', labelEn: 'Visited in the last 90 days' },
  { code: 'OVER_QUARTER', label: '90天以上未拜访', labelEn: 'Not visited for over 90 days' },
  { code: 'NEVER', label: '从未拜访', labelEn: 'Never visited' },
]);

/** A doctor's verification state, as shown on cards and the business record. */
export const DOCTOR_VERIFY_STATUSES = items([
  { code: 'UNVERIFIED', label: '未核验', labelEn: 'Not verified' },
  { code: 'PENDING', label: '核验中', labelEn: 'Verification pending' },
  { code: 'VERIFIED', label: '已核验', labelEn: 'Verified' },
  { code: 'REJECTED', label: '核验未通过', labelEn: 'Verification rejected' },
]);

/** The state of one verification record (spec 4: save, upload certificate, submit once, review). */
export const VERIFICATION_STATUSES = items([
  { code: 'DRAFT', label: '草稿', labelEn: 'Draft' },
  { code: 'SUBMITTED', label: '待审核', labelEn: 'Awaiting review' },
  { code: 'APPROVED', label: '已通过', labelEn: 'Approved' },
  { code: 'REJECTED', label: '已驳回', labelEn: 'Rejected' },
]);

export const MATERIAL_TYPES = items([
  { code: 'GUIDELINE', label: '临床指南', labelEn: 'Clinical guideline' },
  { code: 'LEAFLET', label: '产品说明书', labelEn: 'Product leaflet' },
  { code: 'PAPER', label: '学术文献', labelEn: 'Academic paper' },
  { code: 'SLIDES', label: '讲者幻灯', labelEn: 'Speaker slides' },
]);

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
