import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_A, api, buildTestApp, login, type TestApp } from './helpers';

/**
 * Every operation of the OpenAPI document, signed in as the administrator, fed generated bad values
 * in its path, query and body: whatever the value, the answer is a 4xx (or a 2xx), never a 5xx.
 */

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}
interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  schema?: JsonSchema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
interface Call {
  method: string;
  path: string;
  operation: Operation;
}

const RUNS_PER_OPERATION = Number(process.env.BAD_INPUT_RUNS ?? 6);
/** Operations that hold the connection open by design (event streams), or end the session under test. */
const SKIPPED = [/\/connect$/, /\/logout$/, /\/stream/];

const nulString = fc.tuple(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 })).map(([a, b]) => `${a}\u0000${b}`);
const hugeInteger = fc.oneof(fc.constant(2147483648), fc.constant(-2147483649), fc.constant(9007199254740991), fc.integer({ min: 2147483648, max: Number.MAX_SAFE_INTEGER }));
/** A value no schema of this API should take as it is. */
const badValue: fc.Arbitrary<unknown> = fc.oneof(
  nulString,
  hugeInteger,
  fc.constantFrom(1.5, -1, 0, 1e300, true, false, null, '', ' ', 'abc', '%', '-1', '1e999', '2147483648', '9999999999999999999999', '2026-13-45', '../../etc/passwd'),
  fc.string({ minLength: 1000, maxLength: 20000 }),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.oneof(nulString, hugeInteger), { maxLength: 3 }),
);

/** An object of the schema's shape with some fields replaced by bad values (nested objects too). */
function badObject(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const properties = schema?.properties ?? schema?.anyOf?.find((option) => option.properties)?.properties;
  if (!properties || depth > 2) return badValue;
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) {
    fields[name] = property.properties
      ? fc.oneof(badObject(property, depth + 1), badValue)
      : property.items?.properties
        ? fc.array(badObject(property.items, depth + 1), { maxLength: 2 })
        : badValue;
  }
  return fc.record(fields, { requiredKeys: [] });
}

const asText = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

function requestFor(call: Call) {
  const parameters = call.operation.parameters ?? [];
  const pathParams = parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = parameters.filter((parameter) => parameter.in === 'query');
  const content = call.operation.requestBody?.content ?? {};
  const jsonSchema = content['application/json']?.schema;
  const formSchema = content['application/x-www-form-urlencoded']?.schema;
  const body: fc.Arbitrary<{ payload?: string | object; contentType?: string }> = jsonSchema
    ? fc.oneof(
        badObject(jsonSchema).map((payload) => ({ payload: JSON.stringify(payload), contentType: 'application/json' })),
        fc
          .constantFrom('{', '', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"x":1}}}', '[]', '"text"', '123', 'null')
          .map((payload) => ({ payload, contentType: 'application/json' })),
      )
    : formSchema
      ? badObject(formSchema).map((payload) => ({
          payload: new URLSearchParams(Object.entries(payload as object).map(([k, v]) => [k, asText(v)])).toString(),
          contentType: 'application/x-www-form-urlencoded',
        }))
      : fc.constant({});
  return fc
    .record({
      path: fc.tuple(...pathParams.map(() => badValue)),
      query: fc.tuple(...queryParams.map(() => fc.option(badValue, { nil: undefined }))),
      body,
    })
    .map(({ path, query, body }) => {
      let url = call.path;
      pathParams.forEach((parameter, i) => (url = url.replace(`{${parameter.name}}`, encodeURIComponent(asText(path[i])) || 'x')));
      const search = new URLSearchParams();
      queryParams.forEach((parameter, i) => query[i] !== undefined && search.append(parameter.name, asText(query[i])));
      return { url: search.size ? `${url}?${search}` : url, ...body };
    });
}

describe('bad input never costs a 500', () => {
  let t: TestApp;
  let token: string;
  let calls: Call[];

  beforeAll(async () => {
    t = await buildTestApp({ config: { loginRatePerMinute: 100_000 } });
    token = (await login(t.app, 'admin')).access_token;
    const document = (await t.app.inject({ url: '/prod-api/openapi.json', headers: { host: TENANT_A } })).json<{ paths: Record<string, Record<string, Operation>> }>();
    calls = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
          .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
      )
      .filter((call) => !SKIPPED.some((pattern) => pattern.test(call.path)));
  });
  afterAll(() => t?.close());

  it('answers every operation of the OpenAPI document with a 4xx or 2xx for generated bad values', { timeout: 180_000 }, async () => {
    expect(calls.length).toBeGreaterThan(200);
    const failures: string[] = [];
    const statuses: Record<number, number> = {};
    const unauthorized = new Set<string>();
    for (const call of calls) {
      const result = await fc.check(
        fc.asyncProperty(requestFor(call), async (request) => {
          const response = await t.app.inject({
            method: call.method as 'GET',
            url: request.url,
            headers: { host: TENANT_A, authorization: `Bearer ${token}`, 'accept-language': 'en', ...(request.contentType ? { 'content-type': request.contentType } : {}) },
            ...(request.payload === undefined || call.method === 'GET' ? {} : { payload: request.payload }),
          });
          statuses[response.statusCode] = (statuses[response.statusCode] ?? 0) + 1;
          // The doctor portal takes doctors' tokens, not staff ones: a 401 there is its door working.
          if (response.statusCode === 401 && !call.path.includes('/API-DOCTOR/')) unauthorized.add(`${call.method} ${call.path}`);
          if (response.statusCode >= 500) throw new Error(`${response.statusCode} ${response.body.slice(0, 200)}`);
        }),
        { numRuns: RUNS_PER_OPERATION, seed: Number(process.env.BAD_INPUT_SEED ?? 2026), endOnFailure: true },
      );
      if (result.failed) failures.push(`${call.method} ${call.path}: ${JSON.stringify(result.counterexample?.[0])?.slice(0, 300)} → ${String(result.errorInstance).slice(0, 200)}`);
    }
    expect(failures).toEqual([]);
    // The session must have lived through the run, or the operations were only ever refused at the door.
    expect([...unauthorized]).toEqual([]);
  });

  it('names the field in the caller’s language for a NUL character and an integer beyond int4', async () => {
    const nul = await api(t.app, token, { method: 'POST', url: '/prod-api/doctor/search', payload: { keyword: 'a\u0000b' }, lang: 'en' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toBe('Invalid field keyword: must not contain the NUL character');
    const query = await api(t.app, token, { url: '/prod-api/API-SYSTEM/enterprise/find?domain=a%00b' });
    expect(query.statusCode).toBe(400);
    expect(query.json().message).toBe('参数 domain 不正确：不能包含空字符');
    const huge = await api(t.app, token, { method: 'POST', url: '/prod-api/doctor/search', payload: { departmentId: 2147483648 }, lang: 'en' });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().message).toMatch(/departmentId/);
  });

  it('answers malformed, empty and prototype-poisoning bodies on the identity endpoints with 400', async () => {
    for (const payload of ['{', '', '{"__proto__":{"admin":true}}']) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/auth/realms/kangning/protocol/openid-connect/token',
        headers: { host: TENANT_A, 'content-type': 'application/json', 'accept-language': 'en' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_request' });
    }
  });
});
