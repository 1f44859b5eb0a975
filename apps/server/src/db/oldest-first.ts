import { AsyncLocalStorage } from 'node:async_hooks';

/** When the HTTP request running the current code began (set by app.ts for every request). */
export const requestStart = new AsyncLocalStorage<number>();

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

  async run<T>(work: () => Promise<T>): Promise<T> {
    if (this.busy) await new Promise<void>((start) => this.enqueue(requestStart.getStore() ?? Date.now(), start));
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
