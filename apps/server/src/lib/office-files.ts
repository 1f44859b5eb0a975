import mammoth from 'mammoth';
import { readSheet } from 'read-excel-file/node';
import { assertArchiveWithinLimits, type ArchiveLimits } from './archive-limits';

/**
 * The only readers of zip-based office files (docx, xlsx) outside the data upload's streaming reader:
 * each first reads the archive through `assertArchiveWithinLimits`, which counts what it inflates and
 * stops at the limit, and only then hands it to the parser. No other file imports a zip parser (kept
 * by test/upload-archives.test.ts).
 */
export interface ArchiveRefusals {
  /** Not a zip, or not the document the parser expects. */
  unreadable: () => Error;
  /** More entries or inflated bytes than the limits allow. */
  tooLarge: () => Error;
}

/** The raw text of a DOCX. */
export async function docxText(content: Buffer, limits: ArchiveLimits, refuse: ArchiveRefusals): Promise<string> {
  await assertArchiveWithinLimits(content, limits, refuse.unreadable, refuse.tooLarge);
  try {
    return (await mammoth.extractRawText({ buffer: content })).value;
  } catch {
    throw refuse.unreadable();
  }
}

/** The cells of an xlsx's first worksheet, row by row. */
export async function xlsxFirstSheet(content: Buffer, limits: ArchiveLimits, refuse: ArchiveRefusals): Promise<unknown[][]> {
  await assertArchiveWithinLimits(content, limits, refuse.unreadable, refuse.tooLarge);
  try {
    return (await readSheet(content)) as unknown[][];
  } catch {
    throw refuse.unreadable();
  }
}
