// `npm run test:changed [-- REF]`: the unit and server tests that the files changed since REF (by
// default the branch's upstream, or main) can affect, found by vitest from the import graph; the
// server tests run on PGlite. Browser specs are not chosen this way: run the one you need by name.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const git = (...args) => spawnSync('git', args, { cwd: root, encoding: 'utf8' });
const ref = process.argv[2] ?? (git('rev-parse', '--abbrev-ref', '@{upstream}').status === 0 ? '@{upstream}' : 'main');
let failed = 0;
for (const dir of ['packages/shared', 'apps/web', 'apps/server']) {
  console.log(`\n=== ${dir}: tests affected by changes since ${ref} ===`);
  const result = spawnSync('npx', ['vitest', 'run', '--root', dir, '--changed', ref, '--passWithNoTests'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, TEST_DB: 'pglite' },
  });
  if (result.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
