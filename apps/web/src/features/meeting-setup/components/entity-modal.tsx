import { useEffect, type ReactNode } from 'react';
import { App, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { meetingSetupNs } from '../locales/i18n';

interface EntityModalProps<Values> {
  open: boolean;
  title: string;
  /** The form's name, which prefixes its fields' ids. */
  name?: string;
  className?: string;
  width?: number;
  /** Values to start from each time it opens: the row being edited, or the defaults of a new one. */
  initialValues: Partial<Values>;
  saving: boolean;
  onSave: (values: Values) => Promise<unknown>;
  /** What the confirmation says once saved ("Saved" unless given). */
  savedMessage?: string;
  onClose: () => void;
  children: ReactNode;
}

/** A modal form for one setup record: validates, saves, confirms and closes. */
export function EntityModal<Values extends object>({
  open,
  title,
  name,
  className,
  width,
  initialValues,
  saving,
  onSave,
  savedMessage,
  onClose,
  children,
}: EntityModalProps<Values>) {
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
    void message.success(savedMessage ?? t('common.saved'));
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
      width={width}
    >
      <Form form={form} name={name} layout="vertical" className={className}>
        {children}
      </Form>
    </Modal>
  );
}
