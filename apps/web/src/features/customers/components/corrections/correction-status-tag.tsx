import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { customersNs } from '../../locales/i18n';

const COLORS: Record<string, string> = { PENDING: 'processing', APPROVED: 'success', REJECTED: 'error' };

/** Where a correction request stands: awaiting review, applied or rejected. */
export function CorrectionStatusTag({ status }: { status: string }) {
  const { t } = useTranslation(customersNs);
  const known = status === 'PENDING' || status === 'APPROVED' || status === 'REJECTED';
  return (
    <Tag color={COLORS[status] ?? 'default'} data-status={status}>
      {known ? t(`correction.statuses.${status}`) : status}
    </Tag>
  );
}
