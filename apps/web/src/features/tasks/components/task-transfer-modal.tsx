import { useState } from 'react';
import { App, Form, Input, Modal, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { refusalOf, ServerErrorAlert } from '@/components/form-modal';
import { useCurrentUser } from '@/lib/session/user-info';
import { useAssignees } from '../api/get-assignees';
import { useShiftTasks } from '../api/shift-tasks';
import { tasksNs } from '../locales/i18n';
import { useTaskDisplay } from './use-task-display';

interface TransferValues {
  assigneeId: number;
  reason?: string;
}

/** Transfers the chosen tasks to another user of the team, all or none; the server writes the logs. */
export function TaskTransferModal({ ids, onClose, onDone }: { ids: number[]; onClose(): void; onDone(): void }) {
  const { t } = useTranslation(tasksNs);
  const { message } = App.useApp();
  const display = useTaskDisplay();
  const user = useCurrentUser();
  const { assignees } = useAssignees(user);
  const shiftTasks = useShiftTasks();
  const [form] = Form.useForm<TransferValues>();
  const [serverError, setServerError] = useState<string | null>(null);

  const submit = async (values: TransferValues) => {
    setServerError(null);
    try {
      const { shifted } = await shiftTasks.mutateAsync({ ids, assigneeId: values.assigneeId, reason: values.reason?.trim() || undefined });
      void message.success(t('actions.shiftedCount', { count: shifted }));
      onDone();
    } catch (error) {
      setServerError(refusalOf(error));
    }
  };

  return (
    <Modal
      open
      title={t('transfer.title')}
      okText={t('transfer.submit')}
      cancelText={t('form.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={shiftTasks.isPending}
      destroyOnHidden
    >
      <ServerErrorAlert title={t('transfer.failed')} error={serverError} />
      <Typography.Paragraph>{t('transfer.intro', { count: ids.length })}</Typography.Paragraph>
      <Form<TransferValues> form={form} name="taskTransfer" layout="vertical" onFinish={(values) => void submit(values)}>
        <Form.Item name="assigneeId" label={t('transfer.assignee')} rules={[{ required: true, message: t('transfer.assigneeRequired') }]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('transfer.assigneePlaceholder')}
            options={assignees
              .filter((person) => person.id !== user.id)
              .map((person) => ({
                value: person.id,
                label: `${display.name(person)}${person.unit ? ` · ${display.lang === 'en' && person.unit.nameEn ? person.unit.nameEn : person.unit.name}` : ''}`,
              }))}
          />
        </Form.Item>
        <Form.Item name="reason" label={t('transfer.reason')}>
          <Input.TextArea rows={2} maxLength={500} placeholder={t('transfer.reasonPlaceholder')} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
