import type { FastifyInstance } from 'fastify';
import { createDoctor as createDoctorContract, saveDoctorArchive } from '@crm/shared/contracts/doctors';
import { route } from '../../../platform/http/contract-route';
import { doctorCard, doctorDetail, visibleDoctorId } from './doctor-detail-repository';
import { createDoctor, findDuplicates, saveArchive } from './doctor-write-repository';

/** Creating doctors (with the duplicate check of issue 4) and filling their profile archive. */
export async function doctorWriteRoutes(app: FastifyInstance) {
  route(app, createDoctorContract, async ({ body }, { db, principal }) => {
    if (!body.ignoreDuplicates) {
      const duplicates = await findDuplicates(db, principal, body);
      if (duplicates.length > 0) return { saved: false, doctor: null, duplicates };
    }
    const id = await createDoctor(db, principal, body);
    return { saved: true, doctor: await doctorCard(db, principal, id), duplicates: [] };
  });

  route(app, saveDoctorArchive, async ({ body }, { db, principal }) => {
    const id = await visibleDoctorId(db, principal, { id: body.id });
    await saveArchive(db, principal, body);
    return doctorDetail(db, principal, { id });
  });
}
