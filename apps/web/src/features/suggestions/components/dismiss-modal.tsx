import { Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { DISMISS_REASONS, type DismissReason } from '@crm/shared/contracts/suggestions';
import { suggestionsNs } from '../locales/i18n';

interface Values {
  reason: DismissReason;
  comment?: string;
}

/** Asks why a suggestion is dismissed: a reason, and a comment when the reason is "other". */
export function DismissModal({ open, busy, onCancel, onDismiss }: { open: boolean; busy: boolean; onCancel: () => void; onDismiss: (values: Values) => void }) {
  const { t } = useTranslation(suggestionsNs);
  const [form] = Form.useForm<Values>();
  const reason = Form.useWatch('reason', form);
  return (
    <Modal
      open={open}
      title={t('dismissTitle')}
      okText={t('dismiss')}
      confirmLoading={busy}
      onCancel={onCancel}
      onOk={() => void form.validateFields().then(onDismiss)}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={{ reason: 'alreadyDone' }}>
        <Form.Item name="reason">
          <Radio.Group>
            {DISMISS_REASONS.map((value) => (
              <Radio key={value} value={value} className="suggestion-dismiss__reason">
                {t(`dismissReasons.${value}`)}
              </Radio>
            ))}
          </Radio.Group>
        </Form.Item>
        <Form.Item name="comment" label={t('comment')} rules={[{ required: reason === 'other', whitespace: true, message: t('commentRequired') }]}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
