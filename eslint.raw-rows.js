/**
 * Raw SQL rows are read one way (issue 61): `rows(db, sql`…`)` or `rowsOf(await db.execute(…))` of
 * apps/server/src/db/rows.ts, typed as the caller names them. A result is never cast in place to a
 * shape with `rows`:
 *
 * - `rows-of/no-inline-cast`: an `as` (or `<…>`) whose type is a result of a raw statement: a type
 *   literal whose members are among `rows`, `rowCount`, `fields`, `command`, `oid` and
 *   `affectedRows`, one of them `rows` (`as unknown as { rows: Row[] }`), a type of the same file
 *   declared as one (`type Rows<T> = { rows: T[] }` … `as Rows<Row>`), or a `Promise` / `Awaited`
 *   of either. Through `unknown` or not, applied to anything.
 *   Not found: a shape with other members (`{ rows: …; totals: … }`, an answer of the API), and
 *   `rows as Row[]` (an array, not a result).
 *
 * Applies to the server, its tests and the benchmarks; there are no exemptions, db/rows.ts reads the
 * rows without such a cast.
 */

const RESULT_MEMBERS = new Set(['rows', 'rowCount', 'fields', 'command', 'oid', 'affectedRows']);

const keyName = (key) => (key.type === 'Identifier' ? key.name : key.type === 'Literal' ? String(key.value) : null);

/** Whether a type literal (or an interface body) is the shape of a raw statement's result. */
function isResultShape(members) {
  const names = members.map((member) => (member.type === 'TSPropertySignature' && !member.computed ? keyName(member.key) : null));
  return names.includes('rows') && names.every((name) => name !== null && RESULT_MEMBERS.has(name));
}

const typeName = (node) => (node.type === 'Identifier' ? node.name : null);

const noInlineCast = {
  meta: {
    type: 'problem',
    docs: { description: 'Raw SQL rows are read by rows() / rowsOf() of apps/server/src/db/rows.ts, never cast in place' },
    messages: {
      cast: 'A raw statement’s result cast in place to a shape with `rows`: read its rows with `rows(db, sql`…`)` or `rowsOf(result)` of apps/server/src/db/rows.ts (see eslint.raw-rows.js).',
    },
    schema: [],
  },
  create(context) {
    /** Types of this file declared as a result's shape, by name. */
    const declared = new Map();
    const casts = [];

    function isResultType(type, seen = new Set()) {
      if (!type || seen.has(type)) return false;
      seen.add(type);
      switch (type.type) {
        case 'TSTypeLiteral':
          return isResultShape(type.members);
        case 'TSUnionType':
        case 'TSIntersectionType':
          return type.types.some((member) => isResultType(member, seen));
        case 'TSTypeReference': {
          const name = typeName(type.typeName);
          const args = type.typeArguments?.params ?? type.typeParameters?.params ?? [];
          if ((name === 'Promise' || name === 'Awaited') && args.length === 1) return isResultType(args[0], seen);
          return declared.has(name) && declared.get(name)(seen);
        }
        default:
          return false;
      }
    }

    return {
      TSTypeAliasDeclaration(node) {
        declared.set(node.id.name, (seen) => isResultType(node.typeAnnotation, seen));
      },
      TSInterfaceDeclaration(node) {
        declared.set(node.id.name, () => isResultShape(node.body.body));
      },
      TSAsExpression: (node) => casts.push(node),
      TSTypeAssertion: (node) => casts.push(node),
      'Program:exit'() {
        for (const node of casts) if (isResultType(node.typeAnnotation)) context.report({ node, messageId: 'cast' });
      },
    };
  },
};

export const rawRowsConfigs = [
  {
    files: ['apps/server/src/**/*.ts', 'apps/server/test/**/*.ts', 'bench/**/*.ts'],
    plugins: { 'rows-of': { rules: { 'no-inline-cast': noInlineCast } } },
    rules: { 'rows-of/no-inline-cast': 'error' },
  },
];
