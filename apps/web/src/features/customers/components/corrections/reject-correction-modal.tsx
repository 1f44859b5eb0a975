import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { customersNs } from '../../locales/i18n';

interface RejectCorrectionModalProps {
  open: boolean;
  pending: boolean;
  onReject: (reason: string) => void;
  onCancel: () => void;
}

/** Asks the steward why a correction is turned down; the requester reads the reason. */
export function RejectCorrectionModal({ open, pending, onReject, onCancel }: RejectCorrectionModalProps) {
  const { t } = useTranslation(customersNs);
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title={t('review.rejectTitle')}
      okText={t('review.reject')}
      okButtonProps={{ danger: true, loading: pending }}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('review.rejectHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false} onFinish={({ reason }) => onReject(reason.trim())}>
        <Form.Item
          name="reason"
          label={t('review.rejectReason')}
          rules={[
            { required: true, whitespace: true, message: t('review.reasonRequired') },
            { max: 500, message: t('rules.max', { max: 500 }) },
          ]}
        >
          <Input.TextArea rows={4} maxLength={500} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
