// `npm run typecheck`: every TypeScript project of the repository, each with an incremental build
// file under node_modules/.cache/tsc, so that an unchanged tree is checked in seconds.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const projects = ['packages/shared', 'apps/server', 'apps/web', 'bench', 'e2e'];
const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
let failed = 0;
for (const project of projects) {
  const buildInfo = path.join(root, 'node_modules/.cache/tsc', `${project.replace(/\W+/g, '-')}.tsbuildinfo`);
  const result = spawnSync(process.execPath, [tsc, '-p', project, '--incremental', '--tsBuildInfoFile', buildInfo], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) {
    failed += 1;
    console.error(`typecheck: ${project} has errors`);
  }
}
process.exit(failed ? 1 : 0);
