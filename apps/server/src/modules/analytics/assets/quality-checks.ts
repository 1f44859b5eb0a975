import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { dataQualityResult } from '../../../db/schema/analytics/analytics';
import { forEveryTenant, tenantsWhere } from '../../../platform/jobs/job-queue';
import type { ServiceHost } from '../../../platform/service-host';
import { DATA_ASSETS, type DataAsset, type QualityCheck } from './asset-catalog';
import { rowsOf } from '../../../db/rows';

export const QUALITY_JOB = 'dataAssets.qualityCheck';
const QUALITY_ALL = 'dataAssets.qualityCheck.all';

interface Outcome {
  passed: boolean;
  measured: number;
  failingRows: number;
  totalRows: number;
}

/** Measures one check: the share of failing rows (or age in hours) against its tolerance. */
async function measure(db: Database, tenantId: number, asset: DataAsset, check: QualityCheck): Promise<Outcome> {
  const table = sql.raw(asset.table);
  if (check.dimension === 'freshness') {
    const column = sql.raw(`t.${asset.freshnessColumn}`);
    const result = rowsOf<{ total: unknown; age: unknown }>(
      await db.execute(sql`select count(*) as total, extract(epoch from now() - max(${column})) / 3600 as age from ${table} t where t.tenant_id = ${tenantId}`),
    );
    const total = Number(result[0]?.total ?? 0);
    const age = result[0]?.age === null ? Number.POSITIVE_INFINITY : Number(result[0]?.age);
    return { passed: total > 0 && age <= check.tolerance, measured: Number.isFinite(age) ? Math.round(age * 10) / 10 : -1, failingRows: 0, totalRows: total };
  }
  const failing =
    check.dimension === 'uniqueness'
      ? sql`select coalesce(sum(n - 1), 0) from (select count(*) as n from ${table} t where t.tenant_id = ${tenantId} group by ${sql.raw(check.rule)} having count(*) > 1) dup`
      : sql`select count(*) from ${table} t where t.tenant_id = ${tenantId} and (${sql.raw(check.rule)})`;
  const result = rowsOf<{ total: unknown; failing: unknown }>(
    await db.execute(sql`select (select count(*) from ${table} t where t.tenant_id = ${tenantId}) as total, (${failing}) as failing`),
  );
  const total = Number(result[0]?.total ?? 0);
  const failingRows = Number(result[0]?.failing ?? 0);
  const share = total === 0 ? 0 : failingRows / total;
  return { passed: share <= check.tolerance, measured: Math.round((1 - share) * 10_000) / 10_000, failingRows, totalRows: total };
}

/** Runs the checks of one data set (or all) for a tenant and keeps each result in the history. */
export async function runQualityChecks(db: Database, tenantId: number, datasetCode?: string): Promise<number> {
  const assets = DATA_ASSETS.filter((a) => !datasetCode || a.code === datasetCode);
  const results = [];
  for (const asset of assets) {
    for (const check of asset.checks) {
      const outcome = await measure(db, tenantId, asset, check);
      results.push({ tenantId, dataset: asset.code, check: check.code, dimension: check.dimension, ...outcome });
    }
  }
  if (results.length) await db.insert(dataQualityResult).values(results);
  return results.length;
}

/** Checks run nightly for every tenant, after every saved upload for its data set, at start-up when they never ran, and on demand. */
export function registerQualityJobs(host: ServiceHost): void {
  const { jobs } = host;
  jobs.register<{ tenantId: number; dataset?: string }>({
    name: QUALITY_JOB,
    maxAttempts: 3,
    // Each run appends one result per check: running twice adds a second, equal, point of history.
    handler: async ({ tenantId, dataset }) => void (await runQualityChecks(host.db, tenantId, dataset)),
  });
  jobs.register({
    name: QUALITY_ALL,
    maxAttempts: 1,
    handler: () => forEveryTenant(host.db, (tenantId) => jobs.enqueue(QUALITY_JOB, { tenantId }, { key: `${tenantId}:all`, tenantId })),
  });
  jobs.schedule({ name: QUALITY_ALL, cron: '30 2 * * *' });
  // At start-up, an enterprise whose checks never ran (a fresh install) has them run at once.
  if (host.config.backgroundJobs)
    host.onReady(async () => {
      for (const tenantId of await tenantsNeverChecked(host.db)) await jobs.enqueue(QUALITY_JOB, { tenantId }, { key: `${tenantId}:all`, tenantId });
    });
}

/** The enterprises without a single quality result. */
export function tenantsNeverChecked(db: Database): Promise<number[]> {
  return tenantsWhere(db, async (tenantId) => {
    const found = rowsOf<unknown>(await db.execute(sql`select 1 from data_quality_result where tenant_id = ${tenantId} limit 1`));
    return found.length === 0;
  });
}
