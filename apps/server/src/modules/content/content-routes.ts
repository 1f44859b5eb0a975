import type { FastifyInstance } from 'fastify';
import * as c from '@crm/shared/contracts/content';
import { HttpError } from '../../lib/http-error';
import { route } from '../../platform/contract-route';
import { visibleDoctorId } from '../customers/doctors/doctor-detail-repository';
import { searchDoctors } from '../customers/doctors/search-repository';
import { articleDetail, countArticles, listArticles } from './article-queries';
import { submitForReview } from './article-review';
import { checkProduct, createArticle, updateArticle } from './article-store';
import { listBatchRows, listSendRows, preflight, startSend } from './batch-store';
import { campaignBreakdown, createCampaign, updateCampaign } from './campaign-store';
import { channelSettings, saveChannelSetting } from './channel-settings';
import { changeConsent, doctorConsent } from './consent-store';
import { aggregate, campaigns } from './figures';
import { listOutbox, outboxEmail } from './outbox-store';
import { publicContentRoutes } from './public-routes';
import { recordReceipts } from './receipt-store';

/** The content center's API: articles and their review, channels, consent, sends and figures. */
export async function contentRoutes(app: FastifyInstance) {
  route(app, c.listSendableArticles, ({ query }, context) => listArticles(context, query));
  route(app, c.countArticles, ({ query }, context) => countArticles(context, query));
  route(app, c.aggregateSends, ({ params, query }, context) => aggregate(context, params.x, query));

  route(app, c.listChannels, async ({ query }, { db, tenant }) => {
    const all = await channelSettings(db, tenant.id, tenant.timeZone);
    const filtered = query.enabled === undefined ? all : all.filter((s) => s.enabled === (query.enabled === 'true'));
    return { content: filtered.slice(query.page * query.size, (query.page + 1) * query.size), totalElements: filtered.length };
  });
  route(app, c.updateChannel, async ({ params, body }, { db, tenant }) => {
    if ((body.quietStart === null) !== (body.quietEnd === null)) throw new HttpError(400, 'quietHoursIncomplete');
    await saveChannelSetting(db, tenant.id, params.channel, body);
    return (await channelSettings(db, tenant.id, tenant.timeZone)).find((s) => s.channel === params.channel)!;
  });

  route(app, c.createArticle, async ({ body }, context) => {
    const id = await context.db.transaction((tx) => createArticle(tx, context.tenant.id, context.principal.userId, body));
    return articleDetail(context, id);
  });
  route(app, c.updateArticle, async ({ params, body }, context) => {
    await context.db.transaction((tx) => updateArticle(tx, context.tenant.id, context.principal.userId, params.id, body));
    return articleDetail(context, params.id);
  });
  route(app, c.submitArticle, async ({ params }, context) => {
    await submitForReview(app, context, params.id);
    return articleDetail(context, params.id);
  });
  route(app, c.getArticle, ({ params }, context) => articleDetail(context, params.id));

  route(app, c.listSendRecipients, async ({ query }, { db, principal }) => {
    const found = await searchDoctors(db, principal, { listType: 'ALL_CUSTOMER', keyword: query.keyword, size: query.size });
    return { content: found.content };
  });
  route(app, c.preflightSend, ({ body }, context) => preflight(context, body));
  route(app, c.startSend, ({ body }, context) => startSend(app, context, body));
  route(app, c.listSends, ({ query }, context) => listSendRows(context, query));
  route(app, c.listBatches, ({ query }, context) => listBatchRows(context, query));
  route(app, c.recordReceipts, ({ body }, { db, tenant }) => recordReceipts(db, tenant.id, body.receipts));
  route(app, c.listEmailOutbox, ({ query }, context) => listOutbox(context, query));
  route(app, c.getEmailOutbox, ({ params }, context) => outboxEmail(context, params.id));

  route(app, c.getDoctorConsent, async ({ params }, { db, principal, tenant, lang }) => {
    const doctorId = await visibleDoctorId(db, principal, { id: params.id });
    return doctorConsent(db, tenant.id, doctorId, lang);
  });
  route(app, c.recordConsent, async ({ params, body }, { db, principal, tenant, lang }) => {
    const doctorId = await visibleDoctorId(db, principal, { id: params.id });
    if (body.source === 'REP_ATTESTED' && body.action === 'OPT_IN' && !body.attestation) throw new HttpError(400, 'attestationRequired');
    if (body.productId !== null && (body.action === 'OBJECT' || body.action === 'WITHDRAW_OBJECTION')) throw new HttpError(400, 'objectionCoversAllProducts');
    await checkProduct(db, tenant.id, body.productId);
    await db.transaction((tx) => changeConsent(tx, { tenantId: tenant.id, doctorId, ...body, actorUserId: principal.userId }));
    return doctorConsent(db, tenant.id, doctorId, lang);
  });

  route(app, c.listCampaigns, (_input, context) => campaigns(context));
  route(app, c.createCampaign, ({ body }, context) => createCampaign(context, body));
  route(app, c.updateCampaign, ({ params, body }, context) => updateCampaign(context, params.id, body));
  route(app, c.campaignBreakdown, ({ params }, context) => campaignBreakdown(context, params.id, params.x));
  await app.register(publicContentRoutes);
}
