import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { meetingsNs } from '../locales/i18n';

const COLORS: Record<string, string> = {
  DRAFT: 'default',
  IN_APPROVAL: 'processing',
  REJECTED: 'error',
  APPROVED: 'success',
  CONFIRMED: 'cyan',
  PAYMENT_IN_APPROVAL: 'processing',
  PAYMENT_REJECTED: 'error',
  PAID: 'green',
  CANCELLED: 'default',
};

export function MeetingStatusTag({ status }: { status: string }) {
  const { t } = useTranslation(meetingsNs);
  return <Tag color={COLORS[status] ?? 'default'}>{t(`status.${status}`, { defaultValue: status })}</Tag>;
}
