import type { ComponentType } from 'react';
import type { PermissionMark } from '@crm/shared/permissions';

/** What every card on the doctor profile receives: the doctor's record id. */
export interface DoctorCardProps {
  doctorId: number;
}

export interface DoctorCard {
  /** Unique; also the React key. */
  key: string;
  component: ComponentType<DoctorCardProps>;
  /** Shown only to users holding any of these permissions (the server checks them too). */
  permissions: PermissionMark[];
}

const contributed: DoctorCard[] = [];

/**
 * Cards other features put on the doctor profile's Interactions tab, under the timeline (the
 * caller's suggested next steps). The app composes them (app/doctor-sections.ts), so the profile
 * never imports another feature.
 */
export function contributeDoctorCards(cards: DoctorCard[]): void {
  for (const card of cards) if (!contributed.some((known) => known.key === card.key)) contributed.push(card);
}

export function contributedDoctorCards(): readonly DoctorCard[] {
  return contributed;
}
