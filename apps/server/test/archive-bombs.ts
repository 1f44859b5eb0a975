import zlib from 'node:zlib';

/**
 * Zip archives written byte by byte, for the tests and the benchmark of uploads that unpack one
 * (docx, xlsx): a small, real DOCX, and DOCX bombs whose document part inflates to hundreds of MB,
 * declared honestly or declared small in both the local and the central headers. The deflated zeros
 * are made of one compressed megabyte repeated (each ends with a sync flush, so the copies chain into
 * one stream): a 600 MB bomb takes a few milliseconds to build and about 0.6 MB to hold.
 */
const MB = 1024 * 1024;

interface Entry {
  name: string;
  /** Raw deflate data. */
  data: Buffer;
  crc: number;
  inflatedBytes: number;
  /** The uncompressed size both headers declare (the true one unless a bomb lies). */
  declaredBytes: number;
}

function deflated(name: string, text: string): Entry {
  const content = Buffer.from(text);
  return { name, data: zlib.deflateRawSync(content), crc: zlib.crc32(content), inflatedBytes: content.length, declaredBytes: content.length };
}

/** `megabytes` of zeros as one raw deflate stream, with their CRC-32. */
function deflatedZeros(megabytes: number): { data: Buffer; crc: number } {
  const zeros = Buffer.alloc(MB);
  const block = zlib.deflateRawSync(zeros, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const end = zlib.deflateRawSync(Buffer.alloc(0));
  let crc = 0;
  for (let i = 0; i < megabytes; i++) crc = zlib.crc32(zeros, crc);
  return { data: Buffer.concat([...Array.from({ length: megabytes }, () => block), end]), crc };
}

/** A zip of the entries: local headers and data, the central directory, its end record. */
export function zipOf(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.declaredBytes, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    local.copy(central, 6, 4, 30); // version needed … extra length, as in the local header; comment, disk and attributes stay 0
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

/** A real DOCX of a few paragraphs (what an honest upload costs to read). */
export function smallDocx(paragraphs: string[]): Buffer {
  const body = paragraphs.map((text) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`).join('');
  return zipOf([
    deflated('[Content_Types].xml', CONTENT_TYPES),
    deflated('_rels/.rels', RELS),
    deflated(
      'word/document.xml',
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    ),
  ]);
}

/**
 * A DOCX whose document part inflates to `inflatedMb` of zeros. Honest: both headers declare that
 * size. Lying (`declaredBytes`): both headers declare that many bytes instead.
 */
export function docxBomb(inflatedMb: number, declaredBytes?: number): Buffer {
  const zeros = deflatedZeros(inflatedMb);
  return zipOf([
    deflated('[Content_Types].xml', CONTENT_TYPES),
    deflated('_rels/.rels', RELS),
    { name: 'word/document.xml', data: zeros.data, crc: zeros.crc, inflatedBytes: inflatedMb * MB, declaredBytes: declaredBytes ?? Math.min(inflatedMb * MB, 0xffffffff) },
  ]);
}
