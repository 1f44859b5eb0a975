/** JSON values in localStorage; unreadable or missing entries read as undefined. */
export function readJson<T>(key: string): T | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown): void {
  window.localStorage.setItem(key, JSON.stringify(value));
}

export function removeKey(key: string): void {
  window.localStorage.removeItem(key);
}

/** Keys the product keeps in localStorage. */
export const storageKeys = {
  language: 'languageType',
  layoutSetting: 'layout-setting',
  accessToken: 'tokenInfo',
  refreshToken: 'reTokenInfo',
  /** The identity server's ID token: who signed in, sent back when signing out (RP-initiated logout). */
  idToken: 'idTokenInfo',
  dataNoticeDismissed: 'dataNoticeDismissed',
} as const;
