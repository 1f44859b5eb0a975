import type { TestProject } from 'vitest/node';
import { admitTestRequestLogin, testDatabaseKind } from './database';
import { pgliteTemplate, postgresTemplate } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    templateDump: string;
    templateDatabase: string;
  }
}

/**
 * The seeded demo database each test file starts a copy of: made once per change of what it is made
 * from, and kept between runs (template.ts).
 */
export default async function setup(project: TestProject) {
  if (testDatabaseKind === 'postgres') {
    project.provide('templateDatabase', await postgresTemplate());
    // The role is the cluster's, made by the template's first migration; granted again in case that template predates it.
    await admitTestRequestLogin();
    project.provide('templateDump', '');
    return;
  }
  project.provide('templateDump', await pgliteTemplate());
  project.provide('templateDatabase', '');
}
