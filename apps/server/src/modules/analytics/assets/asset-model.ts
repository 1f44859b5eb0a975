import { z } from 'zod';
import { QUALITY_DIMENSIONS, assetSummarySchema } from '@crm/shared/contracts/data-assets';

/**
 * The catalog of the product's data sets: what each holds, who owns it, how often it changes, its
 * fields, and the quality checks run on it. Checks are SQL over the table aliased `t`, already
 * limited to the tenant: `failing` counts the rows that break the rule.
 */
const qualityDimension = z.enum(QUALITY_DIMENSIONS);
export type QualityDimension = z.infer<typeof qualityDimension>;

const qualityCheck = z.object({
  code: z.string(),
  dimension: qualityDimension,
  name: z.string(),
  nameEn: z.string(),
  /** Completeness/validity: a row failing when this is true. Uniqueness: the key columns. */
  rule: z.string(),
  /** Share of rows allowed to fail (0 = none); for freshness, the maximum age in hours. */
  tolerance: z.number(),
});
export type QualityCheck = z.infer<typeof qualityCheck>;

const assetField = z.object({
  name: z.string(),
  type: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  /** Personal data: masked in samples for viewers without the unmask permission. */
  sensitive: z.boolean().optional(),
});
export type AssetField = z.infer<typeof assetField>;

/** A data set of the catalogue: what its summary shows (the contract's), and where to read it. */
export const dataAsset = assetSummarySchema
  .pick({ code: true, name: true, nameEn: true, description: true, descriptionEn: true, owner: true, ownerEn: true, frequency: true })
  .extend({
    table: z.string(),
    domain: z.enum(['customers', 'field', 'meetings', 'engagement', 'operations', 'commercial']),
    /**
     * Counts of patients: the catalogue shows no sample rows (they would show counts under the
     * small-cell threshold); the SDA and diagnosis pages publish them with their protection.
     */
    patientCounts: z.boolean().optional(),
    /** Column whose latest value tells how fresh the set is. */
    freshnessColumn: z.string(),
    /** Column the sample is ordered by (newest first). */
    orderColumn: z.string(),
    fields: z.array(assetField),
    checks: z.array(qualityCheck),
    /** Metrics reading it (metric codes) and screens showing it (menu paths). */
    metrics: z.array(z.string()),
    screens: z.array(z.string()),
  });
export type DataAsset = z.infer<typeof dataAsset>;

export const DOMAINS: Record<DataAsset['domain'], [string, string]> = {
  customers: ['客户主数据', 'Customer master data'],
  field: ['一线执行', 'Field execution'],
  meetings: ['会议与合规', 'Meetings and compliance'],
  engagement: ['客户互动', 'Customer engagement'],
  operations: ['运营', 'Operations'],
  commercial: ['销售与患者数据', 'Sales and patient data'],
};
