import { useState } from 'react';
import { App, Segmented, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Correction } from '@crm/shared/contracts/customer-correction-schemas';
import { pageRows } from '@/lib/api/page-rows';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useCorrections, useReviewCorrection } from '../../api/corrections';
import { useCurrentUserId } from '../../api/current-user';
import { useDoctorFields } from '../../api/reference';
import { correctionValueLabel, tabStatuses, type CorrectionTab } from '../../lib/correction-values';
import { doctorRecordPath } from '../../lib/doctor-links';
import { customersNs } from '../../locales/i18n';
import { formatWhen } from '@/lib/when';
import { CorrectionDecision } from './correction-decision';
import { RejectCorrectionModal } from './reject-correction-modal';
import { KeywordSearch } from '@/components/keyword-search';

const PAGE_SIZE = 20;
const TABS: CorrectionTab[] = ['PENDING', 'APPROVED', 'REJECTED', 'ALL'];

/** The data stewards' list of correction requests: old and new values side by side, apply or reject. */
export function CorrectionReview() {
  const { t } = useTranslation(customersNs);
  const lang = useLanguage();
  const { message } = App.useApp();
  const userId = useCurrentUserId();
  const fields = useDoctorFields();
  const [tab, setTab] = useState<CorrectionTab>('PENDING');
  const [keyword, setKeyword] = useState<string>();
  const [page, setPage] = useState(0);
  const [rejecting, setRejecting] = useState<Correction | null>(null);
  const requests = useCorrections({ status: tabStatuses(tab), keyword }, page, PAGE_SIZE);
  const review = useReviewCorrection();
  const fieldLabel = (name: string) => {
    const found = fields.data?.find((candidate) => candidate.field === name);
    return found ? (lang === 'en' ? found.labelEn : found.label) : name;
  };
  const change = (apply: () => void) => {
    apply();
    setPage(0);
  };

  const approve = async (request: Correction) => {
    await review.mutateAsync({ id: request.id, decision: 'approve' });
    void message.success(t('review.approved'));
  };
  const reject = async (reason: string) => {
    if (!rejecting) return;
    await review.mutateAsync({ id: rejecting.id, decision: 'reject', reason });
    setRejecting(null);
    void message.success(t('review.rejected'));
  };

  return (
    <div className="customers-page correction-review">
      <div className="validation-toolbar">
        <Segmented<CorrectionTab>
          value={tab}
          onChange={(value) => change(() => setTab(value))}
          options={TABS.map((value) => ({ value, label: t(`review.statusTabs.${value}`) }))}
        />
        <KeywordSearch
          aria-label={t('review.searchLabel')}
          placeholder={t('review.searchPlaceholder')}
          onSearch={(value) => change(() => setKeyword(value))}
          className="validation-toolbar__search"
        />
      </div>
      <Table<Correction>
        rowKey="id"
        size="middle"
        scroll={{ x: 1080 }}
        {...pageRows(requests)}
        locale={{ emptyText: t('common.empty') }}
        pagination={{
          current: page + 1,
          pageSize: PAGE_SIZE,
          total: requests.data?.totalElements ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('review.total', { total, count: total }),
          onChange: (next) => setPage(next - 1),
        }}
        columns={[
          {
            key: 'doctor',
            title: t('review.doctor'),
            width: 200,
            render: (_, request) => (
              <div className="correction-review__stack">
                <Link to={doctorRecordPath({ id: request.doctorId, doctorName: request.doctorName })}>{request.doctorName}</Link>
                <Typography.Text type="secondary" ellipsis={{ tooltip: true }}>
                  {[
                    localizedName(lang, request.hospitalName, request.hospitalNameEn),
                    request.departmentName && localizedName(lang, request.departmentName, request.departmentNameEn),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography.Text>
              </div>
            ),
          },
          { key: 'field', title: t('review.field'), width: 110, render: (_, request) => fieldLabel(request.field) },
          {
            key: 'old',
            title: t('review.oldValue'),
            width: 150,
            render: (_, request) => <span className="correction-review__old">{correctionValueLabel(lang, request.field, request.oldValue)}</span>,
          },
          {
            key: 'new',
            title: t('review.newValue'),
            width: 150,
            render: (_, request) => <Typography.Text strong>{correctionValueLabel(lang, request.field, request.newValue)}</Typography.Text>,
          },
          { key: 'reason', title: t('review.reason'), ellipsis: { showTitle: true }, render: (_, request) => request.reason ?? '' },
          {
            key: 'requested',
            title: t('review.requestedBy'),
            width: 150,
            render: (_, request) => (
              <div className="correction-review__stack">
                <span>{request.createdBy?.firstName ?? ''}</span>
                <Typography.Text type="secondary">{formatWhen(request.createdAt)}</Typography.Text>
              </div>
            ),
          },
          {
            key: 'decision',
            title: t('review.decision'),
            width: 210,
            fixed: 'right',
            render: (_, request) => (
              <CorrectionDecision
                request={request}
                userId={userId}
                pending={review.isPending ? review.variables : undefined}
                fieldLabel={fieldLabel}
                onApprove={() => approve(request)}
                onReject={() => setRejecting(request)}
              />
            ),
          },
        ]}
      />
      <RejectCorrectionModal
        open={rejecting !== null}
        pending={review.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(reason) => void reject(reason).catch(() => undefined)}
      />
    </div>
  );
}
