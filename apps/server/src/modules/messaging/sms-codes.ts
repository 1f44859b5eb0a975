import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { smsCode } from '../../db/schema/messaging/messaging';

function hashCode(code: string, salt = randomBytes(16).toString('hex')): string {
  return `${salt}:${createHash('sha256').update(`${salt}:${code}`).digest('hex')}`;
}

function matches(stored: string, code: string): boolean {
  const [salt] = stored.split(':');
  const expected = Buffer.from(stored);
  const actual = Buffer.from(hashCode(code, salt));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function newCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** How many codes were asked for in the last minute, for one phone and from one address. */
export async function recentRequests(db: Database, tenantId: number, phone: string, remoteAddress: string) {
  const since = sql`now() - interval '1 minute'`;
  const [[byPhone], [byAddress]] = await Promise.all([
    db
      .select({ n: count() })
      .from(smsCode)
      .where(and(eq(smsCode.tenantId, tenantId), eq(smsCode.phone, phone), gt(smsCode.createdAt, since))),
    db
      .select({ n: count() })
      .from(smsCode)
      .where(and(eq(smsCode.remoteAddress, remoteAddress), gt(smsCode.createdAt, since))),
  ]);
  return { byPhone: byPhone?.n ?? 0, byAddress: byAddress?.n ?? 0 };
}

export async function storeCode(db: Pick<Database, 'insert'>, input: { tenantId: number; phone: string; code: string; seconds: number; remoteAddress: string }) {
  await db.insert(smsCode).values({
    tenantId: input.tenantId,
    phone: input.phone,
    codeHash: hashCode(input.code),
    expiresAt: new Date(Date.now() + input.seconds * 1000),
    remoteAddress: input.remoteAddress,
  });
}

export type CodeCheck = 'ok' | 'wrong' | 'expired' | 'missing';

/**
 * Checks and consumes the newest live code of a phone. A wrong guess counts against it; after
 * `maxAttempts` wrong guesses the code is dead even if later guessed right. Tells a wrong code
 * from an expired (or exhausted) one, so the doctor knows whether to retype or ask again.
 */
export async function checkCode(db: Database, input: { tenantId: number; phone: string; code: string; maxAttempts: number }): Promise<CodeCheck> {
  const [newest] = await db
    .select()
    .from(smsCode)
    .where(and(eq(smsCode.tenantId, input.tenantId), eq(smsCode.phone, input.phone), isNull(smsCode.consumedAt)))
    .orderBy(desc(smsCode.createdAt), desc(smsCode.id))
    .limit(1);
  if (!newest) return 'missing';
  if (newest.expiresAt <= new Date() || newest.failedAttempts >= input.maxAttempts) return 'expired';
  if (!matches(newest.codeHash, input.code)) {
    await db
      .update(smsCode)
      .set({ failedAttempts: sql`${smsCode.failedAttempts} + 1` })
      .where(eq(smsCode.id, newest.id));
    return 'wrong';
  }
  // Consuming is conditional, so the same code cannot be used twice even concurrently.
  const consumed = await db
    .update(smsCode)
    .set({ consumedAt: new Date() })
    .where(and(eq(smsCode.id, newest.id), isNull(smsCode.consumedAt)))
    .returning({ id: smsCode.id });
  return consumed.length === 1 ? 'ok' : 'expired';
}

/** `checkCode` as a yes or no. */
export async function consumeCode(db: Database, input: { tenantId: number; phone: string; code: string; maxAttempts: number }): Promise<boolean> {
  return (await checkCode(db, input)) === 'ok';
}
