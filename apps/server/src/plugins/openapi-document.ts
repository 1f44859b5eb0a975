import { dictionaryOf } from '@crm/shared/object-keys';
import recordedExamples from './openapi-examples.json';

/**
 * What turns the generated OpenAPI document into one an integrator's tools accept: a stable
 * operationId and a security requirement on every operation, the error answers each one can give
 * (with the envelope's schema), a server, no `nullable` without a type, and examples.
 */

/** Marks an operation whose route has a rate limit of its own (set per route, read and removed here). */
export const RATE_LIMITED = 'x-rate-limited';
/** The media types of an operation that answers a file (its contract's fileTypes; read and removed here). */
export const FILE_TYPES = 'x-file-types';

const ERROR_SCHEMA = 'ErrorEnvelope';

const ERROR_ANSWERS: Record<string, string> = {
  '400': 'The request is not valid: the message names the field and why, in the caller’s language (Accept-Language).',
  '401': 'No access token, or one that expired or was revoked.',
  '403': 'The caller lacks the permission, or the object is outside their data range.',
  '404': 'No such object in the caller’s enterprise.',
  '413': 'The upload is larger than the configured limit.',
  '429': 'Too many requests from this address or user: retry after the seconds in Retry-After.',
};

/** One operation's example, recorded from the test suites (test/api-examples-cli.ts). */
export interface ApiExample {
  params?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
  response: unknown;
}

/** Keyed `get /prod-api/doctor/find/{id}`: the lower-case method and the document's path. */
const EXAMPLES = recordedExamples as Record<string, ApiExample>;

interface MediaType {
  schema?: unknown;
  example?: unknown;
}

interface Operation {
  operationId?: string;
  security?: unknown[];
  parameters?: Array<{ in?: string; name?: string; schema?: { type?: string }; example?: unknown }>;
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> } | undefined>;
  [RATE_LIMITED]?: boolean;
  [FILE_TYPES]?: readonly string[];
}

interface Document {
  servers?: unknown[];
  components?: { schemas?: Record<string, unknown> };
  paths?: Record<string, Record<string, Operation>>;
}

/** A recorded request and answer as the examples of the operation's parameters, body and successful answer. */
function attachExample(operation: Operation, example: ApiExample): void {
  for (const parameter of operation.parameters ?? []) {
    const values = parameter.in === 'path' ? example.params : parameter.in === 'query' ? example.query : undefined;
    const value = parameter.name ? values?.[parameter.name] : undefined;
    // Recorded as the route read it (true, 12); a parameter the document types as text shows the text.
    if (value !== undefined) parameter.example = parameter.schema?.type === 'string' && typeof value !== 'string' ? String(value) : value;
  }
  const body = operation.requestBody?.content?.['application/json'];
  if (body && example.body !== undefined) body.example = example.body;
  const answer = operation.responses?.['200']?.content?.['application/json'];
  if (answer) answer.example = example.response;
}

/** A file answer: its media types with a binary schema, or a redirect when it has none. */
function describeFile(operation: Operation, fileTypes: readonly string[]): void {
  const responses = (operation.responses ??= {});
  delete responses['200'];
  if (fileTypes.length === 0) {
    responses['302'] = { description: 'A redirect to the address the link stands for (Location header).' };
    return;
  }
  responses['200'] = {
    description: 'The file, with its name in Content-Disposition.',
    content: dictionaryOf(fileTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
  };
}

const METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options']);

/** A word of an operation id: `API-SYSTEM` reads `ApiSystem`, `findHospital` reads `FindHospital`. */
const word = (part: string) => (part === part.toUpperCase() ? part.charAt(0) + part.slice(1).toLowerCase() : part.charAt(0).toUpperCase() + part.slice(1));

/** `GET /prod-api/doctor/find/{id}` → `getDoctorFindById`: derived from the route, so it stays as long as the route does. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/prod-api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => (segment.startsWith('{') ? ['by', segment.slice(1, -1)] : segment.split(/[^A-Za-z0-9]+/)))
    .filter(Boolean)
    .map(word);
  return `${method.toLowerCase()}${words.join('') || 'Root'}`;
}

/** The null of OpenAPI 3.0, which has no null type (the form zod gives `z.null()` there). */
const NULL_BRANCH = { type: 'string', nullable: true, enum: [null] };

/**
 * OpenAPI 3.0 wants a type beside `nullable`: a nullable union gets null as one more branch (so null
 * still matches exactly one of `oneOf`), and a nullable schema without a type gets one.
 */
function typeNullables(value: unknown): void {
  if (Array.isArray(value)) return value.forEach(typeNullables);
  if (!value || typeof value !== 'object') return;
  const schema = value as Record<string, unknown>;
  // A nullable enumeration lists null among its values, or null is not one of them (OpenAPI 3.0.3).
  if (schema.nullable === true && Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum = [...(schema.enum as unknown[]), null];
  if (schema.nullable === true && schema.type === undefined && !schema.$ref) {
    const union = (['anyOf', 'oneOf'] as const).find((key) => Array.isArray(schema[key]));
    if (union) {
      delete schema.nullable;
      schema[union] = [...(schema[union] as unknown[]), { ...NULL_BRANCH }];
    } else if (!schema.allOf) {
      schema.type = Array.isArray(schema.enum) && schema.enum.every((v) => v === null) ? 'string' : 'object';
    }
  }
  for (const child of Object.values(schema)) typeNullables(child);
}

export function finishDocument<D extends object>(input: D): D {
  const doc = input as Document;
  doc.servers = [{ url: '/', description: 'This server: the enterprise is chosen by the host name the request is sent to.' }];
  doc.components = doc.components ?? {};
  doc.components.schemas = {
    ...doc.components.schemas,
    [ERROR_SCHEMA]: {
      type: 'object',
      description: 'The envelope of every refusal: the status again in `code`, the reason in `message`.',
      required: ['code', 'message', 'result'],
      properties: {
        code: { type: 'integer', example: 400 },
        message: { type: 'string', example: 'The field doctorId is required' },
        result: { type: 'object', nullable: true, description: 'Always null on a refusal.' },
      },
    },
  };
  const seen = new Map<string, string>();
  for (const [path, methods] of Object.entries(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries(methods)) {
      if (!METHODS.has(method)) continue;
      const id = operationIdOf(method, path);
      const clash = seen.get(id);
      if (clash) throw new Error(`operationId ${id} of ${method.toUpperCase()} ${path} is also that of ${clash}`);
      seen.set(id, `${method.toUpperCase()} ${path}`);
      operation.operationId = id;
      // A route without a security requirement is public, and says so.
      operation.security = operation.security ?? [];
      const answers: string[] = [];
      if (operation.parameters?.length || operation.requestBody) answers.push('400');
      if (operation.security.length) answers.push('401', '403');
      if (path.includes('{')) answers.push('404');
      if (operation.requestBody?.content?.['multipart/form-data']) answers.push('413');
      if (operation[RATE_LIMITED]) answers.push('429');
      delete operation[RATE_LIMITED];
      operation.responses = operation.responses ?? {};
      const fileTypes = operation[FILE_TYPES];
      delete operation[FILE_TYPES];
      if (fileTypes) describeFile(operation, fileTypes);
      const example = EXAMPLES[`${method} ${path}`];
      if (example) attachExample(operation, example);
      for (const status of answers) {
        operation.responses[status] ??= { description: ERROR_ANSWERS[status], content: { 'application/json': { schema: { $ref: `#/components/schemas/${ERROR_SCHEMA}` } } } };
      }
    }
  }
  typeNullables(doc);
  return input;
}
