import { useState } from 'react';
import { Button } from 'antd';
import { ScheduleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DoctorActionProps } from '@/lib/doctor-actions';
import { tasksNs } from '../locales/i18n';
import { TaskFormModal } from './task-form-modal';
import '../tasks.css';

/** 新建任务 on a doctor's pages: the task form about the doctor. */
export function NewTaskAction({ doctor }: DoctorActionProps) {
  const { t } = useTranslation(tasksNs);
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Button icon={<ScheduleOutlined />} onClick={() => setCreating(true)}>
        {t('actions.create')}
      </Button>
      {creating && <TaskFormModal doctor={doctor} onClose={() => setCreating(false)} />}
    </>
  );
}
