import { forgetReads } from '../offline/read-cache';
import { logout as logoutCall, userLogout } from '@crm/shared/contracts/system';
import { callContract } from '../request/contract-client';
import { endSessionUrl } from './identity';
import { clearTokens, currentIdToken, forgetStoredTokens, hasSession } from './tokens';

const quietly = { showError: false, refreshSession: false, repeatCancel: false } as const;
/** Set in this tab when the user signs out, so the sign-in page says so instead of asking at once. */
const SIGNED_OUT_KEY = 'crm.signedOut';

/** The service worker's copy of API answers (vite.config.ts) and the saved reads: the next person on this device must not read them. */
const API_READS_CACHE = 'api-reads';

/** Ends the API's session (both logout endpoints, spec 7.1); failures do not keep the user signed in. */
async function endApiSession(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(API_READS_CACHE).catch(() => false);
  await forgetReads().catch(() => undefined);
  if (!hasSession()) return;
  await Promise.allSettled([callContract(logoutCall, {}, quietly), callContract(userLogout, {}, quietly)]);
}

/** Ends the session here and clears the stored tokens, staying on the page. */
export async function logout(): Promise<void> {
  await endApiSession();
  clearTokens();
}

/**
 * Signs out here and at the identity server: after the API's session and the stored tokens, the
 * browser goes to the provider's end-session address (RP-initiated logout), which returns to the
 * sign-in page. `otherwise` runs when there is no such address to go to.
 */
export async function logoutEverywhere(otherwise: () => void): Promise<void> {
  const endSession = await endSessionUrl(currentIdToken()).catch(() => null);
  await endApiSession();
  window.sessionStorage.setItem(SIGNED_OUT_KEY, '1');
  if (endSession) {
    forgetStoredTokens();
    window.location.assign(endSession);
  } else {
    clearTokens();
    otherwise();
  }
}

export function wasSignedOut(): boolean {
  return window.sessionStorage.getItem(SIGNED_OUT_KEY) === '1';
}

export function clearSignedOutMark(): void {
  window.sessionStorage.removeItem(SIGNED_OUT_KEY);
}
