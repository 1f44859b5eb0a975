import { useCallback } from 'react';
import { useNavigate } from 'react-router';

export const PROFILE_PATH = '/customer/doctorProfile';

/** Where the page remembers its selected tab for the browser session. */
export const REMEMBERED_TAB_KEY = 'doctorProfile.tab';

/** Spec 2.5: the profile is addressed by the query parameters doctorId and id. */
export function profileAddress(doctor: { id: number; doctorId: string }): string {
  return `${PROFILE_PATH}?${new URLSearchParams({ doctorId: doctor.doctorId, id: String(doctor.id) }).toString()}`;
}

/** Reads `?doctorId=&id=`; an id that is not a positive whole number counts as absent. */
export function readProfileAddress(search: URLSearchParams): { id?: number; doctorId?: string } {
  const id = Number(search.get('id'));
  const doctorId = search.get('doctorId')?.trim();
  return { ...(Number.isInteger(id) && id > 0 ? { id } : {}), ...(doctorId ? { doctorId } : {}) };
}

export function readRememberedTab(): string | null {
  try {
    return window.sessionStorage.getItem(REMEMBERED_TAB_KEY);
  } catch {
    return null;
  }
}

export function rememberTab(tab: string): void {
  try {
    window.sessionStorage.setItem(REMEMBERED_TAB_KEY, tab);
  } catch {
    // Private mode without storage: the tab is simply not remembered.
  }
}

export function forgetTab(): void {
  try {
    window.sessionStorage.removeItem(REMEMBERED_TAB_KEY);
  } catch {
    // Nothing remembered.
  }
}

/** Opens another doctor's profile in place: the page reloads for them and starts on its first tab. */
export function useOpenProfile() {
  const navigate = useNavigate();
  return useCallback(
    (doctor: { id: number; doctorId: string }) => {
      forgetTab();
      void navigate(profileAddress(doctor));
      window.scrollTo({ top: 0 });
    },
    [navigate],
  );
}
