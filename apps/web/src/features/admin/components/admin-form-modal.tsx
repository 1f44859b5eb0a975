import { useEffect, useEffectEvent, type ReactNode } from 'react';
import { Form, Modal, Row, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { adminNs } from '../locales/i18n';
import { useAdminFeedback } from './use-admin-feedback';

/** The "{field} is required" rule every admin form uses for its text fields. */
export function useRequiredRule() {
  const { t } = useTranslation(adminNs);
  return (field: string) => ({ required: true, whitespace: true, message: t('common.required', { field }) });
}

/** Trims a free-text value; blank becomes null so the server stores no empty strings. */
export const blankToNull = (text: string | null | undefined) => (text && text.trim() ? text.trim() : null);

export interface AdminFormModalProps<T> {
  form: FormInstance<T>;
  open: boolean;
  /** Creating (the "Create success" text) rather than editing ("Update success"). */
  isNew: boolean;
  title: string;
  /** What the form holds each time it opens: the record being edited, or the defaults of a new one. */
  initialValues: Partial<T> | undefined;
  saving: boolean;
  /** Saves the validated values; the modal closes and says so only once this resolves. */
  onSubmit: (values: T) => Promise<void>;
  onClose: () => void;
  width?: number;
  /** Lays the fields out on a 16-pixel grid of `Col`s (the default) or stacks them. */
  grid?: boolean;
  children: ReactNode;
}

/**
 * The add / edit dialog of the admin console: resets to its initial values whenever it opens,
 * validates, saves, reports 'Create success' or 'Update success' and closes. A refused save keeps
 * the dialog open with what was typed (the request layer shows the server's message).
 */
export function AdminFormModal<T>({ form, open, isNew, title, initialValues, saving, onSubmit, onClose, width = 760, grid = true, children }: AdminFormModalProps<T>) {
  const { t } = useTranslation(adminNs);
  const { saved } = useAdminFeedback();
  const reset = useEffectEvent(() => {
    form.resetFields();
    if (initialValues) form.setFieldsValue(initialValues as Parameters<FormInstance<T>['setFieldsValue']>[0]);
  });

  useEffect(() => {
    if (open) reset();
  }, [open]);

  const submit = async () => {
    const values = await form.validateFields();
    await onSubmit(values);
    saved(isNew);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        {grid ? <Row gutter={16}>{children}</Row> : children}
      </Form>
    </Modal>
  );
}
