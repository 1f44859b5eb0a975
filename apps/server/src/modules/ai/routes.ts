import type { FastifyInstance } from 'fastify';
import * as ai from '@crm/shared/contracts/ai';
import { route, type RouteContext } from '../../platform/http/contract-route';
import { openEventStream, wantsStream } from '../../platform/http/event-stream';
import { acceptUploads } from '../../platform/http/uploads';
import { answerQuestion } from './chat-service';
import { conversationWithMessages, hideConversation, listConversations, ownAnswer, renameConversation, setFeedback } from './conversation-repository';
import { listDocuments, queueIndexRebuild, removeDocument, uploadDocument } from './document-repository';
import { indexSyncedAt } from './index-store';
import { exportAnswer, readPassage } from './passage-repository';
import { loadSettings, monthTokens, saveSettings, settingsView } from './settings-repository';
import { checkService } from './service-check';
import { silentSink } from './sse';

/**
 * The assistant service (the spec's language-model host), mounted under the gateway as `/API-AI`
 * (docs/decisions/0018). Register with `{ prefix: '/prod-api/API-AI' }`.
 */
export async function aiRoutes(app: FastifyInstance) {
  await acceptUploads(app, { fields: 5 });

  for (const [mode, contract] of Object.entries(ai.CHAT_CONTRACTS) as Array<[ai.AiMode, (typeof ai.CHAT_CONTRACTS)[ai.AiMode]]>) {
    route(app, contract, ({ body }, context) => answerQuestion(context, mode, body, wantsStream(context.request) ? lazyStream(context) : silentSink()));
  }

  route(app, ai.listConversations, (_input, context) => listConversations(context));
  route(app, ai.getConversation, ({ params }, context) => conversationWithMessages(context, params.id));
  route(app, ai.renameConversation, ({ params, body }, context) => renameConversation(context, params.id, body.title));
  route(app, ai.deleteConversation, async ({ params }, context) => (await hideConversation(context, params.id), true));
  route(app, ai.rateMessage, async ({ params, body }, context) => (await setFeedback(context, params.id, body.value), true));
  route(app, ai.exportMessage, async ({ params }, context) => exportAnswer(context, await ownAnswer(context, params.id)));
  route(app, ai.getPassage, ({ params }, context) => readPassage(context, params.id));

  route(app, ai.listDocuments, (_input, context) => listDocuments(context));
  route(app, ai.uploadDocument, (_input, context) => uploadDocument(context));
  route(app, ai.deleteDocument, async ({ params }, context) => (await removeDocument(context, params.id), true));

  route(app, ai.getAiSettings, async (_input, { db, principal }) => ({
    ...settingsView(await loadSettings(db, principal.tenant.id)),
    monthTokensUsed: await monthTokens(db, principal.tenant.id),
    indexedAt: (await indexSyncedAt(db, principal.tenant.id))?.toISOString() ?? null,
  }));
  route(app, ai.updateAiSettings, async ({ body }, context) => settingsView(await saveSettings(context, body)));
  route(app, ai.testAiService, async ({ body }, { db, principal }) => checkService(app.outbound.fetch, body.service, await loadSettings(db, principal.tenant.id)));
  route(app, ai.rebuildIndex, (_input, context) => queueIndexRebuild(context));
}

/** An event stream opened at its first event, so errors thrown before it stay plain HTTP errors. */
function lazyStream(context: RouteContext) {
  let open: ReturnType<typeof openEventStream> | null = null;
  const controller = new AbortController();
  const ensure = () => {
    if (!open) {
      open = openEventStream(context.request, context.reply);
      open.signal.addEventListener('abort', () => controller.abort());
    }
    return open;
  };
  return {
    signal: controller.signal,
    send: (event: 'meta' | 'delta' | 'done' | 'error', data: unknown) => ensure().send(event, data),
    close: () => ensure().close(),
  };
}
