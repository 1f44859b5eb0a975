import { createHash } from 'node:crypto';
import multipart from '@fastify/multipart';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPENSE_CATEGORIES, FILE_KINDS, MAX_FILE_BYTES } from '@crm/shared/meeting-schemas';
import { meetingFile } from '../../db/schema/meetings';
import { envelope, ok } from '../../lib/envelope';
import { sendStoredFile } from '../../lib/stored-file';
import { readSingleUpload } from '../../lib/uploads';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { requirePermission, requirePrincipal } from '../../platform/request-context';
import { requireVisibleMeeting } from './meeting-detail';
import { findOwnMeeting, requireStatus } from './meeting-store';
import { tags } from './responses';

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

async function readUpload(request: FastifyRequest) {
  const upload = await readSingleUpload(request, { maxBytes: MAX_FILE_BYTES, missing: 'fileRequired', tooLarge: 'fileTooLarge' });
  return { ...upload, fileName: upload.fileName.slice(0, 200) };
}

const fileItem = z.object({ id: z.number().int(), kind: z.string(), category: z.string().nullable(), fileName: z.string(), contentType: z.string(), sizeBytes: z.number().int() });
const uploadFields = z.object({ kind: z.enum(FILE_KINDS), category: z.enum(EXPENSE_CATEGORIES).optional() });

/** Attachments of an application and invoices of a payment: PDF, PNG, JPEG or OFD up to 10 MB. */
/** Attachments need the application's permission, invoices the payment's: which one depends on the file. */
const FILE_ACCESS = { access: { authenticated: true, checks: ['meeting:application:add', 'meeting:payment:list'] } } as const;

export async function meetingFileRoutes(fastify: FastifyInstance) {
  // Another feature may already have registered multipart for the whole app.
  if (!fastify.hasRequestDecorator('isMultipart')) await fastify.register(multipart, { limits: { files: 1, fields: 10 } });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const params = z.object({ id: z.coerce.number().int().positive() });
  const fileParams = params.extend({ fileId: z.coerce.number().int().positive() });

  app.post(
    '/meeting/:id/file',
    {
      config: FILE_ACCESS,
      schema: {
        tags,
        summary:
          'Uploads an attachment (draft or rejected application) or an invoice (payment); fields `kind` (ATTACHMENT | INVOICE) and, for invoices, `category`, before the `file`',
        consumes: ['multipart/form-data'],
        params,
        response: { 200: envelope(fileItem) },
      },
    },
    async (request) => {
      const upload = await readUpload(request);
      const parsed = uploadFields.safeParse(upload.fields);
      if (!parsed.success) throw badRequest('invalidField', { field: String(parsed.error.issues[0]?.path[0] ?? 'kind'), reason: parsed.error.issues[0]?.message ?? '' });
      const { kind, category } = parsed.data;
      const principal = requirePermission(request, kind === 'INVOICE' ? 'meeting:payment:list' : 'meeting:application:add');
      const row = await findOwnMeeting(app.db, principal, request.params.id);
      requireStatus(row, kind === 'INVOICE' ? ['CONFIRMED', 'PAYMENT_REJECTED'] : ['DRAFT', 'REJECTED']);
      if (kind === 'INVOICE' && !category) throw badRequest('invalidField', { field: 'category', reason: 'INVOICE' });
      const contentType = sniff(upload.content, upload.fileName);
      if (!contentType) throw badRequest('fileTypeNotAllowed');
      const [stored] = await app.db
        .insert(meetingFile)
        .values({
          tenantId: principal.tenant.id,
          meetingId: row.id,
          kind,
          category: kind === 'INVOICE' ? (category ?? null) : null,
          fileName: upload.fileName,
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
      return ok(stored!);
    },
  );

  app.get(
    '/meeting/:id/file/:fileId',
    { config: { access: { authenticated: true } }, schema: { tags, summary: 'Downloads an attachment or invoice of a visible meeting', params: fileParams } },
    async (request, reply) => {
      const principal = requirePrincipal(request);
      await requireVisibleMeeting(app.db, principal, request.params.id);
      const [file] = await app.db
        .select()
        .from(meetingFile)
        .where(and(eq(meetingFile.tenantId, principal.tenant.id), eq(meetingFile.meetingId, request.params.id), eq(meetingFile.id, request.params.fileId)));
      if (!file) throw notFound();
      return sendStoredFile(reply, file);
    },
  );

  app.delete(
    '/meeting/:id/file/:fileId',
    {
      config: FILE_ACCESS,
      schema: { tags, summary: 'Removes a file while its application or payment can still be changed', params: fileParams, response: { 200: envelope(z.null()) } },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const row = await findOwnMeeting(app.db, principal, request.params.id);
      const [file] = await app.db
        .select({ kind: meetingFile.kind })
        .from(meetingFile)
        .where(and(eq(meetingFile.meetingId, row.id), eq(meetingFile.id, request.params.fileId)));
      if (!file) throw notFound();
      requirePermission(request, file.kind === 'INVOICE' ? 'meeting:payment:list' : 'meeting:application:add');
      requireStatus(row, file.kind === 'INVOICE' ? ['CONFIRMED', 'PAYMENT_REJECTED'] : ['DRAFT', 'REJECTED']);
      const deleted = await app.db
        .delete(meetingFile)
        .where(and(eq(meetingFile.meetingId, row.id), eq(meetingFile.id, request.params.fileId)))
        .returning({ id: meetingFile.id });
      if (deleted.length === 0) throw new HttpError(404, 'notFound');
      return ok(null);
    },
  );
}
