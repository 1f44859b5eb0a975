import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DoctorCardProps } from '@/lib/doctor-cards';
import { suggestionsNs } from '../locales/i18n';
import { DoctorSuggestionsSection } from './doctor-suggestions-section';

/** The profile's "suggested next": the caller's open suggestions about the doctor, in a card. */
export function DoctorSuggestionsCard({ doctorId }: DoctorCardProps) {
  const { t } = useTranslation(suggestionsNs);
  return (
    <Card title={t('section')} className="profile-card" data-testid="profile-suggestions">
      <DoctorSuggestionsSection doctorId={String(doctorId)} />
    </Card>
  );
}
