import type { FastifyInstance } from 'fastify';
import * as c from '@crm/shared/contracts/content-public';
import { route } from '../../platform/http/contract-route';
import { clickTarget, openPixel } from './tracked-links';
import { confirmUnsubscribe, publicArticle, unsubscribeInfo } from './tracking-store';

/** What doctors reach from a message without signing in: tracked links, the reader page and unsubscribing. */
export async function publicContentRoutes(app: FastifyInstance) {
  route(app, c.trackedClick, async ({ params }, { db, reply }) => {
    await reply.redirect(await clickTarget(db, params.token), 302);
  });
  route(app, c.trackedOpen, ({ params }, { db }) => openPixel(db, params.token));
  route(app, c.publicArticle, ({ params }, { db }) => publicArticle(db, params.token));
  route(app, c.unsubscribeInfo, ({ params }, { db }) => unsubscribeInfo(db, params.token));
  route(app, c.confirmUnsubscribe, ({ params, body }, { db }) => confirmUnsubscribe(db, params.token, body.scope));
}
