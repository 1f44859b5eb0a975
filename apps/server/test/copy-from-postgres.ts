import { spawn, spawnSync } from 'node:child_process';
import readline from 'node:readline';
import type { PGlite } from '@electric-sql/pglite';

/**
 * Fills a migrated, empty PGlite database with the rows of a PostgreSQL database of the same
 * migrations, read with `pg_dump --data-only`: each table's rows go in with one `COPY`, sequences
 * are set to where they were. Copying the seeded PostgreSQL template this way takes a fraction of
 * the CPU that seeding PGlite again does. Resolves to false, having changed nothing, when no
 * `pg_dump` at least as new as the server is at hand; a failure part way rejects.
 */
export async function copyFromPostgres(client: PGlite, url: string, serverMajor: number): Promise<boolean> {
  const dumpMajor = pgDumpMajor();
  if (dumpMajor === null || dumpMajor < serverMajor) return false;
  const dump = spawn('pg_dump', ['--data-only', '--no-owner', '--no-privileges', '--exclude-schema=drizzle', `--dbname=${url}`], { stdio: ['ignore', 'pipe', 'pipe'] });
  const errors: Buffer[] = [];
  dump.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
  const exited = new Promise<number | null>((resolve) => dump.on('close', resolve));

  // Foreign keys and triggers are not checked while the rows go in: they were checked when the
  // rows were written, and the tables load in name order, not in the order their keys need.
  await client.exec('SET session_replication_role = replica');
  let statement = '';
  let copy: { target: string; rows: string[] } | null = null;
  for await (const line of readline.createInterface({ input: dump.stdout, crlfDelay: Infinity })) {
    if (copy) {
      if (line !== '\\.') {
        copy.rows.push(line);
        continue;
      }
      if (copy.rows.length) await client.query(`COPY ${copy.target} FROM '/dev/blob'`, [], { blob: new Blob([copy.rows.join('\n'), '\n']) });
      copy = null;
      continue;
    }
    const start = /^COPY (.+) FROM stdin;$/.exec(line);
    if (start) {
      copy = { target: start[1]!, rows: [] };
      continue;
    }
    // Comments, blank lines and psql's own commands (`\\restrict` guards a dump read by psql) are not SQL.
    if (line.startsWith('--') || (!statement && (!line.trim() || line.startsWith('\\')))) continue;
    statement += `${line}\n`;
    if (line.trimEnd().endsWith(';')) {
      await client.exec(statement);
      statement = '';
    }
  }
  const code = await exited;
  await client.exec('SET session_replication_role = DEFAULT');
  if (code !== 0) throw new Error(`pg_dump failed (${code}): ${Buffer.concat(errors).toString('utf8')}`);
  // A dump carries rows, not the planner's statistics, and PGlite gathers none by itself: without
  // them the copies plan the larger tables' joins as if they were empty.
  await client.exec('ANALYZE');
  return true;
}

/** The major version of the `pg_dump` here, or null when there is none (it refuses servers newer than itself). */
function pgDumpMajor(): number | null {
  const probe = spawnSync('pg_dump', ['--version'], { encoding: 'utf8' });
  const major = probe.status === 0 ? /\b(\d+)(?:\.\d+)+/.exec(probe.stdout)?.[1] : undefined;
  return major ? Number(major) : null;
}
