import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hospitalDepartmentSchema, hospitalDetailSchema, hospitalSearchSchema, hospitalSummarySchema } from '@crm/shared/customer-hospital-schemas';
import { hospitalDepartment, hospitalProduct, organization, product, standardDepartment } from '../../../db/schema/index';
import { envelope, ok, page, pageOf } from '../../../lib/envelope';
import { notFound } from '../../../lib/http-error';
import { requirePrincipal } from '../../../platform/request-context';
import { doctorRangeCondition } from '../access/doctor-scope';
import { HOSPITAL_LISTS, HOSPITAL_VIEW, requireListPermission, SIGNED_IN } from '../access/route-access';
import { countHospitals, hospitalConditions, listHospitals } from './hospital-repository';

const tags = ['hospitals'];
const pickerBody = z.object({
  keyword: z.string().trim().max(50).optional(),
  provinceCode: z
    .string()
    .regex(/^\d{2}$/)
    .optional(),
  cityCode: z
    .string()
    .regex(/^\d{4}$/)
    .optional(),
  page: z.number().int().min(0).max(1000).default(0),
  size: z.number().int().min(1).max(100).default(20),
});

/** Hospitals: pickers for forms and filters, the my/all hospital lists and the hospital detail. */
export async function hospitalRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/doctor/get/hospital/list',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'The tenant’s hospitals by keyword and region (hospital pickers and the hospital filter)',
        body: pickerBody,
        response: { 200: envelope(pageOf(hospitalSummarySchema)) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const { page: pageIndex, size, ...filters } = request.body;
      const conditions = hospitalConditions(principal, filters);
      const [content, total] = [await listHospitals(app.db, principal, conditions, { offset: pageIndex * size, limit: size }), await countHospitals(app.db, conditions)];
      return ok(page(content, total));
    },
  );

  app.post(
    '/doctorSpeaker/findHospital',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'Up to 20 hospitals matching a keyword, for the speaker and meeting forms',
        body: z.object({
          keyword: z.string().trim().min(1).max(50),
          cityCode: z
            .string()
            .regex(/^\d{4}$/)
            .optional(),
        }),
        response: { 200: envelope(z.array(hospitalSummarySchema)) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      return ok(await listHospitals(app.db, principal, hospitalConditions(principal, request.body), { offset: 0, limit: 20 }));
    },
  );

  app.get(
    '/doctor/get/department',
    {
      config: SIGNED_IN,
      schema: {
        tags,
        summary: 'The departments of a hospital, with their standard department',
        querystring: z.object({ hospitalId: z.coerce.number().int().positive() }),
        response: { 200: envelope(z.array(hospitalDepartmentSchema)) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const rows = await app.db
        .select({ department: hospitalDepartment, standardName: standardDepartment.name, standardNameEn: standardDepartment.nameEn })
        .from(hospitalDepartment)
        .leftJoin(standardDepartment, eq(standardDepartment.id, hospitalDepartment.standardDepartmentId))
        .where(and(eq(hospitalDepartment.tenantId, principal.tenant.id), eq(hospitalDepartment.hospitalId, request.query.hospitalId)))
        .orderBy(asc(hospitalDepartment.sort), asc(hospitalDepartment.id));
      return ok(
        rows.map(({ department: d, standardName, standardNameEn }) => ({
          id: d.id,
          name: d.name,
          nameEn: d.nameEn,
          standardDepartmentId: d.standardDepartmentId,
          standardName,
          standardNameEn,
        })),
      );
    },
  );

  app.post(
    '/hospital/search',
    {
      config: HOSPITAL_LISTS,
      schema: {
        tags,
        summary: 'My hospitals (those of my customers) or all hospitals, with filters',
        description: 'Needs customer:hospital:list for MY_HOSPITAL and customer:allHospital:list for ALL_HOSPITAL.',
        body: hospitalSearchSchema,
        response: { 200: envelope(pageOf(hospitalSummarySchema)) },
      },
    },
    async (request) => {
      const principal = requireListPermission(request, request.body.listType);
      const conditions = hospitalConditions(principal, request.body);
      const { page: pageIndex, size } = request.body;
      return ok(page(await listHospitals(app.db, principal, conditions, { offset: pageIndex * size, limit: size }), await countHospitals(app.db, conditions)));
    },
  );

  app.get(
    '/hospital/find/:id',
    {
      config: HOSPITAL_VIEW,
      schema: {
        tags,
        summary: 'A hospital’s profile, departments (with the caller’s doctor counts) and each drug’s procurement and coverage',
        description: 'Its doctors are listed by doctor/search with `hospitalId`.',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(hospitalDetailSchema) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const tenantId = principal.tenant.id;
      const [summary] = await listHospitals(app.db, principal, [sql`h.tenant_id = ${tenantId}`, sql`h.id = ${request.params.id}`], { offset: 0, limit: 1 });
      if (!summary) throw notFound();
      const departments = (await app.db.execute(sql`select hd.id, hd.name, hd.name_en, hd.standard_department_id, sd.name as standard_name, sd.name_en as standard_name_en,
          (select count(*) from doctor d where d.tenant_id = ${tenantId} and d.hospital_department_id = hd.id and ${doctorRangeCondition(principal)}) as doctor_count
        from hospital_department hd left join standard_department sd on sd.id = hd.standard_department_id
        where hd.tenant_id = ${tenantId} and hd.hospital_id = ${summary.id} order by hd.sort, hd.id`)) as unknown as { rows: Array<Record<string, string | number | null>> };
      const products = await app.db
        .select({ status: hospitalProduct, product, orgName: organization.name, orgNameEn: organization.nameEn })
        .from(hospitalProduct)
        .innerJoin(product, eq(product.id, hospitalProduct.productId))
        .leftJoin(organization, eq(organization.id, hospitalProduct.coveringOrgId))
        .where(and(eq(hospitalProduct.tenantId, tenantId), eq(hospitalProduct.hospitalId, summary.id)))
        .orderBy(asc(product.sort));
      return ok({
        ...summary,
        departments: departments.rows.map((d) => ({
          id: Number(d.id),
          name: String(d.name),
          nameEn: d.name_en === null ? null : String(d.name_en),
          standardDepartmentId: d.standard_department_id === null ? null : Number(d.standard_department_id),
          standardName: d.standard_name === null ? null : String(d.standard_name),
          standardNameEn: d.standard_name_en === null ? null : String(d.standard_name_en),
          doctorCount: Number(d.doctor_count),
        })),
        products: products.map((p) => ({
          productId: p.product.id,
          productName: p.product.name,
          productNameEn: p.product.nameEn,
          procurementStatus: p.status.procurementStatus,
          coverageStatus: p.status.coverageStatus,
          hasSales: p.status.hasSales,
          coveringOrgName: p.orgName,
          coveringOrgNameEn: p.orgNameEn,
        })),
      });
    },
  );
}
