import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { createLocalJWKSet, createRemoteJWKSet, customFetch, exportJWK, generateKeyPair, importJWK, type FetchImplementation, type JWK, type JWTVerifyGetKey } from 'jose';
import type { Database } from '../../db/client';
import type { OutboundFetch } from '../../lib/outbound-address';
import { signingKey } from '../../db/schema/identity/identity';
import type { Tenant } from '../../platform/tenant-directory';

/** How soon an outside server's key set may be fetched again for an unknown key, and how long a fetch may take. */
const REMOTE_COOLDOWN_MS = 5_000;
const REMOTE_TIMEOUT_MS = 5_000;

async function discoverJwksUri(send: OutboundFetch, issuer: string): Promise<string> {
  const response = await send(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`discovery at ${issuer} answered ${response.status}`);
  const { jwks_uri: uri, issuer: named } = (await response.json()) as { jwks_uri?: unknown; issuer?: unknown };
  if (named !== issuer || typeof uri !== 'string') throw new Error(`discovery at ${issuer} names another issuer or no jwks_uri`);
  return uri;
}

interface TenantKeys {
  kid: string;
  privateKey: CryptoKey;
  publicJwks: JWK[];
  keySet: JWTVerifyGetKey;
}

/**
 * The RS256 keys of each tenant's embedded realm. Generated on first use and kept in the
 * database, so several server instances and restarts share them. A tenant whose authAddress is an
 * absolute URL uses that identity server's JWKS instead, found by its discovery document: both are
 * fetched through the outbound-address policy (an administrator named that server).
 */
export class RealmKeys {
  private readonly cache = new Map<number, Promise<TenantKeys>>();
  private readonly remote = new Map<string, Promise<JWTVerifyGetKey>>();

  constructor(
    private readonly db: Database,
    private readonly send: OutboundFetch,
  ) {}

  async signing(tenantId: number): Promise<{ kid: string; privateKey: CryptoKey }> {
    const keys = await this.load(tenantId);
    return { kid: keys.kid, privateKey: keys.privateKey };
  }

  async publicJwks(tenantId: number): Promise<{ keys: JWK[] }> {
    return { keys: (await this.load(tenantId)).publicJwks };
  }

  /** The key set that verifies access tokens presented to this tenant's API. */
  async verificationKeys(tenant: Tenant): Promise<JWTVerifyGetKey> {
    if (tenant.externalIssuer) return this.remoteKeys(tenant.externalIssuer);
    const keys = await this.load(tenant.id);
    return async (header, token) => {
      if (header.kid && !keys.publicJwks.some((k) => k.kid === header.kid)) {
        // Another instance may have added a key since we cached ours.
        this.cache.delete(tenant.id);
        return (await this.load(tenant.id)).keySet(header, token);
      }
      return keys.keySet(header, token);
    };
  }

  /**
   * An outside identity server's key set, at the `jwks_uri` its discovery document names. A token
   * signed with a key not yet seen fetches the set again (at most every few seconds), so a key the
   * server rotates in is followed without a restart.
   */
  private remoteKeys(issuer: string): Promise<JWTVerifyGetKey> {
    let pending = this.remote.get(issuer);
    if (!pending) {
      pending = discoverJwksUri(this.send, issuer).then((uri) =>
        createRemoteJWKSet(new URL(uri), { cooldownDuration: REMOTE_COOLDOWN_MS, timeoutDuration: REMOTE_TIMEOUT_MS, [customFetch]: this.send as FetchImplementation }),
      );
      // A discovery that failed is tried again on the next token, not remembered.
      pending.catch(() => this.remote.delete(issuer));
      this.remote.set(issuer, pending);
    }
    return pending;
  }

  private load(tenantId: number): Promise<TenantKeys> {
    let pending = this.cache.get(tenantId);
    if (!pending) {
      pending = this.read(tenantId).catch((error: unknown) => {
        this.cache.delete(tenantId);
        throw error;
      });
      this.cache.set(tenantId, pending);
    }
    return pending;
  }

  private async read(tenantId: number): Promise<TenantKeys> {
    let rows = await this.db.select().from(signingKey).where(eq(signingKey.tenantId, tenantId)).orderBy(asc(signingKey.createdAt), asc(signingKey.kid));
    if (rows.length === 0) {
      const pair = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
      const kid = randomUUID();
      await this.db.insert(signingKey).values({
        kid,
        tenantId,
        publicJwk: { ...(await exportJWK(pair.publicKey)), kid, alg: 'RS256', use: 'sig' },
        privateJwk: { ...(await exportJWK(pair.privateKey)), kid, alg: 'RS256' },
      });
      rows = await this.db.select().from(signingKey).where(eq(signingKey.tenantId, tenantId)).orderBy(asc(signingKey.createdAt), asc(signingKey.kid));
    }
    const current = rows[0]!;
    const privateKey = (await importJWK(current.privateJwk, 'RS256')) as CryptoKey;
    const publicJwks = rows.map((row) => row.publicJwk);
    return { kid: current.kid, privateKey, publicJwks, keySet: createLocalJWKSet({ keys: publicJwks }) };
  }
}
