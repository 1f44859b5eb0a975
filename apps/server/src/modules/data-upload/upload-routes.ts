import type { FastifyInstance } from 'fastify';
import { downloadDataTemplate, downloadRejectedRows, getDataUpload, listDataModels, listDataUploads, saveUploadedData, uploadData } from '@crm/shared/contracts/data-upload';
import { acceptUploads } from '../../platform/http/uploads';
import { route } from '../../platform/http/contract-route';
import { dataModelsOf, findUpload, listUploads, receiveUpload, rejectedRowsFile, saveValidatedUpload, templateFile, toUploadDetail } from './upload-service';

export async function dataUploadRoutes(fastify: FastifyInstance) {
  await acceptUploads(fastify, { fields: 5 });
  route(fastify, listDataModels, (_input, context) => dataModelsOf(context));
  route(fastify, downloadDataTemplate, ({ params }, context) => templateFile(context, params.id));
  route(fastify, uploadData, (_input, context) => receiveUpload(context));
  route(fastify, listDataUploads, ({ query }, { db, principal }) => listUploads(db, principal.tenant.id, query));
  route(fastify, getDataUpload, async ({ params }, { db, principal }) => toUploadDetail(await findUpload(db, principal.tenant.id, params.id)));
  route(fastify, saveUploadedData, ({ body }, context) => saveValidatedUpload(context, body.uploadId));
  route(fastify, downloadRejectedRows, ({ params }, context) => rejectedRowsFile(context, params.id));
}
