/**
 * The opt-in GET cache (spec 9): kept in sessionStorage under `caCache`; an entry answers for
 * 20 s and the whole store is dropped when it was last written more than 60 s ago.
 */
const STORAGE_KEY = 'caCache';
const STORAGE_VALIDITY_MS = 60_000;
const ENTRY_EXPIRY_MS = 20_000;

interface CacheStore {
  savedAt: number;
  entries: Record<string, { at: number; value: unknown }>;
}

function load(now: number): CacheStore {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const store = raw ? (JSON.parse(raw) as CacheStore) : null;
    if (store && now - store.savedAt <= STORAGE_VALIDITY_MS) return store;
  } catch {
    // unreadable: start over
  }
  return { savedAt: now, entries: {} };
}

export function readCached(key: string, now = Date.now()): { hit: boolean; value?: unknown } {
  const entry = load(now).entries[key];
  return entry && now - entry.at <= ENTRY_EXPIRY_MS ? { hit: true, value: entry.value } : { hit: false };
}

export function writeCached(key: string, value: unknown, now = Date.now()): void {
  const store = load(now);
  for (const [k, entry] of Object.entries(store.entries)) if (now - entry.at > ENTRY_EXPIRY_MS) delete store.entries[k];
  store.entries[key] = { at: now, value };
  store.savedAt = now;
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(store));
  } catch {
    // storage full or unavailable: the cache is only an optimization
  }
}

export function clearRequestCache(): void {
  window.sessionStorage.removeItem(STORAGE_KEY);
}
