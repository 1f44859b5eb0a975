import type { FastifyInstance } from 'fastify';
import { MAX_VERIFICATION_SHEET_BYTES, downloadVerifications, uploadVerificationSheet } from '@crm/shared/contracts/doctor-verification';
import { HttpError } from '../../../lib/http-error';
import { translate } from '../../../lib/i18n';
import { XLSX_CONTENT_TYPE, xlsxStream } from '../../../lib/xlsx-writer';
import { route } from '../../../platform/contract-route';
import { readUploadedFile, sniffContentType } from './uploaded-file';
import { VERIFICATION_SHEET_ARCHIVE, parseVerificationSheet } from './verification-import';
import { saveUploadedRows, verificationRows } from './verification-sheet-repository';

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
export async function bulkVerificationRoutes(app: FastifyInstance) {
  route(app, uploadVerificationSheet, async (_input, { db, principal, lang, request }) => {
    const upload = await readUploadedFile(request, MAX_VERIFICATION_SHEET_BYTES, VERIFICATION_SHEET_ARCHIVE);
    if (sniffContentType(upload.content) !== 'application/zip') throw new HttpError(400, 'uploadNotXlsx');
    const { rows, errors } = await parseVerificationSheet(db, principal.tenant.id, upload.content, lang);
    if (errors.length > 0) throw new HttpError(400, 'uploadRejected', { count: new Set(errors.map((e) => e.row)).size }, { errors });
    const batchId = await saveUploadedRows(db, principal, rows);
    return { batchId, created: rows.length };
  });

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
