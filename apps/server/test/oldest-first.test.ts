import { describe, expect, it } from 'vitest';
import { BACKGROUND_DEFER_MS, OldestFirst, requestStart } from '../src/db/oldest-first';

describe('PGlite query order under load', () => {
  it('serves the oldest request first, one piece at a time, and lets a newcomer wait its turn', async () => {
    const scheduler = new OldestFirst();
    const order: string[] = [];
    let running = 0;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const piece = (name: string, started: number, wait?: Promise<void>) =>
      requestStart.run(started, () =>
        scheduler.run(async () => {
          running += 1;
          expect(running).toBe(1);
          order.push(name);
          await wait;
          running -= 1;
        }),
      );
    const all = [piece('first', 100, gate), piece('newest', 300), piece('oldest', 50), piece('middle', 200), piece('middle again', 200)];
    release();
    await Promise.all(all);
    expect(order).toEqual(['first', 'oldest', 'middle', 'middle again', 'newest']);
  });

  it('lets a request that comes just after background work go first, but not one that comes long after', async () => {
    const scheduler = new OldestFirst();
    const order: string[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const now = Date.now();
    const running = requestStart.run(now - 1000, () => scheduler.run(() => gate));
    // Background work: no request around it.
    const background = scheduler.run(async () => void order.push('background'));
    const soon = requestStart.run(now + BACKGROUND_DEFER_MS / 2, () => scheduler.run(async () => void order.push('request just after')));
    const late = requestStart.run(now + BACKGROUND_DEFER_MS * 4, () => scheduler.run(async () => void order.push('request long after')));
    release();
    await Promise.all([running, background, soon, late]);
    expect(order).toEqual(['request just after', 'background', 'request long after']);
  });
});
