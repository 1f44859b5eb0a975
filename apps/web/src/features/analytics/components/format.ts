import type { MetricInfo } from '@crm/shared/contracts/analytics';

/** A metric value with grouping and its unit (yuan without decimals, percentages with one). */
export function formatValue(value: number | null | undefined, unit: MetricInfo['unit'] | undefined, lang: string): string {
  if (value === null || value === undefined) return '—';
  const locale = lang === 'en' ? 'en-US' : 'zh-CN';
  const digits = unit === 'yuan' ? 0 : unit === 'count' ? 0 : 2;
  const text = value.toLocaleString(locale, { maximumFractionDigits: digits });
  return unit === 'percent' ? `${text}%` : text;
}
