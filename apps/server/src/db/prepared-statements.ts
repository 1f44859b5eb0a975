import { createHash } from 'node:crypto';
import type pg from 'pg';

/** "cached plan must not change result type": a migration changed the columns a named statement returns. */
const RESULT_TYPE_CHANGED = '0A000';

export interface StatementNameOptions {
  /** Uses of a text before it gets a name (a one-off query is not kept on every connection). */
  after: number;
  /** Most texts named per process: each is kept, with its plan, on every connection that ran it. */
  most: number;
  /** Most distinct texts counted while they have not reached `after`. */
  counted: number;
}

/**
 * Names for the parameterized statements the server sends again and again. PostgreSQL parses and
 * plans an unnamed statement every time it is sent; the field-force mix spent as long planning its
 * queries as running them (docs/decisions/0023-named-statements.md). A named statement is parsed
 * once per connection, and after five runs PostgreSQL keeps one generic plan for it when that plan
 * is no costlier than the ones made for each run's values.
 */
export class StatementNames {
  private readonly uses = new Map<string, number>();
  private readonly names = new Map<string, string>();
  private generation = 0;

  constructor(private readonly options: StatementNameOptions = { after: 3, most: 500, counted: 5_000 }) {}

  /** The name to send `text` under, or undefined to send it unnamed (not repeated enough yet, or too many names). */
  nameFor(text: string): string | undefined {
    const named = this.names.get(text);
    if (named) return named;
    if (this.names.size >= this.options.most) return undefined;
    const count = (this.uses.get(text) ?? 0) + 1;
    if (count < this.options.after) {
      if (this.uses.size < this.options.counted || this.uses.has(text)) this.uses.set(text, count);
      return undefined;
    }
    this.uses.delete(text);
    const name = `crm${this.generation}_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    this.names.set(text, name);
    return name;
  }

  /**
   * A migration changed the columns a named statement returns (an instance upgraded beside this one
   * ran it): every later statement gets a name of a new generation, so it is parsed again against
   * the new columns. The old statements stay on their connections, unused, until those close.
   */
  renew(): void {
    this.generation += 1;
    this.names.clear();
    this.uses.clear();
  }
}

/**
 * Only reads are named. A generic plan is made from the statistics of its time and kept: a write
 * repeated while its table grows in the same transaction (a seed, an index rebuild) kept a plan
 * made for an empty table and scanned the whole table at every row, minutes instead of seconds.
 * A read that starts with PLAN_EACH_RUN's comment is not named either (see there).
 */
const READ = /^\s*(select|with)\b/i;

/**
 * The prefix of a read that is planned at each run, never named: an analysis over millions of rows,
 * whose best plan depends on its values (a period, a data range) and whose planning costs nothing
 * beside its run. Under a generic plan a year's funnel at ten million events took 8–11 s where its
 * own plan took 3 s (bench/analytics).
 */
export const PLAN_EACH_RUN = '/* planned each run */ ';

type QueryConfig = pg.QueryConfig & { name?: string };
type Callback = (error: (Error & { code?: string }) | null, result?: unknown) => void;

/**
 * Sends the client's repeated parameterized statements under names (see StatementNames). Only a
 * statement with parameters is named: it goes through the extended protocol either way, while an
 * unparameterized text may hold several statements, which a named statement cannot.
 *
 * When a migration changed the columns a named statement returns, PostgreSQL refuses to run it
 * ("cached plan must not change result type"): the names are renewed, and a statement sent through
 * the pool (on a connection of its own, outside a transaction) is sent again at once, unnamed, so
 * its caller never sees the error. One inside a transaction fails once, as any statement may.
 */
export function nameRepeatedStatements(client: pg.ClientBase, names: StatementNames): void {
  const query = client.query.bind(client) as (config: unknown, values?: unknown, callback?: unknown) => unknown;
  const named = (config: unknown, values: unknown): QueryConfig | undefined => {
    const text = typeof config === 'string' ? config : (config as QueryConfig | null)?.text;
    // A submittable (a cursor, a stream) sends itself: left as it is.
    if (typeof text !== 'string' || (config as QueryConfig).name || typeof (config as { submit?: unknown }).submit === 'function') return undefined;
    const params = Array.isArray(values) ? values : (config as QueryConfig).values;
    if (!params?.length || !READ.test(text)) return undefined;
    const name = names.nameFor(text);
    if (!name) return undefined;
    return typeof config === 'string' ? { text, name } : { ...(config as QueryConfig), name };
  };
  (client as { query: unknown }).query = (config: unknown, values?: unknown, callback?: unknown) => {
    const withName = named(config, values);
    if (!withName) return query(config, values, callback);
    if (typeof values === 'function') {
      callback = values;
      values = undefined;
    }
    if (typeof callback === 'function') {
      // The pool's path: one statement on a connection of its own, safe to send again.
      return query(withName, values, (error: (Error & { code?: string }) | null, result?: unknown) => {
        if (error?.code !== RESULT_TYPE_CHANGED) return (callback as Callback)(error, result);
        names.renew();
        query(config, values, callback);
      });
    }
    return (query(withName, values) as Promise<unknown>).catch((error: Error & { code?: string }) => {
      if (error.code === RESULT_TYPE_CHANGED) names.renew();
      throw error;
    });
  };
}
