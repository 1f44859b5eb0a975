/**
 * Chinese-aware tokens for BM25: words from a dictionary built from the product catalogue (so a
 * drug name stays whole), words from the built-in word segmenter, and CJK character bigrams (names
 * the segmenter does not know otherwise fall apart into single characters that match everything).
 * Word tokens are marked so a relevance check can ignore bigrams, which often straddle two words.
 */

const CJK = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;
const CJK_RUN = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+|[a-z0-9][a-z0-9.\-+]*/g;
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** Words that carry no subject: question words and function words in both languages. */
const STOP = new Set(
  (
    'a an and are as at be by can could do does for from has have how i in into is it its me my of on or our should so than that the their them ' +
    'there these they this to was we were what when where which who why will with would you your about any tell please give list ' +
    '什么 多少 怎么 怎样 如何 哪些 哪个 是否 可以 能否 是 的 了 吗 呢 和 与 及 在 有 对 为 请问 请 告诉 一下 关于 我们 我 你 他 她 它 这 那 这个 那个 哪 吧 啊 么 需要 应该 一个 有没有 有哪些'
  ).split(' '),
);

export interface Dictionary {
  /** Longest dictionary word length, for the greedy match. */
  maxLength: number;
  /** Chinese product words kept whole by the segmentation. */
  words: Set<string>;
  /** Product names in both scripts: a question naming one is answered only by passages naming it. */
  keys: Set<string>;
}

export function buildDictionary(names: Iterable<string>): Dictionary {
  const words = new Set<string>();
  const keys = new Set<string>();
  for (const raw of names) {
    for (const part of normalize(raw).split(/[\s/,，、()（）]+/)) {
      if (part.length >= 2 && CJK.test(part)) words.add(part);
      if (part.length >= 2) keys.add(CJK.test(part) ? part : stem(part));
    }
  }
  let maxLength = 0;
  for (const word of words) maxLength = Math.max(maxLength, word.length);
  return { maxLength, words, keys };
}

export const EMPTY_DICTIONARY: Dictionary = { maxLength: 0, words: new Set(), keys: new Set() };

/** Key terms of a question: product names and codes mixing letters and digits (HZ-301). */
export function keyTerms(tokens: string[], dictionary: Dictionary): string[] {
  return [...new Set(tokens.filter((t) => dictionary.keys.has(t) || /[a-z].*\d|\d.*[a-z]/.test(t)))];
}

export function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

/** Word tokens are prefixed with nothing; bigrams with `~` so they never collide with words. */
export function tokenize(text: string, dictionary: Dictionary = EMPTY_DICTIONARY): string[] {
  const tokens: string[] = [];
  for (const match of normalize(text).matchAll(CJK_RUN)) {
    const run = match[0];
    if (!CJK.test(run[0]!)) {
      const word = run.replace(/[.\-+]+$/, '');
      if (word.length > 1 && !STOP.has(word)) tokens.push(stem(word));
      else if (/^\d$/.test(word)) tokens.push(word);
      continue;
    }
    for (const word of dictionaryWords(run, dictionary)) tokens.push(word);
    for (const { segment, isWordLike } of segmenter.segment(run)) {
      if (isWordLike && segment.length >= 2 && !STOP.has(segment) && !dictionary.words.has(segment)) tokens.push(segment);
    }
    if (run.length === 1) {
      if (!STOP.has(run)) tokens.push(`~${run}`);
    } else for (let i = 0; i + 1 < run.length; i++) tokens.push(`~${run.slice(i, i + 2)}`);
  }
  return tokens;
}

/** Whether a token is a word (counts for relevance) rather than a bigram. */
export const isWord = (token: string) => !token.startsWith('~');

function dictionaryWords(run: string, dictionary: Dictionary): string[] {
  if (dictionary.maxLength === 0) return [];
  const found: string[] = [];
  for (let i = 0; i < run.length;) {
    let length = Math.min(dictionary.maxLength, run.length - i);
    while (length >= 2 && !dictionary.words.has(run.slice(i, i + length))) length--;
    if (length >= 2) {
      found.push(run.slice(i, i + length));
      i += length;
    } else i++;
  }
  return found;
}

/** A light English stemmer: plural and common verb endings, enough for question/passage matching. */
function stem(word: string): string {
  if (word.length <= 4 || /\d/.test(word)) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us') && !word.endsWith('is')) return word.slice(0, -1);
  return word;
}
