import { createRequire } from 'node:module';
import path from 'node:path';
import type { ArchiveLimits } from '../../lib/archive-limits';
import { badRequest } from '../../lib/http-error';
import { docxText } from '../../lib/office-files';

/**
 * Text of an uploaded PDF (pdf.js, the legacy build that runs on Node) or DOCX (mammoth). Inputs
 * are bounded: the upload size, the pages read, and for DOCX what the archive inflates to, counted
 * as it is inflated (lib/archive-limits.ts): a small file that inflates to gigabytes, whatever its
 * headers declare, is refused after at most the limit's worth of work and before mammoth sees it.
 */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** A DOCX of a thousand pages inflates to a few MB; an entry over 1 MB compressed more than 200:1 is refused unread. */
export const DOCX_LIMITS: ArchiveLimits = { maxEntries: 1000, maxInflatedBytes: 60 * 1024 * 1024, maxRatio: 200 };
export const docxRefusals = {
  unreadable: () => badRequest('aiUploadUnreadable'),
  tooLarge: () => badRequest('aiUploadTooLarge', { mb: MAX_UPLOAD_BYTES / 1024 / 1024 }),
};
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

export async function extractText(fileName: string, data: Buffer): Promise<string> {
  const kind = documentKind(fileName, data);
  const text = (kind === 'pdf' ? await pdfText(data) : await docxText(data, DOCX_LIMITS, docxRefusals)).replace(/[ \t]+/g, ' ').trim();
  if (!text) throw badRequest('aiUploadEmpty');
  return text.slice(0, MAX_TEXT_CHARS);
}
