import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { authorizationCode } from '../../db/schema/identity/identity';
import type { Tenant } from '../../platform/tenant-directory';
import { OAuthError, type TokenResponse, type TokenService } from './token-service';

/** How long a code may wait for its exchange (Keycloak's default): the client redeems it at once. */
export const CODE_SECONDS = 60;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');
/** RFC 7636: a verifier is 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/** One-time authorization codes of the embedded realm's code flow, bound to PKCE, client and redirect address. */
export class AuthorizationCodes {
  constructor(
    private readonly db: Database,
    private readonly tokens: TokenService,
  ) {}

  /** Issues a code for a session the sign-in page just opened; only its hash is stored. */
  async issue(tenant: Tenant, input: { sessionId: string; redirectUri: string; codeChallenge: string; nonce: string | null }): Promise<string> {
    const code = randomBytes(32).toString('base64url');
    const now = Date.now();
    // Codes outlive their use only to recognise a replay; long-expired ones go as new ones are made.
    await this.db.delete(authorizationCode).where(and(eq(authorizationCode.tenantId, tenant.id), lt(authorizationCode.expiresAt, new Date(now - 3600_000))));
    await this.db.insert(authorizationCode).values({
      codeHash: sha256(code),
      tenantId: tenant.id,
      sessionId: input.sessionId,
      clientId: tenant.clientId,
      redirectUri: input.redirectUri,
      codeChallenge: input.codeChallenge,
      nonce: input.nonce,
      expiresAt: new Date(now + CODE_SECONDS * 1000),
    });
    return code;
  }

  /**
   * The `authorization_code` grant. The code is claimed by one statement, so of two concurrent
   * exchanges one wins; a code presented again revokes its session and every token issued in it
   * (RFC 6749 §4.1.2). The redirect address must be the one the code was issued for and the
   * verifier must hash to the challenge.
   */
  async redeem(
    tenant: Tenant,
    input: { code: string; clientId: string; redirectUri: string | undefined; codeVerifier: string | undefined; origin: string },
  ): Promise<TokenResponse> {
    const codeHash = sha256(input.code);
    const [claimed] = await this.db
      .update(authorizationCode)
      .set({ usedAt: new Date() })
      .where(and(eq(authorizationCode.codeHash, codeHash), eq(authorizationCode.tenantId, tenant.id), isNull(authorizationCode.usedAt)))
      .returning();
    if (!claimed) {
      const [previous] = await this.db
        .select({ sessionId: authorizationCode.sessionId })
        .from(authorizationCode)
        .where(and(eq(authorizationCode.codeHash, codeHash), eq(authorizationCode.tenantId, tenant.id)))
        .limit(1);
      if (previous) {
        await this.tokens.revokeSession(previous.sessionId, 'authorization_code_reuse');
        throw new OAuthError(400, 'invalid_grant', 'codeReused');
      }
      throw new OAuthError(400, 'invalid_grant', 'codeInvalid');
    }
    if (claimed.expiresAt <= new Date()) throw new OAuthError(400, 'invalid_grant', 'codeInvalid');
    if (claimed.clientId !== input.clientId) throw new OAuthError(400, 'invalid_grant', 'codeInvalid');
    if (input.redirectUri !== claimed.redirectUri) throw new OAuthError(400, 'invalid_grant', 'redirectUriMismatch');
    if (!input.codeVerifier) throw new OAuthError(400, 'invalid_grant', 'pkceVerifierMissing');
    if (!VERIFIER.test(input.codeVerifier) || sha256(input.codeVerifier) !== claimed.codeChallenge) {
      throw new OAuthError(400, 'invalid_grant', 'pkceVerifierWrong');
    }
    return this.tokens.sessionTokens(tenant, claimed.sessionId, { origin: input.origin, nonce: claimed.nonce });
  }
}
