import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok } from '../../../lib/envelope';
import { requirePrincipal } from '../../../platform/request-context';
import { SIGNED_IN } from '../access/route-access';
import { regionsUnder, salesRegionCounties, salesRegions, userRegionTree, type RegionNode } from './region-repository';

const tags = ['regions'];
const regionFields = { id: z.string(), code: z.string(), name: z.string(), nameEn: z.string(), level: z.number().int(), parentCode: z.string().nullable() };
const regionSchema = z.object(regionFields);
const regionTreeSchema: z.ZodType<RegionNode> = z
  .object({
    ...regionFields,
    get children() {
      return z.array(regionTreeSchema).optional();
    },
  })
  .meta({ id: 'RegionNode' });
const code = (digits: number) => z.coerce.string().regex(new RegExp(`^\\d{${digits}}$`));

/** China's provinces, cities and districts, and the tenant's sales regions built from them. */
export async function regionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/province/all',
    { config: SIGNED_IN, schema: { tags, summary: 'Every province-level division of China (id = national code)', response: { 200: envelope(z.array(regionSchema)) } } },
    async () => ok(await regionsUnder(app.db, null)),
  );

  app.get(
    '/province/all/tree/user',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'Provinces with their cities where the caller’s sales regions lie (all for the whole-company range)',
        response: { 200: envelope(z.array(regionTreeSchema)) },
      },
    },
    async (request) => ok(await userRegionTree(app.db, requirePrincipal(request))),
  );

  app.get(
    '/province/city/all/:id',
    { config: SIGNED_IN, schema: { tags, summary: 'The cities of a province', params: z.object({ id: code(2) }), response: { 200: envelope(z.array(regionSchema)) } } },
    async (request) => ok(await regionsUnder(app.db, [request.params.id])),
  );

  app.get(
    '/province/area/all/:id',
    { config: SIGNED_IN, schema: { tags, summary: 'The districts and counties of a city', params: z.object({ id: code(4) }), response: { 200: envelope(z.array(regionSchema)) } } },
    async (request) => ok(await regionsUnder(app.db, [request.params.id])),
  );

  app.post(
    '/province/area/cityIds',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'The districts and counties of several cities (body: city codes)',
        body: z.array(code(4)).min(1).max(400),
        response: { 200: envelope(z.array(regionSchema)) },
      },
    },
    async (request) => ok(await regionsUnder(app.db, [...new Set(request.body)])),
  );

  app.post(
    '/sales/region',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'The tenant’s sales regions: children of parentId, the top level for null, all when absent',
        body: z.object({ parentId: z.number().int().positive().nullable().optional() }).nullish(),
        response: {
          200: envelope(
            z.array(
              z.object({
                id: z.number().int(),
                parentId: z.number().int().nullable(),
                code: z.string(),
                name: z.string(),
                nameEn: z.string(),
                orgId: z.number().int().nullable(),
                countyCount: z.number().int(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => ok(await salesRegions(app.db, requirePrincipal(request).tenant.id, request.body?.parentId)),
  );

  app.post(
    '/sales/region/county',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'The counties that make up the given sales regions',
        body: z.object({ salesRegionIds: z.array(z.number().int().positive()).min(1).max(200) }),
        response: {
          200: envelope(
            z.array(
              z.object({ salesRegionId: z.number().int(), code: z.string(), name: z.string(), nameEn: z.string(), cityCode: z.string().nullable(), city: z.string().nullable() }),
            ),
          ),
        },
      },
    },
    async (request) => ok(await salesRegionCounties(app.db, requirePrincipal(request).tenant.id, request.body.salesRegionIds)),
  );
}
