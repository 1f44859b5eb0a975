import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { build } from 'esbuild';
import { sql } from 'drizzle-orm';
import tar from 'tar-stream';
import type { PGlite } from '@electric-sql/pglite';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { seedIfEmpty } from '../src/seed';
import { copyFromPostgres } from './copy-from-postgres';
import { databaseUrl, withAdmin } from './database';
import { rowsOf } from '../src/db/rows';

/**
 * The migrated and seeded demo database that server tests and browser-test servers start from. It is
 * made once for each change of what it is made from (migrations, the seed code and what it imports,
 * the shared package, locked package versions) and kept: a PGlite data directory under node_modules/.cache, a PostgreSQL
 * database named by the same key. The demo is seeded relative to the clock (visits "three days
 * ago", this year's meetings), so the key also changes every four hours, on boundaries that include
 * midnight in Shanghai.
 */
const serverRoot = path.resolve(import.meta.dirname, '..');
const repoRoot = path.resolve(serverRoot, '../..');
const cacheDir = path.join(repoRoot, 'node_modules/.cache/crm-test-template');
const HOURS_PER_KEY = 4;

/** A key of what the demo database is made from; the same key means the same database. */
export async function templateKey(now = Date.now()): Promise<string> {
  const result = await build({
    absWorkingDir: serverRoot,
    entryPoints: ['src/seed.ts', 'src/db/client.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    metafile: true,
    write: false,
    outdir: 'unused',
    logLevel: 'error',
  });
  const migrations = fs.readdirSync(path.join(serverRoot, 'drizzle'), { recursive: true, encoding: 'utf8' }).map((file) => path.join('drizzle', file));
  const files = [...Object.keys(result.metafile.inputs), ...migrations].filter((file) => fs.statSync(path.join(serverRoot, file)).isFile()).sort();
  const hash = createHash('sha256');
  const addFiles = (root: string, names: string[]) => {
    for (const name of names)
      hash
        .update(name)
        .update('\0')
        .update(fs.readFileSync(path.join(root, name)))
        .update('\0');
  };
  addFiles(serverRoot, files);
  // The workspace's shared package is external to the bundle but seeds from it (the menu catalogue, dictionaries).
  const sharedRoot = path.join(repoRoot, 'packages/shared/src');
  addFiles(
    sharedRoot,
    fs
      .readdirSync(sharedRoot, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file))
      .sort(),
  );
  hash.update(fs.readFileSync(path.join(repoRoot, 'package-lock.json')));
  hash.update(String(Math.floor(now / (HOURS_PER_KEY * 3_600_000))));
  return hash.digest('hex').slice(0, 16);
}

/** Waits while another process holds `lock` (it is making the same template), then takes it. */
async function withLock<T>(lock: string, make: () => Promise<T>): Promise<T> {
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      break;
    } catch {
      const holder = Number(fs.readFileSync(lock, 'utf8'));
      if (!isAlive(holder) || Date.now() > deadline) fs.rmSync(lock, { force: true });
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  try {
    return await make();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

function isAlive(pid: number): boolean {
  if (!pid) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The path of an uncompressed PGlite data-directory tarball of the seeded demo (made now if missing). */
export async function pgliteTemplate(key?: string): Promise<string> {
  const name = key ?? (await templateKey());
  const file = path.join(cacheDir, `pglite-${name}.tar`);
  if (fs.existsSync(file)) return file;
  return withLock(`${file}.lock`, async () => {
    if (fs.existsSync(file)) return file;
    const database = await openDatabase({});
    await database.migrate();
    if (!(await copiedFromPostgres(database, name))) await seedIfEmpty(database.db, { demo: true });
    await database.db.execute(sql`CHECKPOINT`);
    const wal = rowsOf<{ segment: string }>(await database.db.execute(sql`SELECT pg_walfile_name(pg_current_wal_lsn()) AS segment`));
    const dump = await database.dumpDataDir!('none');
    await database.close();
    const tarball = await withoutSpareWal(Buffer.from(await dump.arrayBuffer()), wal[0]!.segment);
    for (const old of fs.readdirSync(cacheDir)) if (old.startsWith('pglite-') && old.endsWith('.tar')) fs.rmSync(path.join(cacheDir, old), { force: true });
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, tarball);
    fs.renameSync(partial, file);
    return file;
  });
}

/**
 * With TEST_DATABASE_URL set, the PGlite template is a copy of the PostgreSQL one of the same key
 * (made first if missing): the same rows, for a tenth of the CPU of seeding again. False when
 * there is no PostgreSQL or no fitting pg_dump; then the caller seeds.
 */
async function copiedFromPostgres(database: DatabaseHandle, key: string): Promise<boolean> {
  if (!process.env.TEST_DATABASE_URL) return false;
  const source = await postgresTemplate(key);
  const serverMajor = await withAdmin(async (client) => Math.floor(Number((await client.query<{ v: string }>('SHOW server_version_num')).rows[0]!.v) / 10_000));
  return copyFromPostgres((database.db as unknown as { $client: PGlite }).$client, databaseUrl(source), serverMajor);
}

/**
 * The name of a PostgreSQL database holding the seeded demo, beside TEST_DATABASE_URL's, to create
 * others from with `CREATE DATABASE … TEMPLATE` (made now if missing; older ones are dropped).
 */
export async function postgresTemplate(key?: string): Promise<string> {
  const name = `crm_template_${key ?? (await templateKey())}`;
  const exists = async () => withAdmin(async (client) => (await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1);
  if (await exists()) return name;
  return withLock(path.join(cacheDir, `${name}.lock`), async () => {
    if (await exists()) return name;
    const partial = `${name}_partial`;
    await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`).then(() => client.query(`CREATE DATABASE ${partial}`)));
    const database = await openDatabase({ url: databaseUrl(partial) });
    await database.migrate();
    await seedIfEmpty(database.db, { demo: true });
    await database.close();
    await withAdmin(async (client) => {
      const stale = await client.query<{ datname: string }>(`SELECT datname FROM pg_database WHERE datname LIKE 'crm\\_template\\_%' AND datname <> $1`, [partial]);
      for (const { datname } of stale.rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await client.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
    });
    return name;
  });
}

/**
 * Removes from a PGlite data-directory tarball the WAL segments past the current one: segments the
 * server recycled for later use, which hold nothing it needs and are half of a seeded directory.
 */
export async function withoutSpareWal(tarball: Buffer, currentSegment: string): Promise<Buffer> {
  const extract = tar.extract();
  const pack = tar.pack();
  const chunks: Buffer[] = [];
  pack.on('data', (chunk) => chunks.push(chunk as Buffer));
  const packed = new Promise<void>((resolve, reject) => {
    pack.on('end', resolve);
    pack.on('error', reject);
  });
  extract.on('entry', (header, stream, next) => {
    const segment = /(?:^|\/)pg_wal\/([0-9A-F]{24})$/.exec(header.name)?.[1];
    if (segment && segment > currentSegment) {
      stream.on('end', next);
      stream.resume();
      return;
    }
    stream.pipe(pack.entry(header, next));
  });
  const extracted = new Promise<void>((resolve, reject) => {
    extract.on('finish', resolve);
    extract.on('error', reject);
  });
  Readable.from([tarball]).pipe(extract);
  await extracted;
  pack.finalize();
  await packed;
  return Buffer.concat(chunks);
}
