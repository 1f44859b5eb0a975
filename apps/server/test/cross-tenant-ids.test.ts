import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANT_A, TENANT_B, api, buildTestApp, login, type TestApp } from './helpers';
import { PDF, multipart } from './meeting-fixtures';
import { rowsOf } from '../src/db/rows';

/**
 * Every operation of the API document that names a row by id in its path, called by tenant B's
 * administrator with the id of a real row of tenant A, must answer 404 and leave that row as it
 * was. The operations come from the document itself, the rows from the database: a new operation
 * with an id in its path fails here until ROWS says which table its id names.
 */

interface Example {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
}

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  template: string;
  /** The path parameters that name a row. */
  ids: string[];
  example: Example;
  encoding: 'json' | 'form' | 'multipart' | 'none';
}

/** Which table's row each id of a path names (the first pattern that matches the path wins), and from which column each id comes. */
const ROWS: Array<[pattern: RegExp, table: string, columns?: Record<string, string>]> = [
  [/\/API-SYSTEM\/(user\/colleagues|admin\/user)\//, 'app_user'],
  [/\/admin\/role\//, 'role'],
  [/\/admin\/org\//, 'organization'],
  [/\/admin\/menu\//, 'menu'],
  [/\/admin\/language\//, 'language_entry'],
  [/\/admin\/dict\/type\//, 'dict_type'],
  [/\/admin\/dict\/data\//, 'dict_data'],
  [/\/admin\/product\//, 'product'],
  [/\/API-BEACON\/message\/read\//, 'notification'],
  [/\/workflow\/definition\//, 'workflow_definition'],
  [/\/workflow\/instance\//, 'workflow_instance'],
  [/\/workflow\/task\//, 'workflow_task'],
  [/\/meeting\/\{id\}\/file\/\{fileId\}/, 'meeting_file', { id: 'meeting_id', fileId: 'id' }],
  [/\/meeting\/tov\/doctor\//, 'doctor'],
  [/\/meeting\/library\/version\//, 'library_material_version'],
  [/\/meeting\/library\//, 'library_material'],
  [/\/meeting\/institution\//, 'institution'],
  [/\/meeting\/supplier\//, 'supplier'],
  [/\/meeting\/\{id\}/, 'meeting'],
  [/\/budget\/pool\//, 'budget_pool'],
  [/\/budget\/cost-centre\//, 'cost_centre'],
  [/\/budget\/internal-order\//, 'internal_order'],
  [/\/speaker\//, 'speaker_profile'],
  [/\/v2\/visit\/find\/page\//, 'doctor'],
  [/\/v2\/visit\//, 'visit'],
  [/\/task\//, 'task'],
  [/\/suggestion\/\{id\}/, 'suggestion'],
  [/\/doctor\/delete\/search\/param\//, 'doctor_search_param'],
  [/\/doctor\/verify\/certificate\//, 'verification_certificate'],
  [/\/doctor\/verify\/\{id\}\/page/, 'doctor'],
  [/\/doctor\/verify\//, 'doctor_verification'],
  [/\/hospital\/find\//, 'hospital'],
  [/\/tag\/group\/find\//, 'tag_group'],
  [/\/customer\/tag\/delete\//, 'tag_term'],
  [/\/correct\//, 'doctor_correction'],
  [/\/data\/upload\//, 'data_upload'],
  [/\/sda\/treatment\/record\//, 'sda_treatment_record'],
  [/\/forecast\/issuance\//, 'target_issuance'],
  [/\/insights\/evidence\//, 'insight_stance_evidence'],
  [/\/insights\/surveys\//, 'survey'],
  [/\/report\/daily\//, 'daily_report'],
  [/\/content\/article\//, 'content_article'],
  [/\/content\/email-outbox\//, 'content_email_outbox'],
  [/\/content\/campaign\//, 'content_campaign'],
  [/\/analytics\/events\/ingest\//, 'event_ingest'],
  [/\/analytics\/journey\/hospital\//, 'hospital'],
  [/\/API-AI\/conversation\//, 'ai_conversation'],
  [/\/API-AI\/message\//, 'ai_message'],
  [/\/API-AI\/passage\//, 'ai_passage'],
  [/\/API-AI\/document\//, 'ai_document'],
  // Everything else with an id in its path is about one doctor: the record, its tags, channels,
  // bindings, academic profile, scores, journey, consent, stance and ledger.
  [/\/(doctor|customer|channel|bind|tp\/bind|get|relation|kol|insights|content\/consent|analytics)\//, 'doctor'],
];

/**
 * Left out, each for its reason: ids of shared reference data (regions) and of the product's own
 * upload models, not a tenant's rows; the doctor portal's calls, which take a doctor's token, not a
 * staff member's (test/doctor-portal.test.ts keeps doctors to their own tenant).
 */
const LEFT_OUT = ['/prod-api/province/', '/prod-api/API-DOCTOR/', '/prod-api/data/download/template/'];

/** Bodies of writes the recorded examples lack: valid, so that the answer is about the id alone. */
const BODIES: Record<string, unknown> = {
  'put /prod-api/API-SYSTEM/admin/user/{id}': { firstName: 'x', roleIds: [] },
  'put /prod-api/API-SYSTEM/admin/menu/{id}': { parentId: 1, type: 'MENU', name: 'x', nameEn: 'x', code: 'x', path: '/x' },
  'put /prod-api/API-SYSTEM/admin/language/{id}': { content: 'x' },
  'put /prod-api/API-SYSTEM/admin/dict/type/{id}': { name: 'x', nameEn: 'x' },
  'put /prod-api/API-SYSTEM/admin/dict/data/{id}': { label: 'x', labelEn: 'x' },
  'post /prod-api/workflow/instance/{id}/withdraw': {},
  'put /prod-api/meeting/institution/{id}': { name: 'x', type: 'OTHER' },
  'put /prod-api/meeting/supplier/{id}': { name: 'x', creditCode: '91310000MA1K3LQ99X', type: 'OTHER' },
  'put /prod-api/budget/pool/{id}': { budgetCents: 100 },
  'put /prod-api/budget/cost-centre/{id}': { code: 'CC-X', name: 'x' },
  'put /prod-api/budget/internal-order/{id}': { code: 'IO-X', name: 'x', costCentreId: 1 },
  'post /prod-api/speaker/{id}/deactivate': {},
  'post /prod-api/suggestion/{id}/dismiss': { reason: 'notRelevant' },
};

/** Bodies and queries borrowed from the recorded example of the operation that creates the row. */
const LIKE_CREATE: Record<string, string> = {
  'put /prod-api/speaker/{id}': 'post /prod-api/speaker',
  'put /prod-api/insights/surveys/{id}': 'post /prod-api/insights/surveys',
  'put /prod-api/content/article/{id}': 'post /prod-api/content/article',
};

/** Files sent with the multipart writes, beside their fields. */
const FILES: Record<string, { fields: Record<string, string>; file: { name: string; content: Buffer } }> = {
  'post /prod-api/meeting/{id}/file': { fields: { kind: 'ATTACHMENT' }, file: { name: 'agenda.pdf', content: PDF } },
};

/**
 * Rows the demo data gives tenant A none of, made by A's administrator through the recorded
 * example of the call that creates one (or, where that call takes a file or a send, in SQL).
 */
const MADE_BY_EXAMPLE = [
  'post /prod-api/API-SYSTEM/admin/language',
  'post /prod-api/doctor/save/common/search/param',
  'post /prod-api/API-AI/knowledge/chat',
  'post /prod-api/analytics/events/ingest',
  'post /prod-api/forecast/issuance/issue',
];
const MADE_IN_SQL = (tenantId: number) => [
  `insert into notification (tenant_id, category, title, content) values (${tenantId}, 'SYSTEM', 'x', 'x')`,
  `insert into content_email_outbox (tenant_id, to_address, subject, html) values (${tenantId}, 'x@example.com', 'x', '<p>x</p>')`,
  `insert into data_upload (tenant_id, model_code, file_name, file_format, content, created_by_name) values (${tenantId}, 'HOSPITAL', 'x.csv', 'csv', '\\x00', 'x')`,
];

const QUERIES: Record<string, Record<string, unknown>> = {
  'get /prod-api/meeting/tov/doctor/{doctorId}/export': { year: new Date().getFullYear() },
};

const examples = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '../src/plugins/openapi-examples.json'), 'utf8')) as Record<string, Example>;

/** A path parameter that names a row: `id` or `…Id`, unless its recorded example is not a number (a code or a public key). */
const isRowId = (name: string, example: unknown) => (name === 'id' || name.endsWith('Id')) && (example === undefined || /^\d+$/.test(String(example)));

type Document = { paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>> };

function operationsById(document: Document): Operation[] {
  const operations: Operation[] = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    if (LEFT_OUT.some((prefix) => template.startsWith(prefix))) continue;
    for (const [method, definition] of Object.entries(methods)) {
      if (!['get', 'post', 'put', 'delete'].includes(method)) continue;
      const key = `${method} ${template}`;
      const recorded = examples[key] ?? {};
      const ids = [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!).filter((name) => isRowId(name, recorded.params?.[name]));
      if (!ids.length) continue;
      const content = Object.keys(definition.requestBody?.content ?? {});
      const encoding = content.includes('application/json')
        ? 'json'
        : content.includes('application/x-www-form-urlencoded')
          ? 'form'
          : content.includes('multipart/form-data')
            ? 'multipart'
            : 'none';
      const create = LIKE_CREATE[key] ? examples[LIKE_CREATE[key]] : undefined;
      const body = key in BODIES ? BODIES[key] : (recorded.body ?? create?.body);
      const example: Example = { params: recorded.params, query: QUERIES[key] ?? recorded.query, body };
      operations.push({ method: method.toUpperCase() as Operation['method'], template, ids, example, encoding });
    }
  }
  return operations;
}

function call(t: TestApp, token: string, host: string, operation: Operation, params: Record<string, string | number>) {
  const url = operation.template.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(String(params[name] ?? operation.example.params?.[name])));
  const query = operation.example.query ? `?${new URLSearchParams(Object.entries(operation.example.query).map(([k, v]) => [k, String(v)])).toString()}` : '';
  const body = operation.example.body;
  const payload =
    operation.encoding === 'form' && body && typeof body === 'object'
      ? new URLSearchParams(Object.entries(body).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)])).toString()
      : operation.encoding === 'json'
        ? (body ?? {})
        : body;
  const file = FILES[`${operation.method.toLowerCase()} ${operation.template}`];
  if (operation.encoding === 'multipart' && file) {
    const form = multipart(file.fields, file.file);
    return api(t.app, token, { method: operation.method, url: `${url}${query}`, host, payload: form.payload, headers: { 'content-type': form.contentType } });
  }
  const headers: Record<string, string> =
    operation.encoding === 'form' ? { 'content-type': 'application/x-www-form-urlencoded' } : payload === undefined ? {} : { 'content-type': 'application/json' };
  return api(t.app, token, { method: operation.method, url: `${url}${query}`, host, payload, headers });
}

describe('ids of another tenant', () => {
  let t: TestApp;
  let operations: Operation[];
  let tokenA: string;
  let tokenB: string;
  let tenantA: number;

  beforeAll(async () => {
    t = await buildTestApp();
    const document = (await t.app.inject({ url: '/prod-api/openapi.json', headers: { host: TENANT_A } })).json<Document>();
    tokenA = (await login(t.app, 'admin', TENANT_A)).access_token;
    tokenB = (await login(t.app, 'admin', TENANT_B)).access_token;
    tenantA = (await t.app.tenants.findByDomain(TENANT_A))!.id;
    const tenantB = (await t.app.tenants.findByDomain(TENANT_B))!.id;
    for (const key of MADE_BY_EXAMPLE) {
      const [method, url] = key.split(' ') as ['post', string];
      const made = await api(t.app, tokenA, { method: method.toUpperCase() as 'POST', url, host: TENANT_A, payload: examples[key]!.body });
      expect(made.statusCode, `${key}: ${made.body.slice(0, 200)}`).toBe(200);
    }
    for (const statement of MADE_IN_SQL(tenantA)) await t.app.db.execute(sql.raw(statement));
    // A body naming a row of B's own, so that B's answer is about the id in the path.
    const centres = rowsOf<{ id: number }>(await t.app.db.execute(sql`select id from cost_centre where tenant_id = ${tenantB} order by id limit 1`));
    BODIES['put /prod-api/budget/internal-order/{id}'] = { code: 'IO-X', name: 'x', costCentreId: Number(centres[0]!.id) };
    operations = operationsById(document);
  }, 120_000);
  afterAll(() => t?.close());

  /** A row of tenant A for the operation: its path parameters and a digest of the whole row. */
  async function rowOfA(operation: Operation): Promise<{ table: string; params: Record<string, number>; digest: () => Promise<string | undefined> } | string> {
    const entry = ROWS.find(([pattern]) => pattern.test(operation.template));
    if (!entry) return 'no table in ROWS';
    const [, table, columns = {}] = entry;
    const selected = operation.ids.map((name) => `t.${columns[name] ?? 'id'} as "${name}"`).join(', ');
    const found = rowsOf<Record<string, number | string>>(
      await t.app.db.execute(sql.raw(`select ${selected}, t.id as "rowId" from ${table} t where t.tenant_id = ${tenantA} order by t.id limit 1`)),
    );
    const row = found[0];
    if (!row) return `no row of tenant A in ${table}`;
    const params = Object.fromEntries(operation.ids.map((name) => [name, Number(row[name])]));
    const digest = async () =>
      rowsOf<{ digest: string }>(await t.app.db.execute(sql.raw(`select md5(t::text) as digest from ${table} t where t.id = ${Number(row.rowId)}`)))[0]?.digest;
    return { table, params, digest };
  }

  it('answer 404 for every operation of the document that names a row by id, and leave the row of the other tenant as it was', async () => {
    // Reads first, then writes, deletions last: a row tenant A itself changes stays there for the next operation.
    const order = { GET: 0, POST: 1, PUT: 1, DELETE: 2 } as const;
    const sorted = [...operations].sort((a, b) => order[a.method] - order[b.method]);
    const wrong: string[] = [];
    const readsOfA: string[] = [];
    let covered = 0;
    for (const operation of sorted) {
      const name = `${operation.method} ${operation.template}`;
      const row = await rowOfA(operation);
      if (typeof row === 'string') {
        wrong.push(`${name}: ${row}`);
        continue;
      }
      covered += 1;
      const before = await row.digest();
      const asB = await call(t, tokenB, TENANT_B, operation, row.params);
      if (asB.statusCode !== 404) wrong.push(`${name} ${JSON.stringify(row.params)}: ${asB.statusCode} ${asB.body.slice(0, 160)}`);
      if ((await row.digest()) !== before) wrong.push(`${name}: B changed the row of A in ${row.table}`);
      // The same read by tenant A finds the row: the id was a real one of A's, in the right table.
      if (operation.method === 'GET' && operation.encoding === 'none') {
        const asA = await call(t, tokenA, TENANT_A, operation, row.params);
        if (asA.statusCode === 404) readsOfA.push(name);
      }
    }
    expect(wrong).toEqual([]);
    console.info(`cross-tenant ids: ${covered} operations of ${sorted.length}, ${readsOfA.length} reads A itself could not make: ${readsOfA.join('; ')}`);
    expect(covered).toBe(sorted.length);
    // Every read of A's finds its row, so each id was a real row of A in the right table; but the
    // export of an answer takes a proposal, and the answer made above is a knowledge answer.
    expect(readsOfA).toEqual(['GET /prod-api/API-AI/message/{id}/export']);
    expect(covered).toBeGreaterThan(120);
  }, 600_000);
});
