import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers';

/** The calls of spec 7.5 that issue 4 covers, as the client makes them (relative to /prod-api). */
const CALLS = `
DELETE doctor/verify/delete/certificate
POST doctor/verify/save
POST doctor/verify/upload/certificate
GET doctor/verify/find/certificate/{id}
GET doctor/verify/download
POST doctor/verify/submit/{id}
GET doctor/verify/{id}/page
GET doctor/verify/findBy/page
POST doctor/verify/upload
POST dict/find/codeList
GET province/all
GET province/all/tree/user
GET province/city/all/{id}
GET province/area/all/{id}
POST province/area/cityIds
POST sales/region
POST sales/region/county
GET standard/department/current
GET standard/doctor/title
GET standard/administrative/position
GET API-SALES-AI/findDepartmentOneLevel
GET API-SALES-AI/findDepartmentTwoLevel
GET doctor/get/all/search/param
DELETE doctor/delete/search/param/{id}
POST doctor/save/common/search/param
POST doctor/search
POST doctor/get/hospital/list
POST doctorSpeaker/findHospital
GET doctor/get/department
GET doctor/get/one/{doctorId}
GET doctor/find/page
GET doctor/find/{id}
POST doctor/add
POST archive/add
POST doctor/focus
GET doctor/get/other/works/{id}
GET doctor/get/product/leve/{id}
GET tag/term/find/user
POST group/rules/find/relation/
POST customer/tag/add/{id}
POST customer/tag/delete/{tagTermId}
GET doctor/find/notTag/{id}
GET doctor/find/staff/{id}
GET doctor/find/{id}/system
GET doctor/find/{id}/personal
PUT doctor/update/term/{id}
PUT doctor/update/personalTerm/{id}
GET tag/personal/find
POST tag/personal/add/{termValue}
GET tag/group/find/{groupId}
POST channel/set
GET channel/find/{id}
GET bind/friend/list/{page}/{size}
POST bind/external/user
GET bind/friend/list/refresh/{id}
GET tp/bind/sync/external/contact/single
PUT bind/refresh/channel/{id}
DELETE bind/doctor/unbind/{id}
DELETE tp/bind/doctor/unbind/{id}
GET user/findUserRoleList
GET user/findById
GET product/user/product/all
GET field/all
GET library/findByMaterialType
GET correct/insert
GET correct/findBy/page
POST correct/approve/{id}
POST correct/reject/{id}
`
  .trim()
  .split('\n')
  .map((line) => line.split(' ') as [string, string])
  // A spec path ending in a slash is documented without it (OpenAPI tools refuse one); both are served.
  .map(([method, path]) => [method, path.replace(/\/$/, '')] as [string, string]);

describe('the customer calls in the OpenAPI document', () => {
  let t: TestApp;
  let paths: Record<string, Record<string, { security?: unknown; summary?: string; tags?: string[]; description?: string }>>;
  beforeAll(async () => {
    t = await buildTestApp();
    paths = (await t.app.inject({ url: '/prod-api/openapi.json', headers: { host: 'localhost' } })).json().paths;
  });
  afterAll(() => t.close());

  it('has every call of the issue’s groups with its exact path and verb, protected, with a summary and tags', () => {
    const missing = CALLS.filter(([method, path]) => !paths[`/prod-api/${path}`]?.[method.toLowerCase()]);
    expect(missing).toEqual([]);
    for (const [method, path] of CALLS) {
      const operation = paths[`/prod-api/${path}`]![method.toLowerCase()]!;
      expect(operation.security, path).toEqual([{ bearer: [] }]);
      expect(operation.summary, path).toBeTruthy();
      expect(operation.tags?.length, path).toBeGreaterThan(0);
    }
  });

  it('documents the sales-ai service, the count cap and the keyset cursor', () => {
    expect(paths['/prod-api/API-SALES-AI/findDepartmentOneLevel']!.get!.tags).toEqual(['sales-ai']);
    expect(paths['/prod-api/API-SALES-AI/findDepartmentOneLevel']!.get!.summary).toMatch(/Sales-ai service/);
    const search = paths['/prod-api/doctor/search']!.post!;
    expect(search.description).toMatch(/totalCapped/);
    expect(search.description).toMatch(/nextCursor/);
  });
});
