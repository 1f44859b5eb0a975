import { z } from 'zod';
import { httpUrl } from '../http-url';
import { defineContract } from '../contract';

/**
 * The assistant's calls. The spec puts the four chats on a separate language-model host; here that
 * host is the `/API-AI` service base under the gateway (docs/decisions/0018), served in process by
 * default. A chat answers JSON, or server-sent events when the caller accepts `text/event-stream`.
 */

export const AI_MODES = ['knowledge', 'article', 'literature', 'proposal'] as const;
export type AiMode = (typeof AI_MODES)[number];
export const AI_SOURCE_TYPES = ['library', 'document', 'article', 'paper', 'guideline', 'visit', 'pubmed', 'doctor'] as const;
export type AiSourceType = (typeof AI_SOURCE_TYPES)[number];

export const citationSchema = z.object({
  n: z.number().int().describe('the number the answer cites, [n]'),
  passageId: z.number().int().nullable().describe('null for a passage fetched for this answer only (PubMed, the doctor profile)'),
  sourceType: z.enum(AI_SOURCE_TYPES),
  sourceId: z.string(),
  title: z.string(),
  quote: z.string().describe('the text of the passage the answer relied on'),
  url: z.string().nullable(),
});
export type AiCitation = z.infer<typeof citationSchema>;

export const chatBody = z.object({
  question: z.string().trim().min(1).max(2000),
  conversationId: z.number().int().positive().optional(),
  /** Proposal mode: the doctor the proposal is for, and what kind of proposal. */
  doctorId: z.number().int().positive().optional(),
  proposalKind: z.enum(['visit', 'meeting']).default('visit'),
});
export type ChatBody = z.input<typeof chatBody>;

export const chatAnswerSchema = z.object({
  conversationId: z.number().int(),
  messageId: z.number().int(),
  answer: z.string(),
  found: z.boolean().describe('false when nothing in the content the caller may read is relevant'),
  citations: z.array(citationSchema),
  status: z.enum(['complete', 'stopped', 'failed']),
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
});
export type ChatAnswer = z.infer<typeof chatAnswerSchema>;

const chatDescription =
  'Answers from the content the caller may read, citing numbered passages. With `Accept: text/event-stream` the answer streams as ' +
  'server-sent events: `meta` {conversationId, messageId}, `delta` {text}, then `done` (the final answer, its checked citations) or `error`. ' +
  'Closing the connection stops the answer; what was written so far is kept as stopped.';

const chat = <P extends string>(path: P, summary: string) =>
  defineContract({
    method: 'POST',
    path,
    tags: ['ai'],
    summary,
    description: chatDescription,
    access: { permission: 'ai:assistant:chat' },
    body: chatBody,
    encoding: 'json',
    result: chatAnswerSchema,
  });

export const knowledgeChat = chat('/API-AI/knowledge/chat', "Knowledge chat over the medical library, uploaded documents and visit notes in the caller's data range");
export const articleChat = chat('/API-AI/article/chat', 'Article chat over approved content only (what may be sent)');
export const pubmedChat = chat('/API-AI/pubmed/chat', 'Literature chat over papers and guidelines, and PubMed when configured');
export const proposalChat = chat('/API-AI/proposal/chat', 'Drafts a visit or meeting proposal for a doctor from their profile, recent interactions and approved content');
export const CHAT_CONTRACTS = { knowledge: knowledgeChat, article: articleChat, literature: pubmedChat, proposal: proposalChat } as const;

export const conversationSchema = z.object({
  id: z.number().int(),
  mode: z.enum(AI_MODES),
  title: z.string(),
  doctorId: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AiConversation = z.infer<typeof conversationSchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  citations: z.array(citationSchema),
  found: z.boolean(),
  status: z.enum(['complete', 'stopped', 'failed']),
  feedback: z.number().int().nullable().describe('1 helpful, -1 not helpful'),
  createdAt: z.string(),
});
export type AiMessage = z.infer<typeof messageSchema>;

const idParams = z.object({ id: z.coerce.number().int().positive() });

export const listConversations = defineContract({
  method: 'GET',
  path: '/API-AI/conversation/list',
  tags: ['ai'],
  summary: "The caller's conversations, latest first",
  access: { permission: 'ai:assistant:view' },
  result: z.array(conversationSchema),
});
export const getConversation = defineContract({
  method: 'GET',
  path: '/API-AI/conversation/:id',
  tags: ['ai'],
  summary: 'A conversation of the caller with its messages',
  access: { permission: 'ai:assistant:view' },
  params: idParams,
  result: z.object({ conversation: conversationSchema, messages: z.array(messageSchema) }),
});
export const renameConversation = defineContract({
  method: 'PUT',
  path: '/API-AI/conversation/:id',
  tags: ['ai'],
  summary: 'Renames a conversation of the caller',
  access: { permission: 'ai:assistant:chat' },
  params: idParams,
  body: z.object({ title: z.string().trim().min(1).max(100) }),
  encoding: 'json',
  result: conversationSchema,
});
export const deleteConversation = defineContract({
  method: 'DELETE',
  path: '/API-AI/conversation/:id',
  tags: ['ai'],
  summary: 'Deletes a conversation of the caller (its record stays in the audit trail)',
  access: { permission: 'ai:assistant:chat' },
  params: idParams,
  result: z.boolean(),
});
export const rateMessage = defineContract({
  method: 'POST',
  path: '/API-AI/message/:id/feedback',
  tags: ['ai'],
  summary: 'Marks an answer helpful (1) or not (-1), or clears the mark (0)',
  access: { permission: 'ai:assistant:chat' },
  params: idParams,
  body: z.object({ value: z.union([z.literal(1), z.literal(-1), z.literal(0)]) }),
  encoding: 'json',
  result: z.boolean(),
});
export const exportMessage = defineContract({
  method: 'GET',
  path: '/API-AI/message/:id/export',
  tags: ['ai'],
  summary: 'An answer (a proposal) with its sources as a Markdown document',
  access: { permission: 'ai:assistant:view' },
  params: idParams,
  result: 'file',
  fileTypes: ['text/markdown'],
});
export const getPassage = defineContract({
  method: 'GET',
  path: '/API-AI/passage/:id',
  tags: ['ai'],
  summary: 'A cited passage, when the caller may still read its source',
  access: { permission: 'ai:assistant:view' },
  params: idParams,
  result: z.object({ id: z.number().int(), sourceType: z.enum(AI_SOURCE_TYPES), sourceId: z.string(), title: z.string(), text: z.string(), url: z.string().nullable() }),
});

export const documentSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  passages: z.number().int(),
  createdAt: z.string(),
});
export const listDocuments = defineContract({
  method: 'GET',
  path: '/API-AI/document/list',
  tags: ['ai'],
  summary: 'Documents uploaded to the knowledge base',
  access: { permission: 'ai:assistant:view' },
  result: z.array(documentSchema),
});
export const uploadDocument = defineContract({
  method: 'POST',
  path: '/API-AI/document/upload',
  tags: ['ai'],
  summary: 'Adds a PDF or DOCX to the knowledge base; its text is indexed in the background',
  access: { permission: 'ai:knowledge:upload' },
  body: z.custom<FormData>(() => true).describe('multipart form data with one PDF or DOCX file field, at most 15 MB'),
  encoding: 'multipart',
  result: documentSchema,
});
export const deleteDocument = defineContract({
  method: 'DELETE',
  path: '/API-AI/document/:id',
  tags: ['ai'],
  summary: 'Removes a document from the knowledge base',
  access: { permission: 'ai:knowledge:upload' },
  params: idParams,
  result: z.boolean(),
});

/** A service address: http or https only. */
const serviceUrl = httpUrl().max(500).nullable();

export const aiSettingsSchema = z.object({
  enabled: z.boolean(),
  chatBaseUrl: serviceUrl.describe('an OpenAI-compatible API base, e.g. https://api.example.com/v1'),
  chatModel: z.string().trim().max(100).nullable(),
  hasChatKey: z.boolean(),
  embeddingBaseUrl: serviceUrl,
  embeddingModel: z.string().trim().max(100).nullable(),
  hasEmbeddingKey: z.boolean(),
  pubmedBaseUrl: serviceUrl.describe('NCBI E-utilities base, e.g. https://eutils.ncbi.nlm.nih.gov/entrez/eutils'),
  hasPubmedKey: z.boolean(),
  requestsPerMinute: z.number().int().min(1).max(600).describe('questions per user per minute'),
  monthlyTokenLimit: z.number().int().min(0).max(2_000_000_000).describe('0 for no limit'),
});
export type AiSettings = z.infer<typeof aiSettingsSchema>;
export const getAiSettings = defineContract({
  method: 'GET',
  path: '/API-AI/setting',
  tags: ['ai'],
  summary: "The enterprise's assistant settings (keys are never returned, only whether one is set)",
  access: { permission: 'ai:assistant:view' },
  result: aiSettingsSchema.extend({
    monthTokensUsed: z.number().int(),
    indexedAt: z.string().nullable().describe("when the enterprise's content was last brought into the search index (ISO time), null before the first time"),
  }),
});
export const updateAiSettingsBody = aiSettingsSchema.omit({ hasChatKey: true, hasEmbeddingKey: true, hasPubmedKey: true }).extend({
  chatKey: z.string().trim().max(500).optional().describe('omitted keeps the stored key; empty removes it'),
  embeddingKey: z.string().trim().max(500).optional(),
  pubmedKey: z.string().trim().max(200).optional(),
});
export type AiSettingsUpdate = z.input<typeof updateAiSettingsBody>;
export const updateAiSettings = defineContract({
  method: 'PUT',
  path: '/API-AI/setting',
  tags: ['ai'],
  summary: 'Switches the assistant on or off and sets its model, embedding and PubMed services and its limits',
  description: 'A model name is required with its service address. Keys are write-only: the answer says only whether each one is set.',
  access: { permission: 'ai:setting:edit' },
  body: updateAiSettingsBody,
  encoding: 'json',
  result: aiSettingsSchema,
});

export const AI_SERVICES = ['chat', 'embedding', 'pubmed'] as const;
export type AiService = (typeof AI_SERVICES)[number];
export const AI_TEST_OUTCOMES = ['ok', 'notConfigured', 'unreachable', 'timeout', 'refused', 'badResponse'] as const;
export type AiTestOutcome = (typeof AI_TEST_OUTCOMES)[number];
export const testAiService = defineContract({
  method: 'POST',
  path: '/API-AI/setting/test',
  tags: ['ai'],
  summary: 'Tests the saved address, key and model of one service with one small request',
  description:
    'Calls only the saved base of the service (chat: a one-token completion; embedding: one short text; PubMed: one search), ' +
    'without following redirects, within 10 seconds. The answer says how it went, never what the service sent back.',
  access: { permission: 'ai:setting:edit' },
  body: z.object({ service: z.enum(AI_SERVICES) }),
  encoding: 'json',
  result: z.object({
    service: z.enum(AI_SERVICES),
    outcome: z.enum(AI_TEST_OUTCOMES),
    httpStatus: z.number().int().nullable().describe('the status the service answered, when it answered'),
    latencyMs: z.number().int(),
  }),
});
export const rebuildIndex = defineContract({
  method: 'POST',
  path: '/API-AI/index/rebuild',
  tags: ['ai'],
  summary: "Queues a full rebuild of the enterprise's search index",
  access: { permission: 'ai:setting:edit' },
  result: z.object({ queued: z.boolean() }),
});
