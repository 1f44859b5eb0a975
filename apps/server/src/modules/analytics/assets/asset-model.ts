/**
 * The catalog of the product's data sets: what each holds, who owns it, how often it changes, its
 * fields, and the quality checks run on it. Checks are SQL over the table aliased `t`, already
 * limited to the tenant: `failing` counts the rows that break the rule.
 */
export type QualityDimension = 'completeness' | 'validity' | 'uniqueness' | 'freshness';

export interface QualityCheck {
  code: string;
  dimension: QualityDimension;
  name: string;
  nameEn: string;
  /** Completeness/validity: a row failing when this is true. Uniqueness: the key columns. */
  rule: string;
  /** Share of rows allowed to fail (0 = none); for freshness, the maximum age in hours. */
  tolerance: number;
}

export interface AssetField {
  name: string;
  type: string;
  description: string;
  descriptionEn: string;
  /** Personal data: masked in samples for viewers without the unmask permission. */
  sensitive?: boolean;
}

export interface DataAsset {
  code: string;
  table: string;
  domain: 'customers' | 'field' | 'meetings' | 'engagement' | 'operations' | 'commercial';
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  owner: string;
  ownerEn: string;
  frequency: 'realtime' | 'daily' | 'weekly' | 'monthly';
  /**
   * Counts of patients: the catalogue shows no sample rows (they would show counts under the
   * small-cell threshold); the SDA and diagnosis pages publish them with their protection.
   */
  patientCounts?: boolean;
  /** Column whose latest value tells how fresh the set is. */
  freshnessColumn: string;
  /** Column the sample is ordered by (newest first). */
  orderColumn: string;
  fields: AssetField[];
  checks: QualityCheck[];
  /** Metrics reading it (metric codes) and screens showing it (menu paths). */
  metrics: string[];
  screens: string[];
}

export const DOMAINS: Record<DataAsset['domain'], [string, string]> = {
  customers: ['客户主数据', 'Customer master data'],
  field: ['一线执行', 'Field execution'],
  meetings: ['会议与合规', 'Meetings and compliance'],
  engagement: ['客户互动', 'Customer engagement'],
  operations: ['运营', 'Operations'],
  commercial: ['销售与患者数据', 'Sales and patient data'],
};

export const f = (name: string, type: string, description: string, descriptionEn: string, sensitive = false): AssetField => ({
  name,
  type,
  description,
  descriptionEn,
  ...(sensitive ? { sensitive } : {}),
});
export const fresh = (hours: number): QualityCheck => ({ code: 'fresh', dimension: 'freshness', name: '数据及时', nameEn: 'Up to date', rule: '', tolerance: hours });
