import { pinyin } from 'pinyin-pro';

/**
 * Family names of two characters, with their readings: pinyin-pro's own table of compound surnames
 * (which it reads at the head of a name), and 单于 (chányú), which it would read as the surname 单
 * (shàn) and a given name 于. A name starting with one of these has it as its family name.
 */
const COMPOUND_SURNAMES: ReadonlyMap<string, readonly string[]> = new Map(
  Object.entries({
    欧阳: 'ou yang',
    司马: 'si ma',
    诸葛: 'zhu ge',
    上官: 'shang guan',
    东方: 'dong fang',
    皇甫: 'huang fu',
    尉迟: 'yu chi',
    公孙: 'gong sun',
    慕容: 'mu rong',
    令狐: 'ling hu',
    夏侯: 'xia hou',
    长孙: 'zhang sun',
    宇文: 'yu wen',
    司徒: 'si tu',
    端木: 'duan mu',
    西门: 'xi men',
    南宫: 'nan gong',
    万俟: 'mo qi',
    澹台: 'tan tai',
    单于: 'chan yu',
    第五: 'di wu',
    闻人: 'wen ren',
    赫连: 'he lian',
    公羊: 'gong yang',
    公冶: 'gong ye',
    宗政: 'zong zheng',
    濮阳: 'pu yang',
    淳于: 'chun yu',
    太叔: 'tai shu',
    申屠: 'shen tu',
    仲孙: 'zhong sun',
    轩辕: 'xuan yuan',
    钟离: 'zhong li',
    鲜于: 'xian yu',
    闾丘: 'lü qiu',
    司空: 'si kong',
    亓官: 'qi guan',
    司寇: 'si kou',
    仉督: 'zhang du',
    子车: 'zi ju',
    颛孙: 'zhuan sun',
    巫马: 'wu ma',
    公西: 'gong xi',
    漆雕: 'qi diao',
    乐正: 'yue zheng',
    壤驷: 'rang si',
    公良: 'gong liang',
    拓跋: 'tuo ba',
    夹谷: 'jia gu',
    宰父: 'zai fu',
    榖梁: 'gu liang',
    段干: 'duan gan',
    百里: 'bai li',
    东郭: 'dong guo',
    南门: 'nan men',
    呼延: 'hu yan',
    羊舌: 'yang she',
    梁丘: 'liang qiu',
    左丘: 'zuo qiu',
    东门: 'dong men',
    句龙: 'gou long',
    毌丘: 'guan qiu',
  }).map(([surname, reading]) => [surname, reading.split(' ')]),
);

/**
 * Family names of one character that pinyin-pro reads as the everyday character, not as a surname
 * (种 chóng, not zhòng). Those it knows (单 shàn, 曾 zēng, 解 xiè, 仇 qiú, 区 ōu, 查 zhā, 朴 piáo,
 * 繁 pó, 盖 gě, 乐 yuè, 覃 qín, 翟 zhái, 召 shào, 员 yùn, 折 shé…) it reads right at a name's head.
 */
const SURNAME_READINGS: ReadonlyMap<string, string> = new Map([
  ['种', 'chong'],
  ['秘', 'bi'],
  ['重', 'chong'],
  ['洗', 'xian'],
  ['祭', 'zhai'],
  ['佴', 'nai'],
  ['炅', 'gui'],
  ['蕃', 'pi'],
]);

/** The family name a name starts with, of two characters or one ('' for a name without Chinese characters at its head). */
function familyNameOf(name: string): string {
  const pair = name.slice(0, 2);
  if (COMPOUND_SURNAMES.has(pair)) return pair;
  const first = [...name][0] ?? '';
  return /\p{Script=Han}/u.test(first) ? first : '';
}

/**
 * A Chinese name's syllables without tones, its family name read as a family name (`尉迟恭` → yu chi
 * gong, `单于琼` → chan yu qiong, `种师道` → chong shi dao, `曾巩` → zeng gong).
 */
export function nameSyllables(name: string): string[] {
  const syllables = pinyin(name, { toneType: 'none', type: 'array', surname: 'head', nonZh: 'removed' }).filter(Boolean);
  const family = familyNameOf(name);
  const reading = COMPOUND_SURNAMES.get(family) ?? (SURNAME_READINGS.has(family) ? [SURNAME_READINGS.get(family)!] : null);
  if (reading && [...family].length <= syllables.length) syllables.splice(0, reading.length, ...reading);
  return syllables;
}

/** Letters only, lower case: how a name's pinyin and initials are stored and searched. */
export const asciiLetters = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

/**
 * How the family name of a name starting with `text` can read, in stored letters. `text` of one
 * character may start a compound surname as well as be one (`尉` → wei, yuchi); a reading that
 * starts with another one (`乐` yue, `乐正` yuezheng) is left out, the shorter one covering it.
 */
export function familyNameReadings(text: string): string[] {
  const family = familyNameOf(text);
  if (!family) return [];
  const readings = [asciiLetters(nameSyllables(family).join(''))];
  if (family.length === 1 && [...text].length === 1) {
    for (const [surname, reading] of COMPOUND_SURNAMES) if (surname.startsWith(family)) readings.push(asciiLetters(reading.join('')));
  }
  return [...new Set(readings)].filter((reading, _, all) => reading !== '' && !all.some((other) => other !== reading && other !== '' && reading.startsWith(other)));
}

const capital = (syllables: string[]) => syllables.join('').replace(/^./, (c) => c.toUpperCase());

/**
 * A person's name written in Chinese characters, in pinyin as English screens show people
 * ("陈静" → "Jing Chen", given name first); a name with no Chinese characters is returned as it is.
 */
export function personNameEn(name: string): string {
  const trimmed = name.trim();
  if (!/\p{Script=Han}/u.test(trimmed) || /\s/.test(trimmed)) return trimmed;
  const syllables = nameSyllables(trimmed);
  const surnameLength = trimmed.length > 2 && COMPOUND_SURNAMES.has(trimmed.slice(0, 2)) ? 2 : 1;
  const surname = capital(syllables.slice(0, surnameLength));
  const given = capital(syllables.slice(surnameLength));
  return given ? `${given} ${surname}` : surname;
}
