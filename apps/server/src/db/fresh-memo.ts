import { createHash } from 'node:crypto';

/** A short key for a long one (a statement with its values, a list of ids): kept keys stay small. */
export function digestKey(...parts: unknown[]): string {
  return createHash('sha1').update(JSON.stringify(parts)).digest('base64url');
}

/**
 * Answers read from a database and kept for a while, per database handle: facts that change slowly
 * and are needed at every request (a data range's size, the hospitals' names, whether a list's
 * count reached its cap). A load that fails is not kept, so the next request tries again; past
 * `most` keys the oldest goes first.
 */
export class FreshMemo<T> {
  private readonly byDatabase = new WeakMap<object, Map<string, { at: number; value: Promise<T> }>>();

  constructor(
    private readonly freshMs: number,
    private readonly most = 1_000,
  ) {}

  /** The answer under `key` when younger than freshMs, else `load()`'s, kept from now. */
  get(db: object, key: string, load: () => Promise<T>): Promise<T> {
    const kept = this.peek(db, key);
    if (kept) return kept;
    const value = load();
    this.keep(db, key, value);
    return value;
  }

  /** The answer under `key` when younger than freshMs. */
  peek(db: object, key: string): Promise<T> | undefined {
    const entry = this.byDatabase.get(db)?.get(key);
    return entry && Date.now() - entry.at < this.freshMs ? entry.value : undefined;
  }

  /** Keeps `value` under `key` from now. */
  set(db: object, key: string, value: T): void {
    this.keep(db, key, Promise.resolve(value));
  }

  private keep(db: object, key: string, value: Promise<T>): void {
    let entries = this.byDatabase.get(db);
    if (!entries) this.byDatabase.set(db, (entries = new Map()));
    const entry = { at: Date.now(), value };
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > this.most) entries.delete(entries.keys().next().value!);
    value.catch(() => {
      if (entries.get(key) === entry) entries.delete(key);
    });
  }
}
