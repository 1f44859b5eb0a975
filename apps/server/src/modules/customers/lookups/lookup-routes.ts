import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MATERIAL_TYPES, codesOf } from '@crm/shared/customer-reference';
import { doctorCorrection, libraryMaterial } from '../../../db/schema/index';
import { envelope, ok, page, pageOf } from '../../../lib/envelope';
import { notFound } from '../../../lib/http-error';
import { requirePrincipal } from '../../../platform/request-context';
import { CORRECTION_ADD, SIGNED_IN } from '../access/route-access';
import { doctorDetail } from '../doctors/doctor-detail-repository';
import { CORRECTABLE_FIELDS, DOCTOR_FIELDS } from './doctor-fields';
import { usersInRange } from './user-lookup';
import { getMyProductsBusiness } from '@crm/shared/contracts/products';
import { route } from '../../../platform/contract-route';
import { findMyProducts } from '../../system/product-repository';

const tags = ['lookups'];
const userSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  firstName: z.string(),
  nameEn: z.string().nullable(),
  avatar: z.string().nullable(),
  orgId: z.number().int().nullable(),
  orgName: z.string().nullable(),
  orgNameEn: z.string().nullable(),
  roles: z.array(z.object({ code: z.string(), name: z.string(), nameEn: z.string() })),
});

/** Look-ups the customer pages need: users and roles, products, fields, library material, corrections. */
export async function lookupRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/user/findUserRoleList',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'Users within the caller’s data range with their roles, optionally of one role or matching a name',
        querystring: z.object({
          roleCode: z.string().max(50).optional(),
          keyword: z.string().trim().max(50).optional(),
          page: z.coerce.number().int().min(0).default(0),
          size: z.coerce.number().int().min(1).max(200).default(50),
        }),
        response: { 200: envelope(pageOf(userSchema)) },
      },
    },
    async (request) => {
      const { content, total } = await usersInRange(app.db, requirePrincipal(request), request.query);
      return ok(page(content, total));
    },
  );

  app.get(
    '/user/findById',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'A user of the enterprise: name, unit and roles',
        querystring: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(userSchema) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const { content } = await usersInRange(app.db, { ...principal, dataRange: 'all' }, { userId: request.query.id, page: 0, size: 1 });
      if (!content[0]) throw notFound();
      return ok(content[0]);
    },
  );

  route(fastify, getMyProductsBusiness, (_input, context) => findMyProducts(context));

  app.get(
    '/field/all',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'The doctor fields: labels in both languages, type, vocabulary, and whether they filter lists or can be corrected',
        response: {
          200: envelope(
            z.array(
              z.object({
                field: z.string(),
                label: z.string(),
                labelEn: z.string(),
                type: z.string(),
                dictKey: z.string().nullable(),
                filterable: z.boolean(),
                correctable: z.boolean(),
              }),
            ),
          ),
        },
      },
    },
    async () => ok(DOCTOR_FIELDS),
  );

  app.get(
    '/library/findByMaterialType',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'Medical library material of one type (guidelines, leaflets, papers, slides)',
        querystring: z.object({ materialType: z.enum(codesOf(MATERIAL_TYPES)) }),
        response: {
          200: envelope(
            z.array(
              z.object({
                id: z.number().int(),
                materialType: z.string(),
                title: z.string(),
                titleEn: z.string().nullable(),
                url: z.string().nullable(),
                productId: z.number().int().nullable(),
                publishedOn: z.string().nullable(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const rows = await app.db
        .select()
        .from(libraryMaterial)
        .where(and(eq(libraryMaterial.tenantId, principal.tenant.id), eq(libraryMaterial.materialType, request.query.materialType)))
        .orderBy(sql`${libraryMaterial.publishedOn} desc nulls last`, asc(libraryMaterial.id));
      return ok(rows.map(({ id, materialType, title, titleEn, url, productId, publishedOn }) => ({ id, materialType, title, titleEn, url, productId, publishedOn })));
    },
  );

  app.get(
    '/correct/insert',
    {
      config: CORRECTION_ADD,
      schema: {
        tags,
        summary: 'Files a request to correct one field of a doctor’s data, for the data stewards (the current value is recorded)',
        description: 'A GET that writes, as the client calls it; each call files one request.',
        querystring: z.object({
          doctorId: z.coerce.number().int().positive(),
          field: z.enum(CORRECTABLE_FIELDS),
          newValue: z.string().trim().min(1).max(500),
          reason: z.string().trim().max(500).optional(),
        }),
        response: {
          200: envelope(
            z.object({ id: z.number().int(), doctorId: z.number().int(), field: z.string(), oldValue: z.string().nullable(), newValue: z.string(), status: z.string() }),
          ),
        },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const { doctorId, field, newValue, reason } = request.query;
      const detail = await doctorDetail(app.db, principal, { id: doctorId });
      const current = (detail as Record<string, unknown>)[field];
      const oldValue = current === null || current === undefined ? null : Array.isArray(current) ? current.join('; ') : String(current);
      const [row] = await app.db
        .insert(doctorCorrection)
        .values({ tenantId: principal.tenant.id, doctorId: detail.id, field, oldValue, newValue, reason: reason ?? null, createdBy: principal.userId })
        .returning();
      return ok({ id: row!.id, doctorId: row!.doctorId, field: row!.field, oldValue: row!.oldValue, newValue: row!.newValue, status: row!.status });
    },
  );
}
