import { STANCE_CUT, type Stance } from '@crm/shared/contracts/insights';
import type { DrugDictionary } from './drug-dictionary';
import { ASPECT_MENTION, ASPECTS, CONCESSIONS, CONTRASTS, DEGREES, IRREALIS, MAGNITUDES, NEGATORS, NEUTRAL_TOKENS, POLARITY } from './lexicon';

type Kind = 'pol' | 'aspect' | 'mag' | 'neg' | 'deg' | 'contrast' | 'concession' | 'irrealis' | 'neutral' | 'drug';
interface Token {
  text: string;
  kinds: Set<Kind>;
}

/** Stands in for a drug name so its characters are never read as sentiment words. */
const DRUG_MARK = '\u25cb';

const VOCABULARY = new Map<string, Set<Kind>>();
const add = (words: Iterable<string>, kind: Kind) => {
  for (const word of words) VOCABULARY.set(word, (VOCABULARY.get(word) ?? new Set()).add(kind));
};
add(Object.keys(POLARITY), 'pol');
add(Object.keys(ASPECTS), 'aspect');
add(Object.keys(MAGNITUDES), 'mag');
add(NEGATORS, 'neg');
add(Object.keys(DEGREES), 'deg');
add(CONTRASTS, 'contrast');
add(CONCESSIONS, 'concession');
add(IRREALIS, 'irrealis');
add(NEUTRAL_TOKENS, 'neutral');
add([DRUG_MARK], 'drug');
const LONGEST = Math.max(...[...VOCABULARY.keys()].map((w) => w.length));

/** Longest-match reading of a clause into lexicon tokens (other characters are skipped). */
function tokenize(clause: string): Token[] {
  const tokens: Token[] = [];
  for (let at = 0; at < clause.length;) {
    let found: Token | null = null;
    for (let length = Math.min(LONGEST, clause.length - at); length >= 1 && !found; length--) {
      const word = clause.slice(at, at + length);
      const kinds = VOCABULARY.get(word);
      if (kinds) found = { text: word, kinds };
    }
    if (found) tokens.push(found);
    at += found ? found.text.length : 1;
  }
  return tokens;
}

interface OpenAspect {
  orientation: 1 | -1;
  negated: boolean;
  degree: number;
}

/** The raw score of one clause: lexicon values, flipped by negation, scaled by degree words. */
function scoreClause(tokens: Token[]): number {
  if (tokens.some((t) => t.kinds.has('irrealis'))) return 0;
  let negations = 0;
  let degree = 1;
  let aspect: OpenAspect | null = null;
  let total = 0;
  const closeAspect = () => {
    if (!aspect) return;
    if (aspect.orientation < 0) total += aspect.negated ? 0.6 : -ASPECT_MENTION * aspect.degree;
    else if (aspect.negated) total -= 0.8;
    aspect = null;
  };
  tokens.forEach((token, i) => {
    const { kinds } = token;
    if (kinds.has('neg')) {
      negations++;
      return;
    }
    if (kinds.has('aspect')) {
      closeAspect();
      aspect = { orientation: ASPECTS[token.text]!, negated: negations % 2 === 1, degree };
      negations = 0;
      degree = 1;
      return;
    }
    if (kinds.has('mag') && aspect) {
      const open: OpenAspect = aspect;
      let value = open.orientation * MAGNITUDES[token.text]! * degree * open.degree;
      if (open.negated) value = -value;
      if (negations % 2 === 1) value = -value * 0.9;
      total += value;
      aspect = null;
      negations = 0;
      degree = 1;
      return;
    }
    if (kinds.has('pol')) {
      let value = POLARITY[token.text]! * degree;
      if (negations % 2 === 1) value = -value * 0.8;
      total += value;
      aspect = null;
      negations = 0;
      degree = 1;
      return;
    }
    if (kinds.has('deg')) {
      degree *= DEGREES[token.text]!;
      return;
    }
    // A negation reaches only over degree words to the next sentiment word.
    if (kinds.has('drug') && i > 0) negations = 0;
  });
  closeAspect();
  return total;
}

export interface ReadClause {
  text: string;
  /** Its weight in the sentence: more after "但", less in a "虽然" clause. */
  weight: number;
  score: number;
}

const SENTENCE_END = /[。！？!?；;\n]+/;
const CLAUSE_END = /[，,：:、]+/;

/** Sentences of a text (visit notes, a title). */
export function sentences(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** One sentence read clause by clause, with the weights contrast and concession give them. */
export function readClauses(sentence: string): ReadClause[] {
  const clauses = sentence
    .split(CLAUSE_END)
    .map((c) => c.trim())
    .filter(Boolean);
  const read: ReadClause[] = [];
  for (const text of clauses) {
    const tokens = tokenize(text);
    const first = tokens.find((t) => !t.kinds.has('drug'));
    const leadsWithContrast = tokens.slice(0, 3).some((t) => t.kinds.has('contrast'));
    let weight = 1;
    if (first?.kinds.has('concession')) weight = 0.6;
    if (leadsWithContrast) {
      weight = 1.5;
      for (const earlier of read) earlier.weight *= 0.6;
    }
    read.push({ text, weight, score: scoreClause(tokens) });
  }
  return read;
}

/** Squashes a raw sum into -1..1. */
export const squash = (raw: number) => raw / (1 + Math.abs(raw));

/** The stance score of a sentence or short text with no drug attribution (-1..1). */
export function readStance(text: string): number {
  return squash(sentences(text).reduce((sum, s) => sum + readClauses(s).reduce((acc, c) => acc + c.weight * c.score, 0), 0));
}

export function stanceOf(score: number): Stance {
  if (score >= STANCE_CUT) return 'POSITIVE';
  if (score <= -STANCE_CUT) return 'NEGATIVE';
  return 'NEUTRAL';
}

export interface DrugReading {
  productId: number;
  score: number;
  /** The most telling sentence about the drug. */
  snippet: string;
}

/**
 * What a text says about each drug it names. A clause speaks of the drugs it names, else of the
 * drug named last before it, else of the visit's products (`fallbackProductIds`). A drug that is
 * discussed without any sentiment gets a neutral reading.
 */
export function readDrugs(text: string, dictionary: DrugDictionary, fallbackProductIds: readonly number[] = []): DrugReading[] {
  const raw = new Map<number, { sum: number; snippet: string; strongest: number }>();
  let current: number[] = [...fallbackProductIds];
  for (const sentence of sentences(text)) {
    const clauses = sentence.split(CLAUSE_END).filter((c) => c.trim());
    const read = readClauses(markDrugs(sentence, dictionary));
    read.forEach((clause, i) => {
      const named = [...new Set(dictionary.find(clauses[i] ?? '').map((m) => m.productId))];
      if (named.length) current = named;
      for (const productId of current) {
        const entry = raw.get(productId) ?? { sum: 0, snippet: sentence, strongest: -1 };
        const value = clause.weight * clause.score;
        entry.sum += value;
        if (Math.abs(value) > entry.strongest) Object.assign(entry, { strongest: Math.abs(value), snippet: sentence });
        raw.set(productId, entry);
      }
    });
  }
  return [...raw.entries()].map(([productId, entry]) => ({ productId, score: squash(entry.sum), snippet: entry.snippet.slice(0, 200) }));
}

function markDrugs(text: string, dictionary: DrugDictionary): string {
  let marked = '';
  let at = 0;
  for (const mention of dictionary.find(text)) {
    marked += text.slice(at, mention.start) + DRUG_MARK;
    at = mention.end;
  }
  return marked + text.slice(at);
}
