import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { openDB, type IDBPDatabase } from 'idb';

/**
 * What the rep has read (their customers, doctors' records, tasks, the visit dictionaries) kept on
 * the device in IndexedDB, so that it reads the same without a connection, after a reload too. One
 * snapshot per user and enterprise, at most a week old; logout forgets every snapshot.
 */
const DATABASE = 'crm-reads';
const SNAPSHOTS = 'snapshots';
const MAX_AGE_MS = 7 * 86_400_000;
const SAVE_AFTER_MS = 1_000;
let database: Promise<IDBPDatabase> | null = null;

function open(): Promise<IDBPDatabase> {
  database ??= openDB(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore(SNAPSHOTS);
    },
  });
  return database;
}

const ownerKey = (userId: number) => `${window.location.host}:${userId}`;

/**
 * Puts the user's last snapshot into the query cache (answers newer in the cache are kept). What
 * comes back is shown at once but counts as out of date, so every page asks the server again as soon
 * as it opens: a snapshot only stands in for the server while the server cannot be reached.
 */
export async function restoreReads(client: QueryClient, userId: number): Promise<void> {
  const saved = (await (await open()).get(SNAPSHOTS, ownerKey(userId))) as { savedAt: number; state: DehydratedState } | undefined;
  if (!saved || Date.now() - saved.savedAt >= MAX_AGE_MS) return;
  hydrate(client, { ...saved.state, queries: saved.state.queries.map((query) => ({ ...query, state: { ...query.state, isInvalidated: true } })) });
}

/** Saves the query cache's answers a second after they change; returns the way to stop. */
export function keepReads(client: QueryClient, userId: number): () => void {
  let timer: number | undefined;
  const save = async () => {
    const state = dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status === 'success' && !(query.state.data instanceof Blob) });
    await (await open()).put(SNAPSHOTS, { savedAt: Date.now(), state }, ownerKey(userId));
  };
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    window.clearTimeout(timer);
    timer = window.setTimeout(() => void save().catch(() => undefined), SAVE_AFTER_MS);
  });
  return () => {
    window.clearTimeout(timer);
    unsubscribe();
  };
}

/** Forgets every snapshot on this device (logout: the next person must not read them). */
export async function forgetReads(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await (await open()).clear(SNAPSHOTS);
}
