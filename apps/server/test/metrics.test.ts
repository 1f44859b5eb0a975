import parsePrometheusTextFormat from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, type TestApp } from './helpers';
import { testDatabaseKind } from './database';

/** `/metrics` as a company's monitoring scrapes it, and who may not. */
describe('metrics', () => {
  let t: TestApp;
  let guarded: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    guarded = await buildTestApp({ config: { metricsToken: 'scrape-secret-of-this-test' } });
  });
  afterAll(async () => {
    await guarded.close();
    await t.close();
  });

  const scrape = (app: TestApp, options: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
    app.app.inject({ method: 'GET', url: '/metrics', remoteAddress: options.remoteAddress ?? '127.0.0.1', headers: options.headers ?? {} });

  it('counts requests by route pattern and status, with latency, the job queue and the process, in the Prometheus text format', async () => {
    const rep = (await login(t.app, 'rep')).access_token;
    const health = await t.app.inject({ url: '/healthz' });
    expect(health.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect((await api(t.app, rep, { url: '/prod-api/API-SYSTEM/user/info' })).statusCode).toBe(200);
    expect((await api(t.app, null, { url: '/prod-api/API-SYSTEM/user/info' })).statusCode).toBe(401);

    const response = await scrape(t);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = new Map(parsePrometheusTextFormat(response.body).map((family) => [family.name, family]));

    const requests = families.get('http_requests_total')!;
    expect(requests.type).toBe('COUNTER');
    const count = (route: string, status: string) =>
      Number(requests.metrics.find((m) => m.labels?.route === route && m.labels.status === status && m.labels.method === 'GET')?.value ?? 0);
    expect(count('/healthz', '200')).toBeGreaterThanOrEqual(1);
    const infoRoute = requests.metrics.find((m) => m.labels?.route?.endsWith('/user/info'))!.labels!.route!;
    expect(infoRoute).not.toMatch(/\d{3,}/);
    expect(count(infoRoute, '200')).toBeGreaterThanOrEqual(1);
    expect(count(infoRoute, '401')).toBeGreaterThanOrEqual(1);

    // The parser folds a labelled histogram's series together, so its series are read from the text.
    expect(families.get('http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    expect(Number(/^http_request_duration_seconds_count\{method="GET",route="\/healthz"\} (\d+)$/m.exec(response.body)?.[1])).toBeGreaterThanOrEqual(1);
    expect(response.body).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/healthz"\} \d+$/m);

    expect(families.get('jobs')?.type).toBe('GAUGE');
    expect(families.get('nodejs_eventloop_lag_seconds')?.type).toBe('GAUGE');
    expect(families.get('process_resident_memory_bytes')).toBeTruthy();
    if (testDatabaseKind === 'postgres') {
      const pool = families.get('db_pool_connections')!;
      expect(pool.metrics.map((m) => m.labels?.state).sort()).toEqual(['idle', 'open', 'waiting']);
    }
  });

  it('answers only this machine without a token, and only the token with one', async () => {
    expect((await scrape(t, { remoteAddress: '203.0.113.7' })).statusCode).toBe(403);
    // A reverse proxy on this machine connects from loopback, but names the public caller it forwards.
    expect((await scrape(t, { headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(403);
    expect((await scrape(guarded)).statusCode).toBe(403);
    expect((await scrape(guarded, { remoteAddress: '203.0.113.7', headers: { authorization: 'Bearer wrong-secret-of-this-test!' } })).statusCode).toBe(403);
    expect((await scrape(guarded, { remoteAddress: '203.0.113.7', headers: { authorization: 'Bearer scrape-secret-of-this-test' } })).statusCode).toBe(200);
  });
});
