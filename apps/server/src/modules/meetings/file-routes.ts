import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/meeting-application';
import { route } from '../../platform/http/contract-route';
import { acceptUploads } from '../../platform/http/uploads';
import { deleteMeetingFile, sendMeetingFile, uploadMeetingFile } from './meeting-files';

/** Attachments of an application and invoices of a payment: PDF, PNG, JPEG or OFD up to 10 MB. */
export async function meetingFileRoutes(app: FastifyInstance) {
  await acceptUploads(app, { fields: 10 });
  route(app, contracts.uploadMeetingFile, ({ params }, context) => uploadMeetingFile(context, params.id));
  route(app, contracts.downloadMeetingFile, ({ params }, context) => sendMeetingFile(context, params.id, params.fileId));
  route(app, contracts.deleteMeetingFile, ({ params }, context) => deleteMeetingFile(context, params.id, params.fileId));
}
