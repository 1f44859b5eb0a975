import { refreshGrant } from '../session/identity';
import { currentAccessToken, currentIdToken, currentRefreshToken, isTokenAlive, saveTokens, sessionStore, type StoredToken } from '../session/tokens';
import { readJson, storageKeys } from '../storage';

let inFlight: Promise<string> | null = null;

/** Thrown when there is no refresh token left to renew the session with. */
export class NoRefreshTokenError extends Error {
  constructor() {
    super('No refresh token');
    this.name = 'NoRefreshTokenError';
  }
}

/**
 * Renews the access token once for everyone who asks while it is under way (refresh tokens are
 * single-use, so a second concurrent refresh would revoke the session). Across browser tabs the
 * Web Locks API serializes refreshes; a tab that waited picks up the tokens the other one stored.
 */
export function refreshAccessToken(): Promise<string> {
  inFlight ??= runExclusively(renew).finally(() => {
    inFlight = null;
  });
  return inFlight;
}

async function renew(): Promise<string> {
  const stored = readJson<StoredToken>(storageKeys.refreshToken);
  const known = sessionStore.get().refresh;
  if (isTokenAlive(stored) && known && stored.token !== known.token) {
    // Another tab refreshed while this one waited: adopt its tokens.
    const access = readJson<StoredToken>(storageKeys.accessToken);
    if (isTokenAlive(access)) {
      sessionStore.set({ access, refresh: stored });
      return access.token;
    }
  }
  const refreshToken = currentRefreshToken();
  if (!refreshToken) throw new NoRefreshTokenError();
  saveTokens(await refreshGrant(refreshToken, currentIdToken()));
  const token = currentAccessToken();
  if (!token) throw new NoRefreshTokenError();
  return token;
}

function runExclusively<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks ? (locks.request('crm-token-refresh', task) as Promise<T>) : task();
}
