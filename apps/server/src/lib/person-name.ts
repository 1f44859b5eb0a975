import { pinyin } from 'pinyin-pro';

/** Two-character surnames, read as one family name. */
const COMPOUND_SURNAMES = ['欧阳', '司马', '诸葛', '上官', '东方', '皇甫', '尉迟', '公孙', '慕容', '令狐', '夏侯', '长孙', '宇文', '司徒', '端木', '西门', '南宫'];

const capital = (syllables: string[]) => syllables.join('').replace(/^./, (c) => c.toUpperCase());

/**
 * A person's name written in Chinese characters, in pinyin as English screens show people
 * ("陈静" → "Jing Chen", given name first); a name with no Chinese characters is returned as it is.
 */
export function personNameEn(name: string): string {
  const trimmed = name.trim();
  if (!/\p{Script=Han}/u.test(trimmed) || /\s/.test(trimmed)) return trimmed;
  const syllables = pinyin(trimmed, { toneType: 'none', type: 'array', surname: 'head' });
  const surnameLength = trimmed.length > 2 && COMPOUND_SURNAMES.some((s) => trimmed.startsWith(s)) ? 2 : 1;
  const surname = capital(syllables.slice(0, surnameLength));
  const given = capital(syllables.slice(surnameLength));
  return given ? `${given} ${surname}` : surname;
}
