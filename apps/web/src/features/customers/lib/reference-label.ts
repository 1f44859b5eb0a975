import type { ReferenceItem } from '@crm/shared/customer-reference';
import type { Lang } from '@/lib/i18n/i18n';

/** The label of a vocabulary code in the UI language; the code itself when unknown, '—' when empty. */
export function referenceLabel(lang: Lang, list: ReadonlyArray<ReferenceItem>, code: string | null | undefined): string {
  if (!code) return '—';
  const item = list.find((entry) => entry.code === code);
  if (!item) return code;
  return lang === 'en' ? item.labelEn : item.label;
}

/** Select options of a vocabulary in the UI language. */
export function referenceOptions(lang: Lang, list: ReadonlyArray<ReferenceItem>): Array<{ value: string; label: string }> {
  return list.map((item) => ({ value: item.code, label: lang === 'en' ? item.labelEn : item.label }));
}
