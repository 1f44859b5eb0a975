import { useState } from 'react';
import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { refusalOf, ServerErrorAlert } from '@/components/form-modal';
import { enqueue, isOffline } from '@/lib/offline/outbox';
import { useCloseTasks } from '../api/close-tasks';
import { tasksNs } from '../locales/i18n';

/**
 * Closes the chosen tasks, all or none, with an optional reason. Without a connection the close
 * waits on the device (`titles` name it there) and is sent once when the connection returns.
 */
export function TaskCloseModal({ ids, titles, onClose, onDone }: { ids: number[]; titles: string[]; onClose(): void; onDone(): void }) {
  const { t } = useTranslation(tasksNs);
  const { message } = App.useApp();
  const closeTasks = useCloseTasks();
  const [reason, setReason] = useState('');
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async () => {
    setServerError(null);
    const body = { ids, reason: reason.trim() || undefined };
    try {
      const { closed } = await closeTasks.mutateAsync(body);
      void message.success(t('actions.closedCount', { count: closed }));
      onDone();
    } catch (error) {
      if (!isOffline(error)) return setServerError(refusalOf(error));
      await enqueue('closeTasks', body, t('close.queuedSummary', { titles: titles.join(t('close.titleSeparator')) }));
      void message.info(t('close.queued'));
      onDone();
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
      <ServerErrorAlert title={t('close.failed')} error={serverError} />
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
