import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import fp from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { HttpError } from '../lib/http-error';

/**
 * Input that every route refuses before its handler runs, whatever its own schema says:
 * - the NUL character, which PostgreSQL cannot store in text (and no user types);
 * - integers beyond PostgreSQL's `integer` (int4), unless the schema declares a wider range itself.
 * Both used to reach the database and come back as 500s.
 */

export const INT4_MIN = -2147483648;
export const INT4_MAX = 2147483647;

type Part = 'params' | 'querystring' | 'body' | 'headers';
const PART_NAME: Record<string, string> = { params: 'params', querystring: 'query', body: 'body', headers: 'headers' };

/** Path (a.b.0.c) of the first string holding a NUL, in keys or values; null when there is none. */
export function findNul(value: unknown, path: string[] = [], depth = 0): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 64 || value === null || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNul(value[i], [...path, String(i)], depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\0')];
    const found = findNul(item, [...path, key], depth + 1);
    if (found) return found;
  }
  return null;
}

interface ZodDef {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check?: string; format?: string; value?: number } } }[];
  innerType?: ZodInternal;
  in?: ZodInternal;
  out?: ZodInternal;
  shape?: Record<string, ZodInternal>;
  element?: ZodInternal;
  options?: ZodInternal[];
  valueType?: ZodInternal;
  items?: ZodInternal[];
  left?: ZodInternal;
  right?: ZodInternal;
  getter?: () => ZodInternal;
}
type ZodInternal = { _zod: { def: ZodDef } };

const INTEGER_FORMATS = new Set(['safeint', 'int32', 'uint32']);

/** The range an integer schema allows: int4 unless the schema itself declares a bound past it. */
function integerRange(def: ZodDef): { min: number; max: number } | null {
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  const integer = INTEGER_FORMATS.has(def.format ?? '') || checks.some((check) => INTEGER_FORMATS.has(check.format ?? ''));
  if (!integer) return null;
  let min = INT4_MIN;
  let max = INT4_MAX;
  for (const check of checks) {
    if (check.check === 'less_than' && typeof check.value === 'number' && check.value > INT4_MAX) max = check.value;
    if (check.check === 'greater_than' && typeof check.value === 'number' && check.value < INT4_MIN) min = check.value;
  }
  return { min, max };
}

export interface RangeViolation {
  path: string[];
  min: number;
  max: number;
}

/** Walks a parsed value along its zod schema and returns the first integer outside its range. */
export function findOutOfRange(schema: ZodInternal | undefined, value: unknown, path: string[] = [], depth = 0): RangeViolation | null {
  if (!schema?._zod || depth > 64 || value === undefined || value === null) return null;
  const def = schema._zod.def;
  const next = (inner: ZodInternal | undefined, item: unknown, at = path) => findOutOfRange(inner, item, at, depth + 1);
  switch (def.type) {
    case 'number': {
      if (typeof value !== 'number') return null;
      const range = integerRange(def);
      return range && (value < range.min || value > range.max) ? { path, ...range } : null;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return next(def.innerType, value);
    case 'pipe':
      return next(def.out, value);
    case 'lazy':
      return def.getter ? next(def.getter(), value) : null;
    case 'object': {
      if (typeof value !== 'object') return null;
      for (const [key, inner] of Object.entries(def.shape ?? {})) {
        const found = next(inner, (value as Record<string, unknown>)[key], [...path, key]);
        if (found) return found;
      }
      return null;
    }
    case 'record': {
      if (typeof value !== 'object') return null;
      for (const [key, item] of Object.entries(value as object)) {
        const found = next(def.valueType, item, [...path, key]);
        if (found) return found;
      }
      return null;
    }
    case 'array':
    case 'set': {
      if (!Array.isArray(value)) return null;
      for (let i = 0; i < value.length; i++) {
        const found = next(def.element, value[i], [...path, String(i)]);
        if (found) return found;
      }
      return null;
    }
    case 'tuple': {
      if (!Array.isArray(value)) return null;
      for (let i = 0; i < (def.items ?? []).length; i++) {
        const found = next(def.items![i], value[i], [...path, String(i)]);
        if (found) return found;
      }
      return null;
    }
    case 'union':
      for (const option of def.options ?? []) {
        const found = next(option, value);
        if (found) return found;
      }
      return null;
    case 'intersection':
      return next(def.left, value) ?? next(def.right, value);
    default:
      return null;
  }
}

const fieldOf = (part: string, path: string[]) => (path.length ? path.join('.') : (PART_NAME[part] ?? part));

/** The zod validator compiler, plus the integer range check on what it parsed. */
export const guardedValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route) as (data: unknown) => { value?: unknown; error?: Error };
  return (data: unknown) => {
    const result = validate(data);
    if (result.error) return result;
    const violation = findOutOfRange(route.schema as unknown as ZodInternal, result.value);
    if (!violation) return result;
    const field = fieldOf(route.httpPart as Part, violation.path);
    return { error: new HttpError(400, 'fieldOutOfRange', { field, minimum: violation.min, maximum: violation.max }) };
  };
};

/** Refuses a NUL anywhere in the path, query or body, before any schema or handler sees it. */
export const inputGuard = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['querystring', request.query],
      ['body', request.body],
    ] as const) {
      const path = findNul(value);
      if (path) throw new HttpError(400, 'fieldHasNul', { field: fieldOf(part, path) });
    }
  });
});
