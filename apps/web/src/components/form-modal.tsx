import { useState, type ReactNode } from 'react';
import { Alert, Form, Modal, type FormInstance, type FormProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/request/api-error';
import './form-modal.css';

/** What a refused request tells the user: the server's message (already in their language). */
export function refusalOf(error: unknown): string {
  return isApiError(error) ? error.message : String(error);
}

/** The server's refusal of what a dialog sent, above its fields, with what the user can do about it. */
export function ServerErrorAlert({ title, error, action }: { title: string; error: string | null; action?: ReactNode }) {
  return error ? <Alert className="form-modal__error" type="error" showIcon title={title} description={error} action={action} role="alert" /> : null;
}

/** Fields side by side, three to a row; date and time pickers fill their column. */
export function FormModalRow({ children }: { children: ReactNode }) {
  return <div className="form-modal__row">{children}</div>;
}

interface FormModalProps<Values> {
  form: FormInstance<Values>;
  /** The form's name, which prefixes its fields' ids. */
  name: string;
  className: string;
  title: string;
  width: number;
  saving: boolean;
  initialValues: FormProps<Values>['initialValues'];
  /** What the form is about, shown above it. */
  summary?: ReactNode;
  /** Saves the validated values; a refusal it throws stays above the fields until the next change. */
  onSubmit: (values: Values) => Promise<void>;
  onValuesChange?: (changed: Partial<Values>) => void;
  /** What the user can do about a refusal (open the visit a duplicate repeats), beside its message. */
  refusalAction?: (error: unknown) => ReactNode;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog of one form: Save submits it, and the server's refusal is shown in the form rather than closing it. */
export function FormModal<Values>({
  form,
  name,
  className,
  title,
  width,
  saving,
  initialValues,
  summary,
  onSubmit,
  onValuesChange,
  refusalAction,
  onClose,
  children,
}: FormModalProps<Values>) {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<{ error: unknown } | null>(null);
  const submit = async (values: Values) => {
    setRefusal(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setRefusal({ error });
    }
  };

  return (
    <Modal
      open
      title={title}
      okText={t('action.save')}
      cancelText={t('action.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      width={width}
      destroyOnHidden
    >
      {summary}
      <Form<Values>
        form={form}
        name={name}
        layout="vertical"
        className={className}
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
        onValuesChange={(changed: Partial<Values>) => {
          setRefusal(null);
          onValuesChange?.(changed);
        }}
      >
        <ServerErrorAlert title={t('action.notSaved')} error={refusal && refusalOf(refusal.error)} action={refusal && refusalAction?.(refusal.error)} />
        {children}
      </Form>
    </Modal>
  );
}
