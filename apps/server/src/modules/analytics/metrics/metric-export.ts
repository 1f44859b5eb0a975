import { XLSX_CONTENT_TYPE, xlsxStream, type XlsxCell } from '../../../lib/xlsx-writer';
import { attachmentOf, type FileAnswer, type RequestContext } from '../../../platform/contract-route';
import { metricByCode } from './catalog';
import { dimensionByCode } from './dimensions';
import { queryMetrics, type MetricQueryInput } from './metric-engine';

/** A self-service analysis as a workbook: one row per dimension value, one column per metric. */
export async function sendMetricWorkbook(context: RequestContext, input: MetricQueryInput): Promise<FileAnswer> {
  const en = context.lang === 'en';
  const result = await queryMetrics(context, input);
  const dimension = input.dimension ? dimensionByCode.get(input.dimension) : undefined;
  const metricNames = input.metrics.map((code) => {
    const m = metricByCode.get(code)!;
    return en ? m.nameEn : m.name;
  });
  const first = dimension ? (en ? dimension.nameEn : dimension.name) : en ? 'Total' : '合计';
  const rows: XlsxCell[][] = result.rows.map((row) => [row.label || row.key || '', ...input.metrics.map((code) => row.values[code] ?? null)]);
  if (dimension) rows.push([en ? 'Total' : '合计', ...input.metrics.map((code) => result.totals[code] ?? null)]);
  const stream = xlsxStream({ sheetName: en ? 'Analysis' : '自助分析', columns: [first, ...metricNames].map((header) => ({ header, width: 22 })), rows });
  return attachmentOf(XLSX_CONTENT_TYPE, `analysis-${input.from}-${input.to}.xlsx`, stream);
}
