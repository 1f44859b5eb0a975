import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { downloadDataTemplate, downloadRejectedRows, getDataUpload, listDataModels, listDataUploads, saveUploadedData, uploadData } from '@crm/shared/contracts/data-upload';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx-writer';
import { readSingleUpload } from '../../lib/uploads';
import { route } from '../../platform/contract-route';
import { fieldOptions, loadLookups } from './lookups';
import { DATA_MODELS, modelById } from './models';
import { announceSaved, createUpload, findUpload, listUploads, modelOf, saveUpload, toUploadDetail, toUploadView, validateUpload } from './upload-service';
import { buildRejectedWorkbook, buildTemplate } from './workbooks';

export const VALIDATE_UPLOAD_JOB = 'data.validateUpload';

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

function attachment(fileName: string) {
  return `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Reads the multipart upload (`modelId` field, then `file`) within the size limit and, for an xlsx,
 * the inflated size and entries (413 above them, nothing stored).
 */
async function readDataFile(request: FastifyRequest, config: FastifyInstance['config']): Promise<{ modelId: number; fileName: string; content: Buffer }> {
  const file = await readSingleUpload(request, {
    maxBytes: config.dataUploadMaxMb * 1024 * 1024,
    missing: 'uploadFileMissing',
    tooLarge: 'dataUploadTooLarge',
    archive: {
      limits: { maxInflatedBytes: config.dataUploadMaxInflatedMb * 1024 * 1024, maxEntries: config.dataUploadMaxEntries, maxRatio: 200 },
      notArchive: () => badRequest('dataUploadUnreadable'),
      tooLarge: () => new HttpError(413, 'dataUploadInflated'),
    },
  });
  const modelId = Number(file.fields.modelId ?? (request.query as Record<string, unknown>).modelId ?? '');
  if (!Number.isInteger(modelId) || !modelById(modelId)) throw badRequest('dataUploadUnknownModel');
  return { modelId, fileName: file.fileName, content: file.content };
}

export async function dataUploadRoutes(fastify: FastifyInstance) {
  if (!fastify.hasRequestDecorator('isMultipart')) await fastify.register(multipart, { limits: { files: 1, fields: 5 } });
  const config = fastify.config;
  const limits = { dataUploadMaxInflatedMb: config.dataUploadMaxInflatedMb, dataUploadMaxRows: config.dataUploadMaxRows };
  const readLimits = { maxChars: config.dataUploadMaxInflatedMb * 1024 * 1024, maxRows: config.dataUploadMaxRows };

  route(fastify, listDataModels, async (_input, { db, principal }) => {
    const result = [];
    for (const model of DATA_MODELS) {
      const lookups = await loadLookups(db, principal.tenant.id, model, { optionsOnly: true });
      result.push({
        ...model,
        fields: model.fields.map(({ ref: _ref, dict: _dict, example: _example, maxLength: _max, ...f }, i) => ({ ...f, options: fieldOptions(lookups, model.fields[i]!) })),
      });
    }
    return result;
  });

  route(fastify, downloadDataTemplate, async ({ params }, { db, principal, lang, reply }) => {
    const model = modelById(params.id);
    if (!model) throw notFound();
    const content = await buildTemplate(model, await loadLookups(db, principal.tenant.id, model, { optionsOnly: true }), lang);
    const name = `${lang === 'en' ? model.nameEn : model.name}-${lang === 'en' ? 'template' : '模板'}.xlsx`;
    reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', attachment(name)).send(content);
  });

  route(fastify, uploadData, async (_input, { db, principal, lang, request }) => {
    const file = await readDataFile(request, config);
    const isZip = file.content.subarray(0, 4).equals(ZIP_SIGNATURE);
    if (!isZip && !/\.(csv|txt)$/i.test(file.fileName)) throw badRequest('dataUploadUnreadable');
    const upload = await createUpload(db, {
      tenantId: principal.tenant.id,
      modelId: file.modelId,
      fileName: file.fileName,
      fileFormat: isZip ? 'xlsx' : 'csv',
      content: file.content,
      lang,
      userId: principal.userId,
      userName: principal.firstName || principal.username,
    });
    if (file.content.length <= config.dataUploadInlineKb * 1024) await validateUpload(db, principal.tenant.id, upload.id, limits);
    else await fastify.jobs.enqueue(VALIDATE_UPLOAD_JOB, { uploadId: upload.id, tenantId: principal.tenant.id }, { key: String(upload.id), tenantId: principal.tenant.id });
    return toUploadDetail(await findUpload(db, principal.tenant.id, upload.id));
  });

  route(fastify, listDataUploads, ({ query }, { db, principal }) => listUploads(db, principal.tenant.id, query));

  route(fastify, getDataUpload, async ({ params }, { db, principal }) => toUploadDetail(await findUpload(db, principal.tenant.id, params.id)));

  route(fastify, saveUploadedData, async ({ body }, { db, principal }) => {
    const saved = await saveUpload(db, principal.tenant.id, body.uploadId, principal.userId, limits);
    await announceSaved(fastify, { tenantId: principal.tenant.id, modelCode: modelOf(saved).code });
    return toUploadView(saved);
  });

  route(fastify, downloadRejectedRows, async ({ params }, { db, principal, lang, reply }) => {
    const upload = await findUpload(db, principal.tenant.id, params.id);
    const content = await buildRejectedWorkbook(upload.content, upload.fileFormat, upload.errors, lang, readLimits);
    const model = modelOf(upload);
    const name = `${lang === 'en' ? model.nameEn : model.name}-${lang === 'en' ? 'rejected' : '未导入'}-${upload.id}.xlsx`;
    reply.header('content-type', XLSX_CONTENT_TYPE).header('content-disposition', attachment(name)).send(content);
  });
}

/** The background dry run of large files. */
export function registerDataUploadJobs(app: FastifyInstance) {
  const limits = { dataUploadMaxInflatedMb: app.config.dataUploadMaxInflatedMb, dataUploadMaxRows: app.config.dataUploadMaxRows };
  app.jobs.register<{ uploadId: number; tenantId: number }>({
    name: VALIDATE_UPLOAD_JOB,
    maxAttempts: 3,
    handler: async ({ uploadId, tenantId }) => validateUpload(app.db, tenantId, uploadId, limits),
  });
}
