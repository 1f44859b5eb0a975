import type { ServerMessageKey } from '@crm/shared/server-messages';
import type { ArchiveLimits } from '../lib/archive-limits';

/** The one file of a multipart request, read into memory, and the plain fields sent before it. */
export interface UploadedFile {
  fileName: string;
  content: Buffer;
  fields: Record<string, string>;
}

export interface UploadRules {
  maxBytes: number;
  /** Message when the request carries no file. */
  missing: ServerMessageKey;
  /** Message (with `{mb}`) when the file is larger than `maxBytes`. */
  tooLarge: ServerMessageKey;
  /**
   * What the file may inflate to when it is a zip (xlsx, docx…): it is read through the bounded reader
   * (lib/archive-limits.ts) before it is handed back, and refused with `tooLarge()` past the limits or
   * `notArchive()` when it is a broken one. `'never-unpacked'` when the server only stores the bytes or
   * reads them as text: every upload says which (a zip parser reached otherwise is found by
   * test/upload-archives.test.ts).
   */
  archive: { limits: ArchiveLimits; notArchive: () => Error; tooLarge: () => Error } | 'never-unpacked';
}
