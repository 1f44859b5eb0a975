import fs from 'node:fs';
import path from 'node:path';

/**
 * The server package's folder (apps/server), found upward from this module: the same from the
 * TypeScript sources (src/lib) and from the compiled build (dist), so files shipped beside the code
 * (the migrations) and beside the repository (the web app, the data folder) are found from either.
 */
function findServerDir(): string {
  for (let dir = import.meta.dirname; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`the migrations folder (drizzle/) was not found above ${import.meta.dirname}`);
  }
}

export const SERVER_DIR = findServerDir();
/** The repository's root (or the image's application folder), where `apps/web/dist` and `.data` are. */
export const ROOT_DIR = path.resolve(SERVER_DIR, '../..');
export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'drizzle');
