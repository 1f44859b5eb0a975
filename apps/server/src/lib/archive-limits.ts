import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { HttpError } from './http-error';

/** What one uploaded archive (xlsx, docx: both zip) may hold once inflated. */
export interface ArchiveLimits {
  maxEntries: number;
  maxInflatedBytes: number;
  /** Largest uncompressed/compressed ratio of one entry over 1 MB (a sheet of text compresses about 10:1). */
  maxRatio?: number;
}

/** Generous for a 5,000-row sheet (a few MB inflated), far below what hurts the server. */
export const OFFICE_ARCHIVE_LIMITS: ArchiveLimits = { maxEntries: 500, maxInflatedBytes: 64 * 1024 * 1024 };

const archiveTooLarge = () => new HttpError(413, 'archiveTooLarge');

/** The entries of the central directory, read without inflating anything. */
function readDirectory(zip: yauzl.ZipFile, limits: ArchiveLimits, notArchive: () => Error, tooLarge: () => Error): Promise<yauzl.Entry[]> {
  const entries: yauzl.Entry[] = [];
  let declared = 0;
  return new Promise((resolve, reject) => {
    zip.on('error', () => reject(notArchive()));
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: yauzl.Entry) => {
      declared += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (declared > limits.maxInflatedBytes || (limits.maxRatio && entry.uncompressedSize > 1024 * 1024 && ratio > limits.maxRatio)) return reject(tooLarge());
      entries.push(entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

/**
 * Refuses a zip (413) that has too many entries or inflates past the limit, in two steps. First the
 * sizes the central directory declares: their sum (and each entry's ratio) must stay within the
 * limits, checked before a byte is inflated. Then every entry is inflated into nothing, counting,
 * and the archive is refused as soon as the bytes actually inflated pass the limit or an entry
 * inflates beyond what it declared; so a zip bomb, honest or lying, is refused after at most
 * `maxInflatedBytes` of work with flat memory, before a parser unpacks it.
 * A buffer that is not a zip is refused with `notArchive`.
 */
export async function assertArchiveWithinLimits(content: Buffer, limits: ArchiveLimits, notArchive: () => Error, tooLarge: () => Error = archiveTooLarge): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    // validateEntrySizes makes the read stream fail when an entry inflates beyond the size it declares.
    yauzl.fromBuffer(content, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, file) => (error || !file ? reject(notArchive()) : resolve(file))),
  );
  try {
    if (zip.entryCount > limits.maxEntries) throw tooLarge();
    const entries = await readDirectory(zip, limits, notArchive, tooLarge);
    let inflated = 0;
    for (const entry of entries.filter((e) => !e.fileName.endsWith('/'))) {
      const stream = await new Promise<NodeJS.ReadableStream>((resolve, reject) =>
        zip.openReadStream(entry, (error, opened) => (error || !opened ? reject(notArchive()) : resolve(opened))),
      );
      const counter = new Writable({
        write(chunk: Buffer, _encoding, done) {
          inflated += chunk.length;
          done(inflated > limits.maxInflatedBytes ? tooLarge() : undefined);
        },
      });
      await pipeline(stream, counter).catch((failure: unknown) => {
        throw failure instanceof HttpError ? failure : /too many bytes|exceeds/i.test(String(failure)) ? tooLarge() : notArchive();
      });
    }
  } finally {
    zip.close();
  }
}
