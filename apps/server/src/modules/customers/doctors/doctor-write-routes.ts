import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { doctorDetailSchema } from '@crm/shared/customer-doctor-detail-schema';
import { doctorArchiveSchema, doctorCardSchema, doctorCreateSchema } from '@crm/shared/customer-doctor-schemas';
import { envelope, ok } from '../../../lib/envelope';
import { requirePrincipal } from '../../../platform/request-context';
import { DOCTOR_ADD } from '../access/route-access';
import { doctorCard, doctorDetail, visibleDoctorId } from './doctor-detail-repository';
import { createDoctor, findDuplicates, saveArchive } from './doctor-write-repository';

const tags = ['doctors'];

/** Creating doctors (with the duplicate check of issue 4) and filling their profile archive. */
export async function doctorWriteRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/doctor/add',
    {
      config: DOCTOR_ADD,
      schema: {
        tags,
        summary: 'Creates a doctor in the caller’s unit, unless likely duplicates exist',
        description:
          'A doctor with the same name, hospital and department, or the same mobile, is a likely duplicate: the call then saves nothing and answers ' +
          '`saved: false` with the existing records. Send again with `ignoreDuplicates: true` to save anyway.',
        body: doctorCreateSchema,
        response: { 200: envelope(z.object({ saved: z.boolean(), doctor: doctorCardSchema.nullable(), duplicates: z.array(doctorCardSchema) })) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      if (!request.body.ignoreDuplicates) {
        const duplicates = await findDuplicates(app.db, principal, request.body);
        if (duplicates.length > 0) return ok({ saved: false, doctor: null, duplicates });
      }
      const id = await createDoctor(app.db, principal, request.body);
      return ok({ saved: true, doctor: await doctorCard(app.db, principal, id), duplicates: [] });
    },
  );

  app.post(
    '/archive/add',
    {
      config: DOCTOR_ADD,
      schema: {
        tags,
        summary: 'Fills a doctor’s profile archive: resume, specialty, multi-site practice, positions, titles, associations, journals',
        description: 'Only the fields sent change. Associations and journals are `name#position`; degreeTitle lists degrees joined by `&`, highest first.',
        body: doctorArchiveSchema,
        response: { 200: envelope(doctorDetailSchema) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const id = await visibleDoctorId(app.db, principal, { id: request.body.id });
      await saveArchive(app.db, principal, request.body);
      return ok(await doctorDetail(app.db, principal, { id }));
    },
  );
}
