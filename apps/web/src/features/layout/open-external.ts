import { currentAccessToken } from '@/lib/session/tokens';

/** Opens an outside system in a new window, handing over the access token (spec 2.3). */
export function openExternal(address: string): void {
  const url = new URL(address);
  const token = currentAccessToken();
  if (token) url.searchParams.set('token', token);
  window.open(url.toString(), '_blank', 'noopener');
}
