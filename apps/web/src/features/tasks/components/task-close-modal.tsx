import { useState } from 'react';
import { Alert, App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/lib/request/api-error';
import { useCloseTasks } from '../api/close-tasks';
import { tasksNs } from '../locales/i18n';

/** Closes the chosen tasks, all or none, with an optional reason. */
export function TaskCloseModal({ ids, onClose, onDone }: { ids: number[]; onClose(): void; onDone(): void }) {
  const { t } = useTranslation(tasksNs);
  const { message } = App.useApp();
  const closeTasks = useCloseTasks();
  const [reason, setReason] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async () => {
    setServerError(null);
    try {
      const { closed } = await closeTasks.mutateAsync({ ids, reason: reason.trim() || undefined });
      void message.success(t('actions.closedCount', { count: closed }));
      onDone();
    } catch (error) {
      setServerError(isApiError(error) ? error.message : String(error));
    }
  };

  return (
    <Modal
      open
      title={t('close.title')}
      okText={t('close.submit')}
      okButtonProps={{ danger: true }}
      cancelText={t('form.cancel')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={closeTasks.isPending}
    >
      {serverError && <Alert className="task-form__error" type="error" showIcon title={t('close.failed')} description={serverError} role="alert" />}
      <Typography.Paragraph>{t('close.intro', { count: ids.length })}</Typography.Paragraph>
      <Form layout="vertical">
        <Form.Item label={t('close.reason')} htmlFor="task-close-reason">
          <Input.TextArea
            id="task-close-reason"
            rows={2}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            placeholder={t('close.reasonPlaceholder')}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
