import { useState } from 'react';
import { App, Button, Descriptions, Drawer, Form, Input, Modal, Space, Steps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { DOCTOR_TITLES } from '@crm/shared/customer-reference';
import { useAccess } from '@/lib/access/use-access';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useCertificates } from '../../api/certificates';
import { useCurrentUserId } from '../../api/current-user';
import type { Verification } from '../../api/types';
import { useReviewVerification, useSubmitVerification } from '../../api/verifications';
import { verificationStep } from '../../lib/verification-flow';
import { referenceLabel } from '../../lib/reference-label';
import { customersNs } from '../../locales/i18n';
import { VerificationStatusTag } from '../doctor-detail/verify-status-tag';
import { CertificateList } from './certificate-list';

interface VerificationDrawerProps {
  verification: Verification | null;
  onClose: () => void;
  onChange: (verification: Verification) => void;
}

/** One verification record through spec 4: certificates, one submit, the steward's approval or rejection. */
export function VerificationDrawer({ verification, onClose, onChange }: VerificationDrawerProps) {
  const { t } = useTranslation(customersNs);
  const lang = useLanguage();
  const { message } = App.useApp();
  const access = useAccess();
  const userId = useCurrentUserId();
  const submit = useSubmitVerification();
  const review = useReviewVerification();
  const [rejecting, setRejecting] = useState(false);
  const [rejectForm] = Form.useForm<{ reason: string }>();
  const certificates = useCertificates(verification?.id);
  if (!verification) return null;

  const isOwn = verification.createdBy?.id === userId;
  const isDraft = verification.status === 'DRAFT';
  const canEdit = isDraft && isOwn && access.hasPermission(['customer:verify:upload']);
  const canReview = verification.status === 'SUBMITTED' && !isOwn && access.hasPermission(['customer:verify:approve']);
  const format = (value: string | null) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : t('common.none'));

  const doSubmit = async () => {
    const updated = await submit.mutateAsync(verification.id);
    onChange(updated);
    void message.success(t('validation.submitted'));
  };
  const approve = async () => {
    const updated = await review.mutateAsync({ id: verification.id, decision: 'approve' });
    onChange(updated);
    void message.success(t('validation.approved'));
  };
  const reject = async ({ reason }: { reason: string }) => {
    const updated = await review.mutateAsync({ id: verification.id, decision: 'reject', reason: reason.trim() });
    onChange(updated);
    setRejecting(false);
    rejectForm.resetFields();
    void message.success(t('validation.rejected'));
  };

  return (
    <Drawer
      open
      size={640}
      title={
        <Space>
          {t('validation.recordTitle', { name: localizedName(lang, verification.doctorName, verification.doctorNameEn) })}
          <VerificationStatusTag status={verification.status} />
        </Space>
      }
      onClose={onClose}
      footer={
        <Space className="drawer-footer">
          {isDraft && isOwn && (
            <Button type="primary" loading={submit.isPending} onClick={() => void doSubmit()}>
              {t('validation.submit')}
            </Button>
          )}
          {!isDraft && isOwn && verification.status !== 'REJECTED' && <Typography.Text type="secondary">{t('validation.submittedOnce')}</Typography.Text>}
          {canReview && (
            <>
              <Button type="primary" loading={review.isPending && review.variables?.decision === 'approve'} onClick={() => void approve()}>
                {t('validation.approve')}
              </Button>
              <Button danger onClick={() => setRejecting(true)}>
                {t('validation.reject')}
              </Button>
            </>
          )}
          {verification.status === 'SUBMITTED' && isOwn && <Typography.Text type="secondary">{t('validation.cannotReviewOwn')}</Typography.Text>}
        </Space>
      }
    >
      <Steps
        size="small"
        current={verificationStep({ ...verification, certificateCount: certificates.data?.length ?? verification.certificateCount })}
        status={verification.status === 'REJECTED' ? 'error' : verification.status === 'APPROVED' ? 'finish' : 'process'}
        items={[
          { title: t('validation.steps.save') },
          { title: t('validation.steps.certificate') },
          { title: t('validation.steps.submit') },
          { title: t('validation.steps.review') },
        ]}
        className="verification-steps"
      />
      <Descriptions
        column={2}
        size="small"
        items={[
          { key: 'doctor', label: t('fields.doctorName'), children: localizedName(lang, verification.doctorName, verification.doctorNameEn) },
          { key: 'hospital', label: t('fields.hospital'), children: localizedName(lang, verification.hospitalName, verification.hospitalNameEn) },
          {
            key: 'department',
            label: t('fields.department'),
            children: verification.departmentName ? localizedName(lang, verification.departmentName, verification.departmentNameEn) : t('common.none'),
          },
          { key: 'title', label: t('fields.doctorTitle'), children: referenceLabel(lang, DOCTOR_TITLES, verification.titleCode) },
          { key: 'mobile', label: t('fields.mobile'), children: verification.mobile ?? t('common.none') },
          { key: 'source', label: t('validation.source'), children: t(`validation.sources.${verification.source}`) },
          {
            key: 'createdBy',
            label: t('validation.createdBy'),
            children: verification.createdBy ? localizedName(lang, verification.createdBy.firstName, verification.createdBy.nameEn) : t('common.none'),
          },
          { key: 'submittedAt', label: t('validation.submittedAt'), children: format(verification.submittedAt) },
          {
            key: 'reviewedBy',
            label: t('validation.reviewedBy'),
            children: verification.reviewedBy ? localizedName(lang, verification.reviewedBy.firstName, verification.reviewedBy.nameEn) : t('common.none'),
          },
          { key: 'reviewedAt', label: t('validation.reviewedAt'), children: format(verification.reviewedAt) },
          ...(verification.rejectReason
            ? [{ key: 'reason', label: t('validation.rejectReason'), span: 2, children: <Typography.Text type="danger">{verification.rejectReason}</Typography.Text> }]
            : []),
          ...(verification.remark ? [{ key: 'remark', label: t('validation.remark'), span: 2, children: verification.remark }] : []),
        ]}
      />
      <Typography.Title level={5} className="section-title">
        {t('validation.certificates')}
      </Typography.Title>
      <CertificateList verificationId={verification.id} editable={canEdit} />
      <Modal
        open={rejecting}
        title={t('validation.rejectTitle')}
        okText={t('validation.reject')}
        okButtonProps={{ danger: true, loading: review.isPending }}
        cancelText={t('common.cancel')}
        onOk={() => rejectForm.submit()}
        onCancel={() => setRejecting(false)}
        destroyOnHidden
      >
        <Form form={rejectForm} layout="vertical" onFinish={(values) => void reject(values)} preserve={false}>
          <Form.Item
            name="reason"
            label={t('validation.rejectReason')}
            rules={[
              { required: true, whitespace: true, message: t('validation.reasonRequired') },
              { max: 500, message: t('rules.max', { max: 500 }) },
            ]}
          >
            <Input.TextArea rows={4} maxLength={500} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
