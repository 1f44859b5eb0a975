import type { FastifyInstance } from 'fastify';
import * as channel from '@crm/shared/contracts/content-channels';
import * as article from '@crm/shared/contracts/content-articles';
import * as send from '@crm/shared/contracts/content-sends';
import * as consent from '@crm/shared/contracts/content-consent';
import * as outbox from '@crm/shared/contracts/content-outbox';
import * as figures from '@crm/shared/contracts/content-figures';
import * as campaign from '@crm/shared/contracts/content-campaigns';
import { HttpError } from '../../lib/http-error';
import { route } from '../../platform/http/contract-route';
import { visibleDoctorId, searchDoctors } from '../customers/index';
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
  route(app, article.listSendableArticles, ({ query }, context) => listArticles(context, query));
  route(app, article.countArticles, ({ query }, context) => countArticles(context, query));
  route(app, figures.aggregateSends, ({ params, query }, context) => aggregate(context, params.x, query));

  route(app, channel.listChannels, async ({ query }, { db, tenant }) => {
    const all = await channelSettings(db, tenant.id, tenant.timeZone);
    const filtered = query.enabled === undefined ? all : all.filter((s) => s.enabled === (query.enabled === 'true'));
    return { content: filtered.slice(query.page * query.size, (query.page + 1) * query.size), totalElements: filtered.length };
  });
  route(app, channel.updateChannel, async ({ params, body }, { db, tenant }) => {
    if ((body.quietStart === null) !== (body.quietEnd === null)) throw new HttpError(400, 'quietHoursIncomplete');
    await saveChannelSetting(db, tenant.id, params.channel, body);
    return (await channelSettings(db, tenant.id, tenant.timeZone)).find((s) => s.channel === params.channel)!;
  });

  route(app, article.createArticle, async ({ body }, context) => {
    const id = await context.db.transaction((tx) => createArticle(tx, context.tenant.id, context.principal.userId, body));
    return articleDetail(context, id);
  });
  route(app, article.updateArticle, async ({ params, body }, context) => {
    await context.db.transaction((tx) => updateArticle(tx, context.tenant.id, context.principal.userId, params.id, body));
    return articleDetail(context, params.id);
  });
  route(app, article.submitArticle, async ({ params }, context) => {
    await submitForReview(context, params.id);
    return articleDetail(context, params.id);
  });
  route(app, article.getArticle, ({ params }, context) => articleDetail(context, params.id));

  route(app, send.listSendRecipients, async ({ query }, { db, principal }) => {
    const found = await searchDoctors(db, principal, { listType: 'ALL_CUSTOMER', keyword: query.keyword, size: query.size });
    return { content: found.content };
  });
  route(app, send.preflightSend, ({ body }, context) => preflight(context, body));
  route(app, send.startSend, ({ body }, context) => startSend(context, body));
  route(app, send.listSends, ({ query }, context) => listSendRows(context, query));
  route(app, send.listBatches, ({ query }, context) => listBatchRows(context, query));
  route(app, send.recordReceipts, ({ body }, { db, tenant }) => recordReceipts(db, tenant.id, body.receipts));
  route(app, outbox.listEmailOutbox, ({ query }, context) => listOutbox(context, query));
  route(app, outbox.getEmailOutbox, ({ params }, context) => outboxEmail(context, params.id));

  route(app, consent.getDoctorConsent, async ({ params }, { db, principal, tenant, lang }) => {
    const doctorId = await visibleDoctorId(db, principal, { id: params.id });
    return doctorConsent(db, tenant.id, doctorId, lang);
  });
  route(app, consent.recordConsent, async ({ params, body }, { db, principal, tenant, lang }) => {
    const doctorId = await visibleDoctorId(db, principal, { id: params.id });
    if (body.source === 'REP_ATTESTED' && body.action === 'OPT_IN' && !body.attestation) throw new HttpError(400, 'attestationRequired');
    if (body.productId !== null && (body.action === 'OBJECT' || body.action === 'WITHDRAW_OBJECTION')) throw new HttpError(400, 'objectionCoversAllProducts');
    await checkProduct(db, tenant.id, body.productId);
    await db.transaction((tx) => changeConsent(tx, { tenantId: tenant.id, doctorId, ...body, actorUserId: principal.userId }));
    return doctorConsent(db, tenant.id, doctorId, lang);
  });

  route(app, campaign.listCampaigns, (_input, context) => campaigns(context));
  route(app, campaign.createCampaign, ({ body }, context) => createCampaign(context, body));
  route(app, campaign.updateCampaign, ({ params, body }, context) => updateCampaign(context, params.id, body));
  route(app, campaign.campaignBreakdown, ({ params }, context) => campaignBreakdown(context, params.id, params.x));
  await app.register(publicContentRoutes);
}
