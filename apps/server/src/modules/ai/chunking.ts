/** Splits a document into passages of about `size` characters at sentence ends, never mid-sentence. */
export function chunkText(text: string, size = 260): string[] {
  const sentences = text
    .replace(/\r/g, '')
    .split(/\n+|(?<=[。！？；!?;])|(?<=\.)\s+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 0);
  const chunks: string[] = [];
  let current = '';
  for (const sentence of sentences) {
    if (current && current.length + sentence.length > size) {
      chunks.push(current);
      current = '';
    }
    current = current ? `${current}${joiner(current)}${sentence}` : sentence;
  }
  if (current) chunks.push(current);
  return chunks;
}

/** Chinese sentences follow each other without a space. */
const joiner = (before: string) => (/[\u3000-\u303f\u4e00-\u9fff\uff00-\uffef]$/.test(before) ? '' : ' ');

/** Sentences of a passage with where each starts and ends, for quoting the passage's exact text. */
export function sentenceSpans(text: string): Array<{ start: number; end: number; text: string }> {
  const spans: Array<{ start: number; end: number; text: string }> = [];
  const pattern = /[^。！？；!?;.]+(?:[。！？；!?;]|\.(?=\s|$))?/g;
  for (const match of text.matchAll(pattern)) {
    const raw = match[0];
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim();
    if (trimmed) spans.push({ start: match.index + lead, end: match.index + lead + trimmed.length, text: trimmed });
  }
  return spans;
}
