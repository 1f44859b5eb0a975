import { AsyncLocalStorage } from 'node:async_hooks';

/** When the HTTP request running the current code began (set by app.ts for every request). */
export const requestStart = new AsyncLocalStorage<number>();

/** How long background work may keep the event loop before it lets waiting sockets in. */
const YIELD_EVERY_MS = 5;
/**
 * Background work queues as if it had come this much later: a user's request that arrives meanwhile
 * goes first, and background work still never waits behind requests that came after that.
 */
export const BACKGROUND_DEFER_MS = 50;

/**
 * Runs work one piece at a time, the piece of the oldest request first. PGlite is a single
 * connection: in arrival order, a request needing eight queries waits behind the whole queue eight
 * times, so under load the multi-query screens starve. Oldest first lets a started request finish,
 * and as a newcomer always sorts after everyone already waiting, nobody waits forever.
 */
export class OldestFirst {
  private busy = false;
  private readonly waiting: Array<{ key: number; seq: number; start: () => void }> = [];
  private seq = 0;
  private lastYield = performance.now();

  async run<T>(work: () => Promise<T>): Promise<T> {
    const started = requestStart.getStore();
    // PGlite answers through promises alone, so a background job's chain of queries never lets the
    // event loop read its sockets: a request arriving during a mass send waited until it ended.
    // Background work (no request) gives the loop a turn every few milliseconds.
    if (started === undefined && performance.now() - this.lastYield > YIELD_EVERY_MS) {
      await new Promise<void>((resume) => setImmediate(resume));
      this.lastYield = performance.now();
    }
    if (this.busy) await new Promise<void>((start) => this.enqueue(started ?? Date.now() + BACKGROUND_DEFER_MS, start));
    this.busy = true;
    try {
      return await work();
    } finally {
      const next = this.waiting.shift();
      if (next) next.start();
      else this.busy = false;
    }
  }

  private enqueue(key: number, start: () => void) {
    const item = { key, seq: this.seq++, start };
    // Binary search for the first item that sorts after this one (equal keys keep arrival order).
    let low = 0;
    let high = this.waiting.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.waiting[mid]!.key <= key) low = mid + 1;
      else high = mid;
    }
    this.waiting.splice(low, 0, item);
  }
}
