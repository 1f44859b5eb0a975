import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client';
import { buildTestApp, openTestDatabase, REALM, TENANT_A, type TestApp } from './helpers';

const redisUrl = process.env.TEST_REDIS_URL || undefined;
const LIMIT = 4;

/**
 * Two instances of the product behind one address: with Redis they hold one sign-in limit between
 * them, so a guesser who spreads attempts over both gets no more than the limit; without Redis each
 * instance counts its own.
 */
describe.runIf(redisUrl)('sign-in rate limit across two instances', () => {
  let database: DatabaseHandle;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    database = await openTestDatabase();
    for (const shared of [true, true, false, false]) {
      apps.push(await buildTestApp({ database, config: { redisUrl: shared ? redisUrl : undefined, loginRatePerMinute: LIMIT } }));
    }
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.close();
  });

  /** A wrong password from `address`: 401 while under the limit, 429 once over it. */
  const attempt = (app: TestApp, address: string) =>
    app.app
      .inject({
        method: 'POST',
        url: `/auth/realms/${REALM[TENANT_A]}/protocol/openid-connect/token`,
        remoteAddress: address,
        headers: { host: TENANT_A, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ client_id: 'crm-web', grant_type: 'password', username: 'no-such-user', password: 'not-the-password' }).toString(),
      })
      .then((response) => response.statusCode);

  // An address of this run alone, so counts left in Redis by other runs do not meet it.
  const address = () => `10.${process.pid % 250}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

  it('refuses the attempt past the limit on whichever instance it reaches, with Redis', async () => {
    const guesser = address();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) statuses.push(await attempt(apps[i % 2]!, guesser));
    expect(statuses).toEqual([...Array<number>(LIMIT).fill(401), 429, 429]);
  });

  it('counts per instance without Redis, which is why several instances need it', async () => {
    const guesser = address();
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT * 2; i++) statuses.push(await attempt(apps[2 + (i % 2)]!, guesser));
    expect(statuses).toEqual(Array<number>(LIMIT * 2).fill(401));
  });
});
