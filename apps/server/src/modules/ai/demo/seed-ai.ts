import type { Database } from '../../../db/client';
import { aiDocument } from '../../../db/schema/ai/ai';
import type { Tx } from '../../../db/client';
import { syncTenantPassages } from '../index-store';
import { KNOWLEDGE_CORPUS, TENANT_ONLY_DOCUMENTS } from './knowledge-corpus';

/** The demo knowledge base (shared corpus plus one tenant-only brief), indexed at once. */
export async function seedAiDemo(tx: Tx, input: { tenantId: number; realm: string }): Promise<void> {
  const own = TENANT_ONLY_DOCUMENTS[input.realm];
  const documents = [...KNOWLEDGE_CORPUS, ...(own ? [own] : [])];
  await tx
    .insert(aiDocument)
    .values(
      documents.map((d) => ({ tenantId: input.tenantId, title: d.title.replace(/\.(pdf|docx)$/, ''), fileName: d.title, sizeBytes: Buffer.byteLength(d.text), content: d.text })),
    );
  await syncTenantPassages(tx as unknown as Database, input.tenantId, { full: true });
}
