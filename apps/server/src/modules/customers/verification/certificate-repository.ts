import { createHash } from 'node:crypto';
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import { z } from 'zod';
import { MAX_CERTIFICATE_BYTES, type Certificate } from '@crm/shared/contracts/doctor-verification';
import { verificationCertificate } from '../../../db/schema/customers/doctor-verification';
import { HttpError, notFound } from '../../../lib/http-error';
import { storedFileAnswer } from '../../../lib/stored-file';
import type { FileAnswer, RequestContext } from '../../../platform/contract-route';
import { readUploadedFile, sniffContentType, type UploadedFile } from './uploaded-file';
import { visibleVerification } from './verification-repository';

/** The database and the signed-in caller, all an upload read by hand has of a request context. */
type Caller = Pick<RequestContext, 'db' | 'principal'>;

const CERTIFICATE_TYPES = new Set(['image/jpeg', 'image/png', 'application/pdf']);

type CertificateRow = typeof verificationCertificate.$inferSelect;
const toView = (row: Omit<CertificateRow, 'content'>): Certificate => ({
  id: row.id,
  verificationId: row.verificationId,
  fileName: row.fileName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  sha256: row.sha256,
  url: `/prod-api/doctor/verify/certificate/${row.id}/content`,
  createdAt: row.createdAt.toISOString(),
});
const { content: _content, ...metaColumns } = getTableColumns(verificationCertificate);

/** A draft the caller may still change: theirs and not yet submitted. */
async function editableDraft({ db, principal }: Caller, verificationId: number) {
  const record = await visibleVerification(db, principal, verificationId);
  if (record.createdBy?.id !== principal.userId || record.status !== 'DRAFT') throw new HttpError(400, 'verificationNotEditable');
  return record;
}

const verificationIdSchema = z.coerce.number().int().positive();

/** Reads the uploaded certificate (stored as it came, up to its size) and attaches it to the draft named by `id` (query or form field). */
export async function uploadCertificate(context: RequestContext, queryId: unknown): Promise<Certificate> {
  const upload = await readUploadedFile(context, MAX_CERTIFICATE_BYTES, 'never-unpacked');
  const id = verificationIdSchema.safeParse(queryId ?? upload.fields.id);
  if (!id.success) throw new HttpError(400, 'invalidField', { field: 'id', reason: '—' });
  return addCertificate(context, id.data, upload);
}

/** Attaches an uploaded JPEG, PNG or PDF (recognised by content) to the caller's draft. */
export async function addCertificate(context: Caller, verificationId: number, upload: UploadedFile): Promise<Certificate> {
  const { db, principal } = context;
  const record = await editableDraft(context, verificationId);
  const contentType = sniffContentType(upload.content);
  if (!contentType || !CERTIFICATE_TYPES.has(contentType)) throw new HttpError(400, 'certificateType');
  const [row] = await db
    .insert(verificationCertificate)
    .values({
      tenantId: principal.tenant.id,
      verificationId: record.id,
      fileName: upload.fileName.slice(0, 200),
      contentType,
      sizeBytes: upload.content.length,
      sha256: createHash('sha256').update(upload.content).digest('hex'),
      content: upload.content,
      uploadedBy: principal.userId,
    })
    .returning(metaColumns);
  return toView(row!);
}

/** Removes a certificate from the caller's draft. */
export async function removeCertificate(context: RequestContext, id: number): Promise<null> {
  const { db, principal } = context;
  const [row] = await db
    .select(metaColumns)
    .from(verificationCertificate)
    .where(and(eq(verificationCertificate.tenantId, principal.tenant.id), eq(verificationCertificate.id, id)));
  if (!row) throw notFound();
  await editableDraft(context, row.verificationId);
  await db.delete(verificationCertificate).where(eq(verificationCertificate.id, row.id));
  return null;
}

/** The certificates of a verification the caller may see. */
export async function certificatesOf({ db, principal }: RequestContext, verificationId: number): Promise<Certificate[]> {
  const record = await visibleVerification(db, principal, verificationId);
  const rows = await db.select(metaColumns).from(verificationCertificate).where(eq(verificationCertificate.verificationId, record.id)).orderBy(asc(verificationCertificate.id));
  return rows.map(toView);
}

/** Answers the certificate file itself, when the caller may see its verification. */
export async function sendCertificateFile({ db, principal }: RequestContext, id: number): Promise<FileAnswer> {
  const [row] = await db
    .select()
    .from(verificationCertificate)
    .where(and(eq(verificationCertificate.tenantId, principal.tenant.id), eq(verificationCertificate.id, id)));
  if (!row) throw notFound();
  await visibleVerification(db, principal, row.verificationId);
  return storedFileAnswer(row);
}
