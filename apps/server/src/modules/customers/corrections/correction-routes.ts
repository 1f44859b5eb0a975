import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { correctionFilterSchema, correctionRejectSchema, correctionSchema } from '@crm/shared/customer-correction-schemas';
import { doctor, doctorCorrection } from '../../../db/schema/index';
import { envelope, ok, page, pageOf } from '../../../lib/envelope';
import { HttpError } from '../../../lib/http-error';
import { requirePrincipal } from '../../../platform/request-context';
import { recordAudit } from '../../../platform/audit/record-audit';
import { VERIFY_APPROVE } from '../access/route-access';
import { applyRuleTags } from '../tags/rule-tags';
import { correctionConditions, countCorrections, listCorrections, visibleCorrection } from './correction-repository';
import { correctedColumns } from './correction-values';

const tags = ['corrections'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const paging = { page: z.coerce.number().int().min(0).max(10_000).default(0), size: z.coerce.number().int().min(1).max(100).default(20) };

/**
 * The data stewards' review of the requests filed through `correct/insert`: the same permission
 * that approves verifications decides them, once; an approval writes the value to the doctor.
 */
export async function correctionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/correct/findBy/page',
    {
      config: VERIFY_APPROVE,
      schema: {
        tags,
        summary: 'Correction requests about doctors within the caller’s data range, newest first, for review',
        description: 'Repeat `status` for several statuses (`status=APPROVED&status=REJECTED`).',
        querystring: correctionFilterSchema.extend(paging),
        response: { 200: envelope(pageOf(correctionSchema)) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const { page: pageIndex, size, ...filter } = request.query;
      const conditions = correctionConditions(principal, filter);
      return ok(page(await listCorrections(app.db, conditions, { limit: size, offset: pageIndex * size }), await countCorrections(app.db, conditions)));
    },
  );

  for (const decision of ['approve', 'reject'] as const) {
    app.post(
      `/correct/${decision}/:id`,
      {
        config: VERIFY_APPROVE,
        schema: {
          tags,
          summary:
            decision === 'approve'
              ? 'A data steward approves a pending correction: the corrected value is written to the doctor in the same transaction'
              : 'A data steward rejects a pending correction, with the reason the requester will see',
          description: 'A request is decided once: deciding it again, or a second steward deciding it at the same time, answers 409.',
          params: idParams,
          body: decision === 'approve' ? z.object({}).nullish() : correctionRejectSchema,
          response: { 200: envelope(correctionSchema) },
        },
      },
      async (request) => {
        const principal = requirePrincipal(request);
        const current = await visibleCorrection(app.db, principal, request.params.id);
        if (current.createdBy?.id === principal.userId) throw new HttpError(403, 'correctionOwnReview');
        if (current.status !== 'PENDING') throw new HttpError(409, 'correctionAlreadyDecided');
        const approved = decision === 'approve';
        const rejectReason = approved ? null : (request.body as z.infer<typeof correctionRejectSchema>).reason;
        const tenantId = principal.tenant.id;
        await app.db.transaction(async (tx) => {
          // The status guard lets only one decision through; a concurrent one waits on the row, then finds it decided.
          const [claimed] = await tx
            .update(doctorCorrection)
            .set({ status: approved ? 'APPROVED' : 'REJECTED', rejectReason, reviewedBy: principal.userId, reviewedAt: new Date() })
            .where(and(eq(doctorCorrection.tenantId, tenantId), eq(doctorCorrection.id, current.id), eq(doctorCorrection.status, 'PENDING')))
            .returning();
          if (!claimed) throw new HttpError(409, 'correctionAlreadyDecided');
          let written: Record<string, unknown> = {};
          if (approved) {
            const [target] = await tx
              .select({ tenantId: doctor.tenantId, hospitalId: doctor.hospitalId, hospitalDepartmentId: doctor.hospitalDepartmentId })
              .from(doctor)
              .where(and(eq(doctor.tenantId, tenantId), eq(doctor.id, claimed.doctorId)))
              .for('update');
            if (!target) throw new HttpError(404, 'notFound');
            written = await correctedColumns(tx, target, claimed.field, claimed.newValue);
            await tx
              .update(doctor)
              .set({ ...written, updatedAt: new Date() })
              .where(eq(doctor.id, claimed.doctorId));
            await applyRuleTags(tx, tenantId, [claimed.doctorId]);
          }
          await recordAudit(tx, request, {
            action: approved ? 'doctor.correction.approve' : 'doctor.correction.reject',
            entityType: 'doctor_correction',
            entityId: claimed.id,
            summary: `${current.doctorName} · ${claimed.field}: ${claimed.oldValue ?? '—'} → ${claimed.newValue}${approved ? '' : ` (${rejectReason})`}`,
            detail: { doctorId: claimed.doctorId, field: claimed.field, oldValue: claimed.oldValue, newValue: claimed.newValue, rejectReason, written },
          });
        });
        return ok(await visibleCorrection(app.db, principal, current.id));
      },
    );
  }
}
