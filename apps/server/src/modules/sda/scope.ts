import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Principal } from '../../platform/principal';
import { startsWith } from '../../db/starts-with';

/** Rows whose territory path lies in the caller's subtree; everything for an enterprise-wide role. */
export function inScope(principal: Principal, orgPath: AnyPgColumn): SQL | undefined {
  if (principal.dataRange === 'all') return undefined;
  if (!principal.orgPath) return sql`false`;
  return startsWith(sql`${orgPath}`, principal.orgPath);
}

export function pathInScope(principal: Principal, path: string): boolean {
  return principal.dataRange === 'all' || (!!principal.orgPath && path.startsWith(principal.orgPath));
}
