import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/helpers';

/**
 * The API's operations as they were before routes moved onto shared contracts: each operation's
 * parameters, request body and 200 response, hashed. Moving a route must not change them.
 */
const recorded = JSON.parse(fs.readFileSync(new URL('./openapi-operations.json', import.meta.url), 'utf8')) as Record<string, string>;

/** Operations whose shape changed on purpose, with the reason. */
const INTENDED_CHANGES: Record<string, string> = {
  // The last hand-registered uploads come from contracts: their multipart body is documented (decision 10).
  'POST /prod-api/doctor/verify/upload': 'the multipart request body is documented, with its 413',
  'POST /prod-api/doctor/verify/upload/certificate': 'the multipart request body is documented, with its 413',
  'POST /prod-api/meeting/{id}/file': 'the multipart request body is documented, with its 413',
  // The embedded realm's authorization code flow (decision 1, amended).
  'POST /auth/realms/{realm}/protocol/openid-connect/token': 'the authorization_code grant (code, redirect_uri, code_verifier) and an ID token in every answer',
  'POST /auth/realms/{realm}/protocol/openid-connect/logout': 'an RP-initiated logout by id_token_hint, as the GET form does',
  'GET /prod-api/API-SYSTEM/product/user/product/all':
    'one response shape for both spec paths of the user’s products: each product now carries its indications and its English generic name',
  'GET /prod-api/product/user/product/all': 'a product carries its English generic name',
  // The content center's article review is a new process type of the workflow engine.
  'GET /prod-api/workflow/definition/page': 'the process type enum gains ARTICLE_REVIEW',
  'GET /prod-api/workflow/instance/my/page': 'the process type enum gains ARTICLE_REVIEW',
  'GET /prod-api/workflow/task/done/page': 'the process type enum gains ARTICLE_REVIEW',
  'GET /prod-api/workflow/task/todo/page': 'the process type enum gains ARTICLE_REVIEW',
  'POST /prod-api/workflow/definition': 'the process type enum gains ARTICLE_REVIEW, and a chain carries the names of its named deciders',
  // Names in English for English screens: added fields, nothing removed.
  'GET /prod-api/doctor/verify/findBy/page': 'a verification carries the linked doctor’s and the department’s English names',
  'GET /prod-api/doctor/verify/{id}/page': 'a verification carries the linked doctor’s and the department’s English names',
  'POST /prod-api/doctor/verify/approve/{id}': 'a verification carries the linked doctor’s and the department’s English names',
  'POST /prod-api/doctor/verify/reject/{id}': 'a verification carries the linked doctor’s and the department’s English names',
  'POST /prod-api/doctor/verify/save': 'a verification carries the linked doctor’s and the department’s English names',
  'POST /prod-api/doctor/verify/submit/{id}': 'a verification carries the linked doctor’s and the department’s English names',
  'GET /prod-api/workflow/instance/{id}':
    'the initiator and the candidates of open steps carry their English names; a step’s nullable assignee is a union with a null branch (OpenAPI 3.0 wants a type beside nullable)',
  'GET /prod-api/hospital/find/{id}': 'hospitals carry the English names of their province, city and county',
  'POST /prod-api/doctor/get/hospital/list': 'hospitals carry the English names of their province, city and county',
  'POST /prod-api/doctorSpeaker/findHospital': 'hospitals carry the English names of their province, city and county',
  'POST /prod-api/hospital/search': 'hospitals carry the English names of their province, city and county',
  'GET /prod-api/budget/internal-order/page': 'internal orders have an English name',
  'POST /prod-api/budget/internal-order': 'internal orders have an English name',
  'PUT /prod-api/budget/internal-order/{id}': 'internal orders have an English name',
  'GET /prod-api/meeting/supplier/page': 'suppliers have an English name',
  'POST /prod-api/meeting/supplier': 'suppliers have an English name',
  'PUT /prod-api/meeting/supplier/{id}': 'suppliers have an English name',
  'GET /prod-api/meeting/page': "meetings carry the applicant's English name",
  'GET /prod-api/meeting/{id}': 'meetings carry the English names of the applicant, institution, cost centre, internal order and supplier',
  'GET /prod-api/speaker/approval/page': 'speakers carry the English names of the doctor, hospital and creator',
  'GET /prod-api/speaker/page': 'speakers carry the English names of the doctor, hospital and creator',
  'GET /prod-api/speaker/{id}': 'speakers carry the English names of the doctor, hospital and creator',
  'GET /prod-api/task/find/{id}': "a task's doctor carries the hospital's English name",
  'GET /prod-api/v2/visit/plan/calendar': "a task's doctor carries the hospital's English name",
  'POST /prod-api/task/create': "a task's doctor carries the hospital's English name",
  'POST /prod-api/task/page': "a task's doctor carries the hospital's English name",
  'PUT /prod-api/task/update/{id}': "a task's doctor carries the hospital's English name",
  'GET /prod-api/meeting/institution/page': 'institutions carry their city’s English name and their contact person in pinyin',
  'GET /prod-api/correct/findBy/page': 'a correction names its rep and reviewer in English too',
  'POST /prod-api/correct/approve/{id}': 'a correction names its rep and reviewer in English too',
  'POST /prod-api/correct/reject/{id}': 'a correction names its rep and reviewer in English too',
  // Notices are written in both languages; each reader sees theirs.
  'GET /prod-api/API-BEACON/message/page': 'a message carries its English title and content',
  'POST /prod-api/API-BEACON/message/publish': 'a message may be written in English too, and carries its English title and content',
  // First sign-in: a password an administrator set must be changed before anything else.
  'GET /prod-api/API-SYSTEM/user/info': 'the user info says whether the password must be changed first (mustChangePassword)',
  // Visit lists put what has happened first, newest on top, and the upcoming plans after it.
  'GET /prod-api/v2/visit/find/page/{id}': 'the sort parameter gains recent, now the default',
  'POST /prod-api/v2/visit/find/my/page': 'the sort parameter gains recent, now the default',
  'POST /prod-api/v2/visit/find/team/page': 'the sort parameter gains recent, now the default',
  // The API document made valid for integrators' tools: the same data, written so OpenAPI 3.0 allows it.
  'GET /prod-api/API-SYSTEM/admin/menu/tree': 'the recursive tree is a named component (its $ref pointed at a schema the document did not have)',
  'GET /prod-api/API-SYSTEM/admin/org/tree': 'the recursive tree is a named component (its $ref pointed at a schema the document did not have)',
  'GET /prod-api/API-SYSTEM/menu/all/tree': 'the recursive tree is a named component (its $ref pointed at a schema the document did not have)',
  'GET /prod-api/API-SYSTEM/menu/user/all': 'the recursive tree is a named component (its $ref pointed at a schema the document did not have)',
  'GET /prod-api/province/all/tree/user': 'the recursive tree is a named component (its $ref pointed at a schema the document did not have)',
  'POST /prod-api/data/upload': 'a preview cell’s nullable value is a union with a null branch (OpenAPI 3.0 wants a type beside nullable)',
  'GET /prod-api/data/upload/{id}': 'a preview cell’s nullable value is a union with a null branch (OpenAPI 3.0 wants a type beside nullable)',
  // A nullable enumeration lists null among its values: OpenAPI 3.0.3 allows null only so, and the recorded examples showed it.
  'GET /prod-api/academicNetwork/doctorAcademicNetworkCenterChart': 'a nullable enumeration lists null among its values',
  'GET /prod-api/academicNetwork/doctorAcademicNetworkCenterTable': 'a nullable enumeration lists null among its values',
  'GET /prod-api/academicNetwork/findDoctorRelation': 'a nullable enumeration lists null among its values',
  'GET /prod-api/academicNetwork/findRelationList': 'a nullable enumeration lists null among its values',
  'GET /prod-api/kol/mapping/list': 'a nullable enumeration lists null among its values',
  'GET /prod-api/kol/mapping/score/{id}': 'a nullable enumeration lists null among its values',
  'POST /prod-api/channel/set': 'a nullable enumeration lists null among its values',
  // The audit trail in the reader's language: added fields, nothing removed.
  'GET /prod-api/API-SYSTEM/admin/audit/page': 'a record carries its action and object labels in the reader’s language',
  // A chain names the users its steps name as deciders: an added field (saving one answers the same).
  'GET /prod-api/workflow/definition/{id}': 'a chain carries the names of the users its steps name as deciders',
  // Every answer declares its media type, so a generated client types a download as a file, not unknown.
  'GET /prod-api/doctor/verify/certificate/{certificateId}/content': 'the file answer declares its media types (JPEG, PNG, PDF) as binary',
  'GET /prod-api/doctor/verify/download': 'the file answer declares the xlsx media type as binary',
  'GET /prod-api/meeting/tov/doctor/{doctorId}/export': 'the file answer declares the xlsx media type as binary',
  'GET /prod-api/meeting/tov/export': 'the file answer declares the xlsx media type as binary',
  'GET /prod-api/meeting/{id}/file/{fileId}': 'the file answer declares its media types (PDF, PNG, JPEG, OFD) as binary',
  'GET /prod-api/v2/visit/export': 'the file answer declares the xlsx media type as binary',
  'GET /auth/realms/{realm}/.well-known/openid-configuration': 'the discovery document’s JSON answer is declared',
  'GET /auth/realms/{realm}/protocol/openid-connect/certs': 'the key set’s JSON answer is declared',
  'GET /auth/realms/{realm}/protocol/openid-connect/userinfo': 'the claims’ JSON answer is declared',
};

/** Operations the document names differently on purpose (the old name still served), with the reason. */
const RENAMED: Record<string, { to: string; why: string }> = {
  'POST /prod-api/group/rules/find/relation/': {
    to: 'POST /prod-api/group/rules/find/relation',
    why: 'OpenAPI tools refuse a path ending in a slash; the spec’s path with the slash is still served, hidden from the document',
  },
};

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    // An example is what a route once answered, not its shape.
    const entries = Object.entries(value as Record<string, unknown>).filter(([k, v]) => v !== undefined && k !== 'example');
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value);
}

type Operation = { parameters?: unknown[]; requestBody?: unknown; responses?: Record<string, unknown> };
let t: TestApp;
let current: Record<string, string>;

beforeAll(async () => {
  t = await buildTestApp();
  const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
  current = {};
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const shape = { parameters: op.parameters ?? [], requestBody: op.requestBody ?? null, response: op.responses?.['200'] ?? null };
      current[`${method.toUpperCase()} ${path}`] = createHash('sha256').update(canonical(shape)).digest('hex').slice(0, 16);
    }
  }
});
afterAll(async () => t?.close());

describe('OpenAPI document', () => {
  it('keeps every recorded operation, with the same path, verb and shapes', () => {
    const named = (operation: string) => RENAMED[operation]?.to ?? operation;
    const missing = Object.keys(recorded).filter((operation) => !(named(operation) in current));
    expect(missing).toEqual([]);
    const changed = Object.keys(recorded).filter((operation) => current[named(operation)] !== recorded[operation] && !(operation in INTENDED_CHANGES));
    expect(changed).toEqual([]);
  });
});
