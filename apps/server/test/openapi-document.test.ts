import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import openapiTS, { astToString } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers';

/** The specification's list of calls, beside the repository where it is at hand. */
const SPEC_CALLS = path.resolve(import.meta.dirname, '../../../../shared/spec/calls.json');

/**
 * The API document as integrators' tools take it: valid for an independent OpenAPI validator, free
 * of errors under Redocly's recommended rules, and a TypeScript client generated from it compiles.
 */
describe.skipIf(process.env.TEST_DB === 'postgres')('the served OpenAPI document', () => {
  let t: TestApp;
  let document: Record<string, unknown>;
  let dir: string;

  beforeAll(async () => {
    t = await buildTestApp();
    const response = await t.app.inject({ url: '/prod-api/openapi.json' });
    expect(response.statusCode).toBe(200);
    document = response.json();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'crm-openapi-'));
    fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(document));
  });
  afterAll(async () => {
    await t?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  type Answer = { content?: Record<string, { example?: unknown }> };
  const exampleOf = (operation: { responses: Record<string, unknown> }) => (operation.responses['200'] as Answer | undefined)?.content?.['application/json']?.example;
  const answersJson = (operation: { responses: Record<string, unknown> }) => Boolean((operation.responses['200'] as Answer | undefined)?.content?.['application/json']);
  /** A path with its parameters unnamed: the specification names them `{a}`, `{x}`. */
  const shapeOf = (route: string) => route.replace(/\{[^}]*\}/g, '{}').replace(/\/$/, '');

  const operations = () =>
    Object.entries(document.paths as Record<string, Record<string, { operationId?: string; security?: unknown[]; responses: Record<string, unknown> }>>).flatMap(
      ([route, methods]) => Object.entries(methods).map(([method, operation]) => ({ route, method, operation })),
    );

  it('is valid OpenAPI for an independent validator', async () => {
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('gives every operation a unique operationId, a security requirement and its error answers', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(300);
    const ids = all.map(({ operation }) => operation.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(all.filter(({ operation }) => !Array.isArray(operation.security)).map(({ method, route }) => `${method} ${route}`)).toEqual([]);
    const info = all.find(({ route, method }) => route === '/prod-api/API-SYSTEM/user/info' && method === 'get')!;
    expect(info.operation.operationId).toBe('getApiSystemUserInfo');
    expect(Object.keys(info.operation.responses)).toEqual(expect.arrayContaining(['200', '401', '403']));
    const doctor = all.find(({ route, method }) => route === '/prod-api/doctor/find/{id}' && method === 'get')!;
    expect(Object.keys(doctor.operation.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403', '404']));
    const signIn = all.find(({ route, method }) => route.endsWith('/protocol/openid-connect/token') && method === 'post');
    if (signIn) expect(signIn.operation.security).toEqual([]);
  });

  it('declares the media type of every answer, a file download as a binary of its own type', () => {
    // Each operation's success answer names its media type, or is a redirect.
    const untyped = operations()
      .filter(({ operation }) => {
        const responses = operation.responses as Record<string, { content?: Record<string, unknown> }>;
        const success = Object.entries(responses).filter(([status]) => /^2/.test(status));
        return !responses['302'] && !success.some(([, answer]) => Object.keys(answer.content ?? {}).length > 0);
      })
      .map(({ method, route }) => `${method} ${route}`);
    expect(untyped).toEqual([]);
    const answer = (route: string) =>
      (operations().find((one) => one.route === route && one.method === 'get')!.operation.responses as Record<string, { content?: Record<string, { schema?: unknown }> }>)['200']!
        .content!;
    expect(answer('/prod-api/meeting/tov/export')).toEqual({
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': { schema: { type: 'string', format: 'binary' } },
    });
    expect(Object.keys(answer('/prod-api/meeting/{id}/file/{fileId}'))).toEqual(['application/pdf', 'image/png', 'image/jpeg', 'application/ofd']);
  });

  it('has no error under Redocly’s recommended rules, and every example fits its schema', () => {
    const cli = createRequire(import.meta.url).resolve('@redocly/cli/package.json');
    const bin = path.join(path.dirname(cli), 'bin/cli.js');
    // The recommended rules, with an example its schema refuses (or whose answer has a field the
    // schema does not name) as an error rather than a warning.
    const config = path.join(dir, 'redocly.yaml');
    fs.writeFileSync(
      config,
      [
        'extends: [recommended]',
        'rules:',
        '  no-invalid-media-type-examples: { severity: error, allowAdditionalProperties: false }',
        '  no-invalid-parameter-examples: error',
      ].join('\n'),
    );
    const lint = spawnSync(process.execPath, [bin, 'lint', path.join(dir, 'openapi.json'), `--config=${config}`, '--format=json'], {
      encoding: 'utf8',
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
      maxBuffer: 64 * 1024 * 1024,
    });
    const report = JSON.parse(lint.stdout.slice(lint.stdout.indexOf('{'))) as {
      totals: { errors: number; warnings: number };
      problems: Array<{ ruleId: string; severity: string; message: string; location?: Array<{ pointer?: string }> }>;
    };
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId} at ${problem.location?.[0]?.pointer ?? '?'}: ${problem.message}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
  });

  it('shows a recorded request and answer of the operations, the spec’s calls among them', () => {
    const withExample = operations().filter(({ operation }) => exampleOf(operation) !== undefined);
    expect(withExample.length).toBeGreaterThan(250);
    const doctor = operations().find(({ route, method }) => route === '/prod-api/doctor/find/{id}' && method === 'get')!;
    expect(exampleOf(doctor.operation)).toMatchObject({ code: 200, result: { id: expect.any(Number), doctorName: expect.any(String) } });
    // Where the specification is at hand (a newcomer's clone has none), each call it names that the
    // document has and that answers JSON shows an example.
    if (!fs.existsSync(SPEC_CALLS)) return;
    const spec = JSON.parse(fs.readFileSync(SPEC_CALLS, 'utf8')) as { calls: Array<{ method: string; path: string; base: string }> };
    const documented = new Map(operations().map((entry) => [`${entry.method} ${shapeOf(entry.route)}`, entry]));
    const missing = spec.calls
      .map((call) => documented.get(`${call.method.toLowerCase()} ${shapeOf(call.base === 'business' ? `/prod-api/${call.path}` : `/prod-api${call.path}`)}`))
      .filter((entry) => entry && answersJson(entry.operation) && exampleOf(entry.operation) === undefined)
      .map((entry) => `${entry!.method} ${entry!.route}`);
    expect(missing).toEqual([]);
  });

  it('generates a TypeScript client that compiles', async () => {
    const types = astToString(await openapiTS(document as unknown as Parameters<typeof openapiTS>[0]));
    fs.writeFileSync(path.join(dir, 'api.d.ts'), types);
    // A caller of the generated types: the signed-in user's id is a number, a doctor is found by a numeric id.
    fs.writeFileSync(
      path.join(dir, 'client.ts'),
      [
        "import type { paths, operations } from './api';",
        "type Info = paths['/prod-api/API-SYSTEM/user/info']['get']['responses']['200']['content']['application/json'];",
        "export const userId: Info['result']['id'] = 1;",
        "type Refusal = operations['getApiSystemUserInfo']['responses']['401']['content']['application/json'];",
        "export const refusal: Refusal = { code: 401, message: 'Unauthorized', result: null };",
        "export const doctorPath: operations['getDoctorFindById']['parameters']['path'] = { id: 12 };",
        // A download is a file, not unknown: the generated type of a binary answer is a string or Blob, and a number is refused.
        "type Workbook = paths['/prod-api/v2/visit/export']['get']['responses']['200']['content']['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];",
        "export const workbook: Workbook = '' as Workbook;",
        '// @ts-expect-error a workbook is not a number',
        'export const notWorkbook: Workbook = 1;',
      ].join('\n'),
    );
    const program = ts.createProgram([path.join(dir, 'client.ts')], {
      strict: true,
      noEmit: true,
      skipLibCheck: false,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      types: [],
    });
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(diagnostics).toEqual([]);
  });
});
