import { z } from 'zod';

/**
 * Requests and responses of the doctor profile's academic data, the interaction statistics, the
 * academic network and KOL mapping (spec 2.5, 3 and 7.5). Every response sits in the usual
 * `{ code, message, result }` envelope; the schemas below describe `result`.
 */

const doctorIdQuery = z.coerce.number().int().positive().describe('the doctor’s id (spec `id`)');
const pageNumber = z.coerce.number().int().min(0).max(10_000).default(0).describe('0-based page');
const pageSize = z.coerce.number().int().min(1).max(100).default(10);
const productFilter = z.coerce.number().int().positive().optional().describe('restrict to the data of one drug; withheld drugs answer with `withheld: true`');

export const RELATION_TYPES = ['CO_AUTHOR', 'GUIDELINE', 'ASSOCIATION', 'COLLEAGUE', 'MENTOR', 'MENTEE'] as const;
export type RelationType = (typeof RELATION_TYPES)[number];
export const KOL_TIERS = ['NATIONAL', 'REGIONAL', 'LOCAL', 'RISING_STAR'] as const;
export type KolTier = (typeof KOL_TIERS)[number];
export const ACTIVENESS_CATEGORIES = ['TOTAL', 'EDUCATION', 'LIVE', 'SURVEY'] as const;
export type ActivenessCategory = (typeof ACTIVENESS_CATEGORIES)[number];
export const ACTION_DATA_TYPES = ['EDUCATION', 'LIVE', 'SURVEY'] as const;
export const TIMELINE_KINDS = ['PAPER', 'GUIDE', 'MEETING', 'LIVE', 'RESEARCH', 'FUND', 'PATENT', 'ACTIVITY'] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

/** Lists of one doctor's profile data: `get/<kind>/info?id=&page=&size=[&productId=]`. */
export const profileListQuery = z.object({ id: doctorIdQuery, page: pageNumber, size: pageSize, productId: productFilter });
export type ProfileListQuery = z.infer<typeof profileListQuery>;

/** `get/activity/info`: the merged activity timeline, optionally of some kinds only. */
export const activityInfoQuery = profileListQuery.extend({ kind: z.enum(TIMELINE_KINDS).optional() });

export const doctorIdParams = z.object({ id: z.coerce.number().int().positive() });
export const doctorOnlyQuery = z.object({ id: doctorIdQuery });

/** `get/activity/range/{startYear}/{endYear}?id=`: per-year counts of every kind of activity. */
export const activityRangeParams = z.object({ startYear: z.coerce.number().int().min(1950).max(2100), endYear: z.coerce.number().int().min(1950).max(2100) });

/** `relation/findBy/list`: colleagues of a doctor, of one relation type or all. */
export const relationListQuery = z.object({ id: doctorIdQuery, relationType: z.enum(RELATION_TYPES).optional(), page: pageNumber, size: pageSize });

export const activenessQuery = z.object({
  id: doctorIdQuery,
  granularity: z.enum(['day', 'month']).default('month').describe('日 or 月'),
  startDate: z.iso.date().optional().describe('default: 30 days (day) or 12 months (month) before endDate'),
  endDate: z.iso.date().optional().describe('default: today (Asia/Shanghai)'),
});
export type ActivenessQuery = z.infer<typeof activenessQuery>;

export const actionDetailQuery = z.object({ id: doctorIdQuery, page: pageNumber, size: pageSize });
/** `action/find/by/list/dataType?id=&dataType=EDUCATION&dataType=LIVE`: array params without indices. */
export const actionsByDataTypeQuery = actionDetailQuery.extend({
  dataType: z.preprocess((value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]), z.array(z.enum(ACTION_DATA_TYPES)).min(1).max(3)),
});

export const networkChartQuery = z.object({
  id: doctorIdQuery,
  depth: z.coerce.number().int().min(1).max(2).default(1).describe('1: direct relations, 2: also their relations'),
  relationType: z.enum(RELATION_TYPES).optional(),
  limit: z.coerce.number().int().min(10).max(500).default(150).describe('most nodes returned, strongest ties first'),
});
export type NetworkChartQuery = z.infer<typeof networkChartQuery>;

export const networkTableQuery = z.object({ id: doctorIdQuery, relationType: z.enum(RELATION_TYPES).optional(), page: pageNumber, size: pageSize });

/** `findRelationList`: doctors to centre the network on, most influential first. */
export const networkDoctorQuery = z.object({
  keyword: z.string().trim().max(50).optional().describe('doctor name, pinyin or hospital'),
  provinceCode: z
    .string()
    .trim()
    .regex(/^\d{2}$/)
    .optional(),
  standardDepartmentId: z.coerce.number().int().positive().optional(),
  page: pageNumber,
  size: pageSize,
});

/** `findDoctorRelation`: what ties two doctors together. */
export const doctorPairQuery = z.object({ id: doctorIdQuery, otherId: z.coerce.number().int().positive() });

export const kolFilterQuery = z.object({
  therapeuticArea: z.string().trim().min(1).max(60).optional(),
  indication: z.string().trim().min(1).max(60).optional(),
  productId: z.coerce.number().int().positive().optional(),
  provinceCode: z
    .string()
    .trim()
    .regex(/^\d{2}$/)
    .optional(),
  cityCode: z
    .string()
    .trim()
    .regex(/^\d{4}$/)
    .optional(),
  tier: z.enum(KOL_TIERS).optional(),
  keyword: z.string().trim().max(50).optional(),
});
export type KolFilter = z.infer<typeof kolFilterQuery>;
export const kolListQuery = kolFilterQuery.extend({ page: pageNumber, size: z.coerce.number().int().min(1).max(100).default(20) });
export type KolListQuery = z.infer<typeof kolListQuery>;

// ---------------------------------------------------------------------------------------------
// Responses
// ---------------------------------------------------------------------------------------------

/** A page of profile data; `withheld` is true (and `withheldNotice` set) when the drug’s academic data is withheld. */
export function academicPage<T extends z.ZodType>(item: T) {
  return z.object({ content: z.array(item), totalElements: z.number().int(), withheld: z.boolean(), withheldNotice: z.string().nullable() });
}

const coAuthor = z.object({ id: z.number().int(), doctorId: z.string(), name: z.string() });

export const paperSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  titleEn: z.string().nullable(),
  url: z.string().nullable(),
  publishPeriodical: z.string(),
  publishYear: z.number().int(),
  quotedTimes: z.number().int(),
  authorOrder: z.number().int().describe('1 = first author'),
  isCorresponding: z.boolean(),
  indication: z.string().nullable(),
  coAuthors: z.array(coAuthor).describe('co-authors who are doctors of the tenant'),
});
export type Paper = z.infer<typeof paperSchema>;

export const paperRangeSchema = z.array(z.object({ year: z.number().int(), papers: z.number().int(), firstAuthor: z.number().int(), quotedTimes: z.number().int() }));

export const guideSchema = z.object({
  id: z.number().int(),
  guideTitle: z.string(),
  guideTitleEn: z.string().nullable(),
  url: z.string().nullable(),
  guideFormulateInstitutions: z.string(),
  publishYear: z.number().int(),
  quotedTimes: z.number().int(),
  role: z.string().describe('the doctor’s part on the committee'),
  committee: z.array(coAuthor).describe('other committee members who are doctors of the tenant'),
});

export const meetingSchema = z.object({
  id: z.number().int(),
  recentAcademicMeeting: z.string(),
  meetingUrl: z.string().nullable(),
  meetingData: z.string().describe('date, YYYY-MM-DD'),
  meetingAddress: z.string().nullable(),
  role: z.string().nullable(),
});

export const liveSchema = z.object({ id: z.number().int(), liveTitle: z.string(), url: z.string().nullable(), keywords: z.array(z.string()), liveTime: z.string() });

export const researchSchema = z.object({
  id: z.number().int(),
  researchTitle: z.string(),
  url: z.string().nullable(),
  adaptationDisease: z.string().nullable(),
  researchDate: z.string(),
  subjectRole: z.string().nullable(),
  researchScope: z.string().nullable(),
});

export const fundSchema = z.object({
  id: z.number().int(),
  subjectCode: z.string().nullable(),
  projectName: z.string(),
  naturefundUrl: z.string().nullable(),
  projectCategory: z.string().nullable(),
  fundingNumber: z.number().int().nullable().describe('funding in yuan'),
  applicationTime: z.string(),
  companyName: z.string().nullable(),
  role: z.string().nullable(),
});

export const patentSchema = z.object({ id: z.number().int(), patentId: z.string(), patentName: z.string(), date: z.string(), digest: z.string().nullable() });

export const activitySchema = z.object({
  id: z.string().describe('kind and record id'),
  kind: z.enum(TIMELINE_KINDS),
  activityTime: z.string(),
  activityTitle: z.string(),
  url: z.string().nullable(),
  role: z.string().nullable(),
});

export const activityRangeSchema = z.array(z.object({ year: z.number().int(), kind: z.enum(TIMELINE_KINDS), counts: z.number().int() }));
export const projectRangeSchema = z.array(z.object({ year: z.number().int(), research: z.number().int(), fund: z.number().int(), patent: z.number().int() }));

export const relationTypeCountSchema = z.array(z.object({ relationType: z.enum(RELATION_TYPES), counts: z.number().int() }));

export const relationSchema = z.object({
  relationId: z.number().int().describe('the colleague’s id'),
  relationDoctorId: z.string().describe('the colleague’s master-data code (spec doctorId)'),
  relationName: z.string(),
  relationHospital: z.string(),
  relationDepartment: z.string().nullable(),
  relationTitle: z.string().nullable(),
  data: z.record(z.string(), z.number().int()).describe('relation type → count of shared papers, committees…'),
  weight: z.number(),
  accessible: z.boolean().describe('inside the caller’s data range: the profile can be opened'),
});

export const activenessPointSchema = z.object({ actionDate: z.string().describe('YYYY-MM-DD or YYYY-MM'), counts: z.number().int() });
export const activenessSchema = z.object({
  granularity: z.enum(['day', 'month']),
  TOTAL: z.array(activenessPointSchema),
  EDUCATION: z.array(activenessPointSchema),
  LIVE: z.array(activenessPointSchema),
  SURVEY: z.array(activenessPointSchema),
});
export type Activeness = z.infer<typeof activenessSchema>;

/** Statistical and tendency records (ranked bars, donuts). */
export const countByTypeSchema = z.array(z.object({ dataType: z.string(), name: z.string(), nameEn: z.string(), counts: z.number().int() }));

export const actionDetailSchema = z.object({
  id: z.number().int(),
  actionStartTime: z.string(),
  actionType: z.string(),
  actionTypeName: z.string(),
  actionTypeNameEn: z.string(),
  subject: z.string(),
  dataType: z.enum(ACTION_DATA_TYPES),
  duration: z.number().int().nullable().describe('seconds; online duration for live sessions'),
});

const networkDoctor = z.object({
  id: z.number().int(),
  doctorId: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  hospital: z.string(),
  department: z.string().nullable(),
  title: z.string().nullable(),
  provinceCode: z.string().nullable(),
  score: z.number().nullable(),
  tier: z.enum(KOL_TIERS).nullable(),
  accessible: z.boolean().describe('inside the caller’s data range: the profile can be opened'),
});
export type NetworkDoctor = z.infer<typeof networkDoctor>;

export const networkChartSchema = z.object({
  center: networkDoctor,
  nodes: z.array(networkDoctor.extend({ depth: z.number().int().describe('0 centre, 1 direct, 2 second hop') })),
  links: z.array(z.object({ source: z.number().int(), target: z.number().int(), weight: z.number(), types: z.array(z.enum(RELATION_TYPES)) })),
  truncated: z.boolean().describe('more relations exist than `limit` nodes show'),
});
export type NetworkChart = z.infer<typeof networkChartSchema>;

export const networkTableRowSchema = networkDoctor.extend({
  data: z.record(z.string(), z.number().int()),
  weight: z.number(),
  sharedPapers: z.number().int(),
  sharedGuidelines: z.number().int(),
});
export const networkDoctorRowSchema = networkDoctor.extend({ relationCount: z.number().int(), papers: z.number().int() });

export const doctorRelationSchema = z.object({
  doctor: networkDoctor,
  other: networkDoctor,
  direct: z.boolean(),
  weight: z.number(),
  types: z.array(z.enum(RELATION_TYPES)),
  papers: z.array(z.object({ id: z.number().int(), title: z.string(), publishPeriodical: z.string(), publishYear: z.number().int() })),
  guidelines: z.array(z.object({ id: z.number().int(), guideTitle: z.string(), publishYear: z.number().int() })),
  associations: z.array(z.string()),
  sameDepartment: z.boolean(),
  mentorship: z.enum(['MENTOR', 'MENTEE']).nullable().describe('MENTOR: the other doctor taught this one'),
  via: z.array(networkDoctor).describe('common colleagues when the two are not directly related'),
});

export const scoreComponentSchema = z.object({
  key: z.enum(['network', 'publications', 'citations', 'guidelines', 'titles', 'associations']),
  raw: z.number().describe('the measured value (PageRank, weighted papers, citations, …)'),
  normalized: z.number().describe('0–1 against the tenant’s 99th percentile'),
  weight: z.number(),
  points: z.number().describe('normalized × weight × 100'),
});

export const kolRowSchema = networkDoctor.extend({
  score: z.number(),
  rank: z.number().int(),
  cityCode: z.string().nullable(),
  papers: z.number().int(),
  quotedTimes: z.number().int(),
  guidelines: z.number().int(),
  relationCount: z.number().int(),
  growth: z.number().describe('papers of the last 3 years ÷ (papers of the 3 before + 1)'),
});
export type KolRow = z.infer<typeof kolRowSchema>;

export const kolProvinceSchema = z.array(
  z.object({
    provinceCode: z.string(),
    provinceName: z.string(),
    provinceNameEn: z.string(),
    kols: z.number().int(),
    NATIONAL: z.number().int(),
    REGIONAL: z.number().int(),
    LOCAL: z.number().int(),
    RISING_STAR: z.number().int(),
    topScore: z.number(),
  }),
);

export const kolScoreSchema = z.object({
  doctor: networkDoctor,
  score: z.number(),
  rank: z.number().int(),
  of: z.number().int().describe('doctors scored in the tenant'),
  tier: z.enum(KOL_TIERS).nullable(),
  tierReason: z.string().describe('why the tier, in the caller’s language'),
  components: z.array(scoreComponentSchema),
  growth: z.number(),
  recentPapers: z.number().int(),
  reachProvinces: z.number().int().describe('provinces of the doctor’s direct relations'),
  computedAt: z.string(),
});
export type KolScore = z.infer<typeof kolScoreSchema>;

export const kolOptionsSchema = z.object({
  therapeuticAreas: z.array(z.string()),
  indications: z.array(z.object({ name: z.string(), nameEn: z.string() })),
  products: z.array(z.object({ id: z.number().int(), name: z.string(), nameEn: z.string(), therapeuticArea: z.string().nullable(), academicDataWithheld: z.boolean() })),
  provinces: z.array(z.object({ code: z.string(), name: z.string(), nameEn: z.string() })),
  computedAt: z.string().nullable(),
});

/** A withheld answer of the KOL calls: the list is empty and says why. */
export const kolListSchema = academicPage(kolRowSchema);
