import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { SignJWT, decodeJwt, jwtVerify, errors as joseErrors } from 'jose';
import type { ServerMessageKey } from '@crm/shared/server-messages';
import type { Config } from '../../config';
import { HttpError } from '../../lib/http-error';
import type { Database } from '../../db/client';
import { refreshToken } from '../../db/schema/identity/identity';
import { authSession } from '../../db/schema/platform/sessions';
import { appUser } from '../../db/schema/platform/tenancy';
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
  id_token: string;
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

  /**
   * Checks a user name and password against the realm. Every attempt spends one password hash (a
   * decoy for unknown names) and a locked account answers like a wrong password, so neither the
   * message nor the time tells which user names exist.
   */
  async authenticate(tenant: Tenant, username: string, password: string): Promise<{ id: number; username: string }> {
    const [user] = await this.db
      .select()
      .from(appUser)
      .where(and(eq(appUser.tenantId, tenant.id), eq(appUser.username, username)))
      .limit(1);
    const now = new Date();
    const passwordOk = await verifyPassword(user?.passwordHash ?? null, password);
    if (user?.lockedUntil && user.lockedUntil > now) throw new OAuthError(401, 'invalid_grant', 'invalidCredentials', { reason: 'locked' });
    if (!user || !passwordOk) {
      if (user) await this.recordFailure(user.id);
      throw new OAuthError(401, 'invalid_grant', 'invalidCredentials');
    }
    if (!user.enabled) throw new OAuthError(400, 'invalid_grant', 'accountDisabled');
    if (user.failedLoginCount > 0 || user.lockedUntil) {
      await this.db.update(appUser).set({ failedLoginCount: 0, lockedUntil: null }).where(eq(appUser.id, user.id));
    }
    return { id: user.id, username: user.username };
  }

  async passwordGrant(tenant: Tenant, input: { username: string; password: string; origin: string; remoteAddress: string }): Promise<{ tokens: TokenResponse; userId: number }> {
    if (!tenant.passwordGrant) throw new OAuthError(400, 'unauthorized_client', 'passwordGrantDisabled');
    const user = await this.authenticate(tenant, input.username, input.password);
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
    const sessionId = await this.openSession(tenant, user, input, now);
    return this.issue(tenant, user, sessionId, input.origin, now, undefined, { authTime: now, nonce: null });
  }

  /** Records a sign-in as a session, whose tokens are issued now or when its authorization code is redeemed. */
  async openSession(tenant: Tenant, user: { id: number }, input: { channel: 'password' | 'code' | 'wecom'; remoteAddress: string }, now = new Date()): Promise<string> {
    const sessionId = randomUUID();
    await this.db.insert(authSession).values({
      id: sessionId,
      // The ID tokens' auth_time: the same in the first answer and in every renewal.
      createdAt: now,
      tenantId: tenant.id,
      userId: user.id,
      clientId: tenant.clientId,
      channel: input.channel,
      expiresAt: new Date(now.getTime() + this.config.refreshMaxSeconds * 1000),
      remoteAddress: input.remoteAddress,
    });
    return sessionId;
  }

  /**
   * The first tokens of a session opened on the sign-in page, with an ID token for the client
   * (`nonce` echoed); refused when the session has ended or its user was disabled meanwhile.
   */
  async sessionTokens(tenant: Tenant, sessionId: string, input: { origin: string; nonce: string | null }): Promise<TokenResponse> {
    const session = await this.activeSession(tenant, sessionId, new Date());
    return this.issue(tenant, session.user, sessionId, input.origin, new Date(), session.expiresAt, { authTime: session.createdAt, nonce: input.nonce });
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
    if (claimed.expiresAt <= now) throw new OAuthError(400, 'invalid_grant', 'sessionNotActive');
    const session = await this.activeSession(tenant, claimed.sessionId, now);
    return this.issue(tenant, session.user, claimed.sessionId, input.origin, now, session.expiresAt, { authTime: session.createdAt, nonce: null });
  }

  private async activeSession(tenant: Tenant, sessionId: string, now: Date) {
    const [row] = await this.db
      .select({ session: authSession, user: appUser })
      .from(authSession)
      .innerJoin(appUser, eq(appUser.id, authSession.userId))
      .where(eq(authSession.id, sessionId))
      .limit(1);
    if (!row || row.session.tenantId !== tenant.id) throw new OAuthError(400, 'invalid_grant', 'invalidRefreshToken');
    if (row.session.revokedAt || row.session.expiresAt <= now) throw new OAuthError(400, 'invalid_grant', 'sessionNotActive');
    if (!row.user.enabled) {
      await this.revokeSession(row.session.id, 'user_disabled');
      throw new OAuthError(400, 'invalid_grant', 'accountDisabled');
    }
    return { user: { id: row.user.id, username: row.user.username, name: row.user.firstName }, expiresAt: row.session.expiresAt, createdAt: row.session.createdAt };
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
   * Ends the session an access or ID token of this realm was issued for, even when the token has
   * expired: a tab left open signs out with the token it holds (or the client sends its ID token as
   * `id_token_hint` to the end-session endpoint), and its session (and refresh tokens) must end
   * all the same. The signature, issuer and tenant are checked as for any call; only the age is not.
   * Returns the user whose session ended, or null when there was none to end.
   */
  async logoutByToken(tenant: Tenant, token: string): Promise<{ userId: number; username: string } | null> {
    if (tenant.externalIssuer) return null;
    let issuedAt: number;
    try {
      issuedAt = decodeJwt(token).iat ?? 0;
    } catch {
      return null;
    }
    const claims = await this.verifyAfresh(tenant, token, new Date(issuedAt * 1000), 'access or ID');
    if (!claims?.sid) return null;
    const [ended] = await this.db
      .update(authSession)
      .set({ revokedAt: new Date(), revokedReason: 'logout' })
      .where(and(eq(authSession.id, claims.sid), eq(authSession.tenantId, tenant.id), isNull(authSession.revokedAt)))
      .returning({ userId: authSession.userId });
    return ended ? { userId: ended.userId, username: claims.preferred_username ?? '' } : null;
  }

  /**
   * `at`: the time the token is judged at (its expiry is checked against it); now unless given.
   * An ID token names the user to the client and is never accepted as an access token to the API.
   */
  private async verifyAfresh(tenant: Tenant, token: string, at?: Date, accept: 'access' | 'access or ID' = 'access'): Promise<AccessClaims | null> {
    let keys: Awaited<ReturnType<RealmKeys['verificationKeys']>>;
    try {
      keys = await this.keys.verificationKeys(tenant);
    } catch {
      // An outside identity server that cannot be reached: no token of it can be checked meanwhile.
      throw new HttpError(503, 'identityServerUnavailable');
    }
    try {
      const { payload, protectedHeader } = await jwtVerify(token, keys, { algorithms: ['RS256'], ...(at ? { currentDate: at } : {}) });
      if (typeof payload.sub !== 'string') return null;
      if (accept === 'access' && payload.typ === 'ID') return null;
      if (tenant.externalIssuer) {
        if (payload.iss !== tenant.externalIssuer) return null;
        // An access token says so (Keycloak's typ claim, or RFC 9068's at+jwt header): an ID token,
        // whose audience is this client too, is not one.
        if (payload.typ !== 'Bearer' && protectedHeader.typ?.toLowerCase() !== 'at+jwt') return null;
        // It must have been issued to this enterprise's client (azp, client_id or audience).
        const audience = [payload.aud ?? []].flat();
        if (payload.azp !== tenant.clientId && payload.client_id !== tenant.clientId && !audience.includes(tenant.clientId)) return null;
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
    user: { id: number; username: string; name?: string },
    sessionId: string,
    origin: string,
    now: Date,
    sessionExpiresAt = new Date(now.getTime() + this.config.refreshMaxSeconds * 1000),
    identity: { authTime: Date; nonce: string | null } = { authTime: now, nonce: null },
  ): Promise<TokenResponse> {
    const { kid, privateKey } = await this.keys.signing(tenant.id);
    const issuedAt = Math.floor(now.getTime() / 1000);
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
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.config.accessTokenSeconds)
      .sign(privateKey);
    // The ID token tells the client who signed in and when; its audience is the client itself.
    const idToken = await new SignJWT({
      typ: 'ID',
      azp: tenant.clientId,
      sid: sessionId,
      tid: tenant.id,
      auth_time: Math.floor(identity.authTime.getTime() / 1000),
      preferred_username: user.username,
      ...(user.name ? { name: user.name } : {}),
      ...(identity.nonce ? { nonce: identity.nonce } : {}),
    })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer(this.issuer(tenant, origin))
      .setSubject(String(user.id))
      .setAudience(tenant.clientId)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + this.config.accessTokenSeconds)
      .sign(privateKey);
    const refresh = randomBytes(32).toString('base64url');
    const refreshExpiresAt = new Date(Math.min(now.getTime() + this.config.refreshIdleSeconds * 1000, sessionExpiresAt.getTime()));
    await this.db.insert(refreshToken).values({ tokenHash: sha256(refresh), sessionId, expiresAt: refreshExpiresAt });
    return {
      access_token: accessToken,
      expires_in: this.config.accessTokenSeconds,
      refresh_expires_in: Math.max(0, Math.floor((refreshExpiresAt.getTime() - now.getTime()) / 1000)),
      refresh_token: refresh,
      id_token: idToken,
      token_type: 'Bearer',
      'not-before-policy': 0,
      session_state: sessionId,
      scope: 'openid profile email',
    };
  }
}
