import { z } from 'zod';
import { contractGroup, defineContract } from '../contract';
import { npsSchema, surveyResponseSchema } from './surveys';

/** A doctor's stance on a drug, from the weighted score of its evidence. */
export const STANCES = ['POSITIVE', 'NEUTRAL', 'NEGATIVE'] as const;
export type Stance = (typeof STANCES)[number];
/** Scores at or above this are positive, at or below its opposite negative. */
export const STANCE_CUT = 0.2;
/** Evidence sources, most trusted first: a doctor's own paper, their survey answer, a visit note, then behaviour. */
export const EVIDENCE_SOURCES = ['PAPER', 'SURVEY', 'VISIT', 'MEETING', 'CONTENT'] as const;
export type EvidenceSource = (typeof EVIDENCE_SOURCES)[number];
export const GROUP_DIMENSIONS = ['department', 'province', 'region', 'hospital'] as const;
export type GroupDimension = (typeof GROUP_DIMENSIONS)[number];
/** Counts under this are never published (doctor groups and patient aggregates alike). */
export const INSIGHT_THRESHOLD = 5;

export const AGE_BANDS = ['A18_34', 'A35_49', 'A50_64', 'A65_PLUS'] as const;
export const SEXES = ['MALE', 'FEMALE'] as const;
export const THERAPY_LINES = ['FIRST', 'SECOND', 'THIRD_PLUS'] as const;
export const COMORBIDITIES = ['NONE', 'HYPERTENSION', 'DIABETES', 'ANXIETY', 'INSOMNIA', 'CORONARY'] as const;
export const SEGMENT_KINDS = ['indication', 'region'] as const;
export type SegmentKind = (typeof SEGMENT_KINDS)[number];

const day = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);
const id = z.coerce.number().int().min(1);
const count = z.number().int().nullable();
const tags = ['insights'];

const labelled = { key: z.string(), label: z.string(), labelEn: z.string().nullable() };

// ---- doctor groups -------------------------------------------------------------------------

/** Indications and drugs may be left empty here: the server refuses then, in the caller's language. */
export const groupFilterSchema = z.object({
  indications: z.array(z.string().trim().min(1).max(100)).max(20).default([]),
  productIds: z.array(id).max(20).default([]),
  provinceCode: z.string().trim().max(12).optional(),
  cityCode: z.string().trim().max(12).optional(),
  /** Inclusive days of the evidence; open ends mean all time. */
  from: day.optional(),
  to: day.optional(),
});
export type GroupFilter = z.input<typeof groupFilterSchema>;

/** One bar: doctors per stance (STANCES order) and their total; null where under the threshold. */
export const distributionRowSchema = z.object({ ...labelled, cells: z.array(count), total: count });
export type DistributionRow = z.infer<typeof distributionRowSchema>;

export const groupAnalysisSchema = z.object({
  threshold: z.number().int(),
  /** The period counted: whole months (null ends are all time). */
  from: day.nullable(),
  to: day.nullable(),
  stance: z.object({ cells: z.array(count), total: count }),
  top: z.object({
    department: z.array(distributionRowSchema),
    province: z.array(distributionRowSchema),
    region: z.array(distributionRowSchema),
    hospital: z.array(distributionRowSchema),
  }),
});
export type GroupAnalysis = z.infer<typeof groupAnalysisSchema>;

/** A doctor as the stance views name them: with their hospital and department. */
const stanceDoctorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameEn: z.string().nullable(),
  hospitalName: z.string(),
  hospitalNameEn: z.string().nullable(),
  department: z.string().nullable(),
  departmentEn: z.string().nullable(),
});

export const doctorStanceRowSchema = stanceDoctorSchema.extend({
  stance: z.enum(STANCES),
  score: z.number(),
  evidence: z.number().int(),
});
export type DoctorStanceRow = z.infer<typeof doctorStanceRowSchema>;

export const groupBarSchema = groupFilterSchema.extend({
  /** `stance` is the overall distribution; the others are the Top-10 charts. */
  dimension: z.enum(['stance', ...GROUP_DIMENSIONS]),
  /** The bar's key (absent for the overall distribution). */
  key: z.string().max(100).optional(),
  /** The bar's segment; absent means every stance of the bar. */
  stance: z.enum(STANCES).optional(),
});

/** The doctor group analysis. */
const groupViewCall = contractGroup({ tags, access: { permission: 'insight:doctorGroup:view' } });
/** One doctor's stance and its evidence. */
const individualViewCall = contractGroup({ method: 'GET', tags, access: { permission: 'insight:doctorIndividual:view' } });

export const doctorGroupAnalysis = groupViewCall({
  method: 'POST',
  path: '/insights/doctor-group/analysis',
  summary:
    'Stance distribution of the doctors in range on the chosen drugs and indications, and the Top-10 departments, provinces, regions and hospitals; counts under 5 suppressed',
  body: groupFilterSchema,
  encoding: 'json',
  readOnly: true,
  result: groupAnalysisSchema,
});

export const doctorGroupDoctors = groupViewCall({
  method: 'POST',
  path: '/insights/doctor-group/doctors',
  summary: 'The doctors behind one bar of the group analysis, paged (empty for a suppressed bar; behind a total, only the doctors of its shown stance cells)',
  query: z.object({ page: z.coerce.number().int().min(0).default(0), size: z.coerce.number().int().min(1).max(100).default(10) }),
  body: groupBarSchema,
  encoding: 'json',
  readOnly: true,
  result: z.object({
    content: z.array(doctorStanceRowSchema),
    totalElements: z.number().int(),
    withheld: z.number().int().describe('Doctors of the bar in stance cells under the threshold, not listed'),
    suppressed: z.boolean(),
  }),
});

const nameOption = z.object({ name: z.string(), nameEn: z.string().nullable() });
export const insightOptions = groupViewCall({
  method: 'GET',
  path: '/insights/options',
  summary: 'The pickers of the group analysis: drugs of the catalogue, indications, provinces with their cities',
  result: z.object({
    products: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        nameEn: z.string(),
        genericName: z.string().nullable(),
        genericNameEn: z.string().nullable(),
        indications: z.array(z.string()),
      }),
    ),
    indications: z.array(nameOption),
    provinces: z.array(nameOption.extend({ code: z.string(), cities: z.array(nameOption.extend({ code: z.string() })) })),
  }),
});

// ---- individual doctors --------------------------------------------------------------------

export const evidenceSchema = z.object({
  id: z.number().int(),
  source: z.enum(EVIDENCE_SOURCES),
  /** The visit's, paper's, survey response's or interaction event's id. */
  sourceId: z.number().int(),
  occurredAt: z.string(),
  score: z.number(),
  weight: z.number(),
  /** The sentence read (visit notes, paper title, a survey's free text), a survey's scale answer (`n/10`) or the behaviour's type. */
  snippet: z.string().nullable(),
});
export type Evidence = z.infer<typeof evidenceSchema>;

export const drugStanceSchema = z.object({
  productId: z.number().int(),
  productName: z.string(),
  productNameEn: z.string(),
  stance: z.enum(STANCES),
  score: z.number(),
  /** Most trusted source first, then newest. */
  evidence: z.array(evidenceSchema),
});

export const doctorIndividualSchema = z.object({
  doctor: stanceDoctorSchema,
  drugs: z.array(drugStanceSchema),
  /** Academic views: the diseases of the doctor's papers and the drugs they name. */
  topics: z.array(z.object({ topic: z.string(), topicEn: z.string().nullable(), papers: z.number().int(), lastYear: z.number().int() })),
  /** Recommendation index (NPS method) per drug, from the doctor's answers to the recommendation question. */
  recommendation: z.array(npsSchema.extend({ productId: z.number().int(), productName: z.string(), productNameEn: z.string() })),
  /** Monthly weighted score per drug. */
  trend: z.array(z.object({ month: z.string(), productId: z.number().int(), score: z.number(), evidence: z.number().int() })),
});
export type DoctorIndividual = z.infer<typeof doctorIndividualSchema>;

export const doctorIndividual = individualViewCall({
  path: '/insights/doctor-individual/:doctorId',
  summary: "One doctor's stance on each drug with its evidence, academic topics and monthly trend",
  params: z.object({ doctorId: id }),
  result: doctorIndividualSchema,
});

export const doctorIndividualOptions = individualViewCall({
  path: '/insights/doctor-individual/options',
  summary: 'Doctors in range with stance evidence, by name, for the individual analysis',
  query: z.object({ keyword: z.string().trim().max(50).optional() }),
  result: z.array(z.object({ id: z.number().int(), name: z.string(), nameEn: z.string().nullable(), hospitalName: z.string(), hospitalNameEn: z.string().nullable() })),
});

export const evidenceSourceSchema = z.object({
  source: z.enum(EVIDENCE_SOURCES),
  occurredAt: z.string(),
  visit: z
    .object({
      id: z.number().int(),
      startAt: z.string(),
      repName: z.string(),
      repNameEn: z.string().nullable(),
      notes: z.string().nullable(),
      products: z.array(z.object({ name: z.string(), nameEn: z.string() })),
    })
    .nullable(),
  paper: z
    .object({ id: z.number().int(), title: z.string(), titleEn: z.string().nullable(), journal: z.string(), publishYear: z.number().int(), url: z.string().nullable() })
    .nullable(),
  event: z.object({ id: z.number().int(), type: z.string(), channel: z.string().nullable() }).nullable(),
  survey: surveyResponseSchema.nullable(),
});
export type EvidenceSourceRecord = z.infer<typeof evidenceSourceSchema>;

export const evidenceSource = individualViewCall({
  path: '/insights/evidence/:id',
  summary: 'The visit, paper, survey answer or touchpoint a piece of stance evidence came from',
  params: z.object({ id }),
  result: evidenceSourceSchema,
});

// ---- patient portrait ----------------------------------------------------------------------

export const portraitRangeSchema = z.object({ monthFrom: month.optional(), monthTo: month.optional() });

/** A suppressed cross-table: rows × columns of patient counts, with totals; null under the threshold. */
export const portraitTableSchema = z.object({
  columns: z.array(z.object(labelled)),
  rows: z.array(distributionRowSchema),
  columnTotals: z.array(count),
  grandTotal: count,
});
export type PortraitTable = z.infer<typeof portraitTableSchema>;

export const patientPortraitList = defineContract({
  method: 'GET',
  path: '/insights/patient-portrait',
  tags,
  summary: 'Diagnosed patients per indication and per region by sex (aggregates only, cells under 5 suppressed)',
  access: { permission: 'insight:patientPortrait:list' },
  query: portraitRangeSchema,
  result: z.object({
    threshold: z.number().int(),
    monthFrom: z.string(),
    monthTo: z.string(),
    indication: portraitTableSchema,
    region: portraitTableSchema,
  }),
});

export const patientPortraitSegment = defineContract({
  method: 'GET',
  path: '/insights/patient-portrait/segment',
  tags,
  summary: 'One segment (an indication or a region): age bands, lines of therapy, comorbidities, the other dimension and treated patients per drug',
  access: { permission: 'insight:patientPortrait:view' },
  query: portraitRangeSchema.extend({ kind: z.enum(SEGMENT_KINDS), key: z.string().trim().min(1).max(100) }),
  result: z.object({
    threshold: z.number().int(),
    monthFrom: z.string(),
    monthTo: z.string(),
    label: z.string(),
    labelEn: z.string().nullable(),
    ageBand: portraitTableSchema,
    lineOfTherapy: portraitTableSchema,
    comorbidity: portraitTableSchema,
    breakdown: portraitTableSchema,
    treatment: portraitTableSchema,
  }),
});
