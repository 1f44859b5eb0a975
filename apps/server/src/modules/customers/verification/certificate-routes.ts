import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as contracts from '@crm/shared/contracts/doctor-verification';
import { envelope, ok } from '../../../lib/envelope';
import { HttpError } from '../../../lib/http-error';
import { route } from '../../../platform/contract-route';
import { requirePrincipal } from '../../../platform/request-context';
import { VERIFY_UPLOAD } from '../access/route-access';
import { addCertificate, certificatesOf, removeCertificate, sendCertificateFile } from './certificate-repository';
import { readUploadedFile } from './uploaded-file';

const { MAX_CERTIFICATE_BYTES } = contracts;

/** Certificates of a verification (practising licences and the like): images or PDF, checked by content. */
export async function certificateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // A multipart upload the handler reads itself: its OpenAPI entry has no request body, which a contract would add.
  app.post(
    '/doctor/verify/upload/certificate',
    {
      config: VERIFY_UPLOAD,
      schema: {
        tags: ['verification'],
        summary: 'Attaches a certificate to the caller’s draft (multipart: `file`, and `id` as a field before it or in the query)',
        description: `JPEG, PNG or PDF, recognised by content, at most ${MAX_CERTIFICATE_BYTES / 1024 / 1024} MB.`,
        consumes: ['multipart/form-data'],
        querystring: z.object({ id: z.coerce.number().int().positive().optional() }),
        response: { 200: envelope(contracts.certificateSchema) },
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
      return ok(await addCertificate({ db: app.db, principal }, id.data, upload));
    },
  );

  route(app, contracts.deleteCertificate, ({ query }, context) => removeCertificate(context, query.id));
  route(app, contracts.listCertificates, ({ params }, context) => certificatesOf(context, params.id));
  route(app, contracts.certificateFile, ({ params }, context) => sendCertificateFile(context, params.certificateId));
}
