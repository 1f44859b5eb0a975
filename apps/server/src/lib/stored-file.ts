import type { FileAnswer } from '../platform/contract-route';

/** Types recognised by their first bytes at upload that a browser may show in place. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg']);

/**
 * A file a user uploaded, as it is answered. The browser must not guess its type (nosniff), and anything but a
 * checked image is a download, so an uploaded page or script never runs on this origin; the sandbox
 * policy keeps even a mislabelled file from running script or loading anything.
 */
export function storedFileAnswer(file: { content: Buffer; contentType: string; fileName: string }): FileAnswer {
  const disposition = INLINE_TYPES.has(file.contentType) ? 'inline' : 'attachment';
  return {
    headers: {
      'content-type': file.contentType,
      'content-disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    },
    body: file.content,
  };
}
