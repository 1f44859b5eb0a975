import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DOCTOR_TITLES, VERIFICATION_STATUSES, labelOf } from '@crm/shared/customer-reference';
import { doctorVerification } from '../../../db/schema/index';
import { envelope, ok } from '../../../lib/envelope';
import { HttpError } from '../../../lib/http-error';
import { translate } from '../../../lib/i18n';
import { XLSX_CONTENT_TYPE, xlsxStream, type XlsxCell } from '../../../lib/xlsx-writer';
import { requirePrincipal } from '../../../platform/request-context';
import type { Principal } from '../../../platform/principal';
import { VERIFY_LIST, VERIFY_UPLOAD } from '../access/route-access';
import { readUploadedFile, sniffContentType } from './uploaded-file';
import { listVerifications, verificationConditions } from './verification-repository';
import { verificationFilterSchema, type VerificationFilter } from './verification-schemas';
import { parseVerificationSheet } from './verification-import';

const tags = ['verification'];
const MAX_SHEET_BYTES = 5 * 1024 * 1024;
const rowErrorSchema = z.object({ row: z.number().int(), field: z.string(), reason: z.string() });

/** Every record of the filter, newest first, read in batches by id so the export streams. */
async function* verificationRows(app: FastifyInstance, principal: Principal, filter: VerificationFilter, lang: 'zh' | 'en'): AsyncGenerator<XlsxCell[]> {
  const conditions = verificationConditions(principal, filter);
  let afterId: number | undefined;
  for (;;) {
    const batch = await listVerifications(app.db, conditions, { limit: 500, afterId });
    for (const v of batch) {
      const title = labelOf(DOCTOR_TITLES, v.titleCode);
      const status = labelOf(VERIFICATION_STATUSES, v.status);
      yield [
        v.id,
        v.doctorName,
        lang === 'en' ? (v.hospitalNameEn ?? v.hospitalName) : v.hospitalName,
        v.departmentName,
        lang === 'en' ? title?.labelEn : title?.label,
        v.mobile,
        lang === 'en' ? status?.labelEn : status?.label,
        v.rejectReason,
        v.createdBy?.firstName,
        v.submittedAt ? new Date(v.submittedAt) : null,
        v.reviewedAt ? new Date(v.reviewedAt) : null,
        v.remark,
      ];
    }
    if (batch.length < 500) return;
    afterId = batch[batch.length - 1]!.id;
  }
}

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

  app.post(
    '/doctor/verify/upload',
    {
      config: VERIFY_UPLOAD,
      schema: {
        tags,
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
      const batchId = randomUUID();
      await app.db.transaction(async (tx) => {
        for (let i = 0; i < rows.length; i += 500) {
          await tx.insert(doctorVerification).values(
            rows.slice(i, i + 500).map(({ rowNumber, ...row }) => ({
              ...row,
              tenantId: principal.tenant.id,
              source: 'UPLOAD',
              batchId,
              rowNumber,
              // Uploaded rows are the validation request themselves: they go straight to review.
              status: 'SUBMITTED',
              submittedAt: new Date(),
              createdBy: principal.userId,
              createdByOrgPath: principal.orgPath,
            })),
          );
        }
      });
      return ok({ batchId, created: rows.length });
    },
  );

  app.get(
    '/doctor/verify/download',
    {
      config: VERIFY_LIST,
      schema: {
        tags,
        summary: 'The verification records of the filter as an xlsx file (streamed)',
        querystring: verificationFilterSchema,
        produces: [XLSX_CONTENT_TYPE],
      },
    },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      const lang = request.lang;
      const stream = xlsxStream({
        sheetName: translate(lang, 'verificationSheetName'),
        columns: EXPORT_COLUMNS.map(([zh, en, width]) => ({ header: lang === 'en' ? en : zh, width })),
        rows: verificationRows(app, principal, request.query, lang),
        timeZone: principal.tenant.timeZone,
      });
      const fileName = `${translate(lang, 'verificationSheetName')}-${new Date().toISOString().slice(0, 10)}.xlsx`;
      return reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
        .send(stream);
    },
  );
}
