import { useCallback } from 'react';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useTenantTime } from '@/lib/session/use-tenant-time';

/** Names and times of tasks in the user's language and the tenant's zone. */
export function useTaskDisplay() {
  const lang = useLanguage();
  const time = useTenantTime();
  const name = useCallback((person: { firstName: string; nameEn: string | null }) => localizedName(lang, person.firstName, person.nameEn), [lang]);
  return { lang, ...time, name };
}
