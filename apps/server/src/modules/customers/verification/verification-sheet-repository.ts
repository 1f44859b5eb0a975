import { randomUUID } from 'node:crypto';
import type { VerificationFilter } from '@crm/shared/contracts/doctor-verification';
import { DOCTOR_TITLES, VERIFICATION_STATUSES, labelOf } from '@crm/shared/customer-reference';
import type { Database } from '../../../db/client';
import { doctorVerification } from '../../../db/schema/customers/doctor-verification';
import type { XlsxCell } from '../../../lib/xlsx-writer';
import type { Principal } from '../../../platform/principal';
import type { ImportedRow } from './verification-import';
import { listVerifications, verificationConditions } from './verification-repository';

/** Every record of the filter, newest first, read in batches by id so the export streams. */
export async function* verificationRows(db: Database, principal: Principal, filter: VerificationFilter, lang: 'zh' | 'en'): AsyncGenerator<XlsxCell[]> {
  const conditions = verificationConditions(principal, filter);
  let afterId: number | undefined;
  for (;;) {
    const batch = await listVerifications(db, conditions, { limit: 500, afterId });
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

/** Saves the rows of an uploaded sheet as one batch of records awaiting review; answers the batch id. */
export async function saveUploadedRows(db: Database, principal: Principal, rows: ImportedRow[]): Promise<string> {
  const batchId = randomUUID();
  await db.transaction(async (tx) => {
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
  return batchId;
}
