import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ADMINISTRATIVE_POSITIONS, CUSTOMER_DICTIONARIES, DOCTOR_TITLES } from '@crm/shared/customer-reference';
import { dictData, standardDepartment } from '../../../db/schema/index';
import { envelope, ok } from '../../../lib/envelope';
import { requirePrincipal } from '../../../platform/request-context';
import { SIGNED_IN } from '../access/route-access';

const tags = ['dictionaries'];
const referenceItem = z.object({ code: z.string(), label: z.string(), labelEn: z.string(), sort: z.number().int() });
const departmentFields = { id: z.number().int(), parentId: z.number().int().nullable(), code: z.string(), name: z.string(), nameEn: z.string() };
const departmentSchema = z.object(departmentFields);
export const departmentTreeSchema = z.object({ ...departmentFields, children: z.array(departmentSchema) });

const withSort = (items: ReadonlyArray<{ code: string; label: string; labelEn: string }>) => items.map((item, sort) => ({ ...item, sort }));

/** The standard departments as a tree (also served to doctors on the public side). */
export async function departmentTree(app: FastifyInstance) {
  const rows = await app.db.select().from(standardDepartment).orderBy(asc(standardDepartment.sort), asc(standardDepartment.id));
  const pick = ({ id, parentId, code, name, nameEn }: (typeof rows)[number]) => ({ id, parentId, code, name, nameEn });
  return rows.filter((r) => r.parentId === null).map((top) => ({ ...pick(top), children: rows.filter((r) => r.parentId === top.id).map(pick) }));
}

/** Dictionaries of the business base: customer vocabularies, standard departments, titles, positions. */
export async function standardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/dict/find/codeList',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'Items of each dictionary asked: the tenant’s own (doctorType, visit…) and the customer vocabularies (hospitalLevel, channel…)',
        body: z.array(z.string().trim().min(1).max(100)).max(100),
        response: { 200: envelope(z.record(z.string(), z.array(referenceItem))) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const keys = [...new Set(request.body)];
      const rows = keys.length
        ? await app.db
            .select()
            .from(dictData)
            .where(and(eq(dictData.tenantId, principal.tenant.id), inArray(dictData.dictKey, keys), eq(dictData.enabled, true)))
            .orderBy(asc(dictData.sort), asc(dictData.id))
        : [];
      // A tenant's own entries for a key take precedence over the built-in vocabulary.
      return ok(
        Object.fromEntries(
          keys.map((key) => {
            const own = rows.filter((r) => r.dictKey === key).map(({ code, label, labelEn, sort }) => ({ code, label, labelEn, sort }));
            return [key, own.length ? own : withSort(CUSTOMER_DICTIONARIES[key] ?? [])];
          }),
        ),
      );
    },
  );

  app.get(
    '/standard/department/current',
    { config: SIGNED_IN, schema: { tags, summary: 'The current two-level standard departments as a tree', response: { 200: envelope(z.array(departmentTreeSchema)) } } },
    async () => ok(await departmentTree(app)),
  );

  app.get(
    '/standard/doctor/title',
    { config: SIGNED_IN, schema: { tags, summary: 'The standard professional titles of doctors', response: { 200: envelope(z.array(referenceItem)) } } },
    async () => ok(withSort(DOCTOR_TITLES)),
  );

  app.get(
    '/standard/administrative/position',
    { config: SIGNED_IN, schema: { tags, summary: 'The standard administrative positions in a hospital', response: { 200: envelope(z.array(referenceItem)) } } },
    async () => ok(withSort(ADMINISTRATIVE_POSITIONS)),
  );
}

/** The sales-ai service's department lookups, served under /API-SALES-AI. */
export async function salesAiRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const salesAiTags = ['sales-ai'];

  app.get(
    '/findDepartmentOneLevel',
    { config: SIGNED_IN, schema: { tags: salesAiTags, summary: 'Sales-ai service: the first-level standard departments', response: { 200: envelope(z.array(departmentSchema)) } } },
    async () => {
      const rows = await app.db.select().from(standardDepartment).where(isNull(standardDepartment.parentId)).orderBy(asc(standardDepartment.sort));
      return ok(rows.map(({ id, parentId, code, name, nameEn }) => ({ id, parentId, code, name, nameEn })));
    },
  );

  app.get(
    '/findDepartmentTwoLevel',
    {
      config: SIGNED_IN,
      schema: {
        tags: salesAiTags,
        summary: 'Sales-ai service: second-level departments of parentId, or the whole two-level tree without it',
        querystring: z.object({ parentId: z.coerce.number().int().positive().optional() }),
        response: { 200: envelope(z.array(departmentTreeSchema)) },
      },
    },
    async (request) => {
      const tree = await departmentTree(app);
      const { parentId } = request.query;
      return ok(parentId === undefined ? tree : tree.filter((top) => top.id === parentId));
    },
  );
}
