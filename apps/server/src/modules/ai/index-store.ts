import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { aiIndexState, aiPassage } from '../../db/schema/ai/ai';
import { product } from '../../db/schema/platform/tenancy';
import { tenantsWhere } from '../../platform/jobs/job-queue';
import { Bm25Index, type IndexedPassage } from './bm25-index';
import { chunkText } from './chunking';
import { contentSources } from './sources';
import { buildDictionary, tokenize, type Dictionary } from './tokenizer';
import { rowsOf } from '../../db/rows';

/**
 * The tenant's passages in the database, and a BM25 index of them in memory per instance. A sync
 * writes passages and bumps the tenant's generation; an instance whose index is of an older
 * generation reloads it at its next question.
 */

export async function tenantDictionary(db: Database, tenantId: number): Promise<Dictionary> {
  const products = await db
    .select({ name: product.name, nameEn: product.nameEn, genericName: product.genericName, genericNameEn: product.genericNameEn })
    .from(product)
    .where(eq(product.tenantId, tenantId));
  return buildDictionary(products.flatMap((p) => [p.name, p.nameEn, p.genericName ?? '', p.genericNameEn ?? '']));
}

interface PassageFields {
  title: string;
  body: string;
  terms: string;
  url: string | null;
  doctorId: number | null;
  approved: boolean;
}

/** A document's passages as one string, to tell whether reading it again changed anything. */
const signatureOf = (rows: PassageFields[]) =>
  rows.map((r) => [r.title, r.body, r.terms, r.url ?? '', r.doctorId === null ? '' : String(r.doctorId), String(r.approved)].join('\u0001')).join('\u0002');

/** The signature of each indexed document of a source, as `signatureOf` writes it. */
async function storedSignatures(db: Database, tenantId: number, sourceType: string): Promise<Map<string, string>> {
  const found = rowsOf<{ source_id: unknown; signature: unknown }>(
    await db.execute(
      sql`select source_id, string_agg(concat_ws(chr(1), title, body, terms, coalesce(url, ''), coalesce(doctor_id::text, ''), approved::text), chr(2) order by chunk) as signature
        from ai_passage where tenant_id = ${tenantId} and source_type = ${sourceType} group by source_id`,
    ),
  );
  return new Map(found.map((r) => [String(r.source_id), String(r.signature)]));
}

/**
 * Where the next sync starts reading: now, or the start of the oldest other transaction still open
 * (a change it commits later carries a time from inside it, so a sync that began while it ran must
 * not move past it).
 */
async function syncWatermark(db: Database): Promise<Date> {
  const found = rowsOf<{ at: unknown }>(
    await db.execute(sql`select least(clock_timestamp(), (select min(xact_start) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid())) as at`),
  );
  const at = found[0]?.at;
  return at instanceof Date ? at : new Date(String(at));
}

/** Brings the tenant's passages up to date with its content: changed documents only, or all. */
export async function syncTenantPassages(db: Database, tenantId: number, { full }: { full: boolean }): Promise<{ written: number; removed: number }> {
  const dictionary = await tenantDictionary(db, tenantId);
  let startedAt = new Date();
  let written = 0;
  let removed = 0;
  await db.transaction(async (tx) => {
    // One sync per tenant at a time: the state row is the lock.
    await tx.insert(aiIndexState).values({ tenantId }).onConflictDoNothing();
    const [state] = await tx.select().from(aiIndexState).where(eq(aiIndexState.tenantId, tenantId)).for('update');
    const since = full ? null : (state?.syncedAt ?? null);
    startedAt = await syncWatermark(tx as unknown as Database);
    for (const source of contentSources()) {
      const documents = await source.changedSince(tx as unknown as Database, tenantId, since);
      const stored = documents.length ? await storedSignatures(tx as unknown as Database, tenantId, source.type) : new Map<string, string>();
      for (const document of documents) {
        const rows = chunkText(document.text).map((body, chunk) => ({
          tenantId,
          sourceType: source.type,
          sourceId: document.sourceId,
          chunk,
          title: document.title,
          body,
          terms: tokenize(`${document.title}\n${body}`, dictionary).join(' '),
          url: document.url,
          doctorId: document.doctorId ?? null,
          approved: document.approved,
        }));
        // A document read again unchanged (a source without change times) keeps its passages, and the
        // index its generation: instances reload only for real changes.
        if (stored.get(document.sourceId) === signatureOf(rows)) continue;
        await tx.delete(aiPassage).where(and(eq(aiPassage.tenantId, tenantId), eq(aiPassage.sourceType, source.type), eq(aiPassage.sourceId, document.sourceId)));
        for (let i = 0; i < rows.length; i += 500) await tx.insert(aiPassage).values(rows.slice(i, i + 500));
        written += rows.length;
      }
      const existing = [...(await source.existingIds(tx as unknown as Database, tenantId))];
      const gone = await tx
        .delete(aiPassage)
        .where(and(eq(aiPassage.tenantId, tenantId), eq(aiPassage.sourceType, source.type), sql`not (${aiPassage.sourceId} = any(${sql.param(existing)}::text[]))`))
        .returning({ id: aiPassage.id });
      removed += gone.length;
    }
    await tx
      .update(aiIndexState)
      .set({ generation: sql`${aiIndexState.generation} + ${written + removed > 0 ? 1 : 0}`, syncedAt: startedAt })
      .where(eq(aiIndexState.tenantId, tenantId));
  });
  return { written, removed };
}

/**
 * The tenants whose index lacks a source that has documents (an index built before the source was
 * registered, or by an older version): each needs a full sync.
 */
export function tenantsMissingSources(db: Database): Promise<number[]> {
  return tenantsWhere(db, async (tenantId) => {
    const indexed = rowsOf<{ source_type: string }>(await db.execute(sql`select distinct source_type from ai_passage where tenant_id = ${tenantId}`));
    const types = new Set(indexed.map((row) => row.source_type));
    for (const source of contentSources()) if (!types.has(source.type) && (await source.existingIds(db, tenantId)).size > 0) return true;
    return false;
  });
}

/** When the tenant's content was last brought into the index, if ever. */
export async function indexSyncedAt(db: Database, tenantId: number): Promise<Date | null> {
  const [state] = await db.select({ syncedAt: aiIndexState.syncedAt }).from(aiIndexState).where(eq(aiIndexState.tenantId, tenantId));
  return state?.syncedAt ?? null;
}

export interface TenantIndex {
  generation: number;
  index: Bm25Index;
  dictionary: Dictionary;
  embeddings: Map<number, Float32Array>;
}

/** Indexes loaded by this process, per database and tenant (a process may serve more than one database). */
const loaded = new WeakMap<Database, Map<number, TenantIndex>>();

/** The tenant's index, reloaded when another instance or a job changed its passages. */
export async function tenantIndex(db: Database, tenantId: number): Promise<TenantIndex> {
  const [state] = await db.select({ generation: aiIndexState.generation }).from(aiIndexState).where(eq(aiIndexState.tenantId, tenantId));
  const generation = state?.generation ?? -1;
  let byTenant = loaded.get(db);
  if (!byTenant) loaded.set(db, (byTenant = new Map()));
  const current = byTenant.get(tenantId);
  if (current && current.generation === generation) return current;
  const rows = await db
    .select({
      id: aiPassage.id,
      sourceType: aiPassage.sourceType,
      sourceId: aiPassage.sourceId,
      title: aiPassage.title,
      body: aiPassage.body,
      url: aiPassage.url,
      doctorId: aiPassage.doctorId,
      approved: aiPassage.approved,
      terms: aiPassage.terms,
      embedding: aiPassage.embedding,
    })
    .from(aiPassage)
    .where(eq(aiPassage.tenantId, tenantId))
    .orderBy(aiPassage.id);
  const embeddings = new Map<number, Float32Array>();
  const passages: IndexedPassage[] = rows.map(({ terms, embedding, ...row }) => {
    if (embedding) embeddings.set(row.id, Float32Array.from(embedding));
    return { ...row, terms: terms ? terms.split(' ') : [] };
  });
  const next: TenantIndex = { generation, index: new Bm25Index(passages), dictionary: await tenantDictionary(db, tenantId), embeddings };
  byTenant.set(tenantId, next);
  return next;
}

/** Marks the tenant's index stale everywhere (the next question reloads it). */
export async function bumpGeneration(db: Database, tenantId: number): Promise<void> {
  await db
    .insert(aiIndexState)
    .values({ tenantId, generation: 1 })
    .onConflictDoUpdate({ target: aiIndexState.tenantId, set: { generation: sql`${aiIndexState.generation} + 1` } });
}
