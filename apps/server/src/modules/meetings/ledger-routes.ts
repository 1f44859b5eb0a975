import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/meeting-ledger';
import { route } from '../../platform/http/contract-route';
import { doctorLedgerOf, exportDoctorLedger, exportLedger, ledgerPageOf } from './ledger-repository';

/** The transfer-of-value ledger: per doctor (doctor detail page), per year, and the disclosure export. */
export async function ledgerRoutes(app: FastifyInstance) {
  route(app, contracts.doctorLedger, ({ params, query }, context) => doctorLedgerOf(context, params.doctorId, query.year));
  route(app, contracts.exportDoctorLedger, ({ params, query }, context) => exportDoctorLedger(context, params.doctorId, query.year));
  route(app, contracts.ledgerPage, ({ query }, context) => ledgerPageOf(context, query));
  route(app, contracts.exportLedger, ({ query }, context) => exportLedger(context, query.year));
}
