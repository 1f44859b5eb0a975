import { MAX_VERIFICATION_SHEET_BYTES, type VerificationFilter } from '@crm/shared/contracts/doctor-verification';
import type { ServerMessageKey } from '@crm/shared/server-messages';
import { HttpError } from '../../../lib/http-error';
import { translate } from '../../../lib/i18n';
import { XLSX_CONTENT_TYPE, xlsxStream } from '../../../lib/xlsx-writer';
import { attachmentOf, type FileAnswer, type RequestContext } from '../../../platform/contract-route';
import { readUploadedFile, sniffContentType } from './uploaded-file';
import { VERIFICATION_SHEET_ARCHIVE, parseVerificationSheet } from './verification-import';
import { saveUploadedRows, verificationRows } from './verification-sheet-repository';

/** The export's columns: their label in the server messages, and their width. */
const EXPORT_COLUMNS: Array<[ServerMessageKey, number]> = [
  ['verificationColumnId', 8],
  ['verificationColumnDoctorName', 12],
  ['verificationColumnHospital', 28],
  ['verificationColumnDepartment', 14],
  ['verificationColumnTitle', 14],
  ['verificationColumnMobile', 14],
  ['verificationColumnStatus', 10],
  ['verificationColumnRejectReason', 24],
  ['verificationColumnSubmittedBy', 10],
  ['verificationColumnSubmittedAt', 17],
  ['verificationColumnReviewedAt', 17],
  ['verificationColumnRemark', 24],
];

/** Bulk verification: an xlsx of doctors to validate; every row is checked before any is saved. */
export async function importVerificationSheet(context: RequestContext): Promise<{ batchId: string; created: number }> {
  const { db, principal, lang } = context;
  const upload = await readUploadedFile(context, MAX_VERIFICATION_SHEET_BYTES, VERIFICATION_SHEET_ARCHIVE);
  if (sniffContentType(upload.content) !== 'application/zip') throw new HttpError(400, 'uploadNotXlsx');
  const { rows, errors } = await parseVerificationSheet(db, principal.tenant.id, upload.content, lang);
  if (errors.length > 0) throw new HttpError(400, 'uploadRejected', { count: new Set(errors.map((e) => e.row)).size }, { errors });
  const batchId = await saveUploadedRows(db, principal, rows);
  return { batchId, created: rows.length };
}

/** The verifications of the filter as an .xlsx file, streamed. */
export function verificationWorkbook({ db, principal, lang }: RequestContext, filter: VerificationFilter): FileAnswer {
  const stream = xlsxStream({
    sheetName: translate(lang, 'verificationSheetName'),
    columns: EXPORT_COLUMNS.map(([label, width]) => ({ header: translate(lang, label), width })),
    rows: verificationRows(db, principal, filter, lang),
    timeZone: principal.tenant.timeZone,
  });
  return attachmentOf(XLSX_CONTENT_TYPE, `${translate(lang, 'verificationSheetName')}-${new Date().toISOString().slice(0, 10)}.xlsx`, stream);
}
