import type { FastifyReply } from 'fastify';

/** Types recognised by their first bytes at upload that a browser may show in place. */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg']);

/**
 * Sends a file a user uploaded. The browser must not guess its type (nosniff), and anything but a
 * checked image is a download, so an uploaded page or script never runs on this origin; the sandbox
 * policy keeps even a mislabelled file from running script or loading anything.
 */
export function sendStoredFile(reply: FastifyReply, file: { content: Buffer; contentType: string; fileName: string }) {
  const disposition = INLINE_TYPES.has(file.contentType) ? 'inline' : 'attachment';
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(file.content);
}
