import { useEffect, type ReactNode } from 'react';
import { App, Form, Modal, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { meetingSetupNs } from '../locales/i18n';

interface EntityModalProps<Values> {
  open: boolean;
  title: string;
  /** Values to start from: the row being edited, or the defaults of a new one. */
  initialValues: Partial<Values>;
  saving: boolean;
  onSave: (values: Values) => Promise<unknown>;
  onClose: () => void;
  children: (form: FormInstance<Values>) => ReactNode;
}

/** A modal form for one master-data row: validates, saves, confirms and closes. */
export function EntityModal<Values extends object>({ open, title, initialValues, saving, onSave, onClose, children }: EntityModalProps<Values>) {
  const { t } = useTranslation(meetingSetupNs);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(initialValues as Parameters<typeof form.setFieldsValue>[0]);
  }, [open, initialValues, form]);
  const submit = async () => {
    const values = await form.validateFields();
    await onSave(values);
    void message.success(t('common.saved'));
    onClose();
  };
  return (
    <Modal
      open={open}
      title={title}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      forceRender
      width={640}
    >
      <Form form={form} layout="vertical">
        {children(form)}
      </Form>
    </Modal>
  );
}
