import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/admin-audit';
import { route } from '../../platform/http/contract-route';
import { auditRecordsPage } from './audit-repository';

/** The audit trail, read-only: there is no route that changes or removes a record. */
export async function adminAuditRoutes(app: FastifyInstance) {
  route(app, contracts.auditPage, ({ query }, context) => auditRecordsPage(context, query));
}
