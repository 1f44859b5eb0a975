import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { downloadVerifications } from '@crm/shared/contracts/doctor-verification';
import { envelope, ok } from '../../../lib/envelope';
import { HttpError } from '../../../lib/http-error';
import { translate } from '../../../lib/i18n';
import { XLSX_CONTENT_TYPE, xlsxStream } from '../../../lib/xlsx-writer';
import { route } from '../../../platform/contract-route';
import { requirePrincipal } from '../../../platform/request-context';
import { VERIFY_UPLOAD } from '../access/route-access';
import { readUploadedFile, sniffContentType } from './uploaded-file';
import { parseVerificationSheet } from './verification-import';
import { saveUploadedRows, verificationRows } from './verification-sheet-repository';

const MAX_SHEET_BYTES = 5 * 1024 * 1024;
const rowErrorSchema = z.object({ row: z.number().int(), field: z.string(), reason: z.string() });

const EXPORT_COLUMNS: Array<[string, string, number]> = [
  ['编号', 'ID', 8],
  ['医生姓名', 'Doctor name', 12],
  ['医院', 'Hospital', 28],
  ['科室', 'Department', 14],
  ['职称', 'Title', 14],
  ['手机号', 'Mobile', 14],
  ['状态', 'Status', 10],
  ['驳回原因', 'Reject reason', 24],
  ['提交人', 'Submitted by', 10],
  ['提交时间', 'Submitted at', 17],
  ['审核时间', 'Reviewed at', 17],
  ['备注', 'Remark', 24],
];

/** Bulk verification: an xlsx of doctors to validate, and the results as xlsx. */
export async function bulkVerificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  // A multipart upload the handler reads itself, answering 400 with every bad row: its OpenAPI entry
  // has no request body and documents that 400, which a contract would not.
  app.post(
    '/doctor/verify/upload',
    {
      config: VERIFY_UPLOAD,
      schema: {
        tags: ['verification'],
        summary: 'Uploads an xlsx of doctors to validate (multipart `file`); every row becomes a record awaiting review',
        description:
          'Columns by header: 医生姓名/Doctor name and 医院/Hospital (required), 科室/Department, 职称/Title, 手机号/Mobile, 备注/Remark. ' +
          'A file with any bad row saves nothing and answers 400 with every problem and its row number.',
        consumes: ['multipart/form-data'],
        response: {
          200: envelope(z.object({ batchId: z.string(), created: z.number().int() })),
          400: envelope(z.object({ errors: z.array(rowErrorSchema) }).nullable()),
        },
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const upload = await readUploadedFile(request, MAX_SHEET_BYTES);
      if (sniffContentType(upload.content) !== 'application/zip') throw new HttpError(400, 'uploadNotXlsx');
      const { rows, errors } = await parseVerificationSheet(app.db, principal.tenant.id, upload.content, request.lang);
      if (errors.length > 0) {
        return reply.status(400).send({ code: 400, message: translate(request.lang, 'uploadRejected', { count: new Set(errors.map((e) => e.row)).size }), result: { errors } });
      }
      const batchId = await saveUploadedRows(app.db, principal, rows);
      return ok({ batchId, created: rows.length });
    },
  );

  route(app, downloadVerifications, async ({ query }, { db, principal, lang, reply }) => {
    const stream = xlsxStream({
      sheetName: translate(lang, 'verificationSheetName'),
      columns: EXPORT_COLUMNS.map(([zh, en, width]) => ({ header: lang === 'en' ? en : zh, width })),
      rows: verificationRows(db, principal, query, lang),
      timeZone: principal.tenant.timeZone,
    });
    const fileName = `${translate(lang, 'verificationSheetName')}-${new Date().toISOString().slice(0, 10)}.xlsx`;
    reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
      .send(stream);
  });
}
