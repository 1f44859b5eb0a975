import { sql } from 'drizzle-orm';
import { hasPermission } from '@crm/shared/access';
import type { AssetDetail, AssetSummary } from '@crm/shared/contracts/data-assets';
import { badRequest } from '../../../lib/http-error';
import type { RequestContext } from '../../../platform/contract-route';
import { metricByCode } from '../metrics/catalog';
import { DATA_ASSETS, DOMAINS, assetByCode, type DataAsset } from './asset-catalog';
import { dictionaryOf } from '@crm/shared/object-keys';
import { rowsOf } from '../../../db/rows';

const UNMASK = 'dataAsset:asset:unmask';

/** Record count, latest change and the share of passing latest checks, per data set. */
async function summarize(context: RequestContext, assets: DataAsset[]): Promise<AssetSummary[]> {
  const tenantId = context.principal.tenant.id;
  const counts = assets.map(
    (a) => sql`select ${a.code} as code, count(*) as records, max(t.${sql.raw(a.freshnessColumn)}) as fresh_at from ${sql.raw(a.table)} t where t.tenant_id = ${tenantId}`,
  );
  const stats = assets.length ? rowsOf<{ code: string; records: unknown; fresh_at: unknown }>(await context.db.execute(sql.join(counts, sql` union all `))) : [];
  const scores = rowsOf<{ dataset: string; score: unknown }>(
    await context.db.execute(sql`
    select dataset, round(100.0 * count(*) filter (where passed) / count(*), 1) as score from (
      select distinct on (dataset, "check") dataset, passed from data_quality_result where tenant_id = ${tenantId} order by dataset, "check", ran_at desc, id desc
    ) latest group by dataset`),
  );
  return assets.map((a) => {
    const stat = stats.find((s) => s.code === a.code);
    const score = scores.find((s) => s.dataset === a.code);
    return {
      code: a.code,
      domain: a.domain,
      name: a.name,
      nameEn: a.nameEn,
      description: a.description,
      descriptionEn: a.descriptionEn,
      owner: a.owner,
      ownerEn: a.ownerEn,
      frequency: a.frequency,
      records: Number(stat?.records ?? 0),
      freshAt: stat?.fresh_at ? new Date(stat.fresh_at as string).toISOString() : null,
      qualityScore: score ? Number(score.score) : null,
      fieldCount: a.fields.length,
    };
  });
}

export async function assetOverview(context: RequestContext) {
  const datasets = await summarize(context, DATA_ASSETS);
  const domains = Object.entries(DOMAINS).map(([code, [name, nameEn]]) => {
    const inDomain = datasets.filter((d) => d.domain === code);
    return { code, name, nameEn, datasets: inDomain.length, records: inDomain.reduce((sum, d) => sum + d.records, 0) };
  });
  return { domains, datasets };
}

export async function listAssets(context: RequestContext, q: { domain?: string | undefined; keyword?: string | undefined }) {
  const keyword = q.keyword?.toLowerCase();
  const assets = DATA_ASSETS.filter(
    (a) => (!q.domain || a.domain === q.domain) && (!keyword || [a.name, a.nameEn, a.description, a.descriptionEn, a.code].some((s) => s.toLowerCase().includes(keyword))),
  );
  return summarize(context, assets);
}

/** Personal values keep their first and last characters only: enough to recognise, not to use. */
function mask(value: string): string {
  if (value.length <= 4) return '****';
  return `${value.slice(0, 3)}${'*'.repeat(Math.max(4, value.length - 5))}${value.slice(-2)}`;
}

export async function findAsset(context: RequestContext, code: string): Promise<AssetDetail> {
  const asset = assetByCode.get(code);
  if (!asset) throw badRequest('dataAssetUnknown', { code });
  const { principal } = context;
  const tenantId = principal.tenant.id;
  const [summary] = await summarize(context, [asset]);
  const masked = !hasPermission(principal.permissions, principal.roleCodes, UNMASK);
  const columns = sql.raw(asset.fields.map((f) => `t.${f.name}::text as ${f.name}`).join(', '));
  const sample = asset.patientCounts
    ? []
    : rowsOf<Record<string, string | null>>(
        await context.db.execute(
          sql`select ${columns} from ${sql.raw(asset.table)} t where t.tenant_id = ${tenantId} order by t.${sql.raw(asset.orderColumn)} desc nulls last limit 10`,
        ),
      );
  const history = rowsOf<Record<string, unknown>>(
    await context.db.execute(sql`
    select "check", passed, measured, failing_rows, total_rows, ran_at from data_quality_result
    where tenant_id = ${tenantId} and dataset = ${code} order by ran_at desc, id desc limit 200`),
  );
  const sensitive = new Set(asset.fields.filter((f) => f.sensitive).map((f) => f.name));
  return {
    ...summary!,
    fields: asset.fields.map((f) => ({ ...f, sensitive: f.sensitive ?? false })),
    masked,
    sampleWithheld: asset.patientCounts ?? false,
    sample: sample.map((row) => dictionaryOf(Object.entries(row).map(([k, v]) => [k, v !== null && masked && sensitive.has(k) ? mask(v) : v]))),
    checks: asset.checks.map((check) => {
      const runs = history
        .filter((h) => h.check === check.code)
        .slice(0, 20)
        .map((h) => ({
          passed: Boolean(h.passed),
          measured: Number(h.measured),
          failingRows: Number(h.failing_rows),
          totalRows: Number(h.total_rows),
          ranAt: new Date(h.ran_at as string).toISOString(),
        }));
      return { code: check.code, dimension: check.dimension, name: check.name, nameEn: check.nameEn, tolerance: check.tolerance, latest: runs[0] ?? null, history: runs };
    }),
    metrics: asset.metrics.map((m) => metricByCode.get(m)!).map((m) => ({ code: m.code, name: m.name, nameEn: m.nameEn })),
    screens: asset.screens,
  };
}
