import { asciiLetters, nameSyllables } from '../../../lib/person-name';

/**
 * Full pinyin without spaces and the initials of a Chinese name (`张三` → `zhangsan`, `zs`), its
 * family name read as one (`尉迟恭` → `yuchigong`, `ycg`; `单于琼` → `chanyuqiong`, `cyq`).
 */
export function namePhonetics(name: string): { pinyin: string; initials: string } {
  const syllables = nameSyllables(name);
  const initials = syllables.map((syllable) => syllable.charAt(0));
  return { pinyin: asciiLetters(syllables.join('')) || asciiLetters(name), initials: asciiLetters(initials.join('')) || asciiLetters(name).slice(0, 1) };
}

/**
 * Letters also carry `familyFirst` when they are several words: a name typed as an English screen
 * shows it, given names then family name ("Haoxiu Cao"), as pinyin in the name's own order ("caohaoxiu").
 */
export type Keyword = { kind: 'letters'; text: string; familyFirst?: string } | { kind: 'chinese'; text: string } | { kind: 'code'; text: string };

const HAN = /\p{Script=Han}/u;

/**
 * How a keyword is matched: letters as the start of a name's pinyin or initials, Chinese text as
 * the start of a name or inside a hospital or department name, anything else as a code or phone.
 */
export function classifyKeyword(raw: string | undefined): Keyword | null {
  const text = raw?.trim();
  if (!text) return null;
  if (/^[a-z\s]+$/i.test(text)) {
    const words = text.toLowerCase().split(/\s+/);
    const letters = { kind: 'letters' as const, text: words.join('') };
    return words.length > 1 ? { ...letters, familyFirst: [words[words.length - 1], ...words.slice(0, -1)].join('') } : letters;
  }
  if (HAN.test(text)) return { kind: 'chinese', text };
  return { kind: 'code', text };
}
