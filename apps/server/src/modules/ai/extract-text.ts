import { createRequire } from 'node:module';
import path from 'node:path';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { badRequest } from '../../lib/http-error';

/**
 * Text of an uploaded PDF (pdf.js, the legacy build that runs on Node) or DOCX (mammoth). Inputs
 * are bounded: the upload size, the pages read, and for DOCX the total inflated size of the archive
 * (a small file that inflates to gigabytes is refused before it is unpacked).
 */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
const MAX_INFLATED_BYTES = 60 * 1024 * 1024;
const MAX_PDF_PAGES = 500;
const MAX_TEXT_CHARS = 2_000_000;

const pdfjsDir = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

export type DocumentKind = 'pdf' | 'docx';

export function documentKind(fileName: string, head: Buffer): DocumentKind {
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (head[0] === 0x50 && head[1] === 0x4b && /\.docx$/i.test(fileName)) return 'docx';
  throw badRequest('aiUploadType');
}

async function pdfText(data: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({
    data: new Uint8Array(data),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    cMapUrl: `${pdfjsDir}/cmaps/`,
    cMapPacked: true,
    standardFontDataUrl: `${pdfjsDir}/standard_fonts/`,
    verbosity: 0,
  });
  try {
    const document = await task.promise;
    const pages: string[] = [];
    for (let n = 1; n <= Math.min(document.numPages, MAX_PDF_PAGES); n++) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
      page.cleanup();
    }
    return pages.join('\n');
  } catch {
    throw badRequest('aiUploadUnreadable');
  } finally {
    await task.destroy();
  }
}

async function docxText(data: Buffer): Promise<string> {
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(data, { checkCRC32: false });
  } catch {
    throw badRequest('aiUploadUnreadable');
  }
  let inflated = 0;
  zip.forEach((_path, entry) => {
    inflated += (entry as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0;
  });
  if (inflated > MAX_INFLATED_BYTES) throw badRequest('aiUploadTooLarge', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 });
  try {
    return (await mammoth.extractRawText({ buffer: data })).value;
  } catch {
    throw badRequest('aiUploadUnreadable');
  }
}

export async function extractText(fileName: string, data: Buffer): Promise<string> {
  const kind = documentKind(fileName, data);
  const text = (kind === 'pdf' ? await pdfText(data) : await docxText(data)).replace(/[ \t]+/g, ' ').trim();
  if (!text) throw badRequest('aiUploadEmpty');
  return text.slice(0, MAX_TEXT_CHARS);
}
