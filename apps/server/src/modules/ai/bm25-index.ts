import { isWord } from './tokenizer';

/**
 * An in-memory BM25 index over passages (k1 1.2, b 0.75). Posting lists are typed arrays and the
 * score buffer is reused, so a query over 100,000 passages touches only the postings of its terms.
 */

export interface IndexedPassage {
  id: number;
  sourceType: string;
  sourceId: string;
  title: string;
  body: string;
  url: string | null;
  doctorId: number | null;
  approved: boolean;
  terms: string[];
}

export interface Hit {
  passage: IndexedPassage;
  score: number;
  /** Share of the question's word weight (idf) the passage contains: 0..1. */
  coverage: number;
}

const K1 = 1.2;
const B = 0.75;

export class Bm25Index {
  readonly passages: IndexedPassage[] = [];
  private readonly postings = new Map<string, { docs: number[]; tfs: number[] }>();
  private lengths: number[] = [];
  private totalLength = 0;
  private scores = new Float64Array(0);

  constructor(passages: Iterable<IndexedPassage> = []) {
    for (const passage of passages) this.add(passage);
  }

  get size(): number {
    return this.passages.length;
  }

  add(passage: IndexedPassage): void {
    const doc = this.passages.length;
    this.passages.push(passage);
    const counts = new Map<string, number>();
    for (const term of passage.terms) counts.set(term, (counts.get(term) ?? 0) + 1);
    for (const [term, tf] of counts) {
      let list = this.postings.get(term);
      if (!list) this.postings.set(term, (list = { docs: [], tfs: [] }));
      list.docs.push(doc);
      list.tfs.push(tf);
    }
    this.lengths.push(passage.terms.length);
    this.totalLength += passage.terms.length;
  }

  idf(term: string): number {
    const n = this.postings.get(term)?.docs.length ?? 0;
    return Math.log(1 + (this.passages.length - n + 0.5) / (n + 0.5));
  }

  /** The best `limit` passages accepted by `accept`, best first. */
  search(queryTerms: string[], limit: number, accept: (passage: IndexedPassage) => boolean = () => true): Hit[] {
    const unique = [...new Set(queryTerms)];
    if (unique.length === 0 || this.passages.length === 0) return [];
    if (this.scores.length < this.passages.length) this.scores = new Float64Array(this.passages.length);
    const scores = this.scores;
    const touched: number[] = [];
    const averageLength = this.totalLength / this.passages.length || 1;
    // A term in over a third of the passages barely ranks but costs the most: skip it when the
    // question has rarer terms.
    const common = this.passages.length / 3;
    const rare = unique.filter((term) => (this.postings.get(term)?.docs.length ?? 0) <= common);
    for (const term of rare.length > 0 ? rare : unique) {
      const list = this.postings.get(term);
      if (!list) continue;
      const idf = this.idf(term);
      for (let i = 0; i < list.docs.length; i++) {
        const doc = list.docs[i]!;
        const tf = list.tfs[i]!;
        if (scores[doc] === 0) touched.push(doc);
        scores[doc]! += (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * this.lengths[doc]!) / averageLength));
      }
    }
    // Rank only the best few: a partial selection, widened if the filter rejects too many.
    let hits: Hit[] = [];
    for (let wanted = limit * 4; ; wanted *= 8) {
      const ranked = topDocs(touched, scores, wanted);
      hits = [];
      for (const doc of ranked) {
        if (hits.length >= limit) break;
        const passage = this.passages[doc]!;
        if (accept(passage)) hits.push({ passage, score: scores[doc]!, coverage: this.coverage(unique, passage) });
      }
      if (hits.length >= limit || ranked.length >= touched.length) break;
    }
    for (const doc of touched) scores[doc] = 0;
    return hits;
  }

  /**
   * Word weight of the question found in the passage; bigrams are left out (they straddle words).
   * A word no passage contains weighs the average of the others, half for Chinese words (mostly
   * the question's phrasing, 多长时间) and in full for Latin ones (a drug the content never names).
   */
  private coverage(queryTerms: string[], passage: IndexedPassage): number {
    const words = queryTerms.filter(isWord);
    const known = words.filter((w) => this.postings.has(w));
    if (known.length === 0) return 0;
    const present = new Set(passage.terms);
    let total = 0;
    let found = 0;
    for (const word of known) {
      const weight = this.idf(word);
      total += weight;
      if (present.has(word) || containsByBigrams(word, present)) found += weight;
    }
    const average = total / known.length;
    for (const word of words) if (!this.postings.has(word)) total += /^[a-z]/.test(word) ? average : average / 2;
    return found / total;
  }
}

/** The `count` best-scoring docs, best first, with a bounded min-heap (no full sort of the matches). */
function topDocs(docs: number[], scores: Float64Array, count: number): number[] {
  if (docs.length <= count) return [...docs].sort((a, b) => scores[b]! - scores[a]!);
  const heap: number[] = [];
  const less = (i: number, j: number) => scores[heap[i]!]! < scores[heap[j]!]!;
  const swap = (i: number, j: number) => ([heap[i], heap[j]] = [heap[j]!, heap[i]!]);
  const down = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < heap.length && less(l, m)) m = l;
      if (r < heap.length && less(r, m)) m = r;
      if (m === i) return;
      swap(i, m);
      i = m;
    }
  };
  for (const doc of docs) {
    if (heap.length < count) {
      heap.push(doc);
      for (let i = heap.length - 1; i > 0 && less(i, (i - 1) >> 1); i = (i - 1) >> 1) swap(i, (i - 1) >> 1);
    } else if (scores[doc]! > scores[heap[0]!]!) {
      heap[0] = doc;
      down(0);
    }
  }
  return heap.sort((a, b) => scores[b]! - scores[a]!);
}

/**
 * A Chinese word the segmenter cut differently in the passage (不良 + 事件 against 不良事件) is
 * still there when each of its character bigrams is.
 */
function containsByBigrams(word: string, present: Set<string>): boolean {
  if (word.length < 2 || /^[a-z0-9]/.test(word)) return false;
  for (let i = 0; i + 1 < word.length; i++) if (!present.has(`~${word.slice(i, i + 2)}`)) return false;
  return true;
}
