import { DASHBOARD_PATH } from '@/lib/menu/fixed-paths';

/** Only in-app paths are followed after sign-in, never another site. */
export function safeRedirect(target: string | null, fallback = DASHBOARD_PATH): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/login')) return fallback;
  return target;
}
