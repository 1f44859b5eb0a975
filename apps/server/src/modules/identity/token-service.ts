import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { SignJWT, decodeJwt, jwtVerify, errors as joseErrors } from 'jose';
import type { ServerMessageKey } from '@crm/shared/server-messages';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { appUser, authSession, refreshToken } from '../../db/schema/index';
import type { AccessClaims } from '../../platform/principal';
import type { Tenant } from '../../platform/tenant-directory';
import { verifyPassword } from './passwords';
import type { RealmKeys } from './realm-keys';

/** An OAuth error in Keycloak's shape; `status` is the HTTP status Keycloak uses for it. */
export class OAuthError extends Error {
  constructor(
    readonly status: number,
    readonly error: string,
    readonly descriptionKey: ServerMessageKey,
    readonly params: Record<string, string | number> = {},
  ) {
    super(error);
  }
}

export interface TokenResponse {
  access_token: string;
  expires_in: number;
  refresh_expires_in: number;
  refresh_token: string;
  token_type: 'Bearer';
  'not-before-policy': 0;
  session_state: string;
  scope: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

/** How long a verified access token's claims are kept (its signature and claims cannot change; its expiry is still checked). */
const VERIFIED_TTL_MS = 60_000;
const VERIFIED_MAX = 50_000;

export class TokenService {
  /** Verified tokens by tenant and token: a signature check (WebCrypto, off the main thread) per request is the dearest part of it. */
  private readonly verified = new Map<string, { claims: AccessClaims; until: number }>();

  constructor(
    private readonly db: Database,
    private readonly keys: RealmKeys,
    private readonly config: Config,
  ) {}

  issuer(tenant: Tenant, origin: string): string {
    return tenant.externalIssuer ?? `${origin}/auth/realms/${tenant.realm}`;
  }

  async passwordGrant(tenant: Tenant, input: { username: string; password: string; origin: string; remoteAddress: string }): Promise<{ tokens: TokenResponse; userId: number }> {
    const [user] = await this.db
      .select()
      .from(appUser)
      .where(and(eq(appUser.tenantId, tenant.id), eq(appUser.username, input.username)))
      .limit(1);
    const now = new Date();
    // Every attempt spends one password hash (a decoy for unknown names) and a locked account answers
    // like a wrong password, so neither the message nor the time tells which user names exist.
    const passwordOk = await verifyPassword(user?.passwordHash ?? null, input.password);
    if (user?.lockedUntil && user.lockedUntil > now) throw new OAuthError(401, 'invalid_grant', 'invalidCredentials', { reason: 'locked' });
    if (!user || !passwordOk) {
      if (user) await this.recordFailure(user.id);
      throw new OAuthError(401, 'invalid_grant', 'invalidCredentials');
    }
    if (!user.enabled) throw new OAuthError(400, 'invalid_grant', 'accountDisabled');
    if (user.failedLoginCount > 0 || user.lockedUntil) {
      await this.db.update(appUser).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(appUser.id, user.id));
    }
    const tokens = await this.startSession(tenant, user, { channel: 'password', origin: input.origin, remoteAddress: input.remoteAddress });
    return { tokens, userId: user.id };
  }

  /** Opens a session for an already identified user (password checked, or vouched for by WeCom). */
  async startSession(
    tenant: Tenant,
    user: { id: number; username: string },
    input: { channel: 'password' | 'wecom'; origin: string; remoteAddress: string },
  ): Promise<TokenResponse> {
    const now = new Date();
    const sessionId = randomUUID();
    await this.db.insert(authSession).values({
      id: sessionId,
      tenantId: tenant.id,
      userId: user.id,
      clientId: tenant.clientId,
      channel: input.channel,
      expiresAt: new Date(now.getTime() + this.config.refreshMaxSeconds * 1000),
      remoteAddress: input.remoteAddress,
    });
    return this.issue(tenant, user, sessionId, input.origin, now);
  }

  async refreshGrant(tenant: Tenant, input: { refreshToken: string; origin: string }): Promise<TokenResponse> {
    const tokenHash = sha256(input.refreshToken);
    const now = new Date();
    // Marking the token used and reading it is one statement, so of two concurrent uses exactly one wins.
    const [claimed] = await this.db
      .update(refreshToken)
      .set({ usedAt: now })
      .where(and(eq(refreshToken.tokenHash, tokenHash), isNull(refreshToken.usedAt)))
      .returning();
    if (!claimed) {
      const [previous] = await this.db.select().from(refreshToken).where(eq(refreshToken.tokenHash, tokenHash)).limit(1);
      if (previous) {
        await this.revokeSession(previous.sessionId, 'refresh_token_reuse');
        throw new OAuthError(400, 'invalid_grant', 'refreshTokenReused');
      }
      throw new OAuthError(400, 'invalid_grant', 'invalidRefreshToken');
    }
    const [session] = await this.db
      .select({ session: authSession, user: appUser })
      .from(authSession)
      .innerJoin(appUser, eq(appUser.id, authSession.userId))
      .where(eq(authSession.id, claimed.sessionId))
      .limit(1);
    if (!session || session.session.tenantId !== tenant.id) throw new OAuthError(400, 'invalid_grant', 'invalidRefreshToken');
    if (session.session.revokedAt || session.session.expiresAt <= now || claimed.expiresAt <= now) {
      throw new OAuthError(400, 'invalid_grant', 'sessionNotActive');
    }
    if (!session.user.enabled) {
      await this.revokeSession(session.session.id, 'user_disabled');
      throw new OAuthError(400, 'invalid_grant', 'accountDisabled');
    }
    return this.issue(tenant, { id: session.user.id, username: session.user.username }, session.session.id, input.origin, now, session.session.expiresAt);
  }

  /** Ends the session a refresh token belongs to (Keycloak's logout endpoint). */
  async logoutByRefreshToken(tenant: Tenant, token: string): Promise<void> {
    const [row] = await this.db
      .select({ sessionId: refreshToken.sessionId, tenantId: authSession.tenantId })
      .from(refreshToken)
      .innerJoin(authSession, eq(authSession.id, refreshToken.sessionId))
      .where(eq(refreshToken.tokenHash, sha256(token)))
      .limit(1);
    if (!row || row.tenantId !== tenant.id) throw new OAuthError(400, 'invalid_grant', 'invalidRefreshToken');
    await this.revokeSession(row.sessionId, 'logout');
  }

  async revokeSession(sessionId: string, reason: string): Promise<void> {
    await this.db
      .update(authSession)
      .set({ revokedAt: new Date(), revokedReason: reason })
      .where(and(eq(authSession.id, sessionId), isNull(authSession.revokedAt)));
  }

  /** Verifies an access token presented to `tenant`'s API; null when it is not acceptable there. */
  async verifyAccessToken(tenant: Tenant, token: string): Promise<AccessClaims | null> {
    const key = `${tenant.id}|${tenant.externalIssuer ?? ''}|${tenant.clientId}|${token}`;
    const known = this.verified.get(key);
    if (known) {
      if (known.until > Date.now()) return known.claims;
      this.verified.delete(key);
    }
    const claims = await this.verifyAfresh(tenant, token);
    const exp = (claims as { exp?: unknown } | null)?.exp;
    if (claims && typeof exp === 'number') {
      if (this.verified.size >= VERIFIED_MAX) this.verified.delete(this.verified.keys().next().value!);
      this.verified.set(key, { claims, until: Math.min(exp * 1000, Date.now() + VERIFIED_TTL_MS) });
    }
    return claims;
  }

  /**
   * Ends the session an access token of this realm was issued for, even when the token has expired: a
   * tab left open signs out with the token it holds, and its session (and refresh tokens) must end
   * all the same. The signature, issuer and tenant are checked as for any call; only the age is not.
   * Returns the user whose session ended, or null when there was none to end.
   */
  async logoutByAccessToken(tenant: Tenant, token: string): Promise<{ userId: number; username: string } | null> {
    if (tenant.externalIssuer) return null;
    let issuedAt: number;
    try {
      issuedAt = decodeJwt(token).iat ?? 0;
    } catch {
      return null;
    }
    const claims = await this.verifyAfresh(tenant, token, new Date(issuedAt * 1000));
    if (!claims?.sid) return null;
    const [ended] = await this.db
      .update(authSession)
      .set({ revokedAt: new Date(), revokedReason: 'logout' })
      .where(and(eq(authSession.id, claims.sid), eq(authSession.tenantId, tenant.id), isNull(authSession.revokedAt)))
      .returning({ userId: authSession.userId });
    return ended ? { userId: ended.userId, username: claims.preferred_username ?? '' } : null;
  }

  /** `at`: the time the token is judged at (its expiry is checked against it); now unless given. */
  private async verifyAfresh(tenant: Tenant, token: string, at?: Date): Promise<AccessClaims | null> {
    try {
      const { payload } = await jwtVerify(token, await this.keys.verificationKeys(tenant), { algorithms: ['RS256'], ...(at ? { currentDate: at } : {}) });
      if (typeof payload.sub !== 'string') return null;
      if (tenant.externalIssuer) {
        if (payload.iss !== tenant.externalIssuer) return null;
      } else {
        if (typeof payload.iss !== 'string' || !payload.iss.endsWith(`/auth/realms/${tenant.realm}`)) return null;
        if (payload.tid !== tenant.id) return null;
      }
      if (payload.azp !== undefined && payload.azp !== tenant.clientId) return null;
      return payload as AccessClaims;
    } catch (error) {
      if (error instanceof joseErrors.JOSEError) return null;
      throw error;
    }
  }

  private async recordFailure(userId: number): Promise<void> {
    const [row] = await this.db
      .update(appUser)
      .set({ failedLoginCount: sql`${appUser.failedLoginCount} + 1` })
      .where(eq(appUser.id, userId))
      .returning({ failures: appUser.failedLoginCount });
    if (row && row.failures >= this.config.loginMaxFailures) {
      await this.db
        .update(appUser)
        .set({ failedLoginCount: 0, lockedUntil: new Date(Date.now() + this.config.loginLockSeconds * 1000) })
        .where(eq(appUser.id, userId));
    }
  }

  private async issue(
    tenant: Tenant,
    user: { id: number; username: string },
    sessionId: string,
    origin: string,
    now: Date,
    sessionExpiresAt = new Date(now.getTime() + this.config.refreshMaxSeconds * 1000),
  ): Promise<TokenResponse> {
    const { kid, privateKey } = await this.keys.signing(tenant.id);
    const accessToken = await new SignJWT({
      typ: 'Bearer',
      azp: tenant.clientId,
      sid: sessionId,
      tid: tenant.id,
      preferred_username: user.username,
      scope: 'openid profile email',
    })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(this.issuer(tenant, origin))
      .setSubject(String(user.id))
      .setAudience('account')
      .setJti(randomUUID())
      .setIssuedAt(Math.floor(now.getTime() / 1000))
      .setExpirationTime(Math.floor(now.getTime() / 1000) + this.config.accessTokenSeconds)
      .sign(privateKey);
    const refresh = randomBytes(32).toString('base64url');
    const refreshExpiresAt = new Date(Math.min(now.getTime() + this.config.refreshIdleSeconds * 1000, sessionExpiresAt.getTime()));
    await this.db.insert(refreshToken).values({ tokenHash: sha256(refresh), sessionId, expiresAt: refreshExpiresAt });
    return {
      access_token: accessToken,
      expires_in: this.config.accessTokenSeconds,
      refresh_expires_in: Math.max(0, Math.floor((refreshExpiresAt.getTime() - now.getTime()) / 1000)),
      refresh_token: refresh,
      token_type: 'Bearer',
      'not-before-policy': 0,
      session_state: sessionId,
      scope: 'openid profile email',
    };
  }
}
