import { createHash } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { ServerMessageKey } from '@crm/shared/server-messages';
import type { Database } from '../db/client';
import { idempotentRequest } from '../db/schema/platform/idempotency';
import { HttpError, badRequest } from '../lib/http-error';

/** The header a client sends to make a write safe to repeat (IETF draft "The Idempotency-Key HTTP Header Field"). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Said on an answer given from the first request's stored answer instead of running again. */
export const REPLAYED_HEADER = 'idempotent-replayed';

const KEY = /^[A-Za-z0-9_-]{8,100}$/;
/** A first request that neither answered nor failed in this long died with its server: its key may run again. */
const ABANDONED_MS = 10 * 60_000;
/** How long a key is remembered; a device's queue is sent long before. */
export const KEPT_DAYS = 30;

interface Caller {
  db: Database;
  tenantId: number;
  userId: number;
  /** The write's request: its key header and what it asks (params, query, body), hashed to tell a reuse. */
  request: { headers: Readonly<Record<string, string | string[] | undefined>>; params?: unknown; query?: unknown; body?: unknown };
  /** Where a replayed answer says so (the web framework's reply is one). */
  reply: { header(name: string, value: string): unknown };
}

/** A refusal as stored for a replay: its message and, when it names details (a conflict's visit), its result. */
type StoredError = { messageKey: ServerMessageKey; params: Record<string, string | number>; result?: unknown };

/**
 * Runs a write once per caller and `Idempotency-Key`: the first request runs and its answer (the
 * result, or a 4xx error) is stored; the same key again gets that answer, marked replayed, without
 * running. The same key with another body is refused (422); while the first still runs, 409. A 5xx
 * or a crash stores nothing, so the client's retry runs the write. Without the header, `run` runs.
 */
export async function idempotent<T>(caller: Caller, operation: string, run: () => Promise<T>): Promise<T> {
  const header = caller.request.headers[IDEMPOTENCY_HEADER];
  if (header === undefined) return run();
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY.test(key)) throw badRequest('idempotencyKeyInvalid');
  const { db, tenantId, userId } = caller;
  const requestHash = createHash('sha256')
    .update(JSON.stringify([caller.request.params ?? null, caller.request.query ?? null, caller.request.body ?? null]))
    .digest('base64url');
  const ofKey = and(eq(idempotentRequest.tenantId, tenantId), eq(idempotentRequest.userId, userId), eq(idempotentRequest.idempotencyKey, key));

  const [claimed] = await db
    .insert(idempotentRequest)
    .values({ tenantId, userId, idempotencyKey: key, operation, requestHash })
    .onConflictDoNothing()
    .returning({ id: idempotentRequest.id });
  if (!claimed) {
    const [first] = await db.select().from(idempotentRequest).where(ofKey);
    if (!first) return idempotent(caller, operation, run);
    if (first.operation !== operation || first.requestHash !== requestHash) throw new HttpError(422, 'idempotencyKeyReused');
    if (first.statusCode === null) {
      if (Date.now() - first.createdAt.getTime() < ABANDONED_MS) throw new HttpError(409, 'idempotencyInProgress');
      await db.delete(idempotentRequest).where(and(eq(idempotentRequest.id, first.id), lt(idempotentRequest.createdAt, new Date(Date.now() - ABANDONED_MS))));
      return idempotent(caller, operation, run);
    }
    void caller.reply.header(REPLAYED_HEADER, 'true');
    if (first.statusCode === 200) return first.response as T;
    const stored = first.response as StoredError;
    throw new HttpError(first.statusCode, stored.messageKey, stored.params, stored.result ?? null);
  }

  const finish = (statusCode: number, response: unknown) => db.update(idempotentRequest).set({ statusCode, response }).where(eq(idempotentRequest.id, claimed.id));
  let result: T;
  try {
    result = await run();
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500)
      await finish(error.statusCode, { messageKey: error.messageKey, params: error.params, result: error.result } satisfies StoredError);
    else await db.delete(idempotentRequest).where(eq(idempotentRequest.id, claimed.id));
    throw error;
  }
  // Stored as the client will read it (dates as text), so a replay answers the same JSON.
  await finish(200, JSON.parse(JSON.stringify(result ?? null)));
  return result;
}

/** Forgets keys older than `KEPT_DAYS`. */
export async function forgetOldIdempotencyKeys(db: Database): Promise<number> {
  const gone = await db
    .delete(idempotentRequest)
    .where(lt(idempotentRequest.createdAt, new Date(Date.now() - KEPT_DAYS * 86_400_000)))
    .returning({ id: idempotentRequest.id });
  return gone.length;
}
