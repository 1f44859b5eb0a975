import { createStore, useStore } from '../store';
import { readJson, removeKey, storageKeys, writeJson } from '../storage';

/** A stored token: the value, its lifetime in seconds and when it was issued (ms since epoch). */
export interface StoredToken {
  token: string;
  expiry: number;
  startTime: number;
}

export interface Session {
  access: StoredToken | null;
  refresh: StoredToken | null;
}

/** The identity server's token answer (Keycloak-compatible). */
export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_token: string;
  refresh_expires_in: number;
  token_type?: string;
  session_state?: string;
  id_token?: string;
}

export function isTokenAlive(stored: StoredToken | null | undefined, now = Date.now()): stored is StoredToken {
  if (!stored || typeof stored.token !== 'string' || !stored.token) return false;
  return (now - stored.startTime) / 1000 < stored.expiry;
}

/** Reads a stored token; an expired one is removed (spec 4). */
function readToken(key: string): StoredToken | null {
  const stored = readJson<StoredToken>(key);
  if (isTokenAlive(stored)) return stored;
  if (stored !== undefined) removeKey(key);
  return null;
}

export const sessionStore = createStore<Session>({
  access: readToken(storageKeys.accessToken),
  refresh: readToken(storageKeys.refreshToken),
});

/** The access token to send, or null once it has expired. */
export function currentAccessToken(): string | null {
  const { access } = sessionStore.get();
  if (isTokenAlive(access)) return access.token;
  if (access) dropAccessToken();
  return null;
}

export function currentRefreshToken(): string | null {
  const { refresh } = sessionStore.get();
  return isTokenAlive(refresh) ? refresh.token : null;
}

/** Whether the user may still be signed in: a live access token or a live refresh token. */
export function hasSession(): boolean {
  return currentAccessToken() !== null || currentRefreshToken() !== null;
}

export function saveTokens(response: TokenResponse, now = Date.now()): void {
  const access: StoredToken = { token: response.access_token, expiry: response.expires_in, startTime: now };
  const refresh: StoredToken = { token: response.refresh_token, expiry: response.refresh_expires_in, startTime: now };
  writeJson(storageKeys.accessToken, access);
  writeJson(storageKeys.refreshToken, refresh);
  if (response.id_token) writeJson(storageKeys.idToken, response.id_token);
  sessionStore.set({ access, refresh });
}

function dropAccessToken(): void {
  removeKey(storageKeys.accessToken);
  sessionStore.set((session) => ({ ...session, access: null }));
}

/** The ID token of the session, for renewing it and for ending it at the identity server. */
export function currentIdToken(): string | null {
  const stored = readJson<unknown>(storageKeys.idToken);
  return typeof stored === 'string' ? stored : null;
}

export function clearTokens(): void {
  forgetStoredTokens();
  sessionStore.set({ access: null, refresh: null });
}

/**
 * Removes the tokens from storage (other tabs follow) but leaves this page's session as it is: for a
 * page that is leaving for the identity server, which must not re-render as signed out meanwhile.
 */
export function forgetStoredTokens(): void {
  removeKey(storageKeys.accessToken);
  removeKey(storageKeys.refreshToken);
  removeKey(storageKeys.idToken);
}

/** True while tokens are stored; components re-render when the session starts or ends. */
export function useIsSignedIn(): boolean {
  const session = useStore(sessionStore);
  return session.access !== null || session.refresh !== null;
}

// Another browser tab signing in or out changes the same storage: follow it.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== storageKeys.accessToken && event.key !== storageKeys.refreshToken && event.key !== null) return;
    sessionStore.set({ access: readToken(storageKeys.accessToken), refresh: readToken(storageKeys.refreshToken) });
  });
}
