import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { OutboundFetch } from '../../lib/outbound-address';
import { aiPassage } from '../../db/schema/ai/ai';
import { bumpGeneration } from './index-store';
import { embed } from './openai-chat';
import { loadSettings } from './settings-repository';

const BATCH = 64;
const PER_RUN = 5000;

/** With an embedding service configured, gives passages without a vector one (in batches). */
export async function embedMissingPassages(db: Database, send: OutboundFetch, tenantId: number): Promise<number> {
  const settings = await loadSettings(db, tenantId);
  if (!settings.embeddingBaseUrl || !settings.embeddingModel) return 0;
  const model = { baseUrl: settings.embeddingBaseUrl, key: settings.embeddingKey, model: settings.embeddingModel };
  let done = 0;
  while (done < PER_RUN) {
    const batch = await db
      .select({ id: aiPassage.id, title: aiPassage.title, body: aiPassage.body })
      .from(aiPassage)
      .where(and(eq(aiPassage.tenantId, tenantId), isNull(aiPassage.embedding)))
      .orderBy(asc(aiPassage.id))
      .limit(BATCH);
    if (batch.length === 0) break;
    const vectors = await embed(
      send,
      model,
      batch.map((p) => `${p.title}\n${p.body}`),
    );
    for (const [i, passage] of batch.entries()) {
      await db
        .update(aiPassage)
        .set({ embedding: sql`${`{${(vectors[i] ?? []).join(',')}}`}::real[]` })
        .where(eq(aiPassage.id, passage.id));
    }
    done += batch.length;
  }
  if (done > 0) await bumpGeneration(db, tenantId);
  return done;
}
