import type { AiCitation } from '@crm/shared/contracts/ai';
import type { Lang } from '@crm/shared/i18n';
import { sentenceSpans } from './chunking';
import type { ChatMessage } from './openai-chat';
import type { Evidence } from './retrieval';
import { tokenize, type Dictionary } from './tokenizer';

export const NOTHING_RELEVANT = {
  zh: '在您有权查看的资料中没有找到与这个问题相关的内容，无法作答。',
  en: 'Nothing relevant was found in the content you may read, so there is no answer to give.',
} as const;

const citationOf = (evidence: Evidence, quote: string): AiCitation => ({
  n: evidence.n,
  passageId: evidence.passageId,
  sourceType: evidence.sourceType,
  sourceId: evidence.sourceId,
  title: evidence.title,
  quote,
  url: evidence.url,
});

/**
 * The passage's own text that answers best: the sentence sharing most words with the question,
 * joined with a neighbour that also shares some while it fits, as one exact span of the passage.
 */
function bestSpan(body: string, question: Set<string>, dictionary: Dictionary, maxChars = 220): string {
  const spans = sentenceSpans(body);
  if (spans.length === 0) return body;
  // Distinct matches: a sentence repeating one word of the question does not outrank one holding several.
  const scores = spans.map((s) => new Set(tokenize(s.text, dictionary).filter((t) => question.has(t))).size);
  let best = 0;
  for (let i = 1; i < spans.length; i++) if (scores[i]! > scores[best]!) best = i;
  let from = best;
  let to = best;
  const fits = (a: number, b: number) => spans[b]!.end - spans[a]!.start <= maxChars;
  if (best + 1 < spans.length && scores[best + 1]! > 0 && fits(from, best + 1)) to = best + 1;
  else if (best > 0 && scores[best - 1]! > 0 && fits(best - 1, to)) from = best - 1;
  return body.slice(spans[from]!.start, spans[to]!.end);
}

export interface Answer {
  text: string;
  citations: AiCitation[];
  found: boolean;
}

/**
 * The embedded answerer: quotes the most relevant passages word for word, each with its number, so
 * every claim is the source's own text. With no relevant passage it says so plainly.
 */
export function extractiveAnswer(question: string, evidence: Evidence[], lang: Lang, dictionary: Dictionary, max = 3): Answer {
  if (evidence.length === 0) return { text: NOTHING_RELEVANT[lang], citations: [], found: false };
  const words = new Set(tokenize(question, dictionary));
  const used = evidence.slice(0, max);
  const citations = used.map((e) => citationOf(e, bestSpan(e.body, words, dictionary)));
  const intro = lang === 'zh' ? '根据公司资料中的相关内容：' : 'From the relevant company content:';
  const lines = citations.map((c) => (lang === 'zh' ? `- 「${c.quote}」[${c.n}]` : `- "${c.quote}" [${c.n}]`));
  return { text: `${intro}\n\n${lines.join('\n')}`, citations, found: true };
}

/**
 * Keeps only the citations of a model's answer that point at a passage it was given: an unknown
 * number is removed from the text, and each kept citation carries its passage's text.
 */
export function checkCitations(text: string, evidence: Evidence[]): Answer {
  const byNumber = new Map(evidence.map((e) => [e.n, e]));
  const cited = new Set<number>();
  const cleaned = text.replace(/\s?\[(\d{1,3})\]/g, (marker, digits: string) => {
    const n = Number(digits);
    if (!byNumber.has(n)) return '';
    cited.add(n);
    return marker;
  });
  const citations = [...cited].sort((a, b) => a - b).map((n) => citationOf(byNumber.get(n)!, byNumber.get(n)!.body));
  return { text: cleaned, citations, found: citations.length > 0 };
}

const INSTRUCTIONS = {
  zh: '你是医药企业的内部助手。只根据下面编号的资料回答，用 [编号] 标注每个依据；资料中没有的内容不要回答，直接说明资料中没有相关内容。用中文回答。',
  en: 'You are an internal assistant of a pharmaceutical company. Answer only from the numbered passages below and mark each claim with its [number]; if the passages do not cover the question, say so plainly. Answer in English.',
} as const;

/**
 * The prompt for the tenant's model: the passages (visit notes without the doctor's name, which the
 * answer does not need) and the question.
 */
export function groundedPrompt(question: string, evidence: Evidence[], lang: Lang, task?: string): ChatMessage[] {
  const passages = evidence
    .map(
      (e) =>
        `[${e.n}] ${e.sourceType === 'visit' ? (lang === 'zh' ? '拜访记录' : 'Visit note') : e.sourceType === 'doctor' ? (lang === 'zh' ? '医生概况' : 'Doctor profile') : e.title}\n${e.body}`,
    )
    .join('\n\n');
  return [
    { role: 'system', content: `${INSTRUCTIONS[lang]}${task ? `\n${task}` : ''}` },
    { role: 'user', content: `${passages}\n\n${lang === 'zh' ? '问题' : 'Question'}: ${question}` },
  ];
}
