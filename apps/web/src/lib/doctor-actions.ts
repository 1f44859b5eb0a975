import type { ComponentType } from 'react';
import type { PermissionMark } from '@crm/shared/permissions';

/** What every action on a doctor's pages receives: the doctor, with the name as shown. */
export interface DoctorActionProps {
  doctor: { id: number; name: string };
}

export interface DoctorAction {
  /** Unique; also the React key. */
  key: string;
  component: ComponentType<DoctorActionProps>;
  /** Shown only to users holding any of these permissions (the server checks them too). */
  permissions?: PermissionMark[];
  /** Shown only to users granted any of these buttons. */
  buttons?: PermissionMark[];
}

const contributed: DoctorAction[] = [];

/**
 * Actions other features offer on the doctor's record and profile pages (log a visit, new task).
 * The app composes them (app/doctor-sections.ts), so the doctor pages never import another feature.
 */
export function contributeDoctorActions(actions: DoctorAction[]): void {
  for (const action of actions) if (!contributed.some((known) => known.key === action.key)) contributed.push(action);
}

export function contributedDoctorActions(): readonly DoctorAction[] {
  return contributed;
}
