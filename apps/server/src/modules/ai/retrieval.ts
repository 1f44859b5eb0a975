import { sql } from 'drizzle-orm';
import type { AiMode, AiSourceType } from '@crm/shared/contracts/ai';
import type { Database } from '../../db/client';
import type { OutboundFetch } from '../../lib/outbound-address';
import type { Principal } from '../../platform/principal';
import { visibleVisitCondition } from '../visits/index';
import type { Bm25Index, Hit, IndexedPassage } from './bm25-index';
import { embed } from './openai-chat';
import type { StoredSettings } from './settings-repository';
import { tenantIndex } from './index-store';
import { keyTerms, tokenize, type Dictionary } from './tokenizer';
import { rowsOf } from '../../db/rows';

/** A passage an answer may cite, numbered in the order the answer sees them. */
export interface Evidence {
  n: number;
  passageId: number | null;
  sourceType: AiSourceType;
  sourceId: string;
  title: string;
  body: string;
  url: string | null;
  score: number;
}

/** Share of the question's words a passage must contain to count as relevant at all. */
export const MIN_COVERAGE = 0.5;
const CANDIDATES = 60;

/** What each mode may draw on: promotional modes only on approved content. */
export function acceptsFor(mode: AiMode): (p: IndexedPassage) => boolean {
  switch (mode) {
    case 'knowledge':
      return (p) => p.sourceType === 'library' || p.sourceType === 'document' || p.sourceType === 'visit';
    case 'article':
      return (p) => (p.sourceType === 'article' || p.sourceType === 'library') && p.approved;
    case 'literature':
      return (p) => p.sourceType === 'paper' || p.sourceType === 'guideline';
    case 'proposal':
      // The doctor's own visit notes are added by the proposal builder, in date order.
      return (p) => (p.sourceType === 'article' || p.sourceType === 'library') && p.approved;
  }
}

/** Keeps the visit notes among the hits that the caller may open (their data range). */
async function visibleHits(db: Database, principal: Principal, hits: Hit[]): Promise<Hit[]> {
  const visitIds = hits.filter((h) => h.passage.sourceType === 'visit').map((h) => Number(h.passage.sourceId));
  if (visitIds.length === 0) return hits;
  const result = rowsOf<{ id: unknown }>(
    await db.execute(
      sql`select v.id from visit v where v.tenant_id = ${principal.tenant.id} and v.id = any(${sql.param(visitIds)}::bigint[]) and ${visibleVisitCondition(principal)}`,
    ),
  );
  const visible = new Set(result.map((r) => String(r.id)));
  return hits.filter((h) => h.passage.sourceType !== 'visit' || visible.has(h.passage.sourceId));
}

/**
 * BM25 candidates that count as relevant: enough of the question's words, and when the question
 * names a product or a code, that name. `visible` drops what the caller may not read.
 */
export async function rankRelevant(
  index: Bm25Index,
  dictionary: Dictionary,
  question: string,
  accept: (p: IndexedPassage) => boolean,
  minCoverage: number,
  visible: (hits: Hit[]) => Promise<Hit[]> = async (hits) => hits,
): Promise<Hit[]> {
  const terms = tokenize(question, dictionary);
  const keys = keyTerms(terms, dictionary);
  const named = (h: Hit) => keys.length === 0 || keys.some((k) => h.passage.terms.includes(k));
  return (await visible(index.search(terms, CANDIDATES, accept))).filter((h) => h.coverage >= minCoverage && named(h));
}

const cosine = (a: Float32Array, b: Float32Array) => {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
};

/**
 * The best passage of each source, and of each text: a document's other passages, or another visit
 * with the very same note, would only cite the same words again.
 */
function onePerSource(hits: Hit[]): Hit[] {
  const seen = new Set<string>();
  return hits.filter((h) => {
    const keys = [`${h.passage.sourceType}:${h.passage.sourceId}`, `text:${h.passage.body.replace(/\s+/g, ' ').trim()}`];
    if (keys.some((key) => seen.has(key))) return false;
    keys.forEach((key) => seen.add(key));
    return true;
  });
}

/**
 * The relevant passages the caller may read for a question, best first. BM25 alone by default;
 * with an embedding service, BM25 and vector ranks are fused (reciprocal rank) and a passage close
 * in meaning counts as relevant even without the question's words.
 */
export async function retrieve(
  db: Database,
  principal: Principal,
  input: { mode: AiMode; question: string; settings: StoredSettings; limit: number; minCoverage?: number; signal?: AbortSignal; send: OutboundFetch },
): Promise<Evidence[]> {
  const { index, dictionary, embeddings } = await tenantIndex(db, principal.tenant.id);
  const accept = acceptsFor(input.mode);
  let relevant = await rankRelevant(index, dictionary, input.question, accept, input.minCoverage ?? MIN_COVERAGE, (hits) => visibleHits(db, principal, hits));

  const { embeddingBaseUrl, embeddingModel } = input.settings;
  if (embeddingBaseUrl && embeddingModel && embeddings.size > 0) {
    const [vector] = await embed(input.send, { baseUrl: embeddingBaseUrl, key: input.settings.embeddingKey, model: embeddingModel }, [input.question], input.signal);
    const query = Float32Array.from(vector ?? []);
    const near = index.passages
      .filter((p) => accept(p) && embeddings.has(p.id))
      .map((p) => ({ passage: p, score: cosine(query, embeddings.get(p.id)!), coverage: 0 }))
      .sort((a, b) => b.score - a.score)
      .slice(0, CANDIDATES);
    const semantic = (await visibleHits(db, principal, near)).filter((h) => h.score >= 0.6);
    const fused = new Map<number, { hit: Hit; rank: number }>();
    const add = (list: Hit[]) =>
      list.forEach((hit, i) => {
        const entry = fused.get(hit.passage.id) ?? { hit, rank: 0 };
        entry.rank += 1 / (60 + i);
        fused.set(hit.passage.id, entry);
      });
    add(relevant);
    add(semantic);
    relevant = [...fused.values()].sort((a, b) => b.rank - a.rank).map((e) => e.hit);
  }
  return onePerSource(relevant)
    .slice(0, input.limit)
    .map((h, i) => ({
      n: i + 1,
      passageId: h.passage.id,
      sourceType: h.passage.sourceType as AiSourceType,
      sourceId: h.passage.sourceId,
      title: h.passage.title,
      body: h.passage.body,
      url: h.passage.url,
      score: h.score,
    }));
}
