import type { FastifyInstance } from 'fastify';
import { budgetRoutes } from './budgets/budget-routes';
import { ccioRoutes } from './budgets/ccio-routes';
import { speakerListRoutes } from './speakers/speaker-list-routes';
import { speakerRoutes } from './speakers/speaker-routes';
import { complianceRoutes } from './compliance-routes';
import { confirmationRoutes } from './confirmation-routes';
import { meetingFileRoutes } from './file-routes';
import { ledgerRoutes } from './ledger-routes';
import { libraryRoutes } from './library-routes';
import { masterDataRoutes } from './master-data-routes';
import { meetingListRoutes } from './meeting-list-routes';
// Registers how approval outcomes move meetings, before any decision can arrive.
import './meeting-processes';
import { meetingRoutes } from './meeting-routes';
import { paymentRoutes } from './payment-routes';

/** Meetings, their payment and sign-in, speakers, budgets, CC/IO, institutions, suppliers, library and the ledger. */
export async function meetingModuleRoutes(app: FastifyInstance) {
  await app.register(meetingListRoutes);
  await app.register(meetingRoutes);
  await app.register(complianceRoutes);
  await app.register(confirmationRoutes);
  await app.register(paymentRoutes);
  await app.register(meetingFileRoutes);
  await app.register(ledgerRoutes);
  await app.register(libraryRoutes);
  await app.register(masterDataRoutes);
  await app.register(budgetRoutes);
  await app.register(ccioRoutes);
  await app.register(speakerListRoutes);
  await app.register(speakerRoutes);
}
