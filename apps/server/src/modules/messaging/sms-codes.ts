import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { smsCode } from '../../db/schema/index';

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
    db.select({ n: count() }).from(smsCode).where(and(eq(smsCode.tenantId, tenantId), eq(smsCode.phone, phone), gt(smsCode.createdAt, since))),
    db.select({ n: count() }).from(smsCode).where(and(eq(smsCode.remoteAddress, remoteAddress), gt(smsCode.createdAt, since))),
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

/**
 * Checks and consumes the newest live code of a phone. A wrong guess counts against it; after
 * `maxAttempts` wrong guesses the code is dead even if later guessed right.
 */
export async function consumeCode(db: Database, input: { tenantId: number; phone: string; code: string; maxAttempts: number }): Promise<boolean> {
  const [live] = await db
    .select()
    .from(smsCode)
    .where(and(eq(smsCode.tenantId, input.tenantId), eq(smsCode.phone, input.phone), isNull(smsCode.consumedAt), gt(smsCode.expiresAt, new Date())))
    .orderBy(desc(smsCode.createdAt), desc(smsCode.id))
    .limit(1);
  if (!live || live.failedAttempts >= input.maxAttempts) return false;
  if (!matches(live.codeHash, input.code)) {
    await db.update(smsCode).set({ failedAttempts: sql`${smsCode.failedAttempts} + 1` }).where(eq(smsCode.id, live.id));
    return false;
  }
  // Consuming is conditional, so the same code cannot be used twice even concurrently.
  const consumed = await db
    .update(smsCode)
    .set({ consumedAt: new Date() })
    .where(and(eq(smsCode.id, live.id), isNull(smsCode.consumedAt)))
    .returning({ id: smsCode.id });
  return consumed.length === 1;
}
