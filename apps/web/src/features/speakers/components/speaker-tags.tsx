import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { todayInTenant } from '@/lib/format';
import { speakersNs } from '../locales/i18n';

const COLOR: Record<string, string> = { DRAFT: 'default', IN_APPROVAL: 'processing', REJECTED: 'error', APPROVED: 'success', INACTIVE: 'default' };

export function SpeakerStatusTag({ status }: { status: string }) {
  const { t } = useTranslation(speakersNs);
  return <Tag color={COLOR[status] ?? 'default'}>{t(`status.${status}`, { defaultValue: status })}</Tag>;
}

/** The contract end date, flagged when it has passed or falls within 60 days. */
export function ContractEnd({ date }: { date: string }) {
  const { t } = useTranslation(speakersNs);
  const today = todayInTenant();
  const soon = new Date(Date.parse(today) + 60 * 86_400_000).toISOString().slice(0, 10);
  return (
    <>
      {date} {date < today ? <Tag color="red">{t('list.expired')}</Tag> : date <= soon ? <Tag color="orange">{t('list.expiring')}</Tag> : null}
    </>
  );
}
