/**
 * Architectural boundaries, kept by lint (docs/decisions/0013):
 * - web: features never import each other; shared code (lib, components) never imports a feature
 *   or the app; only `app/` composes features.
 * - server: platform code (lib, db, platform) never imports a business module; a module imports
 *   another only along the one-way edges its front door declares (`dependsOn`), and only through that
 *   module's front door, modules/<name>/index.ts (decision 33); the composition files (app, server,
 *   server-modules, jobs, seed, migrate, plugins) may import any front door.
 * - server route files hold no database access: queries live in repositories.
 * - server repositories and services know nothing of Fastify: only route files, plugins, app.ts,
 *   server.ts and platform/http import it.
 * - server routes are registered from their contracts (decision 10), never by hand; the few protocol
 *   endpoints a contract cannot describe (the identity server's OpenID endpoints, the notification
 *   socket) say why where they are registered.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import boundaries from 'eslint-plugin-boundaries';

const server = 'apps/server/src';
const web = 'apps/web/src';

/**
 * Which business modules each server module may import (one direction only: no cycles), as each
 * module's front door declares it: `dependsOn: [...]` in modules/<name>/index.ts.
 */
function readModuleDependencies() {
  const dependencies = {};
  for (const entry of fs.readdirSync(new URL(`./${server}/modules`, import.meta.url), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const door = new URL(`./${server}/modules/${entry.name}/index.ts`, import.meta.url);
    if (!fs.existsSync(door)) throw new Error(`eslint.boundaries.js: modules/${entry.name} has no front door (index.ts)`);
    const declared = /\bdependsOn:\s*\[([^\]]*)\]/.exec(fs.readFileSync(door, 'utf8'));
    if (!declared) throw new Error(`eslint.boundaries.js: modules/${entry.name}/index.ts declares no dependsOn list`);
    dependencies[entry.name] = [...declared[1].matchAll(/'([a-z-]+)'/g)].map((match) => match[1]);
  }
  return dependencies;
}

export const MODULE_DEPENDENCIES = readModuleDependencies();

for (const [name, allowed] of Object.entries(MODULE_DEPENDENCIES)) {
  const strays = allowed.filter((other) => other === name || !(other in MODULE_DEPENDENCIES));
  if (strays.length) throw new Error(`eslint.boundaries.js: modules/${name}/index.ts depends on ${strays.join(', ')}, which is not another module`);
}

// The edges must not form a cycle: a module below another never depends on it, however indirectly.
for (const start of Object.keys(MODULE_DEPENDENCIES)) {
  const path = [];
  const walk = (name) => {
    if (path.includes(name)) throw new Error(`eslint.boundaries.js: the module dependencies form a cycle: ${[...path.slice(path.indexOf(name)), name].join(' → ')}`);
    path.push(name);
    for (const next of MODULE_DEPENDENCIES[name] ?? []) walk(next);
    path.pop();
  };
  walk(start);
}

const modulePolicies = Object.entries(MODULE_DEPENDENCIES).map(([name, allowed]) => ({
  from: { element: { type: 'server-module', captured: { module: name } } },
  allow: { to: { element: { type: 'server-module', captured: { module: [name, ...allowed] } } } },
}));

const serverRoot = fileURLToPath(new URL(`./${server}/`, import.meta.url));

/** The module a file of apps/server/src belongs to, and the rest of its path (null outside modules/). */
function moduleOf(file) {
  const match = /^modules\/([^/]+)\/(.+?)(?:\.ts)?$/.exec(path.relative(serverRoot, file).split(path.sep).join('/'));
  return match ? { module: match[1], rest: match[2] } : null;
}

/**
 * One front door per module (docs/decisions/0033): code outside a module imports it through
 * `modules/<name>/index.ts`, never a file inside it; a module's own files never import their front
 * door (it imports them: that would be a cycle).
 */
const frontDoor = {
  meta: {
    type: 'problem',
    docs: { description: "Another module's code is reached through its front door, modules/<name>/index.ts" },
    messages: {
      internal: 'Import {{module}} through its front door (modules/{{module}}/index.ts), not {{rest}}: export what you need from there (eslint.boundaries.js).',
      ownDoor: "A module's files import each other, not their own front door (modules/{{module}}/index.ts imports them).",
    },
    schema: [],
  },
  create(context) {
    const from = moduleOf(context.filename);
    const check = (node) => {
      const specifier = node.source?.value;
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const target = moduleOf(path.resolve(path.dirname(context.filename), specifier));
      if (!target) return;
      const door = target.rest === 'index';
      if (from?.module === target.module) {
        if (door && from.rest !== 'index') context.report({ node: node.source, messageId: 'ownDoor', data: target });
      } else if (!door) context.report({ node: node.source, messageId: 'internal', data: target });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

export const boundaryConfigs = [
  {
    files: [`${server}/**/*.ts`],
    ignores: ['**/*.test.ts'],
    plugins: { modules: { rules: { 'front-door': frontDoor } } },
    rules: { 'modules/front-door': 'error' },
  },
  {
    files: [`${server}/**/*.ts`, `${web}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { [fileURLToPath(new URL('./eslint-alias-resolver.cjs', import.meta.url))]: {} },
      'boundaries/include': [`${server}/**/*`, `${web}/**/*`],
      'boundaries/elements': [
        { type: 'server-base', pattern: `${server}/config.*`, partialMatch: false },
        // The database layer (client, schema, the tenant setup and the demo organization) imports no module:
        // each module seeds its own demo data, registered in src/seed.ts.
        { type: 'server-base', pattern: [`${server}/db`, `${server}/lib`, `${server}/platform`] },
        { type: 'server-composition', pattern: `${server}/{app,server,server-modules,jobs,seed,migrate,assistant-content}.*`, partialMatch: false },
        { type: 'server-composition', pattern: `${server}/plugins` },
        { type: 'server-module', pattern: `${server}/modules/*`, capture: ['module'] },
        { type: 'web-app', pattern: `${web}/app` },
        { type: 'web-entry', pattern: `${web}/main.*`, partialMatch: false },
        { type: 'web-entry', pattern: `${web}/test` },
        { type: 'web-feature', pattern: `${web}/features/*`, capture: ['feature'] },
        { type: 'web-shared', pattern: [`${web}/lib`, `${web}/components`] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        2,
        {
          default: 'disallow',
          message: 'This import crosses an architectural boundary (see eslint.boundaries.js and docs/decisions/0013)',
          policies: [
            { allow: { to: { module: { origin: ['external', 'core'] } } } },
            { from: { element: { type: 'server-composition' } }, allow: { to: { element: { type: ['server-composition', 'server-base', 'server-module'] } } } },
            { from: { element: { type: 'server-base' } }, allow: { to: { element: { type: 'server-base' } } } },
            { from: { element: { type: 'server-module' } }, allow: { to: { element: { type: 'server-base' } } } },
            ...modulePolicies,
            { from: { element: { type: ['web-entry', 'web-app'] } }, allow: { to: { element: { type: ['web-app', 'web-feature', 'web-shared'] } } } },
            { from: { element: { type: 'web-feature' } }, allow: { to: { element: { type: 'web-shared' } } } },
            { from: { element: { type: 'web-feature' } }, allow: { to: { element: { type: 'web-feature', captured: { feature: '{{ from.feature }}' } } } } },
            { from: { element: { type: 'web-shared' } }, allow: { to: { element: { type: 'web-shared' } } } },
          ],
        },
      ],
    },
  },
  {
    files: [`${server}/modules/**/*routes.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: 'Route files hold no queries: put them in a repository that receives the RequestContext.' }],
          patterns: [{ regex: 'db/(schema|client)', message: 'Route files hold no queries: put them in a repository that receives the RequestContext.' }],
        },
      ],
    },
  },
  {
    // Repositories and services know nothing of the web framework (issue 61): the RequestContext and
    // the ServiceHost carry what they need. Fastify is imported by route files, plugins, the
    // composition files and the web-framework side of the platform (platform/http) only.
    files: [`${server}/**/*.ts`],
    ignores: ['**/*.test.ts', '**/*-test-kit.ts', `${server}/**/*routes.ts`, `${server}/plugins/**`, `${server}/platform/http/**`, `${server}/{app,server}.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(fastify($|-)|@fastify/)',
              message: 'Only route files, plugins, app.ts, server.ts and platform/http know Fastify: take the RequestContext or the ServiceHost instead.',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to write an endpoint (decision 10): from its contract, never by hand.
    files: [`${server}/modules/**/*.ts`],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.type='MemberExpression'][callee.object.name=/^(app|fastify|instance|server)$/][callee.property.name=/^(get|post|put|patch|delete|route)$/]",
          message: 'Register the route from its contract with route(app, contract, handler) (docs/decisions/0010).',
        },
      ],
    },
  },
];
