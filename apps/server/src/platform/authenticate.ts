import type { Database } from '../db/client';
import { loadPrincipalEntry, type AccessClaims, type Principal } from './principal';
import type { PrincipalCache } from './principal-cache';
import type { Tenant } from './tenant-directory';

/** What checks an access token's signature and expiry (the identity module's token service). */
export interface AccessTokenVerifier {
  verifyAccessToken(tenant: Tenant, token: string): Promise<AccessClaims | null>;
}

export interface Authenticator {
  db: Database;
  tokens: AccessTokenVerifier;
  principals: PrincipalCache;
}

/** Authenticates a raw token against a tenant; shared by the HTTP hook, the session end and the notification socket. */
export async function authenticate({ db, tokens, principals }: Authenticator, tenant: Tenant, token: string): Promise<Principal | null> {
  const claims = await tokens.verifyAccessToken(tenant, token);
  if (!claims) return null;
  const cached = principals.get(tenant, claims);
  if (cached) return cached;
  const generation = principals.begin();
  const loaded = await loadPrincipalEntry(db, tenant, claims);
  if (!loaded) return null;
  principals.set(tenant, claims, loaded, generation);
  return loaded.principal;
}
