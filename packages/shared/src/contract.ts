import { z } from 'zod';
import type { PermissionMark } from './permissions';

/**
 * One contract per endpoint, shared by server and web: the server registers the route from it
 * (schemas, OpenAPI entry, access check) and the web calls it through one client derived from it,
 * so a path, a request encoding or a response type is written once. See docs/decisions/0010.
 */

/** The gateway base every business call is relative to (the enterprise's `interfaceAddress`). */
export const API_BASE_PATH = '/prod-api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a request body travels: JSON, form-encoded (spec 7's default), or multipart with files (the
 * handler reads the parts itself within its size limit; the body schema is then `z.unknown()` and the
 * web passes a FormData).
 */
export type BodyEncoding = 'json' | 'form' | 'multipart';

/**
 * Who may call: anyone (public), any signed-in user of the tenant, or holders of a permission.
 * `checks` lists the permissions the handler requires for some requests only (which one depends on
 * a list, a scope or a kind asked for); a handler may check no permission that is not declared here.
 */
export type ContractAccess = ({ authenticated: true } | { permission: PermissionMark } | { public: true }) & { checks?: readonly PermissionMark[] };

type Schema = z.ZodType;

export interface Contract {
  method: HttpMethod;
  /** Path relative to the gateway base, Fastify style (`/doctor/find/:id`). */
  path: string;
  summary: string;
  description?: string;
  tags: readonly string[];
  access: ContractAccess;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** Request headers the endpoint reads (the doctor side's `realm`), validated and documented. */
  headers?: Schema;
  /** Requests one address may make per minute (public endpoints that send codes or sign in). */
  ratePerMinute?: number;
  /** Open to a caller who must first change the password an administrator set (everything else refuses them). */
  beforePasswordChange?: true;
  /** A POST that changes nothing (a search with a body): no write permission, no write bookkeeping. */
  readOnly?: true;
  /**
   * A write safe to send again: with an `Idempotency-Key` header the first request runs and the
   * same key again answers what the first answered without running it (an action queued offline).
   */
  idempotent?: true;
  /** Required with a body; the web client encodes the body this way and nothing else decides it. */
  encoding?: BodyEncoding;
  /** Schema of the envelope's `result`, or `file` for a download answered as a file. */
  result: Schema | 'file';
  /**
   * With `result: 'file'`: the media types the file may have, documented as the 200 answer's content
   * so a generated client reads a file (binary) and not `unknown`; an empty list is a redirect (302).
   */
  fileTypes?: readonly string[];
  /**
   * Schema of the envelope's `result` in a 400 answer that carries details (every bad row of an
   * upload): the handler throws `HttpError` with that result; other refusals carry none.
   */
  rejection?: Schema;
  /**
   * Schema of the envelope's `result` in a 409 answer that names what the request collides with (the
   * visit already logged at that time): the handler throws `HttpError` with that result.
   */
  conflict?: Schema;
}

type BodyRule<C> = C extends { body: Schema } ? { encoding: BodyEncoding } : unknown;

/** Declares a contract; a contract with a body must say how the body is encoded. */
export function defineContract<const C extends Contract>(contract: C & BodyRule<C>): C {
  return contract;
}

type Merged<Shared, Own> = Omit<Shared, keyof Own> & Own;
type Complete<C> = C extends Contract ? (C extends { body: Schema } ? (C extends { encoding: BodyEncoding } ? unknown : never) : unknown) : never;

/**
 * Declares contracts that share some fields (a method, tags, access) once: each contract of the
 * group gives the rest, and may set a shared field itself.
 */
export function contractGroup<const Shared extends Partial<Contract>>(shared: Shared) {
  return <const Own extends Partial<Contract>>(contract: Own & Complete<Merged<Shared, Own>>) => ({ ...shared, ...contract }) as Merged<Shared, Own>;
}

/** The body of a multipart upload: the handler reads the parts itself, and the web passes a FormData. */
export const multipartBody = { body: z.unknown(), encoding: 'multipart' } as const;

type InputOf<S> = S extends Schema ? z.input<S> : never;
type OutputOf<S> = S extends Schema ? z.output<S> : never;

/** What a caller passes: path params, query and body, each only when the contract has it. */
export type ContractInput<C extends Contract> = (C['params'] extends Schema ? { params: InputOf<C['params']> } : { params?: never }) &
  (C['query'] extends Schema ? { query?: InputOf<C['query']> } : { query?: never }) &
  (C['body'] extends Schema ? { body: InputOf<C['body']> } : { body?: never });

/** What a handler receives after validation (defaults applied, values coerced). */
export interface ContractRequestParts<C extends Contract> {
  params: OutputOf<C['params']>;
  query: OutputOf<C['query']>;
  body: OutputOf<C['body']>;
}

/** The envelope's `result` of a contract (a Blob for file downloads, on the web side). */
export type ContractResult<C extends Contract> = C['result'] extends Schema ? z.output<C['result']> : Blob;

/** The path with its `:name` params filled in (each value URI-encoded). */
export function contractPath(contract: Pick<Contract, 'path'>, params?: Record<string, unknown>): string {
  return contract.path.replace(/:([A-Za-z0-9_]+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${contract.path}: path parameter ${name} is missing`);
    return encodeURIComponent(String(value));
  });
}

/** The media type of an .xlsx workbook, the answer of every export. */
export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
