import { Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DoctorDetailSectionProps } from '@/lib/doctor-sections';
import { useDoctorSuggestions } from '../api/suggestions';
import { suggestionsNs } from '../locales/i18n';
import { SuggestionList } from './suggestion-list';

/** The doctor record's "suggested next": the caller's open suggestions about the doctor. */
export function DoctorSuggestionsSection({ doctorId }: DoctorDetailSectionProps) {
  const { t } = useTranslation(suggestionsNs);
  const list = useDoctorSuggestions(Number(doctorId));
  if (!list.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (list.data.length === 0) return <Typography.Text type="secondary">{t('noneForDoctor')}</Typography.Text>;
  return <SuggestionList items={list.data} showDoctor={false} />;
}
