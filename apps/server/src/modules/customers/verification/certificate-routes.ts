import { createHash } from 'node:crypto';
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { verificationCertificate } from '../../../db/schema/index';
import { envelope, ok } from '../../../lib/envelope';
import { HttpError, notFound } from '../../../lib/http-error';
import { sendStoredFile } from '../../../lib/stored-file';
import { requirePrincipal } from '../../../platform/request-context';
import type { Principal } from '../../../platform/principal';
import { VERIFY_LIST, VERIFY_UPLOAD } from '../access/route-access';
import { visibleVerification } from './verification-repository';
import { certificateSchema } from './verification-schemas';
import { readUploadedFile, sniffContentType } from './uploaded-file';

const tags = ['verification'];
export const MAX_CERTIFICATE_BYTES = 10 * 1024 * 1024;
const CERTIFICATE_TYPES = new Set(['image/jpeg', 'image/png', 'application/pdf']);

type CertificateRow = typeof verificationCertificate.$inferSelect;
const toView = (row: Omit<CertificateRow, 'content'>) => ({
  id: row.id,
  verificationId: row.verificationId,
  fileName: row.fileName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  sha256: row.sha256,
  url: `/prod-api/doctor/verify/certificate/${row.id}/content`,
  createdAt: row.createdAt.toISOString(),
});
const { content: _content, ...metaColumns } = getTableColumns(verificationCertificate);

/** A draft the caller may still change: theirs and not yet submitted. */
async function editableDraft(app: FastifyInstance, principal: Principal, verificationId: number) {
  const record = await visibleVerification(app.db, principal, verificationId);
  if (record.createdBy?.id !== principal.userId || record.status !== 'DRAFT') throw new HttpError(400, 'verificationNotEditable');
  return record;
}

/** Certificates of a verification (practising licences and the like): images or PDF, checked by content. */
export async function certificateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/doctor/verify/upload/certificate',
    {
      config: VERIFY_UPLOAD,
      schema: {
        tags,
        summary: 'Attaches a certificate to the caller’s draft (multipart: `file`, and `id` as a field before it or in the query)',
        description: `JPEG, PNG or PDF, recognised by content, at most ${MAX_CERTIFICATE_BYTES / 1024 / 1024} MB.`,
        consumes: ['multipart/form-data'],
        querystring: z.object({ id: z.coerce.number().int().positive().optional() }),
        response: { 200: envelope(certificateSchema) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const upload = await readUploadedFile(request, MAX_CERTIFICATE_BYTES);
      const id = z.coerce
        .number()
        .int()
        .positive()
        .safeParse(request.query.id ?? upload.fields.id);
      if (!id.success) throw new HttpError(400, 'invalidField', { field: 'id', reason: '—' });
      const record = await editableDraft(app, principal, id.data);
      const contentType = sniffContentType(upload.content);
      if (!contentType || !CERTIFICATE_TYPES.has(contentType)) throw new HttpError(400, 'certificateType');
      const [row] = await app.db
        .insert(verificationCertificate)
        .values({
          tenantId: principal.tenant.id,
          verificationId: record.id,
          fileName: upload.fileName.slice(0, 200),
          contentType,
          sizeBytes: upload.content.length,
          sha256: createHash('sha256').update(upload.content).digest('hex'),
          content: upload.content,
          uploadedBy: principal.userId,
        })
        .returning(metaColumns);
      return ok(toView(row!));
    },
  );

  app.delete(
    '/doctor/verify/delete/certificate',
    {
      config: VERIFY_UPLOAD,
      schema: {
        tags,
        summary: 'Removes a certificate from the caller’s draft',
        querystring: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const [row] = await app.db
        .select(metaColumns)
        .from(verificationCertificate)
        .where(and(eq(verificationCertificate.tenantId, principal.tenant.id), eq(verificationCertificate.id, request.query.id)));
      if (!row) throw notFound();
      await editableDraft(app, principal, row.verificationId);
      await app.db.delete(verificationCertificate).where(eq(verificationCertificate.id, row.id));
      return ok(null);
    },
  );

  app.get(
    '/doctor/verify/find/certificate/:id',
    {
      config: VERIFY_LIST,
      schema: {
        tags,
        summary: 'The certificates of a verification',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(z.array(certificateSchema)) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const record = await visibleVerification(app.db, principal, request.params.id);
      const rows = await app.db
        .select(metaColumns)
        .from(verificationCertificate)
        .where(eq(verificationCertificate.verificationId, record.id))
        .orderBy(asc(verificationCertificate.id));
      return ok(rows.map(toView));
    },
  );

  app.get(
    '/doctor/verify/certificate/:certificateId/content',
    { config: VERIFY_LIST, schema: { tags, summary: 'The certificate file itself', params: z.object({ certificateId: z.coerce.number().int().positive() }) } },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const [row] = await app.db
        .select()
        .from(verificationCertificate)
        .where(and(eq(verificationCertificate.tenantId, principal.tenant.id), eq(verificationCertificate.id, request.params.certificateId)));
      if (!row) throw notFound();
      await visibleVerification(app.db, principal, row.verificationId);
      return sendStoredFile(reply, row);
    },
  );
}
