/**
 * Row-level security on every tenant table (decision 0030): the application works as APP_ROLE,
 * neither a superuser nor BYPASSRLS, and sees, changes and adds only rows whose tenant_id is the
 * one its connection is switched to (`app.tenant_id`; unset or empty means no tenant row at all).
 * Applied after the migrations, so a table a later migration adds is covered without its own step.
 */
export const APP_ROLE = 'crm_app';

/** The policy's tenant, read once per statement: null (no row passes) when the setting is unset or empty. */
const SETTING = "nullif(current_setting('app.tenant_id', true), '')::bigint";

/** Tables whose rows may belong to no tenant (the platform's own jobs): a scope sees those too. */
const SHARED_ROWS = new Set(['background_job']);

/** Creates the role if need be, grants it the tables, and enables, forces and keys the policy of every table with a tenant_id. */
export function rowSecurityStatements(tables: Array<{ name: string; hasPolicy: boolean; enabled: boolean; forced: boolean }>): string[] {
  const statements = [
    // Created only where it is missing, so a user without CREATEROLE migrates once an administrator has made it.
    `do $$ begin if not exists (select from pg_roles where rolname = '${APP_ROLE}') then create role ${APP_ROLE} nologin nosuperuser nobypassrls; end if; exception when duplicate_object or unique_violation then null; end $$`,
    `do $$ begin execute format('grant ${APP_ROLE} to %I', current_user); exception when others then null; end $$`,
    `grant usage on schema public to ${APP_ROLE}`,
    `grant select, insert, update, delete on all tables in schema public to ${APP_ROLE}`,
    `grant usage, select on all sequences in schema public to ${APP_ROLE}`,
  ];
  for (const table of tables) {
    const name = `"${table.name}"`;
    if (!table.enabled) statements.push(`alter table ${name} enable row level security`);
    if (!table.forced) statements.push(`alter table ${name} force row level security`);
    if (table.hasPolicy) continue;
    const own = `tenant_id = ${SETTING}`;
    const rule = SHARED_ROWS.has(table.name) ? `(${own} or tenant_id is null)` : `(${own})`;
    statements.push(`create policy tenant_isolation on ${name} as permissive for all to public using ${rule} with check ${rule}`);
  }
  return statements;
}

/** Every base table of the public schema with a tenant_id column, and how far row-level security covers it already. */
export const TENANT_TABLES_SQL = `
  select c.relname as name, c.relrowsecurity as enabled, c.relforcerowsecurity as forced,
         exists (select 1 from pg_policy p where p.polrelid = c.oid and p.polname = 'tenant_isolation') as "hasPolicy"
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname = 'public' and c.relkind in ('r', 'p')
    and exists (select 1 from pg_attribute a where a.attrelid = c.oid and a.attname = 'tenant_id' and not a.attisdropped)
  order by c.relname`;

/** The statement that switches a connection to the application role and a tenant ('' for none), or back to the administrative path (null). */
export function switchStatement(setting: string | null): { text: string; values: string[] } {
  if (setting === null) return { text: "select set_config('role', 'none', false), set_config('app.tenant_id', '', false)", values: [] };
  return { text: "select set_config('role', $1, false), set_config('app.tenant_id', $2, false)", values: [APP_ROLE, setting] };
}
