import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/doctor-verification';
import { route } from '../../../platform/http/contract-route';
import { certificatesOf, removeCertificate, sendCertificateFile, uploadCertificate } from './certificate-repository';

/** Certificates of a verification (practising licences and the like): images or PDF, checked by content. */
export async function certificateRoutes(app: FastifyInstance) {
  route(app, contracts.uploadCertificate, ({ query }, context) => uploadCertificate(context, query.id));
  route(app, contracts.deleteCertificate, ({ query }, context) => removeCertificate(context, query.id));
  route(app, contracts.listCertificates, ({ params }, context) => certificatesOf(context, params.id));
  route(app, contracts.certificateFile, ({ params }, context) => sendCertificateFile(context, params.certificateId));
}
