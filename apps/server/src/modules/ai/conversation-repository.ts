import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AiCitation, AiConversation, AiMessage, AiMode } from '@crm/shared/contracts/ai';
import type { Database } from '../../db/client';
import { aiConversation, aiMessage } from '../../db/schema/ai/ai';
import { notFound } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';

type ConversationRow = typeof aiConversation.$inferSelect;
type MessageRow = typeof aiMessage.$inferSelect;

export const conversationView = (c: ConversationRow): AiConversation => ({
  id: c.id,
  mode: c.mode as AiMode,
  title: c.title,
  doctorId: c.doctorId,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
});

const messageView = (m: MessageRow): AiMessage => ({
  id: m.id,
  role: m.role,
  content: m.content,
  citations: m.citations as AiCitation[],
  found: m.found,
  status: m.status,
  feedback: m.feedback,
  createdAt: m.createdAt.toISOString(),
});

const mine = ({ principal }: RequestContext) =>
  and(eq(aiConversation.tenantId, principal.tenant.id), eq(aiConversation.userId, principal.userId), isNull(aiConversation.deletedAt));

export async function listConversations(context: RequestContext): Promise<AiConversation[]> {
  const found = await context.db.select().from(aiConversation).where(mine(context)).orderBy(desc(aiConversation.updatedAt), desc(aiConversation.id)).limit(200);
  return found.map(conversationView);
}

/** A conversation of the caller; another user's or tenant's answers 404. */
export async function ownConversation(context: RequestContext, id: number): Promise<ConversationRow> {
  const [row] = await context.db
    .select()
    .from(aiConversation)
    .where(and(mine(context), eq(aiConversation.id, id)));
  if (!row) throw notFound();
  return row;
}

export async function conversationWithMessages(context: RequestContext, id: number) {
  const conversation = await ownConversation(context, id);
  const messages = await context.db.select().from(aiMessage).where(eq(aiMessage.conversationId, id)).orderBy(asc(aiMessage.id));
  return { conversation: conversationView(conversation), messages: messages.map(messageView) };
}

export async function renameConversation(context: RequestContext, id: number, title: string): Promise<AiConversation> {
  await ownConversation(context, id);
  const [row] = await context.db.update(aiConversation).set({ title }).where(eq(aiConversation.id, id)).returning();
  return conversationView(row!);
}

/** Hides the conversation from its owner; messages stay for the audit trail. */
export async function hideConversation(context: RequestContext, id: number): Promise<void> {
  await ownConversation(context, id);
  await context.db
    .update(aiConversation)
    .set({ deletedAt: sql`now()` })
    .where(eq(aiConversation.id, id));
}

/** An answer in one of the caller's conversations. */
export async function ownAnswer(context: RequestContext, messageId: number): Promise<MessageRow> {
  const [row] = await context.db
    .select({ message: aiMessage })
    .from(aiMessage)
    .innerJoin(aiConversation, eq(aiConversation.id, aiMessage.conversationId))
    .where(and(mine(context), eq(aiMessage.id, messageId), eq(aiMessage.role, 'assistant')));
  if (!row) throw notFound();
  return row.message;
}

export async function setFeedback(context: RequestContext, messageId: number, value: number): Promise<void> {
  await ownAnswer(context, messageId);
  await context.db
    .update(aiMessage)
    .set({ feedback: value === 0 ? null : value })
    .where(eq(aiMessage.id, messageId));
}

export async function startExchange(
  db: Database,
  input: { tenantId: number; userId: number; conversation: ConversationRow | null; mode: AiMode; title: string; doctorId: number | null; question: string; model: string | null },
) {
  return db.transaction(async (tx) => {
    const conversation =
      input.conversation ??
      (await tx.insert(aiConversation).values({ tenantId: input.tenantId, userId: input.userId, mode: input.mode, title: input.title, doctorId: input.doctorId }).returning())[0]!;
    await tx
      .update(aiConversation)
      .set({ updatedAt: sql`now()` })
      .where(eq(aiConversation.id, conversation.id));
    const base = { tenantId: input.tenantId, conversationId: conversation.id, userId: input.userId };
    await tx.insert(aiMessage).values({ ...base, role: 'user', content: input.question });
    // The answer row exists from the start, so a stopped or failed answer is kept too.
    const [answer] = await tx
      .insert(aiMessage)
      .values({ ...base, role: 'assistant', content: '', status: 'failed', model: input.model })
      .returning({ id: aiMessage.id });
    return { conversation, answerId: answer!.id };
  });
}

export async function finishAnswer(
  db: Database,
  id: number,
  values: Pick<MessageRow, 'content' | 'found' | 'status' | 'promptTokens' | 'completionTokens'> & { citations: AiCitation[] },
) {
  await db.update(aiMessage).set(values).where(eq(aiMessage.id, id));
}
