import { AGE_RANGES, DOCTOR_SEXES, DOCTOR_TITLES, PRACTICE_CHANNELS, type ReferenceItem } from '@crm/shared/customer-reference';
import type { Lang } from '@/lib/i18n/i18n';

/** Fields whose values are vocabulary entries: requests may hold the code or a label in either language. */
const VOCABULARIES: Record<string, ReadonlyArray<ReferenceItem>> = {
  doctorSex: DOCTOR_SEXES,
  doctorTitle: DOCTOR_TITLES,
  ageRange: AGE_RANGES,
  practiceChannel: PRACTICE_CHANNELS,
};

/** A requested or recorded value as a steward should read it: vocabulary entries in the UI language, '—' when empty. */
export function correctionValueLabel(lang: Lang, field: string, value: string | null | undefined): string {
  const text = value?.trim();
  if (!text) return '—';
  const list = VOCABULARIES[field];
  const wanted = text.toLowerCase();
  const item = list?.find((entry) => [entry.code, entry.label, entry.labelEn].some((name) => name.toLowerCase() === wanted));
  if (!item) return text;
  return lang === 'en' ? item.labelEn : item.label;
}

export type CorrectionTab = 'PENDING' | 'APPROVED' | 'REJECTED' | 'ALL';

/** The statuses a review tab asks the server for (none: every status). */
export function tabStatuses(tab: CorrectionTab): Array<Exclude<CorrectionTab, 'ALL'>> | undefined {
  return tab === 'ALL' ? undefined : [tab];
}
