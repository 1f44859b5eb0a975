/**
 * Refuses a zip (xlsx) whose entries would inflate beyond the limits, from its central directory
 * alone, before anything is inflated: total uncompressed size, entry count and compression ratio.
 * Kept as one function so a shared guard can replace it. The reader also counts what it actually
 * reads (see sheet-reader), so a directory that lies about its sizes is still stopped.
 */
export interface ZipLimits {
  maxInflatedBytes: number;
  maxEntries: number;
  /** Largest uncompressed/compressed ratio of any one entry. */
  maxRatio: number;
}

export type ZipCheck = { ok: true; inflatedBytes: number; entries: number } | { ok: false; reason: 'notZip' | 'tooLarge' | 'tooManyEntries' | 'ratio' | 'zip64' };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

export function checkZipBounds(zip: Buffer, limits: ZipLimits): ZipCheck {
  // The end-of-central-directory record sits in the last 22 + up to 65535 comment bytes.
  let eocd = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 22 - 0xffff); i--) {
    if (zip.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return { ok: false, reason: 'notZip' };
  const entries = zip.readUInt16LE(eocd + 10);
  const directoryOffset = zip.readUInt32LE(eocd + 16);
  if (entries === 0xffff || directoryOffset === 0xffffffff) return { ok: false, reason: 'zip64' };
  if (entries > limits.maxEntries) return { ok: false, reason: 'tooManyEntries' };
  let offset = directoryOffset;
  let inflatedBytes = 0;
  for (let n = 0; n < entries; n++) {
    if (offset + 46 > zip.length || zip.readUInt32LE(offset) !== CENTRAL) return { ok: false, reason: 'notZip' };
    const compressed = zip.readUInt32LE(offset + 20);
    const uncompressed = zip.readUInt32LE(offset + 24);
    if (compressed === 0xffffffff || uncompressed === 0xffffffff) return { ok: false, reason: 'zip64' };
    inflatedBytes += uncompressed;
    if (inflatedBytes > limits.maxInflatedBytes) return { ok: false, reason: 'tooLarge' };
    if (uncompressed > 1024 * 1024 && uncompressed / Math.max(1, compressed) > limits.maxRatio) return { ok: false, reason: 'ratio' };
    offset += 46 + zip.readUInt16LE(offset + 28) + zip.readUInt16LE(offset + 30) + zip.readUInt16LE(offset + 32);
  }
  return { ok: true, inflatedBytes, entries };
}
