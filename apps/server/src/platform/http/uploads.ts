import multipart, { type MultipartFile } from '@fastify/multipart';
import { dictionaryOf } from '@crm/shared/object-keys';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { assertArchiveWithinLimits } from '../../lib/archive-limits';
import { HttpError } from '../../lib/http-error';
import type { UploadedFile, UploadRules } from '../upload-rules';

/** Lets the routes of `app` read multipart bodies (one file, and up to `fields` plain fields before it); once per app. */
export async function acceptUploads(app: FastifyInstance, limits: { fields: number }): Promise<void> {
  if (!app.hasRequestDecorator('isMultipart')) await app.register(multipart, { limits: { files: 1, fields: limits.fields } });
}

/** A zip's first local header: what the upload paths and the parsers take for an archive. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * Reads the one file of a multipart request (and its plain fields, sent before it) into memory; a zip
 * within its archive limits only. A file over the limit is refused with 413 and never handed to the caller: @fastify/multipart truncates it at the limit and
 * only sometimes throws (its check races the stream's end), so the truncation is checked here as well.
 */
export async function readSingleUpload(request: FastifyRequest, rules: UploadRules): Promise<UploadedFile> {
  const tooLarge = () => new HttpError(413, rules.tooLarge, { mb: Math.round((rules.maxBytes / 1024 / 1024) * 10) / 10 });
  // A declared length well over the limit is refused before a byte is read.
  if (Number(request.headers['content-length'] ?? 0) > rules.maxBytes + 64 * 1024) {
    request.raw.resume();
    throw tooLarge();
  }
  if (!request.isMultipart()) throw new HttpError(400, rules.missing);
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: rules.maxBytes, files: 1 }, throwFileSizeLimit: true });
    if (!file) throw new HttpError(400, rules.missing);
    const content = await file.toBuffer();
    if (file.file.truncated || content.length > rules.maxBytes) throw tooLarge();
    const fields = dictionaryOf(
      Object.values(file.fields).flatMap((field) => (field && !Array.isArray(field) && field.type === 'field' ? [[field.fieldname, String(field.value)]] : [])),
    );
    if (rules.archive !== 'never-unpacked' && content.subarray(0, 4).equals(ZIP_SIGNATURE)) {
      await assertArchiveWithinLimits(content, rules.archive.limits, rules.archive.notArchive, rules.archive.tooLarge);
    }
    return { fileName: file.filename || 'upload', content, fields };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    throw error;
  }
}
