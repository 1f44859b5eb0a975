import { execFileSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');

/**
 * The production build's entry point (apps/server/dist/server.js), built first when a source is newer:
 * the tests that start server processes run what `npm start` and the image run.
 */
export function builtServer(): string {
  execFileSync(process.execPath, [path.join(root, 'scripts/build-server.mjs'), '--when-stale'], { stdio: 'inherit' });
  return path.join(root, 'apps/server/dist/server.js');
}
