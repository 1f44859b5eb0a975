import { sql } from 'drizzle-orm';
import type { TestApp } from './helpers';
import { api, TENANT_A } from './helpers';
import { rowsOf } from '../src/db/rows';

/** Rows of a raw query on the test database. */
export async function query<T = Record<string, unknown>>(t: TestApp, statement: ReturnType<typeof sql>): Promise<T[]> {
  return rowsOf<T>(await t.database.db.execute(statement));
}

/** Doctors of a tenant in a sales manager's range (`inside`) and outside it. */
export async function fixtureDoctors(t: TestApp, host = TENANT_A) {
  const inside = await query<{ id: string; hospital_id: string }>(
    t,
    sql`select d.id, d.hospital_id from doctor d join enterprise en on en.id = d.tenant_id and en.domain = ${host}
      where exists (select 1 from doctor_assignment a join app_user u on u.username = 'manager' and u.tenant_id = d.tenant_id join organization o on o.id = u.org_id
        where a.doctor_id = d.id and (a.org_path collate "C") like o.path || '%')
      order by d.id limit 6`,
  );
  const [outside] = await query<{ id: string; hospital_id: string }>(
    t,
    sql`select d.id, d.hospital_id from doctor d join enterprise en on en.id = d.tenant_id and en.domain = ${host}
      where not exists (select 1 from doctor_assignment a join app_user u on u.username = 'manager' and u.tenant_id = d.tenant_id join organization o on o.id = u.org_id
        where a.doctor_id = d.id and (a.org_path collate "C") like o.path || '%')
      order by d.id limit 1`,
  );
  return { inside: inside.map((d) => ({ id: Number(d.id), hospitalId: Number(d.hospital_id) })), outside: { id: Number(outside!.id), hospitalId: Number(outside!.hospital_id) } };
}

export interface FixtureEvent {
  sourceEventId: string;
  type: string;
  occurredAt: string;
  doctorId?: number;
  doctorCode?: string;
  productId?: number;
  properties?: Record<string, unknown>;
}

export async function ingestBatch(t: TestApp, token: string, events: unknown[], source = 'fixture', lang?: string) {
  return api(t.app, token, { method: 'POST', url: '/prod-api/analytics/events/ingest', payload: { source, events }, ...(lang ? { lang } : {}) });
}

/** Midday of a March 2020 day in Shanghai, far before any demo data. */
export const march = (day: number) => `2020-03-${String(day).padStart(2, '0')}T04:00:00.000Z`;
export const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
