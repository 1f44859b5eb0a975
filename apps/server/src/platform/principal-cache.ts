import { sql } from 'drizzle-orm';
import type { Log } from './service-host';
import { Redis } from 'ioredis';
import type { Database, DatabaseHandle } from '../db/client';
import type { Tenant } from './tenant-directory';
import { externalUserName, type AccessClaims, type Principal } from './principal';
import { rowsOf } from '../db/rows';

/** The NOTIFY channel the triggers of the principal_version migration signal on. */
const CHANNEL = 'crm_principal';
/** Between instances that share Redis (set REDIS_URL), e.g. behind a pooler that drops LISTEN. */
const REDIS_CHANNEL = 'crm:principals';

interface Entry {
  principal: Omit<Principal, 'tenant'>;
  generation: number;
  validUntil: number;
}

export interface CachedPrincipal {
  principal: Principal;
  /** When the session ends; the cached copy is not used past it. */
  sessionExpiresAt: number | null;
}

/**
 * Signed-in callers' principals, kept between requests. Exactness comes from the database: every
 * statement that changes a user, role, grant, menu, organization path or session fires a trigger that
 * advances the `principal_version` sequence and NOTIFYs. A notification, a changed version seen after
 * one of this instance's own writes, or a lost listening connection drops every cached principal; while
 * notifications might be missed (connection down) nothing is cached at all.
 */
export class PrincipalCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private listening = false;
  private lastVersion: string | null = null;
  private redis: { publisher: Redis; subscriber: Redis } | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  /** Requests answered from the cache (for the operator and the tests). */
  hits = 0;

  constructor(
    private readonly db: Database,
    private readonly options: { enabled: boolean; ttlMs: number; maxEntries: number; log: Log },
  ) {}

  get active(): boolean {
    return this.options.enabled && this.listening;
  }

  async start(database: DatabaseHandle, redisUrl: string | undefined): Promise<void> {
    if (!this.options.enabled) return;
    this.lastVersion = await this.readVersion();
    if (redisUrl) {
      const publisher = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
      const subscriber = new Redis(redisUrl, { lazyConnect: true });
      await Promise.all([publisher.connect(), subscriber.connect()]);
      subscriber.on('message', () => this.invalidate());
      await subscriber.subscribe(REDIS_CHANNEL);
      this.redis = { publisher, subscriber };
    }
    const onState = (listening: boolean) => {
      // Whatever changed while the connection was down was not heard: start from nothing.
      this.invalidate();
      this.listening = listening;
      if (!listening) this.options.log.warn('principal change notifications interrupted: principals are loaded on every request until they resume');
    };
    try {
      this.unlisten = await database.listen(CHANNEL, () => this.invalidate(), onState);
    } catch (error) {
      this.options.log.error({ err: error }, 'cannot listen for principal changes: principals are loaded on every request');
    }
  }

  async stop(): Promise<void> {
    this.listening = false;
    this.entries.clear();
    await this.unlisten?.();
    this.redis?.subscriber.disconnect();
    this.redis?.publisher.disconnect();
  }

  /** The key of a caller: tenant (and how it signs in), user and session. */
  private keyOf(tenant: Tenant, claims: AccessClaims): string {
    return `${tenant.id}|${tenant.externalIssuer ?? ''}|${tenant.userClaim}|${claims.sub}|${(tenant.externalIssuer ? externalUserName(tenant, claims) : null) ?? ''}|${claims.sid ?? ''}`;
  }

  get(tenant: Tenant, claims: AccessClaims): Principal | undefined {
    if (!this.active) return undefined;
    const key = this.keyOf(tenant, claims);
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.generation !== this.generation || entry.validUntil <= Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    this.hits += 1;
    // The tenant record has its own cache (TenantDirectory): take the request's, not a stale copy.
    return { ...entry.principal, tenant };
  }

  /** The generation to hand back to `set`: a principal read while a change landed is then not kept. */
  begin(): number {
    return this.generation;
  }

  set(tenant: Tenant, claims: AccessClaims, loaded: CachedPrincipal, generation: number): void {
    if (!this.active || generation !== this.generation) return;
    if (this.entries.size >= this.options.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    const { tenant: _tenant, ...principal } = loaded.principal;
    const validUntil = Math.min(Date.now() + this.options.ttlMs, loaded.sessionExpiresAt ?? Number.POSITIVE_INFINITY);
    this.entries.set(this.keyOf(tenant, claims), { principal, generation, validUntil });
  }

  invalidate(): void {
    this.generation += 1;
    this.entries.clear();
  }

  /**
   * After a write of this instance: drop the cache at once when the version moved, so the writer's next
   * request (and anyone's) already sees the change, without waiting for the notification to come back.
   */
  async afterWrite(): Promise<void> {
    if (!this.options.enabled) return;
    let version: string;
    try {
      version = await this.readVersion();
    } catch (error) {
      // The write itself succeeded: answer it, and trust nothing cached.
      this.options.log.error({ err: error }, 'cannot read the principal version');
      this.invalidate();
      return;
    }
    if (version === this.lastVersion) return;
    this.lastVersion = version;
    this.invalidate();
    await this.redis?.publisher.publish(REDIS_CHANNEL, version).catch((error: unknown) => this.options.log.error({ err: error }, 'cannot publish a principal change'));
  }

  private async readVersion(): Promise<string> {
    const result = rowsOf<{ v: string; is_called: boolean }>(await this.db.execute(sql`select last_value::text as v, is_called from principal_version`));
    const row = result[0];
    return row ? `${row.v}:${row.is_called}` : '';
  }
}
