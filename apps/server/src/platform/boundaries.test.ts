import { describe, expect, it } from 'vitest';
import { lintAs, ruleIds } from './lint-test-kit';

const { lintCode } = lintAs();

/** Lints a piece of code as if it were the file at `file` (relative to the repository). */
const ruleIdsFor = async (file: string, code: string): Promise<string[]> => ruleIds(await lintCode(file, code));

describe('architectural boundaries (eslint.boundaries.js)', () => {
  it('refuse a web feature importing another feature, and allow the shared layer', async () => {
    const crossing = await ruleIdsFor(
      'apps/web/src/features/dashboard/api/probe.ts',
      "import { visitTypeLabel } from '@/features/visits/api/visit-types';\nexport const probe = visitTypeLabel;\n",
    );
    expect(crossing).toContain('boundaries/dependencies');
    const shared = await ruleIdsFor('apps/web/src/features/dashboard/api/probe.ts', "import { useMyProducts } from '@/lib/api/products';\nexport const probe = useMyProducts;\n");
    expect(shared).not.toContain('boundaries/dependencies');
  });

  it('refuse a server module importing one it may not, and platform code importing a module', async () => {
    const sideways = await ruleIdsFor(
      'apps/server/src/modules/messaging/probe.ts',
      "import { findMyProducts } from '../system/product-repository';\nexport const probe = findMyProducts;\n",
    );
    expect(sideways).toContain('boundaries/dependencies');
    const upwards = await ruleIdsFor(
      'apps/server/src/platform/probe.ts',
      "import { findMyProducts } from '../modules/system/product-repository';\nexport const probe = findMyProducts;\n",
    );
    expect(upwards).toContain('boundaries/dependencies');
    // The database layer neither: each module seeds its own demo data, registered in src/seed.ts.
    const seedingUpwards = await ruleIdsFor(
      'apps/server/src/db/seed/probe.ts',
      "import { hashPassword } from '../../modules/identity/passwords';\nexport const probe = hashPassword;\n",
    );
    expect(seedingUpwards).toContain('boundaries/dependencies');
    const allowed = await ruleIdsFor('apps/server/src/modules/admin/probe.ts', "import { findMyProducts } from '../system/index';\nexport const probe = findMyProducts;\n");
    expect(allowed).not.toContain('boundaries/dependencies');
  });

  it('refuse an import of another module past its front door, and a module importing its own', async () => {
    const internal = "import { findMyProducts } from '../system/product-repository';\nexport const probe = findMyProducts;\n";
    expect(await ruleIdsFor('apps/server/src/modules/admin/probe.ts', internal)).toContain('modules/front-door');
    const door = "import { findMyProducts } from '../system/index';\nexport const probe = findMyProducts;\n";
    expect(await ruleIdsFor('apps/server/src/modules/admin/probe.ts', door)).toEqual([]);
    const own = "import { adminModule } from './index';\nexport const probe = adminModule;\n";
    expect(await ruleIdsFor('apps/server/src/modules/admin/probe.ts', own)).toContain('modules/front-door');
    const composition = "import { hashPassword } from './modules/identity/passwords';\nexport const probe = hashPassword;\n";
    expect(await ruleIdsFor('apps/server/src/seed.ts', composition)).toContain('modules/front-door');
  });

  it('refuse a query on a table of a module that is not below, by schema import or in SQL', async () => {
    const upward = "import { meetingSignIn } from '../../db/schema/meetings/meetings';\nexport const probe = meetingSignIn;\n";
    expect(await ruleIdsFor('apps/server/src/modules/interactions/probe.ts', upward)).toContain('tables/owned-tables');
    const inSql = "import { sql } from 'drizzle-orm';\nexport const probe = sql`select s.id from speaker_profile s join doctor d on d.id = s.doctor_id`;\n";
    expect((await ruleIdsFor('apps/server/src/modules/interactions/probe.ts', inSql)).filter((id) => id === 'tables/owned-tables')).toHaveLength(2);
    // Its own tables, the platform's and those of the modules below it (followed down) are fine.
    const below =
      "import { sql } from 'drizzle-orm';\nimport { doctor } from '../../db/schema/customers/customers';\nimport { meeting } from '../../db/schema/meetings/meetings';\nimport { appUser } from '../../db/schema/platform/tenancy';\nexport const probe = [doctor, meeting, appUser, sql`select 1 from hospital h join app_user u on true`];\n";
    expect(await ruleIdsFor('apps/server/src/modules/analytics/probe.ts', below)).toEqual([]);
    expect(await ruleIdsFor('apps/server/src/platform/probe.ts', "import { doctor } from '../db/schema/customers/customers';\nexport const probe = doctor;\n")).toContain(
      'tables/owned-tables',
    );
  });

  it('refuse database access in a route file', async () => {
    const ids = await ruleIdsFor(
      'apps/server/src/modules/system/probe-routes.ts',
      "import { sql } from 'drizzle-orm';\nimport { product } from '../../db/schema/platform/tenancy';\nexport const probe = [sql, product];\n",
    );
    expect(ids.filter((id) => id === 'no-restricted-imports')).toHaveLength(2);
  });

  it('refuse a route registered by hand in a module whose routes come from contracts', async () => {
    const byHand = "import type { FastifyInstance } from 'fastify';\nexport async function probeRoutes(app: FastifyInstance) {\n  app.get('/probe', async () => ({}));\n}\n";
    expect(await ruleIdsFor('apps/server/src/modules/academic/probe-routes.ts', byHand)).toContain('no-restricted-syntax');
    const fromContract =
      "import type { FastifyInstance } from 'fastify';\nimport { kolOptions } from '@crm/shared/contracts/academic';\nimport { route } from '../../platform/http/contract-route';\nexport async function probeRoutes(app: FastifyInstance) {\n  route(app, kolOptions, async () => ({ therapeuticAreas: [], indications: [], products: [], provinces: [], computedAt: null }));\n}\n";
    expect(await ruleIdsFor('apps/server/src/modules/academic/probe-routes.ts', fromContract)).toEqual([]);
  });

  it('refuse a Fastify import outside route files, plugins, the composition files and platform/http', async () => {
    const probe = "import type { FastifyInstance } from 'fastify';\nexport const probe = (app: FastifyInstance) => app.log;\n";
    const plugin = "import fp from 'fastify-plugin';\nexport const probe = fp;\n";
    const multipart = "import type { MultipartFile } from '@fastify/multipart';\nexport type Probe = MultipartFile;\n";
    for (const file of ['apps/server/src/modules/visits/probe-repository.ts', 'apps/server/src/lib/probe.ts', 'apps/server/src/platform/probe.ts', 'apps/server/src/jobs.ts']) {
      expect(await ruleIdsFor(file, probe)).toContain('no-restricted-imports');
    }
    expect(await ruleIdsFor('apps/server/src/modules/visits/probe.ts', plugin)).toContain('no-restricted-imports');
    expect(await ruleIdsFor('apps/server/src/modules/visits/probe.ts', multipart)).toContain('no-restricted-imports');
    for (const file of ['apps/server/src/modules/visits/probe-routes.ts', 'apps/server/src/plugins/probe.ts', 'apps/server/src/platform/http/probe.ts', 'apps/server/src/app.ts']) {
      expect(await ruleIdsFor(file, probe)).not.toContain('no-restricted-imports');
    }
  });

  it('refuse a file past 400 lines and a function past 150, in every file', async () => {
    const longFunction = `export function probe(): number {\n  let total = 0;\n${'  total += 1;\n'.repeat(160)}  return total;\n}\n`;
    expect(await ruleIdsFor('apps/server/src/modules/system/probe.ts', longFunction)).toContain('max-lines-per-function');
    const longFile = Array.from({ length: 410 }, (_, i) => `export const probe${i} = ${i};`).join('\n') + '\n';
    expect(await ruleIdsFor('apps/web/src/features/visits/components/probe.tsx', longFile)).toContain('max-lines');
    expect(await ruleIdsFor('apps/web/src/features/visits/components/probe.tsx', 'export const probe = 1;\n')).toEqual([]);
  });
}, 120_000);
