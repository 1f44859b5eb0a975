import { Suspense } from 'react';
import { Space } from 'antd';
import { useAccess } from '@/lib/access/use-access';
import { contributedDoctorActions, type DoctorActionProps } from '@/lib/doctor-actions';

/** The contributed actions on a doctor (log a visit, new task) the user may take, as buttons. */
export function DoctorActions({ doctor }: DoctorActionProps) {
  const access = useAccess();
  const actions = contributedDoctorActions().filter(
    (action) => (!action.permissions || access.hasPermission(action.permissions)) && (!action.buttons || access.hasButton(action.buttons)),
  );
  if (actions.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Space wrap>
        {actions.map((action) => (
          <action.component key={action.key} doctor={doctor} />
        ))}
      </Space>
    </Suspense>
  );
}
