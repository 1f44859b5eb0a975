import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { INTERACTION_TYPES, INTERACTION_TYPE_CODES } from '@crm/shared/interaction-types';
import { useLanguage } from '@/lib/i18n/i18n';
import { analyticsNs } from '../locales/i18n';

/** Touchpoint types as the user's language names them; merged path steps show their own label. */
export function useTypeLabel() {
  const lang = useLanguage();
  return useCallback(
    (type: string) => {
      if (type.startsWith('group:')) return type.slice('group:'.length);
      const known = INTERACTION_TYPES[type as keyof typeof INTERACTION_TYPES];
      return known ? known[lang] : type;
    },
    [lang],
  );
}

export function useTypeOptions() {
  const label = useTypeLabel();
  return INTERACTION_TYPE_CODES.map((code) => ({ value: code, label: label(code) }));
}

/** A channel's name, or nothing for a channel without one (never a raw code). */
export function useChannelLabel() {
  const { t, i18n } = useTranslation(analyticsNs);
  return useCallback(
    (channel: string | null) => (channel && i18n.exists(`channels.${channel}`, { ns: analyticsNs }) ? t(`channels.${channel}` as 'channels.live') : null),
    [t, i18n],
  );
}

export function doctorRecordPath(doctor: { id: number; name: string }): string {
  return `/customer/businessRecord/${doctor.id}/${encodeURIComponent(doctor.name)}`;
}
