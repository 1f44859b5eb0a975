// `npm run bench:customers [-- --doctors=N --seconds=S --connections=C]`: doctor search under load.
// PostgreSQL when DATABASE_URL is set (default 1,000,000 doctors, 20 clients), else PGlite (100,000, 1 client).
import os from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { appUser, organization } from '../../apps/server/src/db/schema/platform/tenancy';
import type { Principal } from '../../apps/server/src/platform/principal';
import type { Tenant } from '../../apps/server/src/platform/tenant-directory';
import { doctorSearchSql, encodeCursor } from '../../apps/server/src/modules/customers/doctors/search-repository';
import type { DoctorSearch } from '@crm/shared/contracts/customer-doctor-schemas';
import { benchRun, demoToken, generateData, log, openBenchDatabase, startBenchServer } from '../support';
import { generateBenchData } from './generate';
import { measureSearchScenario, measureSql } from './measure';
import { rowsOf } from '../../apps/server/src/db/rows';

const { databaseUrl, onPostgres, count } = benchRun(process.env.DATABASE_URL);
const doctors = count('doctors', 1_000_000, 100_000);
const seconds = count('seconds', 10);
const connections = count('connections', 20, 1);
const pgliteDir = process.env.BENCH_PGLITE_DIR ?? path.join(os.tmpdir(), `crm-bench-pglite-${doctors}`);

async function prepare() {
  const { database, tenant } = await openBenchDatabase(databaseUrl, pgliteDir);
  await generateData(() => generateBenchData(database.db, { tenantId: tenant.id, doctors, log }));
  return { database, tenant };
}

const { database, tenant } = await prepare();
const db = database.db;
const principalOf = async (username: string): Promise<Principal> => {
  const [user] = await db
    .select({ user: appUser, path: organization.path })
    .from(appUser)
    .leftJoin(organization, eq(organization.id, appUser.orgId))
    .where(and(eq(appUser.tenantId, tenant.id), eq(appUser.username, username)));
  const dataRange = username === 'admin' ? 'all' : username === 'manager' ? 'department_and_below' : 'self';
  return {
    tenant: { ...tenant, externalIssuer: null } as Tenant,
    userId: user!.user.id,
    username,
    firstName: '',
    nameEn: null,
    orgId: user!.user.orgId,
    orgPath: user!.path,
    sessionId: null,
    roles: [],
    roleCodes: [],
    permissions: [],
    dataRange,
    mustChangePassword: false,
    profile: { email: null, mobile: null, avatar: null, language: 'zh', orgName: null, orgNameEn: null },
  };
};
const admin = await principalOf('admin');
const manager = await principalOf('manager');
const firstRow = async (query: ReturnType<typeof sql>) => rowsOf<Record<string, string | number>>(await db.execute(query))[0]!;
const province = await firstRow(sql`select province_code from doctor where tenant_id = ${tenant.id} group by province_code order by count(*) desc limit 1`);
// The cursor a client holds after reading 499 pages of 20.
const deep = await firstRow(sql`select name_pinyin, id from doctor where tenant_id = ${tenant.id} order by (name_pinyin collate "C"), id offset ${499 * 20 - 1} limit 1`);
const total = await firstRow(sql`select count(*)::int as n from doctor where tenant_id = ${tenant.id}`);
const deepCursor = encodeCursor({ pinyin: String(deep.name_pinyin), id: Number(deep.id), total: 10_000, capped: true });
const base = { listType: 'ALL_CUSTOMER', size: 20 } as const;
const scenarios: Array<{ name: string; user: 'admin' | 'manager'; body: DoctorSearch }> = [
  { name: 'all customers, first page', user: 'admin', body: { ...base } },
  {
    name: 'filter + keyword (province, level, "wang")',
    user: 'admin',
    body: { ...base, provinceCode: String(province.province_code), hospitalLevels: ['3A', '3B', '2A'], keyword: 'wang' },
  },
  { name: 'Chinese name "张伟"', user: 'admin', body: { ...base, keyword: '张伟' } },
  { name: 'pinyin initials "zw"', user: 'admin', body: { ...base, keyword: 'zw' } },
  { name: 'page 500 (keyset cursor)', user: 'admin', body: { ...base, cursor: deepCursor } },
  { name: 'manager: my customers + "li"', user: 'manager', body: { ...base, listType: 'MY_CUSTOMER', keyword: 'li' } },
];

// The floor first, on the bench's own connection: PGlite admits one process at a time, so the
// database is closed before the server opens it.
const floors = new Map<string, Awaited<ReturnType<typeof measureSql>>>();
for (const scenario of scenarios) {
  const { count, page } = await doctorSearchSql(db, scenario.user === 'admin' ? admin : manager, scenario.body);
  floors.set(scenario.name, await measureSql(db, count ? [count, page] : [page]));
}
await database.close();

// Background jobs off: at boot the KOL scoring of a million doctors would take a core for the whole
// measurement (its own cost is not doctor search's).
const server = await startBenchServer({ BENCH_PGLITE_DIR: pgliteDir, BACKGROUND_JOBS: 'false' });
const tokens = { admin: await demoToken(server.port, 'admin'), manager: await demoToken(server.port, 'manager') };
log(`${total.n} doctors; ${connections} client(s), ${seconds} s per scenario on ${onPostgres ? 'PostgreSQL' : 'PGlite'}`);
const table: Array<Record<string, string | number>> = [];
try {
  for (const scenario of scenarios) {
    const url = `http://localhost:${server.port}/prod-api/doctor/search`;
    const row = await measureSearchScenario({ name: scenario.name, url, token: tokens[scenario.user], body: scenario.body, connections, seconds });
    const floor = floors.get(scenario.name)!;
    table.push({ ...row, 'SQL p50 ms': Number(floor.p50.toFixed(1)), 'SQL p95 ms': Number(floor.p95.toFixed(1)) });
  }
} finally {
  server.stop();
}
console.table(table);
