import { api } from '../request/api';
import { endIdentitySession } from './identity';
import { clearTokens, currentRefreshToken, hasSession } from './tokens';

const quietly = { showError: false, refreshSession: false, repeatCancel: false } as const;

/**
 * Ends the session: tells the API (both logout endpoints, spec 7.1) and the identity server,
 * and only then clears the stored tokens. Failures do not keep the user signed in.
 */
export async function logout(): Promise<void> {
  if (hasSession()) {
    const refreshToken = currentRefreshToken();
    await Promise.allSettled([
      api.post('/API-SYSTEM/logout', undefined, quietly),
      api.post('/API-SYSTEM/user/logout', undefined, quietly),
      refreshToken ? endIdentitySession(refreshToken) : Promise.resolve(),
    ]);
  }
  clearTokens();
}
