import { openDB, type IDBPDatabase } from 'idb';
import { closeTasks } from '@crm/shared/contracts/tasks';
import { addVisit } from '@crm/shared/contracts/visits';
import { createStore } from '@/lib/store';
import { isApiError } from '@/lib/request/api-error';
import { callContract } from '@/lib/request/contract-client';

/**
 * Actions a rep takes without a connection (a visit logged, tasks closed), kept on the device in
 * IndexedDB until the server has them. Each carries its own idempotency key, sent as the
 * `Idempotency-Key` header, so however often it is sent the server stores it once. An action the
 * server refuses (the doctor left the rep's customers meanwhile, the task was closed by someone
 * else) stays, marked as a conflict with the server's reason, until the rep deals with it.
 */
const OPERATIONS = { addVisit, closeTasks } as const;
export type OutboxOperation = keyof typeof OPERATIONS;

export interface OutboxAction {
  /** Also the idempotency key. */
  key: string;
  /** Whose action, on which enterprise (its host): only they send it. */
  userId: number;
  host: string;
  operation: OutboxOperation;
  body: unknown;
  /** What the action is, as the rep wrote it (doctor and time, task titles), for the list. */
  summary: string;
  createdAt: string;
  state: 'waiting' | 'conflict';
  /** The server's reason, in the rep's language, for a conflict. */
  reason?: string;
}

const DATABASE = 'crm-outbox';
const ACTIONS = 'actions';
let database: Promise<IDBPDatabase> | null = null;

function open(): Promise<IDBPDatabase> {
  database ??= openDB(DATABASE, 1, {
    upgrade(db) {
      db.createObjectStore(ACTIONS, { keyPath: 'key' });
    },
  });
  return database;
}

/** This user's queued actions, oldest first, as the screens show them. */
export const outboxStore = createStore<OutboxAction[]>([]);
let owner: { userId: number; host: string } | null = null;

async function reload(): Promise<void> {
  if (!owner) return outboxStore.set([]);
  const { userId, host } = owner;
  const all = (await (await open()).getAll(ACTIONS)) as OutboxAction[];
  outboxStore.set(all.filter((a) => a.userId === userId && a.host === host).sort((a, b) => a.createdAt.localeCompare(b.createdAt)));
}

/** Starts showing (and sending) the signed-in user's actions. */
export async function openOutbox(userId: number): Promise<void> {
  owner = { userId, host: window.location.host };
  await reload();
}

/** Whether an error means the request never got an answer (no connection, timeout). */
export function isOffline(error: unknown): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false ? true : isApiError(error) && !error.isCancelled && (error.status === 0 || error.status === undefined);
}

/** Queues an action to send when the connection returns. */
export async function enqueue(operation: OutboxOperation, body: unknown, summary: string): Promise<OutboxAction> {
  if (!owner) throw new Error('The outbox is opened after sign-in');
  const action: OutboxAction = {
    key: `${operation}-${crypto.randomUUID()}`,
    ...owner,
    operation,
    body,
    summary,
    createdAt: new Date().toISOString(),
    state: 'waiting',
  };
  await (await open()).put(ACTIONS, action);
  await reload();
  return action;
}

/** Forgets an action (the rep discards a conflict). */
export async function discard(key: string): Promise<void> {
  await (await open()).delete(ACTIONS, key);
  await reload();
}

/** Puts a conflict back in line, to be sent again (the rep sorted it out). */
export async function retry(key: string): Promise<void> {
  const db = await open();
  const action = (await db.get(ACTIONS, key)) as OutboxAction | undefined;
  if (action) await db.put(ACTIONS, { ...action, state: 'waiting', reason: undefined, key: `${action.operation}-${crypto.randomUUID()}` });
  if (action) await db.delete(ACTIONS, key);
  await reload();
}

/** What a server's answer to a queued action means for it. */
function conflictOf(operation: OutboxOperation, result: unknown): boolean {
  // A close that closed nothing: every task was closed by someone else first.
  return operation === 'closeTasks' && (result as { closed: number }).closed === 0;
}

let sending: Promise<{ sent: number }> | null = null;

/**
 * Sends every waiting action of the user, oldest first, once at a time. An action the server
 * takes leaves the queue; one it refuses becomes a conflict with `conflictReason` or the server's
 * message; without an answer it stays waiting for the next try.
 */
export function sendWaiting(conflictReason: (operation: OutboxOperation) => string): Promise<{ sent: number }> {
  sending ??= (async () => {
    let sent = 0;
    try {
      const db = await open();
      for (const action of outboxStore.get().filter((a) => a.state === 'waiting')) {
        try {
          const result = await callContract(
            OPERATIONS[action.operation] as typeof addVisit,
            { body: action.body as never },
            {
              showError: false,
              headers: { 'Idempotency-Key': action.key },
            },
          );
          if (conflictOf(action.operation, result)) await db.put(ACTIONS, { ...action, state: 'conflict', reason: conflictReason(action.operation) });
          else {
            await db.delete(ACTIONS, action.key);
            sent++;
          }
        } catch (error) {
          // No answer, the session being renewed, or the same action still running: try again later.
          if (isOffline(error) || !isApiError(error) || error.status === 401 || error.status === 409 || (error.status ?? 0) >= 500) break;
          await db.put(ACTIONS, { ...action, state: 'conflict', reason: error.message });
        }
      }
    } finally {
      await reload();
      sending = null;
    }
    return { sent };
  })();
  return sending;
}
