import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { doctor, doctorVerification } from '../../../db/schema/index';
import { envelope, ok, page, pageOf } from '../../../lib/envelope';
import { HttpError } from '../../../lib/http-error';
import { requirePrincipal } from '../../../platform/request-context';
import { VERIFY_APPROVE, VERIFY_LIST, VERIFY_UPLOAD } from '../access/route-access';
import { doctorCard, visibleDoctorId } from '../doctors/doctor-detail-repository';
import { applyRuleTags } from '../tags/rule-tags';
import { countVerifications, listVerifications, verificationConditions, visibleVerification } from './verification-repository';
import { verificationFilterSchema, verificationSaveSchema, verificationSchema } from './verification-schemas';

const tags = ['verification'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const paging = { page: z.coerce.number().int().min(0).max(10_000).default(0), size: z.coerce.number().int().min(1).max(100).default(20) };

/** The verification flow of spec 4: save a draft, submit it once, and a data steward approves or rejects it. */
export async function verificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/doctor/verify/save',
    {
      config: VERIFY_UPLOAD,
      schema: {
        tags,
        summary: 'Starts a verification draft for a doctor (prefilled from the record) or changes the caller’s draft',
        body: verificationSaveSchema,
        response: { 200: envelope(verificationSchema) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const { id, doctorId, ...fields } = request.body;
      const visibleDoctor = await visibleDoctorId(app.db, principal, { id: doctorId });
      const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      if (id) {
        const current = await visibleVerification(app.db, principal, id);
        if (current.createdBy?.id !== principal.userId || current.status !== 'DRAFT') throw new HttpError(400, 'verificationNotEditable');
        await app.db
          .update(doctorVerification)
          .set({ ...changes, doctorId: visibleDoctor, updatedAt: new Date() })
          .where(eq(doctorVerification.id, id));
        return ok(await visibleVerification(app.db, principal, id));
      }
      const card = await doctorCard(app.db, principal, visibleDoctor);
      const [{ mobile } = { mobile: null }] = await app.db.select({ mobile: doctor.mobile }).from(doctor).where(eq(doctor.id, visibleDoctor));
      const [created] = await app.db
        .insert(doctorVerification)
        .values({
          tenantId: principal.tenant.id,
          doctorId: visibleDoctor,
          doctorName: card.doctorName,
          hospitalName: card.hospital,
          departmentName: card.department,
          titleCode: card.titleCode,
          mobile,
          ...changes,
          createdBy: principal.userId,
          createdByOrgPath: principal.orgPath,
        })
        .returning({ id: doctorVerification.id });
      return ok(await visibleVerification(app.db, principal, created!.id));
    },
  );

  app.post(
    '/doctor/verify/submit/:id',
    {
      config: VERIFY_UPLOAD,
      schema: {
        tags,
        summary: 'Submits a draft for review; a record can be submitted once, and needs a certificate first',
        params: idParams,
        response: { 200: envelope(verificationSchema) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const current = await visibleVerification(app.db, principal, request.params.id);
      if (current.status !== 'DRAFT') throw new HttpError(400, 'verificationAlreadySubmitted');
      if (current.source === 'MANUAL' && current.certificateCount === 0) throw new HttpError(400, 'verificationNeedsCertificate');
      // The status guard makes a second, concurrent submit find nothing to change.
      const updated = await app.db
        .update(doctorVerification)
        .set({ status: 'SUBMITTED', submittedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(doctorVerification.id, current.id), eq(doctorVerification.status, 'DRAFT')))
        .returning({ doctorId: doctorVerification.doctorId });
      if (updated.length === 0) throw new HttpError(400, 'verificationAlreadySubmitted');
      if (current.doctorId) await app.db.update(doctor).set({ verifyStatus: 'PENDING' }).where(eq(doctor.id, current.doctorId));
      return ok(await visibleVerification(app.db, principal, current.id));
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/doctor/verify/${decision}/:id`,
      {
        config: VERIFY_APPROVE,
        schema: {
          tags,
          summary:
            decision === 'approve'
              ? 'A data steward approves a submitted verification: the doctor becomes verified'
              : 'A data steward rejects a submitted verification, with the reason',
          params: idParams,
          body: decision === 'approve' ? z.object({ remark: z.string().trim().max(500).optional() }).nullish() : z.object({ reason: z.string().trim().min(1).max(500) }),
          response: { 200: envelope(verificationSchema) },
        },
      },
      async (request) => {
        const principal = requirePrincipal(request);
        const current = await visibleVerification(app.db, principal, request.params.id);
        if (current.createdBy?.id === principal.userId) throw new HttpError(403, 'verificationOwnReview');
        const approved = decision === 'approve';
        const reason = (request.body as { reason?: string } | undefined)?.reason ?? null;
        const updated = await app.db
          .update(doctorVerification)
          .set({ status: approved ? 'APPROVED' : 'REJECTED', rejectReason: reason, reviewedBy: principal.userId, reviewedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(doctorVerification.id, current.id), eq(doctorVerification.status, 'SUBMITTED')))
          .returning({ id: doctorVerification.id });
        if (updated.length === 0) throw new HttpError(400, 'verificationNotSubmitted');
        if (current.doctorId) {
          await app.db
            .update(doctor)
            .set({ verifyStatus: approved ? 'VERIFIED' : 'REJECTED', updatedAt: new Date() })
            .where(eq(doctor.id, current.doctorId));
          await applyRuleTags(app.db, principal.tenant.id, [current.doctorId]);
        }
        return ok(await visibleVerification(app.db, principal, current.id));
      },
    );
  }

  app.get(
    '/doctor/verify/findBy/page',
    {
      config: VERIFY_LIST,
      schema: {
        tags,
        summary: 'Verification records within the caller’s data range, newest first',
        description: 'Repeat `status` for several statuses (`status=SUBMITTED&status=APPROVED`).',
        querystring: verificationFilterSchema.extend(paging),
        response: { 200: envelope(pageOf(verificationSchema)) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const { page: pageIndex, size, ...filter } = request.query;
      const conditions = verificationConditions(principal, filter);
      return ok(page(await listVerifications(app.db, conditions, { limit: size, offset: pageIndex * size }), await countVerifications(app.db, conditions)));
    },
  );

  app.get(
    '/doctor/verify/:id/page',
    {
      config: VERIFY_LIST,
      schema: { tags, summary: 'The verification history of one doctor', params: idParams, querystring: z.object(paging), response: { 200: envelope(pageOf(verificationSchema)) } },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const doctorId = await visibleDoctorId(app.db, principal, { id: request.params.id });
      const conditions = verificationConditions(principal, { doctorId });
      const { page: pageIndex, size } = request.query;
      return ok(page(await listVerifications(app.db, conditions, { limit: size, offset: pageIndex * size }), await countVerifications(app.db, conditions)));
    },
  );
}
