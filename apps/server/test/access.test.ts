import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestContext } from '../src/platform/http/request-context';
import { buildTestApp, type TestApp } from './helpers';

describe('deny by default', () => {
  it('refuses to start a route that declares neither a permission nor public access', async () => {
    const app = Fastify();
    await app.register(requestContext);
    expect(() => app.get('/prod-api/undeclared', async () => 'x')).toThrow(/declares no access/);
    await app.close();
  });

  describe('the OpenAPI document', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await buildTestApp();
    });
    afterAll(() => t.close());

    it('lists every API route with its schema, and marks the protected ones', async () => {
      const response = await t.app.inject({ url: '/prod-api/openapi.json', headers: { host: 'localhost' } });
      expect(response.statusCode).toBe(200);
      const document = response.json();
      expect(document.openapi).toMatch(/^3\./);
      const paths = Object.keys(document.paths);
      for (const path of [
        '/prod-api/API-SYSTEM/enterprise/find',
        '/prod-api/API-SYSTEM/user/info',
        '/prod-api/API-SYSTEM/logout',
        '/prod-api/API-SYSTEM/user/logout',
        '/prod-api/API-SYSTEM/product/user/product/all',
        '/prod-api/API-SYSTEM/menu/all/tree',
        '/prod-api/API-SYSTEM/menu/user/all',
        '/prod-api/API-SYSTEM/user/colleagues/{userId}',
        '/prod-api/API-SYSTEM/dict/data/find',
        '/auth/realms/{realm}/protocol/openid-connect/token',
        '/auth/realms/{realm}/protocol/openid-connect/certs',
        '/auth/realms/{realm}/protocol/openid-connect/logout',
        '/auth/realms/{realm}/.well-known/openid-configuration',
      ]) {
        expect(paths).toContain(path);
      }
      expect(document.paths['/prod-api/API-SYSTEM/user/info'].get.security).toEqual([{ bearer: [] }]);
      // A public call declares an empty requirement: no token needed.
      expect(document.paths['/prod-api/API-SYSTEM/enterprise/find'].get.security).toEqual([]);
    });

    it('serves the API documentation page', async () => {
      const response = await t.app.inject({ url: '/prod-api/docs', headers: { host: 'localhost' } });
      expect([200, 302]).toContain(response.statusCode);
    });
  });
});
