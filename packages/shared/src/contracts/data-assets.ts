import { z } from 'zod';
import { defineContract } from '../contract';

/** Data assets: the catalog of the product's data sets, their freshness and quality (issue 18). */

export const QUALITY_DIMENSIONS = ['completeness', 'validity', 'uniqueness', 'freshness'] as const;

export const assetSummarySchema = z.object({
  code: z.string(),
  domain: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  owner: z.string(),
  ownerEn: z.string(),
  frequency: z.enum(['realtime', 'daily', 'weekly', 'monthly']),
  records: z.number().int(),
  freshAt: z.string().nullable(),
  /** Share of the latest check results that passed, 0..100; null before the first run. */
  qualityScore: z.number().nullable(),
  fieldCount: z.number().int(),
});
export type AssetSummary = z.infer<typeof assetSummarySchema>;

export const assetOverviewSchema = z.object({
  domains: z.array(z.object({ code: z.string(), name: z.string(), nameEn: z.string(), datasets: z.number().int(), records: z.number().int() })),
  datasets: z.array(assetSummarySchema),
});

export const qualityResultSchema = z.object({ passed: z.boolean(), measured: z.number(), failingRows: z.number().int(), totalRows: z.number().int(), ranAt: z.string() });

export const assetDetailSchema = assetSummarySchema.extend({
  fields: z.array(z.object({ name: z.string(), type: z.string(), description: z.string(), descriptionEn: z.string(), sensitive: z.boolean() })),
  sample: z.array(z.record(z.string(), z.string().nullable())),
  masked: z.boolean(),
  /** Counts of patients show no sample rows (they would show counts under the small-cell threshold). */
  sampleWithheld: z.boolean(),
  checks: z.array(
    z.object({
      code: z.string(),
      dimension: z.enum(QUALITY_DIMENSIONS),
      name: z.string(),
      nameEn: z.string(),
      tolerance: z.number(),
      latest: qualityResultSchema.nullable(),
      history: z.array(qualityResultSchema),
    }),
  ),
  metrics: z.array(z.object({ code: z.string(), name: z.string(), nameEn: z.string() })),
  screens: z.array(z.string()),
});
export type AssetDetail = z.infer<typeof assetDetailSchema>;

export const getAssetOverview = defineContract({
  method: 'GET',
  path: '/data-asset/overview',
  tags: ['data-assets'],
  summary: 'Data domains and data sets with record counts, freshness and quality score',
  access: { permission: 'dataAsset:overview:view' },
  result: assetOverviewSchema,
});

export const listAssets = defineContract({
  method: 'GET',
  path: '/data-asset/list',
  tags: ['data-assets'],
  summary: 'The catalog of data sets',
  access: { permission: 'dataAsset:asset:list' },
  query: z.object({ domain: z.string().max(40).optional(), keyword: z.string().trim().max(60).optional() }),
  result: z.array(assetSummarySchema),
});

const assetCode = z.object({ code: z.string().trim().min(1).max(40) });

export const getAsset = defineContract({
  method: 'GET',
  path: '/data-asset/detail/:code',
  tags: ['data-assets'],
  summary: 'One data set: schema, a sample masked by permission, quality checks with history, where it is used',
  access: { permission: 'dataAsset:asset:view' },
  params: assetCode,
  result: assetDetailSchema,
});

export const runAssetChecks = defineContract({
  method: 'POST',
  path: '/data-asset/detail/:code/check',
  tags: ['data-assets'],
  summary: 'Queues the quality checks of a data set',
  access: { permission: 'dataAsset:asset:check' },
  params: assetCode,
  body: z.object({}).default({}),
  encoding: 'json',
  result: z.object({ queued: z.boolean() }),
});
