import { rowsOf } from './rows';
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

/**
 * PostgreSQL: requests and jobs log in as a role of their own (DATABASE_URL), the administrative path
 * as the owner (DATABASE_ADMIN_URL). Run by the owner after the migrations: the requests' login is
 * created where it is missing (a login with the URL's password, neither superuser nor BYPASSRLS,
 * when the owner may create roles; otherwise an administrator creates it first) and made a member
 * of the application role, whose grants it inherits. A login that exists is left as it is: the
 * server checks it before it starts (`REQUEST_LOGIN_SQL`).
 */
export async function admitRequestLogin(query: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>, url: string): Promise<void> {
  const parsed = new URL(url);
  const login = decodeURIComponent(parsed.username) || process.env.PGUSER || '';
  if (!login) throw new Error('DATABASE_URL must name the user that requests log in as');
  const existing = await query('select 1 from pg_roles where rolname = $1', [login]);
  if (existing.rows.length === 0) {
    const password = decodeURIComponent(parsed.password);
    const made = rowsOf<{ statement: string }>(
      await query(
        `select format('create role %I login nosuperuser nobypassrls nocreatedb nocreaterole inherit' || case when $2 <> '' then ' password %L' else '' end, $1::text, $2::text) as statement`,
        [login, password],
      ),
    );
    await query(made[0]!.statement).catch((error: { code?: string }) => {
      // Another instance created it at the same moment.
      if (error.code !== '42710' && error.code !== '23505') throw error;
    });
  }
  const grant = rowsOf<{ statement: string }>(await query(`select format('grant ${APP_ROLE} to %I', $1::text) as statement`, [login]));
  await query(grant[0]!.statement);
}

/** Who a connection logs in as, and whether it could step past the policies: a superuser or BYPASSRLS role within reach, or a table it owns. */
export interface RequestLogin {
  user: string;
  canBypass: boolean;
  ownsTables: boolean;
}

export const REQUEST_LOGIN_SQL = `
  select session_user::text as "user",
         exists (select 1 from pg_roles r where (r.rolsuper or r.rolbypassrls) and pg_has_role(session_user, r.oid, 'MEMBER')) as "canBypass",
         exists (select 1 from pg_class c join pg_namespace n on n.oid = c.relnamespace
                 where n.nspname = 'public' and pg_has_role(session_user, c.relowner, 'MEMBER')) as "ownsTables"`;

/**
 * PGlite is one connection, opened as its superuser: a scope's statements run with the application
 * role as the session's user (so RESET ROLE returns to it, and SET ROLE reaches no other), and the
 * administrative path returns to the superuser. The setting is a number or '' (checked).
 */
export function sessionSwitch(setting: string | null, superuser: string): string {
  // PGlite's RESET SESSION AUTHORIZATION keeps the current user: the superuser is named instead.
  if (setting === null) return `set session authorization "${superuser.replace(/"/g, '""')}"; select set_config('app.tenant_id', '', false)`;
  if (!/^[0-9]*$/.test(setting)) throw new Error(`not a tenant setting: ${setting}`);
  return `set session authorization ${APP_ROLE}; select set_config('app.tenant_id', '${setting}', false)`;
}

/** A scope's statement may not change the session's user: on PGlite that is the one way back to the superuser. */
export function refuseSessionUserChange(text: string): void {
  if (/session[\s_]*authori[sz]ation/i.test(text)) throw new Error("a tenant's statement may not change the session's user");
}

/** The statement that switches a pooled connection of requests to the application role and a tenant ('' for none). */
export function switchStatement(setting: string): { text: string; values: string[] } {
  return { text: "select set_config('role', $1, false), set_config('app.tenant_id', $2, false)", values: [APP_ROLE, setting] };
}
