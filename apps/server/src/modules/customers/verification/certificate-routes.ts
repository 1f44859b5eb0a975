import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import * as contracts from '@crm/shared/contracts/doctor-verification';
import { HttpError } from '../../../lib/http-error';
import { route } from '../../../platform/http/contract-route';
import { addCertificate, certificatesOf, removeCertificate, sendCertificateFile } from './certificate-repository';
import { readUploadedFile } from './uploaded-file';

const { MAX_CERTIFICATE_BYTES } = contracts;
const verificationId = z.coerce.number().int().positive();

/** Certificates of a verification (practising licences and the like): images or PDF, checked by content. */
export async function certificateRoutes(app: FastifyInstance) {
  route(app, contracts.uploadCertificate, async ({ query }, context) => {
    // Images and PDFs, stored as they came.
    const upload = await readUploadedFile(context, MAX_CERTIFICATE_BYTES, 'never-unpacked');
    const id = verificationId.safeParse(query.id ?? upload.fields.id);
    if (!id.success) throw new HttpError(400, 'invalidField', { field: 'id', reason: '—' });
    return addCertificate(context, id.data, upload);
  });
  route(app, contracts.deleteCertificate, ({ query }, context) => removeCertificate(context, query.id));
  route(app, contracts.listCertificates, ({ params }, context) => certificatesOf(context, params.id));
  route(app, contracts.certificateFile, ({ params }, context) => sendCertificateFile(context, params.certificateId));
}
