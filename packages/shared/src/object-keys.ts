import type { z } from 'zod';

/**
 * Keys a user chooses (a language entry's namespace and key, a dictionary's key and codes, a tag, a
 * metric's dimension) are collected into objects with no prototype, never into `{}`: in a plain
 * object `result['constructor']` is `Object` and `result['__proto__']` is `Object.prototype`, so a
 * stored key could reach what every tenant's requests run on (`Object.keys`). The lint rule
 * `input/null-prototype-keys` (eslint.user-input.js) finds a computed key written into a plain object.
 */

/** Keys that name a plain object's prototype or its constructor: refused wherever a key is stored. */
export const RESERVED_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

export const isReservedKey = (key: string): boolean => RESERVED_KEYS.has(key);

/** An empty object with no prototype: any key is only ever its own entry. */
export function nullObject<V>(): Record<string, V> {
  return Object.create(null) as Record<string, V>;
}

/** `Object.fromEntries` into an object with no prototype. */
export function dictionaryOf<K extends PropertyKey, V>(entries: Iterable<readonly [K, V]>): Record<K, V> {
  const result = Object.create(null) as Record<K, V>;
  for (const [key, value] of entries) result[key] = value;
  return result;
}

/** The value an object holds under `key` itself, never one it inherits (`toString`, `constructor`). */
export function ownValue<V>(record: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * A stored key's text refuses the reserved keys, with the server's message `fieldReservedKey` (the
 * error handler reads `params.message` of a custom issue).
 */
export const storedKey = <S extends z.ZodType<string>>(schema: S) =>
  schema.refine((value) => !isReservedKey(value), { message: 'must not be __proto__, constructor or prototype', params: { message: 'fieldReservedKey' } });
