import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, buildTestApp, login, TENANT_B, type TestApp } from './helpers';

interface Region {
  id: string;
  code: string;
  name: string;
  nameEn: string;
  children?: Region[];
}

describe('regions, dictionaries and standard vocabularies', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const get = (user: string, url: string, lang?: string) => api(t.app, tokens[user]!, { url, ...(lang ? { lang } : {}) });
  const post = (user: string, url: string, payload: unknown, lang?: string) => api(t.app, tokens[user]!, { method: 'POST', url, payload, ...(lang ? { lang } : {}) });

  beforeAll(async () => {
    t = await buildTestApp();
    for (const user of ['admin', 'rep', 'rep2', 'manager', 'reader']) tokens[user] = (await login(t.app, user)).access_token;
    tokens.adminB = (await login(t.app, 'admin', TENANT_B)).access_token;
  });
  afterAll(() => t.close());

  it('lists all of China’s provinces, a province’s cities and a city’s districts, in both languages', async () => {
    const provinces: Region[] = (await get('rep', '/prod-api/province/all')).json().result;
    expect(provinces).toHaveLength(31);
    expect(provinces).toContainEqual(expect.objectContaining({ id: '31', name: '上海市', nameEn: 'Shanghai' }));
    expect(provinces).toContainEqual(expect.objectContaining({ id: '61', name: '陕西省', nameEn: 'Shaanxi' }));
    const cities: Region[] = (await get('rep', '/prod-api/province/city/all/32')).json().result;
    expect(cities.map((c) => c.name)).toEqual(expect.arrayContaining(['南京市', '苏州市']));
    const districts: Region[] = (await get('rep', '/prod-api/province/area/all/3101')).json().result;
    expect(districts).toContainEqual(expect.objectContaining({ code: '310115', name: '浦东新区', nameEn: 'Pudong New Area' }));
    const bad = await get('rep', '/prod-api/province/city/all/shanghai', 'en');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/id/);
  });

  it('gives the districts of several cities at once', async () => {
    const response = await post('rep', '/prod-api/province/area/cityIds', ['3201', 3205]);
    const codes: string[] = response.json().result.map((r: Region) => r.code);
    expect(codes.some((c) => c.startsWith('3201'))).toBe(true);
    expect(codes.some((c) => c.startsWith('3205'))).toBe(true);
    expect((await post('rep', '/prod-api/province/area/cityIds', [])).statusCode).toBe(400);
  });

  it('narrows the region tree to where the caller works', async () => {
    const rep: Region[] = (await get('rep', '/prod-api/province/all/tree/user')).json().result;
    expect(rep.map((p) => p.name)).toEqual(['上海市']);
    expect(rep[0]!.children!.map((c) => c.name)).toEqual(['上海市']);
    const rep2: Region[] = (await get('rep2', '/prod-api/province/all/tree/user')).json().result;
    expect(rep2.map((p) => p.name)).toEqual(['北京市']);
    const reader: Region[] = (await get('reader', '/prod-api/province/all/tree/user')).json().result;
    expect(reader.length).toBeGreaterThanOrEqual(7);
  });

  it('answers the tenant’s sales regions and their counties', async () => {
    const top = (await post('admin', '/prod-api/sales/region', { parentId: null })).json().result;
    expect(top.map((r: { nameEn: string }) => r.nameEn)).toEqual(expect.arrayContaining(['East China sales region', 'North China sales region']));
    const east = top.find((r: { code: string }) => r.code === 'SR-R-EAST');
    const children = (await post('admin', '/prod-api/sales/region', { parentId: east.id })).json().result;
    const shanghai = children.find((r: { code: string }) => r.code === 'SR-SH1-3101');
    expect(shanghai.countyCount).toBeGreaterThan(10);
    const all = (await api(t.app, tokens.admin!, { method: 'POST', url: '/prod-api/sales/region' })).json().result;
    expect(all.length).toBeGreaterThan(top.length);
    const counties = (await post('admin', '/prod-api/sales/region/county', { salesRegionIds: [shanghai.id] })).json().result;
    expect(counties).toHaveLength(shanghai.countyCount);
    expect(counties[0]).toMatchObject({ salesRegionId: shanghai.id, cityCode: '3101', city: '上海市' });
    const otherTenant = (
      await api(t.app, tokens.adminB!, { method: 'POST', url: '/prod-api/sales/region/county', payload: { salesRegionIds: [shanghai.id] }, host: TENANT_B })
    ).json().result;
    expect(otherTenant).toEqual([]);
    expect((await post('admin', '/prod-api/sales/region/county', { salesRegionIds: ['x'] })).statusCode).toBe(400);
  });

  it('serves the customer dictionaries next to the tenant’s own', async () => {
    const response = await post('rep', '/prod-api/dict/find/codeList', ['hospitalLevel', 'channel', 'doctorType', 'nothing']);
    const result = response.json().result;
    expect(result.hospitalLevel[0]).toEqual({ code: '3A', label: '三级甲等', labelEn: 'Tertiary, grade A', sort: 0 });
    expect(result.channel.map((c: { code: string }) => c.code)).toEqual(['WECOM', 'SMS', 'EMAIL', 'PHONE', 'FACE']);
    expect(result.doctorType.map((c: { code: string }) => c.code)).toContain('KOL');
    expect(result.nothing).toEqual([]);
    expect((await post('rep', '/prod-api/dict/find/codeList', { keys: ['x'] })).statusCode).toBe(400);
  });

  it('serves the standard departments, titles and administrative positions', async () => {
    const departments = (await get('rep', '/prod-api/standard/department/current')).json().result;
    const internal = departments.find((d: { code: string }) => d.code === 'IM');
    expect(internal).toMatchObject({ name: '内科', nameEn: 'Internal medicine' });
    expect(internal.children.map((c: { name: string }) => c.name)).toContain('心血管内科');
    const titles = (await get('rep', '/prod-api/standard/doctor/title')).json().result;
    expect(titles.map((x: { label: string }) => x.label)).toEqual(['主任医师', '副主任医师', '主治医师', '住院医师']);
    const positions = (await get('rep', '/prod-api/standard/administrative/position')).json().result;
    expect(positions.map((x: { label: string }) => x.label)).toContain('科主任');
  });

  it('serves the sales-ai department look-ups under /API-SALES-AI', async () => {
    const one = (await get('rep', '/prod-api/API-SALES-AI/findDepartmentOneLevel')).json().result;
    expect(one.every((d: { parentId: number | null }) => d.parentId === null)).toBe(true);
    const psychiatry = one.find((d: { code: string }) => d.code === 'PSY');
    const two = (await get('rep', `/prod-api/API-SALES-AI/findDepartmentTwoLevel?parentId=${psychiatry.id}`)).json().result;
    expect(two).toHaveLength(1);
    expect(two[0].children.map((c: { nameEn: string }) => c.nameEn)).toEqual(['Psychiatry', 'Clinical psychology', 'Sleep medicine']);
    const tree = (await get('rep', '/prod-api/API-SALES-AI/findDepartmentTwoLevel')).json().result;
    expect(tree).toHaveLength(one.length);
    expect((await api(t.app, null, { url: '/prod-api/API-SALES-AI/findDepartmentOneLevel' })).statusCode).toBe(401);
  });
});
