import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { productLevelSchema } from '@crm/shared/customer-doctor-detail-schema';
import { findDoctor, findDoctorByCode } from '@crm/shared/contracts/doctors';
import { route } from '../../../platform/contract-route';
import { doctor, doctorProduct, hospital, hospitalProduct, product, productIndication } from '../../../db/schema/index';
import { envelope, ok } from '../../../lib/envelope';
import { requirePrincipal } from '../../../platform/request-context';
import { DOCTOR_VIEW } from '../access/route-access';
import { doctorDetail, visibleDoctorId } from './doctor-detail-repository';

const tags = ['doctors'];
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** One doctor: the business record by id or master-data code, other practice sites, product levels. */
export async function doctorRecordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  route(fastify, findDoctor, async ({ params }, { db, principal }) => doctorDetail(db, principal, { id: params.id }));
  route(fastify, findDoctorByCode, async ({ params }, { db, principal }) => doctorDetail(db, principal, { code: params.doctorId }));

  app.get(
    '/doctor/get/other/works/:id',
    {
      config: DOCTOR_VIEW,
      schema: {
        tags,
        summary: 'A doctor’s other practice sites (multi-site practice), linked to known hospitals where they match',
        params: idParams,
        response: {
          200: envelope(z.array(z.object({ hospital: z.string(), department: z.string(), hospitalLevel: z.string().nullable(), hospitalId: z.number().int().nullable() }))),
        },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const id = await visibleDoctorId(app.db, principal, { id: request.params.id });
      const [row] = await app.db.select({ sites: doctor.servingHospital }).from(doctor).where(eq(doctor.id, id));
      const sites = row?.sites ?? [];
      const names = sites.map((s) => s.hospital);
      const known = names.length
        ? await app.db
            .select({ id: hospital.id, name: hospital.name })
            .from(hospital)
            .where(and(eq(hospital.tenantId, principal.tenant.id), inArray(hospital.name, names)))
        : [];
      return ok(sites.map((site) => ({ ...site, hospitalId: known.find((h) => h.name === site.hospital)?.id ?? null })));
    },
  );

  app.get(
    '/doctor/get/product/leve/:id',
    {
      config: DOCTOR_VIEW,
      schema: {
        tags,
        summary: 'A doctor’s level per product, with indications and the drug’s status at the doctor’s hospital',
        params: idParams,
        response: { 200: envelope(z.array(productLevelSchema)) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const tenantId = principal.tenant.id;
      const id = await visibleDoctorId(app.db, principal, { id: request.params.id });
      const rows = await app.db
        .select({ level: doctorProduct, product, procurementStatus: hospitalProduct.procurementStatus, coverageStatus: hospitalProduct.coverageStatus })
        .from(doctorProduct)
        .innerJoin(product, eq(product.id, doctorProduct.productId))
        .innerJoin(doctor, eq(doctor.id, doctorProduct.doctorId))
        .leftJoin(hospitalProduct, and(eq(hospitalProduct.hospitalId, doctor.hospitalId), eq(hospitalProduct.productId, doctorProduct.productId)))
        .where(and(eq(doctorProduct.tenantId, tenantId), eq(doctorProduct.doctorId, id)))
        .orderBy(asc(product.sort));
      const indications = rows.length
        ? await app.db
            .select()
            .from(productIndication)
            .where(
              and(
                eq(productIndication.tenantId, tenantId),
                inArray(
                  productIndication.productId,
                  rows.map((r) => r.product.id),
                ),
              ),
            )
            .orderBy(asc(productIndication.sort))
        : [];
      return ok(
        rows.map((r) => ({
          productId: r.product.id,
          productCode: r.product.code,
          productName: r.product.name,
          productNameEn: r.product.nameEn,
          level: r.level.level,
          hasSales: r.level.hasSales,
          indications: indications.filter((i) => i.productId === r.product.id).map(({ id: indicationId, name, nameEn }) => ({ id: indicationId, name, nameEn })),
          procurementStatus: r.procurementStatus,
          coverageStatus: r.coverageStatus,
        })),
      );
    },
  );
}
