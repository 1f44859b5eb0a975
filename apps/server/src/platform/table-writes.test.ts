import { describe, expect, it } from 'vitest';
import { lintAs } from './lint-test-kit';

const { lintCode } = lintAs();

/** The table rule's findings on a piece of code linted as if it were the file at `file`: 'write' or 'query' each. */
async function tableFindings(file: string, code: string): Promise<string[]> {
  return (await lintCode(file, code)).filter((m) => m.ruleId === 'tables/owned-tables').map((m) => (m.message.includes('changes the rows') ? 'write' : 'query'));
}

/** The schema file each table of these probes is defined in. */
const SCHEMA_FILE: Record<string, string> = {
  appUser: 'platform/tenancy',
  authSession: 'platform/sessions',
  doctor: 'customers/customers',
  eventIngest: 'analytics/event-ingest',
  leadScoreRule: 'lead-scoring/lead-scoring',
  role: 'platform/tenancy',
  task: 'tasks/tasks',
  visit: 'visits/visits',
};

const drizzle = (tables: string, body: string) =>
  `import { sql } from 'drizzle-orm';\nimport { ${tables} } from '../../db/schema/${SCHEMA_FILE[tables]}';\nimport type { Database } from '../../db/client';\nexport const probe = (db: Database) => [sql, ${tables}, ${body}];\n`;

describe('only owners write their tables (eslint.tables.js)', () => {
  it("refuses a write to another module's table, by Drizzle or in SQL, and lets the module read it", async () => {
    const visits = 'apps/server/src/modules/visits/probe.ts';
    expect(await tableFindings(visits, drizzle('doctor', 'db.update(doctor).set({ lastVisitAt: null })'))).toEqual(['write']);
    expect(await tableFindings(visits, drizzle('doctor', 'db.insert(doctor).values([])'))).toEqual(['write']);
    expect(await tableFindings(visits, drizzle('doctor', 'db.delete(doctor)'))).toEqual(['write']);
    const aliased =
      "import { doctor as d } from '../../db/schema/customers/customers';\nimport type { Database } from '../../db/client';\nexport const probe = (db: Database) => db.update(d).set({ lastVisitAt: null });\n";
    expect(await tableFindings(visits, aliased)).toEqual(['write']);
    for (const statement of [
      'update doctor set email = null',
      'insert into doctor (id) values (1)',
      'delete from doctor',
      'merge into doctor d using x on true',
      'truncate table doctor',
    ]) {
      expect(await tableFindings(visits, drizzle('visit', `sql\`${statement}\``)), statement).toEqual(['write']);
    }
    // SQL written out as text is read too.
    expect(await tableFindings(visits, drizzle('visit', "sql.raw('update doctor set email = null'), sql.raw(`insert into doctor (id) select 1`)"))).toEqual(['write', 'write']);
    // Reading it is fine: customers is below visits.
    expect(await tableFindings(visits, drizzle('doctor', 'db.select().from(doctor)'))).toEqual([]);
    expect(await tableFindings(visits, drizzle('visit', 'sql`select d.id from doctor d join visit v on v.doctor_id = d.id for update`'))).toEqual([]);
    // Its own tables it writes.
    expect(await tableFindings(visits, drizzle('visit', 'db.update(visit).set({ notes: null }), sql`update visit set notes = null`'))).toEqual([]);
  });

  it('lets the owner write, and holds demo code to its module', async () => {
    expect(
      await tableFindings('apps/server/src/modules/customers/probe.ts', drizzle('doctor', 'db.update(doctor).set({ lastVisitAt: null }), sql`update doctor set email = null`')),
    ).toEqual([]);
    expect(await tableFindings('apps/server/src/modules/visits/demo/probe.ts', drizzle('task', 'db.insert(task).values([])'))).toEqual(['write']);
  });

  it("gives lead scoring's tables to lead scoring, which analytics, above it, reads but does not write", async () => {
    expect(await tableFindings('apps/server/src/modules/lead-scoring/probe.ts', drizzle('leadScoreRule', 'db.insert(leadScoreRule).values([])'))).toEqual([]);
    const analytics = 'apps/server/src/modules/analytics/probe.ts';
    expect(await tableFindings(analytics, drizzle('leadScoreRule', 'db.insert(leadScoreRule).values([])'))).toEqual(['write']);
    expect(await tableFindings(analytics, drizzle('eventIngest', 'sql`select p.points from lead_score_point p`, db.update(eventIngest).set({ status: "RUNNING" })'))).toEqual([]);
  });

  it('lets platform code and the stewards named in eslint.tables.js write platform tables, and no other module', async () => {
    expect(await tableFindings('apps/server/src/modules/admin/probe.ts', drizzle('role', 'db.insert(role).values([])'))).toEqual([]);
    expect(await tableFindings('apps/server/src/modules/identity/probe.ts', drizzle('authSession', 'db.update(authSession).set({ revokedAt: null })'))).toEqual([]);
    // Sessions are identity's to end: the administration console asks it.
    expect(await tableFindings('apps/server/src/modules/admin/probe.ts', drizzle('authSession', 'db.update(authSession).set({ revokedAt: null })'))).toEqual(['write']);
    expect(
      await tableFindings('apps/server/src/modules/visits/probe.ts', drizzle('appUser', 'db.update(appUser).set({ email: null }), sql`update app_user set email = null`')),
    ).toEqual(['write', 'write']);
    expect(await tableFindings('apps/server/src/platform/probe.ts', drizzle('appUser', 'db.update(appUser).set({ email: null })'))).toEqual([]);
  });
}, 120_000);
