// Prints where the seeded demo template is, making it first if needed (template.ts): the PostgreSQL
// database name with `postgres` (beside TEST_DATABASE_URL), the PGlite tarball's path with `pglite`.
import { pgliteTemplate, postgresTemplate } from './template';

const kind = process.argv[2];
if (kind !== 'postgres' && kind !== 'pglite') throw new Error('usage: template-cli.ts postgres|pglite');
process.stdout.write(kind === 'postgres' ? await postgresTemplate() : await pgliteTemplate());
