import { useState } from 'react';
import { Button, Card, Table, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/lib/access/use-access';
import { useDoctor } from '@/lib/api/doctors';
import type { Verification } from '../../api/types';
import { useDoctorVerifications } from '../../api/verifications';
import type { DoctorDetailSectionProps } from '@/lib/doctor-sections';
import { customersNs } from '../../locales/i18n';
import { useStartVerification } from '../validation/start-verification';
import { VerificationDrawer } from '../validation/verification-drawer';
import { DoctorVerifyTag, VerificationStatusTag } from './verify-status-tag';
import { formatWhen } from '@/lib/when';

/** The doctor's verification state and history; a new verification starts here. */
export default function VerificationSection({ doctorId }: DoctorDetailSectionProps) {
  const { t } = useTranslation(customersNs);
  const id = Number(doctorId);
  const access = useAccess();
  const doctor = useDoctor(id).data;
  const history = useDoctorVerifications(id);
  const [open, setOpen] = useState<Verification | null>(null);
  const { start, isPending } = useStartVerification(setOpen);
  const hasOpenRecord = (history.data?.content ?? []).some((record) => record.status === 'DRAFT' || record.status === 'SUBMITTED');

  return (
    <div className="doctor-sections">
      <Card
        size="small"
        title={t('validation.state')}
        extra={
          access.hasPermission(['customer:verify:upload']) && (
            <Button icon={<SafetyCertificateOutlined />} type="primary" loading={isPending} disabled={hasOpenRecord} onClick={() => void start(id)}>
              {t('validation.start')}
            </Button>
          )
        }
      >
        {doctor && <DoctorVerifyTag status={doctor.verifyStatus} />}
        {doctor?.latestVerification?.rejectReason && (
          <Typography.Text type="danger">
            {t('validation.rejectReason')}: {doctor.latestVerification.rejectReason}
          </Typography.Text>
        )}
        {hasOpenRecord && <Typography.Paragraph type="secondary">{t('validation.openRecordHint')}</Typography.Paragraph>}
      </Card>
      <Card size="small" title={t('validation.history')}>
        <Table<Verification>
          size="small"
          rowKey="id"
          loading={history.isLoading}
          dataSource={history.data?.content ?? []}
          pagination={false}
          locale={{ emptyText: t('common.empty') }}
          onRow={(record) => ({ onClick: () => setOpen(record), className: 'clickable-row' })}
          columns={[
            { key: 'id', title: t('validation.number'), dataIndex: 'id', width: 80 },
            { key: 'status', title: t('validation.status'), render: (_, record) => <VerificationStatusTag status={record.status} /> },
            { key: 'source', title: t('validation.source'), render: (_, record) => t(`validation.sources.${record.source}`) },
            { key: 'createdBy', title: t('validation.createdBy'), render: (_, record) => record.createdBy?.firstName ?? t('common.none') },
            { key: 'createdAt', title: t('validation.createdAt'), render: (_, record) => formatWhen(record.createdAt) },
            { key: 'reason', title: t('validation.rejectReason'), render: (_, record) => record.rejectReason ?? '' },
          ]}
        />
      </Card>
      <VerificationDrawer verification={open} onClose={() => setOpen(null)} onChange={setOpen} />
    </div>
  );
}
