import { describe, expect, it } from 'vitest';
import { OldestFirst, requestStart } from '../src/db/oldest-first';

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
});
