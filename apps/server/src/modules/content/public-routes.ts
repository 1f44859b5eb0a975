import type { FastifyInstance } from 'fastify';
import * as c from '@crm/shared/contracts/content-public';
import { HttpError } from '../../lib/http-error';
import { route } from '../../platform/http/contract-route';
import { confirmUnsubscribe, publicArticle, trackClick, trackOpen, unsubscribeInfo } from './tracking-store';

/** A transparent 1×1 GIF, the open pixel's answer. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** What doctors reach from a message without signing in: tracked links, the reader page and unsubscribing. */
export async function publicContentRoutes(app: FastifyInstance) {
  route(app, c.trackedClick, async ({ params }, { db, reply }) => {
    let target = '/pc/';
    try {
      target = await trackClick(db, params.token);
    } catch (error) {
      // A damaged link still lands somewhere useful; it records nothing.
      if (!(error instanceof HttpError)) throw error;
    }
    await reply.redirect(target, 302);
  });
  route(app, c.trackedOpen, async ({ params }, { db, reply }) => {
    try {
      await trackOpen(db, params.token);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
    await reply.header('cache-control', 'no-store').type('image/gif').send(PIXEL);
  });
  route(app, c.publicArticle, ({ params }, { db }) => publicArticle(db, params.token));
  route(app, c.unsubscribeInfo, ({ params }, { db }) => unsubscribeInfo(db, params.token));
  route(app, c.confirmUnsubscribe, ({ params, body }, { db }) => confirmUnsubscribe(db, params.token, body.scope));
}
