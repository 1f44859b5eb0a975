import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { enterprise } from '../db/schema/platform/tenancy';

export type EnterpriseRow = typeof enterprise.$inferSelect;

export interface Tenant extends EnterpriseRow {
  /** Issuer of an outside identity server (authAddress is absolute), or null for the embedded realm. */
  externalIssuer: string | null;
}

const TTL_MS = 30_000;

function toTenant(row: EnterpriseRow): Tenant {
  const external = /^https?:\/\//i.test(row.authAddress);
  return { ...row, externalIssuer: external ? `${row.authAddress.replace(/\/$/, '')}/realms/${row.realm}` : null };
}

/** Turns `http://host:port/...`, `host:port` or `host` into the bare lower-case host name. */
export function hostOf(domain: string): string {
  const value = domain.trim().toLowerCase();
  try {
    if (/^[a-z][a-z0-9+.-]*:\/\//.test(value)) return new URL(value).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return value;
  }
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']'));
  return value.split(':')[0] ?? value;
}

/** Looks tenants up by domain or realm, with a short cache so each request costs no query. */
export class TenantDirectory {
  private readonly byDomain = new Map<string, { tenant: Tenant | null; at: number }>();
  private readonly byRealm = new Map<string, { tenant: Tenant | null; at: number }>();

  constructor(private readonly db: Database) {}

  async findByDomain(domain: string): Promise<Tenant | null> {
    const host = hostOf(domain);
    const cached = this.byDomain.get(host);
    if (cached && Date.now() - cached.at < TTL_MS) return cached.tenant;
    const [row] = await this.db.select().from(enterprise).where(eq(enterprise.domain, host)).limit(1);
    const tenant = row ? toTenant(row) : null;
    this.byDomain.set(host, { tenant, at: Date.now() });
    return tenant;
  }

  async findByRealm(realm: string): Promise<Tenant | null> {
    const cached = this.byRealm.get(realm);
    if (cached && Date.now() - cached.at < TTL_MS) return cached.tenant;
    const [row] = await this.db.select().from(enterprise).where(eq(enterprise.realm, realm)).limit(1);
    const tenant = row ? toTenant(row) : null;
    this.byRealm.set(realm, { tenant, at: Date.now() });
    return tenant;
  }

  forget(): void {
    this.byDomain.clear();
    this.byRealm.clear();
  }
}
