import autocannon from 'autocannon';
import type { Database } from '../../apps/server/src/db/client';
import type { SQL } from 'drizzle-orm';
import { log } from '../support';

export interface Timing {
  p50: number;
  p95: number;
  p99: number;
}

export function percentiles(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99) };
}

/** Latency percentiles and throughput of one POST body under `connections` concurrent clients. */
export async function measureHttp(input: { url: string; token: string; body: unknown; connections: number; seconds: number }) {
  const latencies: number[] = [];
  let failures = 0;
  const instance = autocannon({
    url: input.url,
    connections: input.connections,
    duration: input.seconds,
    method: 'POST',
    headers: { authorization: `Bearer ${input.token}`, 'content-type': 'application/json', host: 'localhost' },
    body: JSON.stringify(input.body),
  });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    latencies.push(responseTime);
    if (statusCode !== 200) failures += 1;
  });
  const result = await instance;
  return { ...percentiles(latencies), requestsPerSecond: result.requests.average, failures: failures + result.errors };
}

/**
 * One scenario of a paged search: its request is sent once and must answer 200, then it is measured
 * under load; the scenario's row of the results table (matches, latency percentiles, throughput).
 */
export async function measureSearchScenario(input: { name: string; url: string; token: string; body: unknown; connections: number; seconds: number }) {
  const check = await fetch(input.url, {
    method: 'POST',
    headers: { authorization: `Bearer ${input.token}`, 'content-type': 'application/json', host: 'localhost' },
    body: JSON.stringify(input.body),
  });
  const answer = (await check.json()) as { result: { totalElements: number; totalCapped: boolean } };
  if (check.status !== 200) throw new Error(`${input.name}: HTTP ${check.status} ${JSON.stringify(answer)}`);
  const http = await measureHttp(input);
  log(`${input.name}: p95 ${http.p95.toFixed(1)} ms, ${Math.round(http.requestsPerSecond)} req/s`);
  return {
    scenario: input.name,
    matches: `${answer.result.totalElements}${answer.result.totalCapped ? '+' : ''}`,
    'p50 ms': Number(http.p50.toFixed(1)),
    'p95 ms': Number(http.p95.toFixed(1)),
    'p99 ms': Number(http.p99.toFixed(1)),
    'req/s': Math.round(http.requestsPerSecond),
    errors: http.failures,
  };
}

/** The floor: the same statements run one after another on one connection. */
export async function measureSql(db: Database, statements: SQL[], runs = 40): Promise<Timing> {
  const samples: number[] = [];
  for (let i = 0; i < runs + 5; i++) {
    const started = performance.now();
    for (const statement of statements) await db.execute(statement);
    if (i >= 5) samples.push(performance.now() - started);
  }
  return percentiles(samples);
}
