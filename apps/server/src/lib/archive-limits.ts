import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { HttpError } from './http-error';

/** What one uploaded archive (xlsx, docx: both zip) may hold once inflated. */
export interface ArchiveLimits {
  maxEntries: number;
  maxInflatedBytes: number;
}

/** Generous for a 5,000-row sheet (a few MB inflated), far below what hurts the server. */
export const OFFICE_ARCHIVE_LIMITS: ArchiveLimits = { maxEntries: 500, maxInflatedBytes: 64 * 1024 * 1024 };

const tooBig = () => new HttpError(413, 'archiveTooLarge');

/**
 * Inflates every entry of a zip into nothing, counting, and refuses the archive (413) as soon as it
 * has too many entries or inflates past the limit, whatever sizes its headers claim: a zip bomb is
 * refused after at most `maxInflatedBytes` of work with flat memory, before a parser unpacks it.
 * A buffer that is not a zip is refused with `notArchive`.
 */
export async function assertArchiveWithinLimits(content: Buffer, limits: ArchiveLimits, notArchive: () => Error): Promise<void> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) =>
    // validateEntrySizes makes the read stream fail when an entry inflates beyond the size it declares.
    yauzl.fromBuffer(content, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, file) => (error || !file ? reject(notArchive()) : resolve(file))),
  );
  if (zip.entryCount > limits.maxEntries) {
    zip.close();
    throw tooBig();
  }
  let inflated = 0;
  try {
    await new Promise<void>((resolve, reject) => {
      zip.on('error', () => reject(notArchive()));
      zip.on('end', () => resolve());
      zip.on('entry', (entry: yauzl.Entry) => {
        inflated += entry.uncompressedSize;
        if (inflated > limits.maxInflatedBytes) return reject(tooBig());
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (error, stream) => {
          if (error || !stream) return reject(notArchive());
          let entryBytes = 0;
          const counter = new Writable({
            write(chunk: Buffer, _encoding, done) {
              entryBytes += chunk.length;
              done(inflated - entry.uncompressedSize + entryBytes > limits.maxInflatedBytes ? tooBig() : undefined);
            },
          });
          pipeline(stream, counter).then(
            () => zip.readEntry(),
            (failure: unknown) => reject(failure instanceof HttpError ? failure : /too many bytes|exceeds/i.test(String(failure)) ? tooBig() : notArchive()),
          );
        });
      });
      zip.readEntry();
    });
  } finally {
    zip.close();
  }
}
