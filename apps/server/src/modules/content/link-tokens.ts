import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { contentLinkKey } from '../../db/schema/content/content';
import { badRequest } from '../../lib/http-error';

/**
 * Signed links in messages: `u` unsubscribes, `c` is a tracked click, `o` the open pixel. A token
 * names the tenant and the send and carries an HMAC under the tenant's link key, so a doctor can
 * act without signing in and nobody can forge a link for another send.
 */
export type LinkKind = 'u' | 'c' | 'o';

type Reader = Pick<Database, 'select' | 'insert'>;

async function tenantSecret(db: Reader, tenantId: number): Promise<string> {
  const [row] = await db.select({ secret: contentLinkKey.secret }).from(contentLinkKey).where(eq(contentLinkKey.tenantId, tenantId));
  if (row) return row.secret;
  await db
    .insert(contentLinkKey)
    .values({ tenantId, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [made] = await db.select({ secret: contentLinkKey.secret }).from(contentLinkKey).where(eq(contentLinkKey.tenantId, tenantId));
  return made!.secret;
}

const mac = (secret: string, payload: string) => createHmac('sha256', secret).update(payload).digest('base64url').slice(0, 22);

export async function signLink(db: Reader, kind: LinkKind, tenantId: number, sendId: number): Promise<string> {
  const payload = `${kind}.${tenantId.toString(36)}.${sendId.toString(36)}`;
  return `${payload}.${mac(await tenantSecret(db, tenantId), payload)}`;
}

/** The tenant and send a token names; a malformed or forged token is refused. */
export async function verifyLink(db: Reader, kind: LinkKind, token: string): Promise<{ tenantId: number; sendId: number }> {
  const [k, tenant, send, signature] = token.split('.');
  const tenantId = parseInt(tenant ?? '', 36);
  const sendId = parseInt(send ?? '', 36);
  if (k !== kind || !signature || !Number.isSafeInteger(tenantId) || !Number.isSafeInteger(sendId) || tenantId <= 0 || sendId <= 0) throw badRequest('linkInvalid');
  const expected = Buffer.from(mac(await tenantSecret(db, tenantId), `${k}.${tenant}.${send}`));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) throw badRequest('linkInvalid');
  return { tenantId, sendId };
}

/** The absolute addresses a message carries. */
export function linkUrls(linkBase: string, tokens: { click: string; open: string; unsubscribe: string }) {
  const base = linkBase.replace(/\/$/, '');
  return {
    click: `${base}/prod-api/content/public/c/${tokens.click}`,
    open: `${base}/prod-api/content/public/o/${tokens.open}`,
    unsubscribe: `${base}/pc/content/unsubscribe?t=${encodeURIComponent(tokens.unsubscribe)}`,
  };
}
