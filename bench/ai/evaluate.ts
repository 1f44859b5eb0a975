// `npm run bench:ai`: the embedded answerer against the gold set (recall@5, citation precision,
// "nothing relevant" accuracy), then BM25 retrieval latency over 100,000 generated passages.
import fs from 'node:fs';
import path from 'node:path';
import type { AiMode } from '../../packages/shared/src/contracts/ai';
import { extractiveAnswer } from '../../apps/server/src/modules/ai/answerers';
import { Bm25Index, type IndexedPassage } from '../../apps/server/src/modules/ai/bm25-index';
import { chunkText } from '../../apps/server/src/modules/ai/chunking';
import { KNOWLEDGE_CORPUS } from '../../apps/server/src/modules/ai/demo/knowledge-corpus';
import { acceptsFor, MIN_COVERAGE, rankRelevant, type Evidence } from '../../apps/server/src/modules/ai/retrieval';
import { buildDictionary, tokenize } from '../../apps/server/src/modules/ai/tokenizer';

interface Gold {
  id: number;
  lang: 'zh' | 'en';
  question: string;
  source: string | null;
  contains: string | null;
}

const gold = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'gold.json'), 'utf8')) as Gold[];
/** The demo product catalogue, as the tenant dictionary is built from it. */
const dictionary = buildDictionary([
  '思瑞宁',
  'Siruning',
  '艾司西酞普兰 / escitalopram',
  '沃安达',
  'Voranda',
  '伏硫西汀 / vortioxetine',
  '安立复',
  'Anlifu',
  '阿立哌唑 / aripiprazole',
  '瑞脂康',
  'Ruizhikang',
  '瑞舒伐他汀 / rosuvastatin',
  '达格宁',
  'Dagening',
  '达格列净 / dapagliflozin',
]);

function passagesOf(documents: Array<{ key: string; title: string; text: string }>, firstId = 1): IndexedPassage[] {
  let id = firstId;
  return documents.flatMap((d) =>
    chunkText(d.text).map((body) => ({
      id: id++,
      sourceType: 'document',
      sourceId: d.key,
      title: d.title,
      body,
      url: null,
      doctorId: null,
      approved: false,
      terms: tokenize(`${d.title}\n${body}`, dictionary),
    })),
  );
}

const index = new Bm25Index(passagesOf(KNOWLEDGE_CORPUS));
const accept = acceptsFor('knowledge' as AiMode);
let answerable = 0;
let recalled = 0;
let citations = 0;
let preciseCitations = 0;
let unanswerable = 0;
let saidNothing = 0;
let falseNothing = 0;
const misses: string[] = [];
for (const item of gold) {
  const hits = await rankRelevant(index, dictionary, item.question, accept, MIN_COVERAGE);
  const top = hits.slice(0, 5);
  const evidence: Evidence[] = top.map((h, i) => ({
    n: i + 1,
    passageId: h.passage.id,
    sourceType: 'document',
    sourceId: h.passage.sourceId,
    title: h.passage.title,
    body: h.passage.body,
    url: null,
    score: h.score,
  }));
  const answer = extractiveAnswer(item.question, evidence, item.lang, dictionary);
  for (const c of answer.citations) {
    citations++;
    const cited = evidence.find((e) => e.passageId === c.passageId && e.n === c.n);
    if (cited && cited.body.includes(c.quote) && answer.text.includes(`[${c.n}]`)) preciseCitations++;
  }
  if (item.source === null) {
    unanswerable++;
    if (!answer.found) saidNothing++;
    else misses.push(`#${item.id} answered an uncovered question: ${item.question}`);
    continue;
  }
  answerable++;
  if (!answer.found) falseNothing++;
  if (top.some((h) => h.passage.sourceId === item.source && h.passage.body.includes(item.contains!))) recalled++;
  else misses.push(`#${item.id} missed: ${item.question}`);
}
const pct = (a: number, b: number) => (b === 0 ? 1 : a / b).toFixed(3);
console.log(`gold set: ${gold.length} questions (${answerable} answerable, ${unanswerable} not covered by the content)`);
console.log(`recall@5: ${pct(recalled, answerable)}  citation precision: ${pct(preciseCitations, citations)} (${citations} citations)`);
console.log(`"nothing relevant" on uncovered questions: ${pct(saidNothing, unanswerable)}; on answerable ones (wrongly): ${falseNothing}`);
for (const miss of misses) console.log(`  ${miss}`);

// Retrieval latency over 100,000 passages: the corpus's sentences recombined with varied subjects.
const size = Number(process.argv.find((a) => a.startsWith('--passages='))?.split('=')[1] ?? 100_000);
const sentences = KNOWLEDGE_CORPUS.flatMap((d) => d.text.split('\n'));
const subjects = ['患者', '医生', 'patients', 'hospital', '科室', '随访', 'follow-up', '处方', 'clinic', '指南'];
let seed = 7;
const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const big = new Bm25Index();
const built = performance.now();
for (let id = 1; id <= size; id++) {
  const body = `${sentences[Math.floor(next() * sentences.length)]} ${subjects[Math.floor(next() * subjects.length)]} ${id % 997} ${sentences[Math.floor(next() * sentences.length)]}`;
  big.add({ id, sourceType: 'document', sourceId: String(id), title: `doc ${id % 5000}`, body, url: null, doctorId: null, approved: false, terms: tokenize(body, dictionary) });
}
console.log(`index of ${size} passages built in ${((performance.now() - built) / 1000).toFixed(1)} s`);
const samples: number[] = [];
for (let i = 0; i < 300; i++) {
  const question = gold[i % gold.length]!.question;
  const started = performance.now();
  await rankRelevant(big, dictionary, question, accept, MIN_COVERAGE);
  samples.push(performance.now() - started);
}
samples.sort((a, b) => a - b);
const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!.toFixed(1);
console.log(`retrieval over ${size} passages: p50 ${at(50)} ms, p95 ${at(95)} ms, max ${at(100)} ms (${samples.length} questions)`);
