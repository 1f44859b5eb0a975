/**
 * Composite foreign keys between tenant tables (decision 0030): every single-column foreign key from
 * one table with a tenant_id to another gets a twin on (tenant_id, column) → (tenant_id, id), so a row
 * cannot point at another tenant's row even by a bug. The twin takes the original's delete action, so
 * the two never disagree about a deletion whichever fires first. Applied after the migrations, like
 * the policies, so a key a later migration adds gets its twin without a step of its own.
 */

/** A foreign key between tenant tables that has no tenant twin yet. */
export interface UntwinnedKey {
  name: string;
  child: string;
  column: string;
  parent: string;
  parentColumn: string;
  /** pg_constraint.confdeltype: a no action, r restrict, c cascade, n set null, d set default. */
  onDelete: string;
}

export const UNTWINNED_KEYS_SQL = `
  select c.conname as name, cl.relname as child, a.attname as column, pl.relname as parent, pa.attname as "parentColumn", c.confdeltype as "onDelete"
  from pg_constraint c
  join pg_class cl on cl.oid = c.conrelid
  join pg_namespace n on n.oid = cl.relnamespace
  join pg_class pl on pl.oid = c.confrelid
  join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
  join pg_attribute pa on pa.attrelid = c.confrelid and pa.attnum = c.confkey[1]
  where c.contype = 'f' and n.nspname = 'public' and cardinality(c.conkey) = 1 and a.attname <> 'tenant_id'
    and exists (select 1 from pg_attribute t where t.attrelid = c.conrelid and t.attname = 'tenant_id' and not t.attisdropped)
    and exists (select 1 from pg_attribute t where t.attrelid = c.confrelid and t.attname = 'tenant_id' and not t.attisdropped)
    and not exists (
      select 1 from pg_constraint twin
      where twin.contype = 'f' and twin.conrelid = c.conrelid and twin.confrelid = c.confrelid and cardinality(twin.conkey) = 2 and twin.conkey @> array[c.conkey[1]])
  order by cl.relname, c.conname`;

const ACTIONS: Record<string, (column: string) => string> = {
  a: () => 'no action',
  r: () => 'restrict',
  c: () => 'cascade',
  n: (column) => `set null ("${column}")`,
  d: (column) => `set default ("${column}")`,
};

/** PostgreSQL keeps 63 bytes of a name: long names keep their start and a suffix that says what they are. */
const named = (base: string, suffix: string) => `${base.slice(0, 63 - suffix.length)}${suffix}`;

/** The unique index each parent needs on (tenant_id, id) and each key's twin, added and then validated. */
export function tenantKeyStatements(keys: UntwinnedKey[]): string[] {
  const statements: string[] = [];
  const indexed = new Set<string>();
  for (const key of keys) {
    const index = named(`${key.parent}_tenant_${key.parentColumn}`, '_key');
    if (!indexed.has(index)) {
      statements.push(`create unique index if not exists "${index}" on "${key.parent}" (tenant_id, "${key.parentColumn}")`);
      indexed.add(index);
    }
    const twin = named(key.name, '_tenant');
    const action = (ACTIONS[key.onDelete] ?? ACTIONS.a!)(key.column);
    statements.push(
      `alter table "${key.child}" add constraint "${twin}" foreign key (tenant_id, "${key.column}") references "${key.parent}" (tenant_id, "${key.parentColumn}") on delete ${action} not valid`,
      `alter table "${key.child}" validate constraint "${twin}"`,
    );
  }
  return statements;
}
