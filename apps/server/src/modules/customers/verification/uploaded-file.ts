import type { RequestContext } from '../../../platform/contract-route';
import type { UploadRules, UploadedFile } from '../../../platform/upload-rules';

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

export type { UploadedFile };

/** The one file of a multipart request; a missing file is a 400, one over `maxBytes` (or a zip over its archive limits) a 413. */
export function readUploadedFile({ readUpload }: Pick<RequestContext, 'readUpload'>, maxBytes: number, archive: UploadRules['archive']): Promise<UploadedFile> {
  return readUpload({ maxBytes, missing: 'uploadFileMissing', tooLarge: 'uploadFileTooLarge', archive });
}
