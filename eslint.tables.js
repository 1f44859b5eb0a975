/**
 * Tables have owners (docs/decisions/0013): each table is defined in the schema folder of the module
 * that owns it (`apps/server/src/db/schema/<module>/`, or `platform/` for what every module stands
 * on: tenants, users, organizations, roles, menus, products, dictionaries, jobs, audit). A module
 * queries its own tables, the platform's and those of the modules below it (what it may import,
 * followed down); platform code only the platform's. The rule reads both ways a query names a
 * table: a schema import (`import { visit } from '…/db/schema/index'`) and SQL written out in a
 * `sql` template or `sql.raw` text (`from visit v`, `join doctor d`, `insert into task`, `update meeting`).
 *
 * Only the owner writes a table (issue 61): a write — Drizzle's `insert(t)`, `update(t)`, `delete(t)`,
 * or `insert into`, `update`, `delete from`, `merge into`, `truncate` in SQL — is allowed to the module
 * whose schema folder defines the table; a platform table's to platform code and its stewards below.
 * A module that must change another's rows calls a function the owner exports, in its transaction.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODULE_DEPENDENCIES } from './eslint.boundaries.js';

const root = path.dirname(fileURLToPath(import.meta.url));
const schemaDir = path.join(root, 'apps/server/src/db/schema');
const PLATFORM = 'platform';

/** Every table's export name and SQL name, with its owner (the schema folder it is defined in). */
function readTables() {
  const byExport = new Map();
  const bySqlName = new Map();
  const sqlNameOf = new Map();
  for (const entry of fs.readdirSync(schemaDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const owner = entry.name;
    if (owner !== PLATFORM && !(owner in MODULE_DEPENDENCIES)) throw new Error(`eslint.tables.js: db/schema/${owner} is not a server module (nor platform)`);
    for (const file of fs.readdirSync(path.join(schemaDir, owner))) {
      const text = fs.readFileSync(path.join(schemaDir, owner, file), 'utf8');
      for (const match of text.matchAll(/export const (\w+)\s*=\s*pg(?:Table|View|MaterializedView)\(\s*'([a-z0-9_]+)'/g)) {
        byExport.set(match[1], owner);
        bySqlName.set(match[2], owner);
        sqlNameOf.set(match[1], match[2]);
      }
    }
  }
  return { byExport, bySqlName, sqlNameOf };
}

const { byExport, bySqlName, sqlNameOf } = readTables();

/** The modules below a module: those it may import, and theirs, all the way down. */
function below(module) {
  const seen = new Set();
  const visit = (name) => {
    for (const next of MODULE_DEPENDENCIES[name] ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      visit(next);
    }
  };
  visit(module);
  return seen;
}

/** Whose code a file is: a module's, the platform's (lib, platform), or nobody's (composition, schema, seed). */
function readerOf(filename) {
  const relative = path.relative(root, filename).split(path.sep).join('/');
  const module = /^apps\/server\/src\/modules\/([^/]+)\//.exec(relative);
  if (module) return module[1];
  if (/^apps\/server\/src\/(lib|platform)\//.test(relative)) return PLATFORM;
  return null;
}

const SQL_TABLE = /\b(?:from|join|into|update)\s+"?([a-z][a-z0-9_]*)"?/gi;
/** The statements that change a table's rows, written out in SQL. */
const SQL_WRITE = /\b(?:insert\s+into|update(?:\s+only)?|delete\s+from(?:\s+only)?|merge\s+into|truncate(?:\s+table)?(?:\s+only)?)\s+"?([a-z][a-z0-9_]*)"?/gi;
/** Drizzle's builders that change a table's rows: `db.insert(t)`, `tx.update(t)`, `db.delete(t)`. */
const DRIZZLE_WRITES = new Set(['insert', 'update', 'delete']);

/**
 * Platform tables are written by platform code and by their stewards: the one or two modules whose
 * work is keeping those rows for everyone. This map is the rule's definition for platform tables (a
 * platform table no module keeps is written by platform code and the seed only); other modules ask
 * a steward (the sessions: identity's `session-ends.ts`).
 */
export const PLATFORM_STEWARDS = {
  // The administration console keeps the tenant's directory and settings: organizations, users and
  // their roles, roles and their menus, the menu catalog, dictionaries, the product master, the enterprise's sign-in settings.
  admin: ['enterprise', 'organization', 'app_user', 'user_role', 'role', 'role_menu', 'menu', 'dict_type', 'dict_data', 'product', 'product_indication'],
  // The identity server opens and ends sessions, and counts a user's failed sign-ins and locks the account.
  identity: ['auth_session', 'app_user'],
  // The personal center: a user changes their own contact details, language and password.
  system: ['app_user'],
};

for (const [steward, tables] of Object.entries(PLATFORM_STEWARDS)) {
  const strays = tables.filter((table) => bySqlName.get(table) !== PLATFORM);
  if (!(steward in MODULE_DEPENDENCIES) || strays.length)
    throw new Error(`eslint.tables.js: PLATFORM_STEWARDS.${steward} must be a module keeping platform tables (not ${strays.join(', ')})`);
}

/** May `writer` (a module, or the platform) change the rows of `table`, owned by `owner`? */
function mayWrite(writer, table, owner) {
  if (owner === writer) return true;
  return owner === PLATFORM && (PLATFORM_STEWARDS[writer] ?? []).includes(table);
}

const ownedTables = {
  meta: {
    type: 'problem',
    docs: { description: "A module queries only its own tables, the platform's and those of the modules below it" },
    messages: {
      foreign:
        '{{reader}} reads or writes `{{table}}`, a table of {{owner}}, which is not below it: ask {{owner}} through a module that may depend on it, or move the work to {{owner}} (see eslint.tables.js).',
      foreignWrite:
        '{{reader}} changes the rows of `{{table}}`, a table of {{owner}}: only its owner writes a table; call a function {{owner}} exports for it (see eslint.tables.js).',
    },
    schema: [],
  },
  create(context) {
    const reader = readerOf(context.filename);
    if (!reader) return {};
    const allowed = new Set([PLATFORM, reader, ...(reader === PLATFORM ? [] : below(reader))]);
    const who = reader === PLATFORM ? 'platform code' : `modules/${reader}`;
    const check = (node, table, owner) => {
      if (owner && !allowed.has(owner)) context.report({ node, messageId: 'foreign', data: { reader: who, table, owner } });
    };
    const checkWrite = (node, sqlName, owner) => {
      if (owner && !mayWrite(reader, sqlName, owner)) context.report({ node, messageId: 'foreignWrite', data: { reader: who, table: sqlName, owner } });
    };
    /** Reads and writes of tables named in SQL text. */
    const checkSql = (node, text) => {
      for (const match of text?.matchAll(SQL_TABLE) ?? []) check(node, match[1], bySqlName.get(match[1]));
      for (const match of text?.matchAll(SQL_WRITE) ?? []) {
        const owner = bySqlName.get(match[1]);
        // A table the file may not even read is reported once, as a query.
        if (owner && allowed.has(owner)) checkWrite(node, match[1], owner);
      }
    };
    /** The tables imported from the schema, by the name they have in this file. */
    const imported = new Map();
    return {
      ImportDeclaration(node) {
        if (!/(^|\/)db\/schema(\/|$)/.test(String(node.source.value))) return;
        for (const specifier of node.specifiers) {
          if (specifier.type !== 'ImportSpecifier') continue;
          const name = specifier.imported.name;
          check(specifier, name, byExport.get(name));
          if (byExport.has(name)) imported.set(specifier.local.name, name);
        }
      },
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed || callee.property.type !== 'Identifier') return;
        // SQL written out as text: sql.raw('…') or sql.raw(`…`).
        if (callee.object.type === 'Identifier' && callee.object.name === 'sql' && callee.property.name === 'raw') {
          const text = node.arguments[0];
          if (text?.type === 'Literal' && typeof text.value === 'string') checkSql(text, text.value);
          if (text?.type === 'TemplateLiteral') for (const quasi of text.quasis) checkSql(quasi, quasi.value.cooked);
          return;
        }
        if (!DRIZZLE_WRITES.has(callee.property.name)) return;
        const target = node.arguments[0];
        const name = target?.type === 'Identifier' ? imported.get(target.name) : undefined;
        if (name) checkWrite(target, sqlNameOf.get(name), byExport.get(name));
      },
      TaggedTemplateExpression(node) {
        const tag = node.tag;
        const tagName = tag.type === 'Identifier' ? tag.name : tag.type === 'MemberExpression' && tag.object.type === 'Identifier' ? tag.object.name : null;
        if (tagName !== 'sql') return;
        for (const quasi of node.quasi.quasis) checkSql(quasi, quasi.value.cooked);
      },
    };
  },
};

export const tableConfigs = [
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { tables: { rules: { 'owned-tables': ownedTables } } },
    rules: { 'tables/owned-tables': 'error' },
  },
];
