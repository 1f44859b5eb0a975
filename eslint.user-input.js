/**
 * What a user types never steers the server's own objects or patterns (issue 60):
 *
 * - `input/null-prototype-keys`: a key computed at run time is never written into a plain object
 *   (`{}`, an object literal, `Object.fromEntries`). In one, `result['constructor']` is `Object` and
 *   `result['__proto__']` is `Object.prototype`: `(result[type] ??= {})[key] = text` with a stored
 *   type `constructor` and key `keys` replaced `Object.keys` for every tenant. Objects of keys are
 *   `Map`s or start as `nullObject()` / `dictionaryOf(…)` (@crm/shared/object-keys), which have no
 *   prototype. `Object.fromEntries` is refused for the same reason (its result is read by key).
 *   Found: writes whose object is a variable, parameter default, class field, `reduce` accumulator or
 *   `??=` / `??` fallback that starts as a plain object, followed through `a.b` to the literal that
 *   made it. Not found: an object that comes from elsewhere (a function's argument, a query's row).
 * - `input/escaped-like-pattern`: a LIKE pattern is built by `containsPattern` / `escapeLike`
 *   (lib/query-params.ts), or is a constant: a user's `%` or `_` matches itself. Checked: the pattern
 *   of drizzle's `like`/`ilike`/`notLike`/`notIlike`, what follows `like`/`ilike` in a `sql` template,
 *   and any template text that puts `%` right before an interpolation (`%${…}`).
 *
 * Both apply to the server and the shared package (apps/server/src, packages/shared/src); the web
 * app's objects hold what the server sent and its own constants.
 */

const unwrap = (node) => {
  while (node && ['TSAsExpression', 'TSNonNullExpression', 'TSSatisfiesExpression', 'TSTypeAssertion', 'ChainExpression'].includes(node.type)) node = node.expression;
  return node;
};

/** A key known when the code is written: a literal, or a template with no interpolation. */
const constantKey = (node) => {
  node = unwrap(node);
  return node.type === 'Literal' || (node.type === 'TemplateLiteral' && node.expressions.length === 0) || (node.type === 'UnaryExpression' && node.argument.type === 'Literal');
};

const isObjectCall = (node, name) =>
  node?.type === 'CallExpression' &&
  node.callee.type === 'MemberExpression' &&
  !node.callee.computed &&
  node.callee.object.type === 'Identifier' &&
  node.callee.object.name === 'Object' &&
  node.callee.property.name === name;

function findVariable(scope, name) {
  for (let current = scope; current; current = current.upper) {
    const variable = current.set.get(name);
    if (variable) return variable;
  }
  return null;
}

/** The expression an object starts as, when this code shows it; null when it comes from elsewhere. */
function originOf(context, node, seen = new Set()) {
  node = unwrap(node);
  if (!node || seen.has(node)) return null;
  seen.add(node);
  switch (node.type) {
    case 'ObjectExpression':
    case 'CallExpression':
      return node;
    case 'AssignmentExpression':
      return originOf(context, node.right, seen);
    case 'LogicalExpression':
      return originOf(context, node.right, seen);
    case 'Identifier': {
      const variable = findVariable(context.sourceCode.getScope(node), node.name);
      const definition = variable?.defs[0];
      if (!definition) return null;
      if (definition.type === 'Variable' && definition.node.init) return originOf(context, definition.node.init, seen);
      if (definition.type === 'Parameter') {
        // A parameter's default (`extra: Record<string, string> = {}`), or a reduce accumulator seeded with one.
        const parameter = definition.name.parent;
        if (parameter?.type === 'AssignmentPattern' && parameter.left === definition.name) return originOf(context, parameter.right, seen);
        const fn = definition.node;
        const call = fn.parent;
        if (
          fn.params[0] === definition.name &&
          call?.type === 'CallExpression' &&
          call.arguments[0] === fn &&
          call.callee.type === 'MemberExpression' &&
          ['reduce', 'reduceRight'].includes(call.callee.property.name) &&
          call.arguments[1]
        ) {
          return originOf(context, call.arguments[1], seen);
        }
      }
      return null;
    }
    case 'MemberExpression': {
      if (node.computed) return null;
      const name = node.property.name;
      if (node.object.type === 'ThisExpression') {
        let classBody = node.parent;
        while (classBody && classBody.type !== 'ClassBody') classBody = classBody.parent;
        const field = classBody?.body.find((member) => member.type === 'PropertyDefinition' && !member.computed && member.key.name === name);
        return field?.value ? originOf(context, field.value, seen) : null;
      }
      const owner = originOf(context, node.object, seen);
      if (owner?.type !== 'ObjectExpression') return null;
      const property = owner.properties.find((p) => p.type === 'Property' && !p.computed && (p.key.name ?? p.key.value) === name);
      return property ? originOf(context, property.value, seen) : null;
    }
    default:
      return null;
  }
}

/** Whether an object starts as one with Object.prototype: a literal, `Object.fromEntries(…)`, `Object.assign({}, …)`. */
function isPlainObject(origin) {
  if (!origin) return false;
  if (origin.type === 'ObjectExpression') return true;
  if (isObjectCall(origin, 'fromEntries')) return true;
  return isObjectCall(origin, 'assign') && unwrap(origin.arguments[0])?.type === 'ObjectExpression';
}

const nullPrototypeKeys = {
  meta: {
    type: 'problem',
    docs: { description: 'A key computed at run time is never written into a plain object, and Object.fromEntries is not used' },
    messages: {
      plainObject:
        'A computed key is written into a plain object: a key such as `constructor` or `__proto__` reaches Object or Object.prototype. Start the object as `nullObject()` or `dictionaryOf(…)` (@crm/shared/object-keys), or use a Map (see eslint.user-input.js).',
      fromEntries: 'Object.fromEntries makes an object with a prototype: use `dictionaryOf(…)` (@crm/shared/object-keys) or a Map (see eslint.user-input.js).',
    },
    schema: [],
  },
  create(context) {
    const check = (target) => {
      if (target?.type !== 'MemberExpression' || !target.computed || constantKey(target.property)) return;
      if (isPlainObject(originOf(context, target.object))) context.report({ node: target, messageId: 'plainObject' });
    };
    return {
      AssignmentExpression: (node) => check(unwrap(node.left)),
      UpdateExpression: (node) => check(unwrap(node.argument)),
      CallExpression(node) {
        if (isObjectCall(node, 'fromEntries')) context.report({ node, messageId: 'fromEntries' });
      },
    };
  },
};

/** Calls that make a LIKE pattern safe: escape the user's text, wildcards added by the helper. */
const PATTERN_HELPERS = new Set(['containsPattern', 'escapeLike']);
const LIKE_FUNCTIONS = new Set(['like', 'ilike', 'notLike', 'notIlike']);

/** Whether a pattern is a constant or made by a helper (directly, through a variable, or lowered). */
function safePattern(context, node, seen = new Set()) {
  node = unwrap(node);
  if (!node || seen.has(node)) return false;
  seen.add(node);
  switch (node.type) {
    case 'Literal':
      return true;
    case 'TemplateLiteral':
      return node.expressions.every((expression) => safePattern(context, expression, seen));
    case 'CallExpression': {
      const callee = node.callee;
      if (callee.type === 'Identifier') return PATTERN_HELPERS.has(callee.name);
      // `pattern.toLowerCase()` of a safe pattern.
      return callee.type === 'MemberExpression' && !callee.computed && ['toLowerCase', 'toUpperCase'].includes(callee.property.name) && safePattern(context, callee.object, seen);
    }
    case 'ConditionalExpression':
      return safePattern(context, node.consequent, seen) && safePattern(context, node.alternate, seen);
    case 'Identifier': {
      const definition = findVariable(context.sourceCode.getScope(node), node.name)?.defs[0];
      return definition?.type === 'Variable' && definition.parent.kind === 'const' && !!definition.node.init && safePattern(context, definition.node.init, seen);
    }
    default:
      return false;
  }
}

const LIKE_IN_SQL = /\b(?:i?like)\s*$/i;

const escapedLikePattern = {
  meta: {
    type: 'problem',
    docs: { description: 'A LIKE pattern is made by containsPattern / escapeLike, or is a constant' },
    messages: {
      raw: 'A LIKE pattern made of raw text: a user’s `%` or `_` would be a wildcard. Use `containsPattern(…)` or `escapeLike(…)` (lib/query-params.ts), or `startsWith(…)` (db/starts-with.ts) for a prefix.',
    },
    schema: [],
  },
  create(context) {
    return {
      CallExpression(node) {
        if (node.callee.type !== 'Identifier' || !LIKE_FUNCTIONS.has(node.callee.name) || node.arguments.length !== 2) return;
        if (!safePattern(context, node.arguments[1])) context.report({ node: node.arguments[1], messageId: 'raw' });
      },
      TaggedTemplateExpression(node) {
        const tag = node.tag.type === 'MemberExpression' ? node.tag.object : node.tag;
        if (tag.type !== 'Identifier' || tag.name !== 'sql') return;
        node.quasi.expressions.forEach((expression, i) => {
          if (LIKE_IN_SQL.test(node.quasi.quasis[i].value.cooked ?? '') && !safePattern(context, expression)) context.report({ node: expression, messageId: 'raw' });
        });
      },
      TemplateLiteral(node) {
        if (node.parent.type === 'TaggedTemplateExpression') return;
        node.expressions.forEach((expression, i) => {
          if ((node.quasis[i].value.cooked ?? '').endsWith('%') && !safePattern(context, expression)) context.report({ node: expression, messageId: 'raw' });
        });
      },
    };
  },
};

export const userInputConfigs = [
  {
    files: ['apps/server/src/**/*.ts', 'packages/shared/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { input: { rules: { 'null-prototype-keys': nullPrototypeKeys, 'escaped-like-pattern': escapedLikePattern } } },
    rules: { 'input/null-prototype-keys': 'error', 'input/escaped-like-pattern': 'error' },
  },
];
