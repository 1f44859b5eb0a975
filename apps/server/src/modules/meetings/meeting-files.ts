import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { EXPENSE_CATEGORIES, FILE_KINDS, MAX_FILE_BYTES } from '@crm/shared/contracts/meeting-schemas';
import { meetingFile } from '../../db/schema/meetings/meetings';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { storedFileAnswer } from '../../lib/stored-file';
import type { FileAnswer, RequestContext } from '../../platform/contract-route';
import { requirePermission } from '../../platform/route-access';
import { requireVisibleMeeting } from './meeting-detail';
import { findOwnMeeting, requireStatus } from './meeting-store';

/** Attachments of an application and invoices of a payment: PDF, PNG, JPEG or OFD up to 10 MB. */

/** Content types recognised by their first bytes, whatever the client claims. An OFD e-invoice is a zip named .ofd. */
const SIGNATURES: Array<{ contentType: string; bytes: number[]; extension?: RegExp }> = [
  { contentType: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { contentType: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { contentType: 'application/ofd', bytes: [0x50, 0x4b, 0x03, 0x04], extension: /\.ofd$/i },
];

function sniff(content: Buffer, fileName: string): string | null {
  return SIGNATURES.find((s) => s.bytes.every((byte, i) => content[i] === byte) && (!s.extension || s.extension.test(fileName)))?.contentType ?? null;
}

const uploadFields = z.object({ kind: z.enum(FILE_KINDS), category: z.enum(EXPENSE_CATEGORIES).optional() });
/** An attachment can change with its draft or rejected application, an invoice with its payment. */
const permissionOf = (kind: string) => (kind === 'INVOICE' ? 'meeting:payment:edit' : 'meeting:application:add');
const changeableIn = (kind: string) => (kind === 'INVOICE' ? (['CONFIRMED', 'PAYMENT_REJECTED'] as const) : (['DRAFT', 'REJECTED'] as const));

/** Reads the upload (fields `kind` and, for invoices, `category`, before the `file`) and stores it on the caller's meeting. */
export async function uploadMeetingFile({ db, request, readUpload }: RequestContext, meetingId: number) {
  // PDF, images and OFD e-invoices are stored and served back as they came, never unpacked.
  const upload = await readUpload({ maxBytes: MAX_FILE_BYTES, missing: 'fileRequired', tooLarge: 'fileTooLarge', archive: 'never-unpacked' });
  const fileName = upload.fileName.slice(0, 200);
  const parsed = uploadFields.safeParse(upload.fields);
  if (!parsed.success) throw badRequest('invalidField', { field: String(parsed.error.issues[0]?.path[0] ?? 'kind'), reason: parsed.error.issues[0]?.message ?? '' });
  const { kind, category } = parsed.data;
  const principal = requirePermission(request, permissionOf(kind));
  const row = await findOwnMeeting(db, principal, meetingId);
  requireStatus(row, [...changeableIn(kind)]);
  if (kind === 'INVOICE' && !category) throw badRequest('invalidField', { field: 'category', reason: 'INVOICE' });
  const contentType = sniff(upload.content, fileName);
  if (!contentType) throw badRequest('fileTypeNotAllowed');
  const [stored] = await db
    .insert(meetingFile)
    .values({
      tenantId: principal.tenant.id,
      meetingId: row.id,
      kind,
      category: kind === 'INVOICE' ? (category ?? null) : null,
      fileName,
      contentType,
      sizeBytes: upload.content.length,
      sha256: createHash('sha256').update(upload.content).digest('hex'),
      content: upload.content,
      uploadedBy: principal.userId,
    })
    .returning({
      id: meetingFile.id,
      kind: meetingFile.kind,
      category: meetingFile.category,
      fileName: meetingFile.fileName,
      contentType: meetingFile.contentType,
      sizeBytes: meetingFile.sizeBytes,
    });
  return stored!;
}

/** Answers a file of a meeting the caller may see. */
export async function sendMeetingFile({ db, principal }: RequestContext, meetingId: number, fileId: number): Promise<FileAnswer> {
  await requireVisibleMeeting(db, principal, meetingId);
  const [file] = await db
    .select()
    .from(meetingFile)
    .where(and(eq(meetingFile.tenantId, principal.tenant.id), eq(meetingFile.meetingId, meetingId), eq(meetingFile.id, fileId)));
  if (!file) throw notFound();
  return storedFileAnswer(file);
}

/** Removes a file of the caller's meeting while its application or payment can still be changed. */
export async function deleteMeetingFile({ db, principal, request }: RequestContext, meetingId: number, fileId: number) {
  const row = await findOwnMeeting(db, principal, meetingId);
  const [file] = await db
    .select({ kind: meetingFile.kind })
    .from(meetingFile)
    .where(and(eq(meetingFile.meetingId, row.id), eq(meetingFile.id, fileId)));
  if (!file) throw notFound();
  requirePermission(request, permissionOf(file.kind));
  requireStatus(row, [...changeableIn(file.kind)]);
  const deleted = await db
    .delete(meetingFile)
    .where(and(eq(meetingFile.meetingId, row.id), eq(meetingFile.id, fileId)))
    .returning({ id: meetingFile.id });
  if (deleted.length === 0) throw new HttpError(404, 'notFound');
  return null;
}
