import type { AiMode, ChatAnswer } from '@crm/shared/contracts/ai';
import { HttpError, badRequest } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';
import { recordAudit } from '../../platform/audit/record-audit';
import type { LocalizedText } from '@crm/shared/audit-messages';
import { requireVisibleDoctor } from '../customers/index';
import { type Answer, checkCitations, extractiveAnswer, groundedPrompt } from './answerers';
import { finishAnswer, ownConversation, startExchange } from './conversation-repository';
import { tenantIndex } from './index-store';
import { streamChat } from './openai-chat';
import { doctorContext, extractiveProposal } from './proposal';
import { searchPubmed } from './pubmed';
import { type Evidence, retrieve } from './retrieval';
import { loadSettings, monthTokens, questionsLastMinute } from './settings-repository';
import type { AnswerSink } from './sse';

interface Question {
  question: string;
  conversationId?: number | undefined;
  doctorId?: number | undefined;
  proposalKind: 'visit' | 'meeting';
}

/** Rough token count where the model reports none: about 1.5 characters a token over mixed text. */
const estimateTokens = (text: string) => Math.ceil(text.length / 1.5);

/** Checks that may refuse a question before anything is written: switch, rate, monthly tokens. */
async function admit(context: RequestContext) {
  const { db, principal } = context;
  const settings = await loadSettings(db, principal.tenant.id);
  if (!settings.enabled) throw new HttpError(403, 'aiDisabled');
  if ((await questionsLastMinute(db, principal.tenant.id, principal.userId)) >= settings.requestsPerMinute) throw new HttpError(429, 'tooManyRequests');
  if (settings.monthlyTokenLimit > 0 && (await monthTokens(db, principal.tenant.id)) >= settings.monthlyTokenLimit) throw new HttpError(429, 'aiTokenLimit');
  return settings;
}

/** The passages a question in this mode may be answered from (and a proposal's doctor context). */
async function gather(context: RequestContext, mode: AiMode, input: Question, settings: Awaited<ReturnType<typeof loadSettings>>, signal: AbortSignal) {
  const { db, principal, lang } = context;
  const send = context.host.outbound.fetch;
  if (mode === 'proposal') {
    const doctor = await doctorContext(db, principal, input.doctorId!, lang);
    const content = await retrieve(db, principal, { mode, question: `${input.question} ${doctor.searchText}`, settings, limit: 3, minCoverage: 0, signal, send });
    const offset = 1 + doctor.visits.length;
    return {
      evidence: [doctor.profile, ...doctor.visits, ...content.map((c, i) => ({ ...c, n: offset + i + 1 }))],
      doctor,
      content: content.map((c, i) => ({ ...c, n: offset + i + 1 })),
    };
  }
  const evidence = await retrieve(db, principal, { mode, question: input.question, settings, limit: 5, signal, send });
  if (mode === 'literature' && settings.pubmedBaseUrl && settings.pubmedKey) {
    const articles = await searchPubmed(send, settings, input.question, 3, signal);
    for (const a of articles) {
      evidence.push({
        n: evidence.length + 1,
        passageId: null,
        sourceType: 'pubmed',
        sourceId: a.pmid,
        title: a.title,
        body: `${a.title} ${a.journal} ${a.year}`.trim(),
        url: `https://pubmed.ncbi.nlm.nih.gov/${a.pmid}/`,
        score: 0,
      });
    }
  }
  return { evidence, doctor: null, content: [] as Evidence[] };
}

/** What the audit trail calls each kind of chat. */
const MODE_NAMES: Record<AiMode, LocalizedText> = {
  knowledge: { zh: '知识库', en: 'Knowledge' },
  article: { zh: '文章', en: 'Article' },
  literature: { zh: '文献', en: 'Literature' },
  proposal: { zh: '拜访方案', en: 'Proposal' },
};

/**
 * One question and its answer: admitted, written down (question and answer row, audit record),
 * answered from the passages the caller may read by the tenant's model or the embedded answerer,
 * its citations checked, and the outcome (complete, stopped or failed) saved with its token use.
 */
export async function answerQuestion(context: RequestContext, mode: AiMode, input: Question, sink: AnswerSink): Promise<ChatAnswer> {
  const { db, principal, lang, request } = context;
  const settings = await admit(context);
  if (mode === 'proposal') {
    if (!input.doctorId) throw badRequest('aiDoctorRequired');
    await requireVisibleDoctor(db, principal, input.doctorId);
  }
  const conversation = input.conversationId ? await ownConversation(context, input.conversationId) : null;
  if (conversation && conversation.mode !== mode) throw badRequest('aiModeMismatch');
  const model = settings.chatBaseUrl && settings.chatModel ? { baseUrl: settings.chatBaseUrl, key: settings.chatKey, model: settings.chatModel } : null;
  const title = input.question.replace(/\s+/g, ' ').slice(0, 40);
  const { conversation: saved, answerId } = await startExchange(db, {
    tenantId: principal.tenant.id,
    userId: principal.userId,
    conversation,
    mode,
    title,
    doctorId: input.doctorId ?? null,
    question: input.question,
    model: model?.model ?? null,
  });
  await recordAudit(db, request, {
    action: 'ai.question',
    entityType: 'ai_conversation',
    entityId: saved.id,
    message: { key: 'aiQuestion', params: { mode: MODE_NAMES[mode], title } },
    detail: { mode, messageId: answerId, doctorId: input.doctorId ?? null },
  });
  sink.send('meta', { conversationId: saved.id, messageId: answerId });

  let answer: Answer = { text: '', citations: [], found: false };
  let status: ChatAnswer['status'] = 'complete';
  let promptTokens = 0;
  let completionTokens = 0;
  let streamed = '';
  let evidence: Evidence[] = [];
  try {
    const gathered = await gather(context, mode, input, settings, sink.signal);
    const { doctor, content } = gathered;
    evidence = gathered.evidence;
    if (model && (evidence.length > 0 || doctor)) {
      const task = doctor ? (lang === 'zh' ? `请写一份${input.proposalKind === 'visit' ? '拜访' : '会议邀请'}方案。` : `Write a ${input.proposalKind} proposal.`) : undefined;
      const prompt = groundedPrompt(input.question, evidence, lang, task);
      const outcome = await streamChat(
        context.host.outbound.fetch,
        model,
        prompt,
        (delta) => {
          streamed += delta;
          sink.send('delta', { text: delta });
        },
        sink.signal,
      );
      answer = checkCitations(outcome.text, evidence);
      promptTokens = outcome.promptTokens ?? estimateTokens(prompt.map((m) => m.content).join('\n'));
      completionTokens = outcome.completionTokens ?? estimateTokens(outcome.text);
    } else {
      const { dictionary } = await tenantIndex(db, principal.tenant.id);
      answer = doctor ? extractiveProposal(doctor, content, input.proposalKind, lang) : extractiveAnswer(input.question, evidence, lang, dictionary);
      for (const line of answer.text.split(/(?<=\n)/)) sink.send('delta', { text: line });
    }
  } catch (error) {
    if (sink.signal.aborted) {
      status = 'stopped';
      answer = checkCitations(streamed, evidence);
      completionTokens = estimateTokens(streamed);
    } else {
      status = 'failed';
      request.log.warn({ err: error }, 'assistant answer failed');
      answer = { text: streamed, citations: [], found: false };
    }
  }
  await finishAnswer(db, answerId, { content: answer.text, citations: answer.citations, found: answer.found, status, promptTokens, completionTokens });
  const result: ChatAnswer = {
    conversationId: saved.id,
    messageId: answerId,
    answer: answer.text,
    found: answer.found,
    citations: answer.citations,
    status,
    promptTokens,
    completionTokens,
  };
  if (status === 'failed')
    sink.send('error', { message: lang === 'zh' ? '模型服务暂时不可用，请稍后再试' : 'The model service is unavailable, please try again later', ...result });
  else sink.send('done', result);
  sink.close();
  return result;
}
