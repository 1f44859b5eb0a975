import { Button, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatWhen } from '@/lib/when';
import type { Correction } from '@crm/shared/contracts/customer-correction-schemas';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { CorrectionDecision as Decision } from '../../api/corrections';
import { correctionValueLabel } from '../../lib/correction-values';
import { customersNs } from '../../locales/i18n';
import { CorrectionStatusTag } from './correction-status-tag';

/** A request's or a review's time as the stewards' list shows it. */

interface CorrectionDecisionProps {
  request: Correction;
  userId: number | undefined;
  /** The decision being sent, if any. */
  pending: Decision | undefined;
  fieldLabel: (name: string) => string;
  onApprove: () => Promise<void>;
  onReject: () => void;
}

/** The decision column of a correction request: its outcome once reviewed, else approve and reject (never on one's own request). */
export function CorrectionDecision({ request, userId, pending, fieldLabel, onApprove, onReject }: CorrectionDecisionProps) {
  const { t } = useTranslation(customersNs);
  const lang = useLanguage();
  if (request.status !== 'PENDING') {
    return (
      <div className="correction-review__stack">
        <span>
          <CorrectionStatusTag status={request.status} />
        </span>
        {request.rejectReason && <Typography.Text type="danger">{request.rejectReason}</Typography.Text>}
        {request.reviewedBy && (
          <Typography.Text type="secondary" className="correction-review__decided">
            {t('review.reviewedBy', { name: localizedName(lang, request.reviewedBy.firstName, request.reviewedBy.nameEn) })} ·{' '}
            {request.reviewedAt ? formatWhen(request.reviewedAt) : ''}
          </Typography.Text>
        )}
      </div>
    );
  }
  if (request.createdBy?.id === userId) return <Typography.Text type="secondary">{t('review.ownRequest')}</Typography.Text>;
  const busy = pending?.id === request.id;
  return (
    <Space size={4}>
      <Popconfirm
        title={t('review.approveTitle')}
        description={t('review.approveConfirm', {
          doctor: request.doctorName,
          field: fieldLabel(request.field),
          value: correctionValueLabel(lang, request.field, request.newValue),
        })}
        okText={t('review.approve')}
        cancelText={t('common.cancel')}
        onConfirm={() => onApprove().catch(() => undefined)}
      >
        <Button type="primary" size="small" loading={busy && pending?.decision === 'approve'}>
          {t('review.approve')}
        </Button>
      </Popconfirm>
      <Button danger size="small" disabled={busy} onClick={onReject}>
        {t('review.reject')}
      </Button>
    </Space>
  );
}
