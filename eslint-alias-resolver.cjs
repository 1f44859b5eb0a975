/* eslint-disable @typescript-eslint/no-require-imports -- eslint-module-utils loads resolvers with require(), so this one is CommonJS. */
// Resolves the web app's `@/…` imports to apps/web/src, then as Node would, so that
// eslint-plugin-boundaries can tell which feature an aliased import points into.
const path = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

exports.interfaceVersion = 2;
exports.resolve = (source, file, config) => {
  const mapped = source.startsWith('@/') ? path.join(__dirname, 'apps/web/src', source.slice(2)) : source;
  return nodeResolver.resolve(mapped, file, { ...config, extensions: ['.ts', '.tsx', '.js', '.mjs'] });
};
