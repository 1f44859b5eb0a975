import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../../lib/http-error';

/** Content types recognised by their first bytes, whatever name or type the client claims. */
const SIGNATURES: Array<{ contentType: string; bytes: number[] }> = [
  { contentType: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { contentType: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { contentType: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  { contentType: 'application/zip', bytes: [0x50, 0x4b, 0x03, 0x04] },
];

export function sniffContentType(content: Buffer): string | null {
  return SIGNATURES.find((s) => s.bytes.every((byte, i) => content[i] === byte))?.contentType ?? null;
}

export interface UploadedFile {
  fileName: string;
  content: Buffer;
  fields: Record<string, string>;
}

/**
 * Reads the one file of a multipart request (and its plain fields) into memory, refusing a missing
 * file and one over `maxBytes` with a 400 the client can show.
 */
export async function readUploadedFile(request: FastifyRequest, maxBytes: number): Promise<UploadedFile> {
  if (!request.isMultipart()) throw new HttpError(400, 'uploadFileMissing');
  let file: MultipartFile | undefined;
  try {
    file = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!file) throw new HttpError(400, 'uploadFileMissing');
    const content = await file.toBuffer();
    const fields = Object.fromEntries(
      Object.values(file.fields).flatMap((field) => (field && !Array.isArray(field) && field.type === 'field' ? [[field.fieldname, String(field.value)]] : [])),
    );
    return { fileName: file.filename || 'upload', content, fields };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(400, 'uploadFileTooLarge', { mb: Math.round(maxBytes / 1024 / 1024) });
    throw error;
  }
}
