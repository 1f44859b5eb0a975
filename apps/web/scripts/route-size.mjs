// Reports the JavaScript each route downloads (gzip): the entry chunk plus the route's lazy chunk,
// with everything they import statically. `node apps/web/scripts/route-size.mjs [--max-login-kb=250]`
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const assets = path.join(dist, 'assets');
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const entry = /<script type="module" crossorigin src="\/pc\/assets\/([^"]+\.js)"/.exec(html)?.[1];
if (!entry) throw new Error('No entry script in dist/index.html: run `npm run build -w apps/web` first');

const staticImport = /(?:import|export)\s*(?:[\w$*{},\s]*?from\s*)?["']\.\/([\w.-]+\.js)["']/g;
const gzipSize = new Map();
const sizeOf = (file) => {
  if (!gzipSize.has(file)) gzipSize.set(file, zlib.gzipSync(fs.readFileSync(path.join(assets, file))).length);
  return gzipSize.get(file);
};

function closure(files) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of fs.readFileSync(path.join(assets, file), 'utf8').matchAll(staticImport)) visit(match[1]);
  };
  files.forEach(visit);
  return seen;
}

const chunk = (prefix) => fs.readdirSync(assets).find((file) => file.startsWith(`${prefix}-`) && file.endsWith('.js'));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const total = (files) => [...files].reduce((sum, file) => sum + sizeOf(file), 0);

const routes = {
  'login (/login)': ['login-page'],
  'shell + workspace (/dashboard)': ['protected-app', 'dashboard-page'],
  'messages (/news/newsIndex)': ['protected-app', 'news-page'],
  'personal center': ['protected-app', 'personal-center-page'],
};
const everything = fs.readdirSync(assets).filter((file) => file.endsWith('.js'));
console.log(`entry ${entry}: ${kb(total(closure([entry])))} gzip; all JavaScript: ${kb(total(everything))} gzip`);
let loginBytes = 0;
for (const [name, prefixes] of Object.entries(routes)) {
  const files = closure([entry, ...prefixes.map(chunk).filter(Boolean)]);
  const bytes = total(files);
  if (name.startsWith('login')) loginBytes = bytes;
  console.log(`${name}: ${kb(bytes)} gzip in ${files.size} files`);
}
const limit = Number(process.argv.find((arg) => arg.startsWith('--max-login-kb='))?.split('=')[1]);
if (limit && loginBytes > limit * 1024) {
  console.error(`The login route needs ${kb(loginBytes)} gzip, more than ${limit} KB`);
  process.exit(1);
}
