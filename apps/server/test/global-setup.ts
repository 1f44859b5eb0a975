import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { seedIfEmpty } from '../src/db/seed/index';
import { databaseUrl, testDatabaseKind, withAdmin } from './database';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDump: string;
    templateDatabase: string;
  }
}

/** Migrates and seeds one template database per run; each test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const run = `${process.pid}_${Date.now()}`;
  if (testDatabaseKind === 'postgres') {
    const templateDatabase = `crm_test_template_${run}`;
    await withAdmin((client) => client.query(`CREATE DATABASE ${templateDatabase}`));
    const database = await openDatabase({ url: databaseUrl(templateDatabase) });
    await database.migrate();
    await seedIfEmpty(database.db, { demo: true });
    await database.close();
    project.provide('templateDatabase', templateDatabase);
    project.provide('templateDump', '');
    return async () => {
      await withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${templateDatabase} WITH (FORCE)`));
    };
  }
  const templateDump = path.join(os.tmpdir(), `crm-test-template-${run}.tar.gz`);
  const database = await openDatabase({});
  await database.migrate();
  await seedIfEmpty(database.db, { demo: true });
  const dump = await database.dumpDataDir!();
  fs.writeFileSync(templateDump, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('templateDump', templateDump);
  project.provide('templateDatabase', '');
  return () => fs.rmSync(templateDump, { force: true });
}
