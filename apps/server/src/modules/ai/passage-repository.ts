import { and, eq, sql } from 'drizzle-orm';
import type { AiCitation, AiSourceType } from '@crm/shared/contracts/ai';
import { aiConversation, aiMessage, aiPassage } from '../../db/schema/ai/ai';
import { notFound } from '../../lib/http-error';
import type { FileAnswer, RequestContext } from '../../platform/contract-route';
import { visibleVisitCondition } from '../visits/index';
import { rowsOf } from '../../db/rows';

/** A passage the caller may read now: of their tenant, and a visit note only within their data range. */
export async function readPassage({ db, principal }: RequestContext, id: number) {
  const [passage] = await db
    .select()
    .from(aiPassage)
    .where(and(eq(aiPassage.tenantId, principal.tenant.id), eq(aiPassage.id, id)));
  if (!passage) throw notFound();
  if (passage.sourceType === 'visit') {
    const visible = rowsOf<unknown>(
      await db.execute(sql`select 1 from visit v where v.tenant_id = ${principal.tenant.id} and v.id = ${Number(passage.sourceId)} and ${visibleVisitCondition(principal)}`),
    );
    if (visible.length === 0) throw notFound();
  }
  return { id: passage.id, sourceType: passage.sourceType as AiSourceType, sourceId: passage.sourceId, title: passage.title, text: passage.body, url: passage.url };
}

/** An answer as a Markdown document: the question, the answer and its numbered sources. */
export async function exportAnswer({ db, lang }: RequestContext, message: typeof aiMessage.$inferSelect): Promise<FileAnswer> {
  const [question] = await db
    .select({ content: aiMessage.content, title: aiConversation.title })
    .from(aiMessage)
    .innerJoin(aiConversation, eq(aiConversation.id, aiMessage.conversationId))
    .where(and(eq(aiMessage.conversationId, message.conversationId), eq(aiMessage.role, 'user'), sql`${aiMessage.id} < ${message.id}`))
    .orderBy(sql`${aiMessage.id} desc`)
    .limit(1);
  const citations = message.citations as AiCitation[];
  const heading = lang === 'zh' ? { question: '问题', sources: '来源' } : { question: 'Question', sources: 'Sources' };
  const document = [
    `# ${question?.title ?? ''}`,
    '',
    `> ${heading.question}: ${question?.content ?? ''}`,
    '',
    message.content,
    '',
    `## ${heading.sources}`,
    '',
    ...citations.map((c) => `${c.n}. ${c.title}${c.url ? ` (${c.url})` : ''}: ${c.quote}`),
    '',
  ].join('\n');
  const name = `proposal-${message.id}.md`;
  return { headers: { 'content-type': 'text/markdown; charset=utf-8', 'content-disposition': `attachment; filename="${name}"` }, body: document };
}
