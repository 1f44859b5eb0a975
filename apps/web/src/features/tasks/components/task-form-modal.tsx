import { App, DatePicker, Form, Input, Select, Switch, TimePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { TASK_TYPES } from '@crm/shared/contracts/visit-schemas';
import { FormModal, FormModalRow } from '@/components/form-modal';
import { isPast, proposedSlot } from '@/lib/session/proposed-slot';
import { instantOf, wallClockOf } from '@/lib/session/tenant-wall-clock';
import { useCurrentUser } from '@/lib/session/user-info';
import { useCreateTask } from '../api/create-task';
import { useAssignees } from '../api/get-assignees';
import type { Task, TaskType } from '../api/task-types';
import { useUpdateTask } from '../api/update-task';
import { tasksNs } from '../locales/i18n';
import { DoctorSelect } from '@/components/doctor-select';
import { useTaskDisplay } from './use-task-display';

/** The hour a new task is due by default. */
const DEFAULT_DUE_HOUR = 18;

interface TaskFormValues {
  type: TaskType;
  title: string;
  description?: string;
  doctorId?: number | null;
  assigneeIds: number[];
  dueDate: Dayjs;
  dueTime: Dayjs;
  important: boolean;
}

interface TaskFormModalProps {
  /** The task to edit; a new task otherwise. */
  task?: Task | undefined;
  /** The doctor a new task is about, when created from the doctor's page. */
  doctor?: { id: number; name: string } | undefined;
  onClose(): void;
}

/** Creates a task (one per assignee) or edits one; the server's refusal is shown in the form. */
export function TaskFormModal({ task, doctor, onClose }: TaskFormModalProps) {
  const { t } = useTranslation(tasksNs);
  const { message } = App.useApp();
  const display = useTaskDisplay();
  const user = useCurrentUser();
  const { assignees } = useAssignees(user);
  const createTask = useCreateTask();
  const updateTask = useUpdateTask({ showError: false });
  const [form] = Form.useForm<TaskFormValues>();
  // A new task is due at the next working 18:00 still ahead: today's, or the next working day's once it has passed.
  const due = task ? wallClockOf(task.dueAt, display.timeZone) : proposedSlot(DEFAULT_DUE_HOUR, { timeZone: display.timeZone });
  // The server refuses a new task due in the past; say so in the form first. An edit may keep an overdue task's time.
  const notPast = ({ getFieldValue }: { getFieldValue(name: keyof TaskFormValues): unknown }) => ({
    validator: async () => {
      const [date, time] = [getFieldValue('dueDate') as Dayjs | undefined, getFieldValue('dueTime') as Dayjs | undefined];
      if (!date || !time) return;
      const unchanged = task && date.isSame(due, 'day') && time.format('HH:mm') === due.format('HH:mm');
      if (!unchanged && isPast(date, time, display.timeZone)) throw new Error(t('form.duePast'));
    },
  });

  const submit = async (values: TaskFormValues) => {
    const common = {
      type: values.type,
      title: values.title.trim(),
      description: values.description?.trim() || null,
      doctorId: values.doctorId ?? null,
      dueAt: instantOf(values.dueDate, values.dueTime, display.timeZone),
      important: values.important,
    };
    if (task) {
      await updateTask.mutateAsync({ id: task.id, change: common });
      void message.success(t('form.saved'));
    } else {
      const created = await createTask.mutateAsync({ ...common, assigneeIds: values.assigneeIds });
      void message.success(t('form.created', { count: created.length }));
    }
    onClose();
  };

  return (
    <FormModal<TaskFormValues>
      form={form}
      name="taskForm"
      className="task-form"
      title={task ? t('form.editTitle') : t('form.createTitle')}
      width={640}
      saving={createTask.isPending || updateTask.isPending}
      initialValues={{
        type: task?.type ?? 'VISIT',
        title: task?.title,
        description: task?.description ?? undefined,
        doctorId: task?.doctor?.id ?? doctor?.id ?? null,
        assigneeIds: [user.id],
        dueDate: due,
        dueTime: due,
        important: task?.important ?? false,
      }}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormModalRow>
        <Form.Item name="type" label={t('form.type')} rules={[{ required: true, message: t('form.typeRequired') }]}>
          <Select options={TASK_TYPES.map((type) => ({ value: type, label: t(`types.${type}`) }))} />
        </Form.Item>
        <Form.Item name="dueDate" label={t('form.dueDate')} rules={[{ required: true, message: t('form.dueRequired') }]}>
          <DatePicker allowClear={false} />
        </Form.Item>
        <Form.Item name="dueTime" label={t('form.dueTime')} dependencies={['dueDate']} rules={[{ required: true, message: t('form.dueRequired') }, notPast]}>
          <TimePicker format="HH:mm" minuteStep={5} allowClear={false} needConfirm={false} />
        </Form.Item>
      </FormModalRow>
      <Form.Item name="title" label={t('form.title')} rules={[{ required: true, whitespace: true, message: t('form.titleRequired') }]}>
        <Input maxLength={100} showCount placeholder={t('form.titlePlaceholder')} />
      </Form.Item>
      {!task && (
        <Form.Item
          name="assigneeIds"
          label={t('form.assignees')}
          extra={t('form.assigneesHint')}
          rules={[{ required: true, type: 'array', min: 1, message: t('form.assigneesRequired') }]}
        >
          <Select
            mode="multiple"
            maxCount={50}
            optionFilterProp="label"
            options={assignees.map((person) => ({
              value: person.id,
              label: `${display.name(person)}${person.id === user.id ? t('form.me') : person.unit ? ` · ${display.lang === 'en' && person.unit.nameEn ? person.unit.nameEn : person.unit.name}` : ''}`,
            }))}
          />
        </Form.Item>
      )}
      <Form.Item name="doctorId" label={t('form.doctor')}>
        <DoctorSelect
          allowClear
          placeholder={t('form.doctorPlaceholder')}
          initial={task?.doctor ? { id: task.doctor.id, name: display.lang === 'en' && task.doctor.nameEn ? task.doctor.nameEn : task.doctor.name } : doctor}
        />
      </Form.Item>
      <Form.Item name="description" label={t('form.description')}>
        <Input.TextArea rows={3} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="important" label={t('form.important')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
