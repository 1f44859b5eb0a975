// The field-force mix: virtual users, each with its own session, doing what a rep does in a day
// (my customers, a doctor keyword search, open a doctor, my visits, my tasks, log a visit) with a
// think time between steps.
import { percentiles, type Timing } from '../customers/measure';

export interface MixUser {
  token: string;
  doctorIds: number[];
  productId: number;
}

interface Step {
  name: string;
  weight: number;
  request: (user: MixUser, n: number) => { method: 'GET' | 'POST'; path: string; body?: unknown };
}

const KEYWORDS = ['王', '李', '张', 'wang', 'li', 'zh', '医院', '陈'];
const pick = <T>(items: T[], n: number): T => items[n % items.length]!;

export const STEPS: Step[] = [
  { name: 'my customers', weight: 3, request: () => ({ method: 'POST', path: '/prod-api/doctor/search', body: { listType: 'MY_CUSTOMER', size: 20 } }) },
  {
    name: 'doctor keyword search',
    weight: 2,
    request: (_u, n) => ({ method: 'POST', path: '/prod-api/doctor/search', body: { listType: 'MY_CUSTOMER', size: 20, keyword: pick(KEYWORDS, n) } }),
  },
  { name: 'open a doctor', weight: 3, request: (u, n) => ({ method: 'GET', path: `/prod-api/doctor/find/${pick(u.doctorIds, n)}` }) },
  { name: 'my visits', weight: 2, request: () => ({ method: 'POST', path: '/prod-api/v2/visit/find/my/page?page=0&size=20', body: {} }) },
  { name: 'my tasks', weight: 2, request: () => ({ method: 'POST', path: '/prod-api/task/page?page=0&size=20', body: { tab: 'all' } }) },
  {
    name: 'log a visit',
    weight: 1,
    request: (u, n) => {
      // Distinct past half-hours, so a user's visits never fall on one another.
      const start = new Date(Date.now() - (2 + (n % 500)) * 3_600_000);
      return {
        method: 'POST',
        path: '/prod-api/v2/visit/add',
        body: {
          doctorId: pick(u.doctorIds, n),
          startAt: start.toISOString(),
          endAt: new Date(start.getTime() + 1_800_000).toISOString(),
          visitType: 'FACE',
          purpose: 'PRODUCT',
          duration: '30',
          result: 'INTERESTED',
          productIds: [u.productId],
          notes: '介绍新适应症',
        },
      };
    },
  },
];

const schedule = STEPS.flatMap((step) => Array.from({ length: step.weight }, () => step));

export interface MixResult {
  requestsPerSecond: number;
  requests: number;
  errors: number;
  overall: Timing;
  steps: Array<{ name: string; count: number } & Timing>;
  /** Before the timed run each user sends one request at once: the slowest of that burst (ms). */
  warmUpSlowest: number;
  /** The five slowest requests: which step, how long, and when in the run it started (s). */
  slowest: Array<{ step: string; ms: number; at: number }>;
  firstError?: string;
}

/** One request of a step for a user; resolves with its status and body. */
async function send(base: string, user: MixUser, step: Step, n: number): Promise<{ status: number; text: string }> {
  const request = step.request(user, n);
  const response = await fetch(`${base}${request.path}`, {
    method: request.method,
    headers: { host: 'localhost', authorization: `Bearer ${user.token}`, ...(request.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  return { status: response.status, text: await response.text() };
}

/** Runs `users` virtual users for `seconds`; each waits 50–150 ms between its requests. */
export async function runMix(base: string, users: MixUser[], seconds: number): Promise<MixResult> {
  // A session's first request loads its principal (then cached): a burst of every user's first
  // request at once is a cold start the working day does not repeat, timed apart from the run.
  const warmUp = await Promise.all(
    users.map(async (user) => {
      const started = performance.now();
      await send(base, user, STEPS[0]!, 0);
      return performance.now() - started;
    }),
  );
  const samples = new Map<string, number[]>(STEPS.map((s) => [s.name, []]));
  const all: number[] = [];
  const slowest: MixResult['slowest'] = [];
  let errors = 0;
  let firstError: string | undefined;
  const until = Date.now() + seconds * 1000;
  const runStarted = performance.now();
  const runUser = async (user: MixUser, index: number) => {
    let n = index * 7;
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 150));
    while (Date.now() < until) {
      const step = schedule[(n + index) % schedule.length]!;
      const started = performance.now();
      try {
        const response = await send(base, user, step, n);
        if (response.status !== 200) {
          errors += 1;
          firstError ??= `${step.name}: HTTP ${response.status} ${response.text.slice(0, 200)}`;
        }
      } catch (error) {
        errors += 1;
        firstError ??= `${step.name}: ${String(error)}`;
      }
      const elapsed = performance.now() - started;
      samples.get(step.name)!.push(elapsed);
      all.push(elapsed);
      if (slowest.length < 5 || elapsed > slowest.at(-1)!.ms) {
        slowest.push({ step: step.name, ms: Math.round(elapsed), at: Math.round((started - runStarted) / 100) / 10 });
        slowest.sort((a, b) => b.ms - a.ms).splice(5);
      }
      n += 1;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  };
  const started = Date.now();
  await Promise.all(users.map((user, index) => runUser(user, index)));
  const elapsed = (Date.now() - started) / 1000;
  return {
    requestsPerSecond: all.length / elapsed,
    requests: all.length,
    errors,
    overall: percentiles(all),
    steps: STEPS.map((s) => ({ name: s.name, count: samples.get(s.name)!.length, ...percentiles(samples.get(s.name)!) })),
    slowest,
    warmUpSlowest: Math.round(Math.max(...warmUp)),
    ...(firstError ? { firstError } : {}),
  };
}
