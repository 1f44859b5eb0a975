import { ingestSourceSchema } from '@crm/shared/contracts/event-analytics';
import { HttpError, badRequest } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';

const NEWLINE = 0x0a;

/** Data lines of a CSV file (lines after the header, a last line without its newline included). */
function dataLines(content: Buffer): number {
  let lines = 0;
  for (let at = content.indexOf(NEWLINE); at !== -1; at = content.indexOf(NEWLINE, at + 1)) lines++;
  if (content.length > 0 && content[content.length - 1] !== NEWLINE) lines++;
  return Math.max(0, lines - 1);
}

/**
 * Reads a multipart event file (`source` field, then `file`) within the limits: over the size or the
 * row limit answers 413 naming it, before anything is stored.
 */
export async function readEventFile(
  { request, readUpload }: Pick<RequestContext, 'request' | 'readUpload'>,
  limits: { maxMb: number; maxRows: number },
): Promise<{ source: string; fileName: string; content: Buffer }> {
  // A CSV, read as text lines.
  const file = await readUpload({
    maxBytes: limits.maxMb * 1024 * 1024,
    missing: 'uploadFileMissing',
    tooLarge: 'ingestFileTooLarge',
    archive: 'never-unpacked',
  });
  const source = ingestSourceSchema.safeParse(file.fields.source ?? (request.query as Record<string, unknown>).source ?? '');
  if (!source.success) throw badRequest('ingestSourceInvalid');
  if (dataLines(file.content) > limits.maxRows) throw new HttpError(413, 'ingestTooManyRows', { max: limits.maxRows });
  return { source: source.data, fileName: file.fileName, content: file.content };
}
