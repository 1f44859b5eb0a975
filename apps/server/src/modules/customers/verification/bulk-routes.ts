import type { FastifyInstance } from 'fastify';
import { downloadVerifications, uploadVerificationSheet } from '@crm/shared/contracts/doctor-verification';
import { route } from '../../../platform/http/contract-route';
import { importVerificationSheet, verificationWorkbook } from './verification-sheet';

/** Bulk verification: an xlsx of doctors to validate, and the results as xlsx. */
export async function bulkVerificationRoutes(app: FastifyInstance) {
  route(app, uploadVerificationSheet, (_input, context) => importVerificationSheet(context));
  route(app, downloadVerifications, async ({ query }, context) => verificationWorkbook(context, query));
}
