import type { FastifyInstance } from 'fastify';
import { recordAudit, wasExportRecorded } from '../audit/record-audit';

function fileNameOf(disposition: string): string {
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1]);
    } catch {
      return encoded[1];
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? '';
}

/**
 * Every download a signed-in user takes away as a file (an `attachment` answer) is an export and
 * goes into the audit trail, whichever module served it, unless the route recorded it itself.
 */
export function registerExportAudit(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (!request.principal || wasExportRecorded(request) || reply.statusCode >= 300) return;
    const disposition = reply.getHeader('content-disposition');
    if (typeof disposition !== 'string' || !/^\s*attachment/i.test(disposition)) return;
    const fileName = fileNameOf(disposition);
    try {
      await recordAudit(app.db, request, {
        action: 'export',
        entityType: request.routeOptions.url ?? request.url,
        message: { key: 'fileExported', params: { file: fileName || request.routeOptions.url || request.url } },
        detail: { method: request.method, url: request.url, fileName },
      });
    } catch (error) {
      request.log.error({ err: error }, 'export not recorded in the audit trail');
    }
  });
}
