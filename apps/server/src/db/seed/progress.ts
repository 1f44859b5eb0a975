/**
 * What start-up is doing while it migrates and seeds, a line per stage with its time:
 *
 *   migrating the database… done in 4.2 s
 *   seeding the demo: Kangning Pharma (demo) — organization 1.2 s, customers 3.1 s, … (total 61.0 s)
 *   analysing the tables… done in 2.3 s
 *
 * It writes through the function it is given: standard output in `npm start` and `npm run migrate`,
 * nothing where none is given (tests and benchmarks seed silently through SILENT_PROGRESS).
 */
export type ProgressWrite = (text: string) => void;

export interface SeedProgress {
  /** Runs one stage on its own line: "label… done in 4.2 s". */
  stage<T>(label: string, run: () => Promise<T>): Promise<T>;
  /** Opens a line of timed steps ("label — step 1.0 s, step 2.0 s (total 3.0 s)"), written as each step ends. */
  steps(label: string): SeedSteps;
  /** A line of its own, untimed. */
  line(text: string): void;
}

export interface SeedSteps {
  step<T>(name: string, run: () => Promise<T>): Promise<T>;
  /** Closes the line with the total time. */
  end(): void;
}

const seconds = (startedAt: number) => `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;

/** Reports each stage through `write` (given text without, or ending with, a line break). */
export function seedProgress(write: ProgressWrite): SeedProgress {
  return {
    async stage(label, run) {
      write(`${label}… `);
      const startedAt = performance.now();
      try {
        const result = await run();
        write(`done in ${seconds(startedAt)}\n`);
        return result;
      } catch (error) {
        write(`failed after ${seconds(startedAt)}\n`);
        throw error;
      }
    },
    steps(label) {
      const startedAt = performance.now();
      let first = true;
      let open = true;
      write(`${label} — `);
      return {
        async step(name, run) {
          const stepStartedAt = performance.now();
          try {
            return await run();
          } finally {
            write(`${first ? '' : ', '}${name} ${seconds(stepStartedAt)}`);
            first = false;
          }
        },
        end() {
          if (!open) return;
          open = false;
          write(` (total ${seconds(startedAt)})\n`);
        },
      };
    },
    line(text) {
      write(`${text}\n`);
    },
  };
}

/** Runs every stage and writes nothing: what seeding does unless it is asked to report. */
export const SILENT_PROGRESS: SeedProgress = {
  stage: (_label, run) => run(),
  steps: () => ({ step: (_name, run) => run(), end: () => undefined }),
  line: () => undefined,
};

/** Standard output: `npm start` and `npm run migrate`. */
export const STDOUT_PROGRESS: SeedProgress = seedProgress((text) => process.stdout.write(text));
