import type { ComponentType } from 'react';
import type { PermissionMark } from '@crm/shared/permissions';

/** What every section of the doctor detail page receives: the doctor's record id, as in the address. */
export interface DoctorDetailSectionProps {
  doctorId: string;
}

export interface DoctorDetailSection {
  /** Unique; also the tab key. */
  key: string;
  title: { zh: string; en: string };
  component: ComponentType<DoctorDetailSectionProps>;
  /** Shown only to users holding any of these permissions (the server checks them too). */
  permissions?: PermissionMark[];
}

const contributed: DoctorDetailSection[] = [];

/**
 * Sections other features add to the doctor detail page (visits, tasks, transfers of value). The app
 * composes them (app/doctor-sections.ts), so the customer feature never imports another feature.
 */
export function contributeDoctorSections(sections: DoctorDetailSection[]): void {
  for (const section of sections) if (!contributed.some((known) => known.key === section.key)) contributed.push(section);
}

export function contributedDoctorSections(): readonly DoctorDetailSection[] {
  return contributed;
}
