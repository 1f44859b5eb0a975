import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers';

/** The probes a load balancer calls, on any host name, without a token. */
describe('health and readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('says the process is alive and ready with every migration applied, on any host', async () => {
    const alive = await t.app.inject({ url: '/healthz', headers: { host: '10.0.0.7:8080' } });
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'alive' });
    const ready = await t.app.inject({ url: '/readyz', headers: { host: 'lb.internal' } });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
    expect(ready.json().migrations).toBeGreaterThanOrEqual(16);
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('is not ready while a migration of this build is missing', async () => {
    await t.app.db.execute(sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`);
    const ready = await t.app.inject({ url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().status).toBe('migrations pending');
  });
});
