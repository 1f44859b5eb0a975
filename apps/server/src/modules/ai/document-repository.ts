import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { documentSchema } from '@crm/shared/contracts/ai';
import { aiDocument, aiPassage } from '../../db/schema/ai/ai';
import { notFound } from '../../lib/http-error';
import type { RequestContext } from '../../platform/contract-route';
import { recordAudit } from '../../platform/audit/record-audit';
import { DOCX_LIMITS, docxRefusals, extractText, MAX_UPLOAD_BYTES } from './extract-text';
import { AI_SYNC_JOB } from './jobs';

type DocumentView = z.infer<typeof documentSchema>;

export async function listDocuments({ db, principal }: RequestContext): Promise<DocumentView[]> {
  const tenantId = principal.tenant.id;
  const found = await db
    .select({
      id: aiDocument.id,
      title: aiDocument.title,
      fileName: aiDocument.fileName,
      sizeBytes: aiDocument.sizeBytes,
      createdAt: aiDocument.createdAt,
      passages: sql<number>`(select count(*)::int from ai_passage p where p.tenant_id = ${tenantId} and p.source_type = 'document' and p.source_id = ${aiDocument.id}::text)`,
    })
    .from(aiDocument)
    .where(eq(aiDocument.tenantId, tenantId))
    .orderBy(desc(aiDocument.id));
  return found.map((d) => ({ ...d, createdAt: d.createdAt.toISOString() }));
}

/** Stores the document and queues the index update, both or neither. */
export async function addDocument(context: RequestContext, input: { fileName: string; sizeBytes: number; content: string }): Promise<DocumentView> {
  const { db, principal, request } = context;
  const tenantId = principal.tenant.id;
  const title = input.fileName.replace(/\.(pdf|docx)$/i, '').slice(0, 200);
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(aiDocument)
      .values({ tenantId, title, fileName: input.fileName, sizeBytes: input.sizeBytes, content: input.content, uploadedBy: principal.userId })
      .returning();
    await recordAudit(tx, request, {
      action: 'ai.document.upload',
      entityType: 'ai_document',
      entityId: created!.id,
      message: { key: 'aiDocument', params: { fileName: input.fileName } },
    });
    return created!;
  });
  await context.host.jobs.enqueue(AI_SYNC_JOB, { tenantId, full: false }, { key: String(tenantId), tenantId });
  return { id: row.id, title: row.title, fileName: row.fileName, sizeBytes: row.sizeBytes, passages: 0, createdAt: row.createdAt.toISOString() };
}

export async function removeDocument(context: RequestContext, id: number): Promise<void> {
  const { db, principal, request } = context;
  const tenantId = principal.tenant.id;
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(aiDocument)
      .where(and(eq(aiDocument.tenantId, tenantId), eq(aiDocument.id, id)))
      .returning({ fileName: aiDocument.fileName });
    if (!gone) throw notFound();
    // Its passages go now, so the document stops answering at once.
    await tx.delete(aiPassage).where(and(eq(aiPassage.tenantId, tenantId), eq(aiPassage.sourceType, 'document'), eq(aiPassage.sourceId, String(id))));
    await recordAudit(tx, request, { action: 'ai.document.delete', entityType: 'ai_document', entityId: id, message: { key: 'aiDocument', params: { fileName: gone.fileName } } });
  });
  await context.host.jobs.enqueue(AI_SYNC_JOB, { tenantId, full: false }, { key: String(tenantId), tenantId });
}

/** Reads an uploaded document and stores it: a DOCX is read through the bounded reader as it arrives, and again by extractText before mammoth sees it. */
export async function uploadDocument(context: RequestContext): Promise<DocumentView> {
  const upload = await context.readUpload({
    maxBytes: MAX_UPLOAD_BYTES,
    missing: 'fileRequired',
    tooLarge: 'fileTooLarge',
    archive: { limits: DOCX_LIMITS, notArchive: docxRefusals.unreadable, tooLarge: docxRefusals.tooLarge },
  });
  const fileName = upload.fileName.slice(0, 200);
  const content = await extractText(fileName, upload.content);
  return addDocument(context, { fileName, sizeBytes: upload.content.length, content });
}

/** Queues a rebuild of the tenant's whole index. */
export async function queueIndexRebuild({ principal, host }: RequestContext): Promise<{ queued: true }> {
  await host.jobs.enqueue(AI_SYNC_JOB, { tenantId: principal.tenant.id, full: true }, { key: `${principal.tenant.id}:full`, tenantId: principal.tenant.id });
  return { queued: true };
}
