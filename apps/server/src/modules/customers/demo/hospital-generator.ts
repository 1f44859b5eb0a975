import type { Random } from '../../../db/demo/random';
import { namePhonetics } from '../doctors/name-search';

export interface RegionName {
  code: string;
  name: string;
  nameEn: string;
}

export interface GeneratedHospital {
  code: string;
  name: string;
  nameEn: string;
  namePinyin: string;
  nameInitials: string;
  level: string;
  category: 'GENERAL' | 'TCM' | 'MATERNAL' | 'MENTAL' | 'COMMUNITY' | 'PRIVATE';
  beds: number;
  yearOutpatient: number;
  provinceCode: string;
  cityCode: string;
  areaCode: string;
  address: string;
}

const NUMERALS = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九', '十'];
function chineseNumber(n: number): string {
  if (n <= 10) return NUMERALS[n]!;
  const tens = Math.floor(n / 10);
  return `${tens > 1 ? NUMERALS[tens] : ''}十${NUMERALS[n % 10]}`;
}
const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth'];

// Invented names, so no generated hospital claims to be a real one.
const UNIVERSITIES: Array<[string, string]> = [
  ['华章', 'Huazhang'],
  ['明德', 'Mingde'],
  ['启元', 'Qiyuan'],
  ['博济', 'Boji'],
  ['弘毅', 'Hongyi'],
  ['致远', 'Zhiyuan'],
];
const BRANDS: Array<[string, string]> = [
  ['瑞康', 'Ruikang'],
  ['博爱', "Bo'ai"],
  ['安和', 'Anhe'],
  ['康泰', 'Kangtai'],
  ['同心', 'Tongxin'],
  ['惠民', 'Huimin'],
  ['德济', 'Deji'],
  ['嘉禾', 'Jiahe'],
];
const COMMUNITIES: Array<[string, string]> = [
  ['康乐', 'Kangle'],
  ['长青', 'Changqing'],
  ['枫林', 'Fenglin'],
  ['新华', 'Xinhua'],
  ['和平', 'Heping'],
  ['朝阳', 'Chaoyang'],
  ['青松', 'Qingsong'],
  ['翠湖', 'Cuihu'],
];
const ROADS = ['健康路', '人民路', '建设路', '解放路', '中山路', '长江路', '环城路', '文化路'];

/** The proper part of a district name: 徐汇区 → 徐汇, 浦东新区 → 浦东新区 stays recognisable. */
function shortArea(area: RegionName): { zh: string; en: string } {
  const zh = area.name.length > 2 ? area.name.replace(/(区|县|市)$/, '') : area.name;
  const en = area.nameEn.replace(/ (District|County|City)$/, '');
  return { zh, en };
}

/**
 * Fictional but plausible hospitals for one city: municipal people's hospitals, university
 * hospitals, district central, TCM, maternal and child, mental health, private and community ones.
 */
export function generateHospitals(
  random: Random,
  input: { province: RegionName; city: RegionName; areas: RegionName[]; count: number; codePrefix: string; taken: Set<string> },
): GeneratedHospital[] {
  const { province, city, areas, count } = input;
  const cityZh = city.name.replace(/市$/, '');
  const hospitals: GeneratedHospital[] = [];
  let numbered = 10;
  for (let attempt = 0; hospitals.length < count && attempt < count * 20; attempt++) {
    const area = random.pick(areas);
    const { zh: areaZh, en: areaEn } = shortArea(area);
    const roll = random.next();
    let name: string, nameEn: string, level: string, category: GeneratedHospital['category'], beds: number;
    if (roll < 0.12) {
      numbered += 1;
      [name, nameEn, level, category, beds] = [
        `${cityZh}市第${chineseNumber(numbered)}人民医院`,
        `${city.nameEn} No. ${numbered} People's Hospital`,
        random.pick(['3A', '3B', '2A']),
        'GENERAL',
        random.int(600, 2000),
      ];
    } else if (roll < 0.22) {
      const [uni, uniEn] = random.pick(UNIVERSITIES);
      const n = random.int(1, 4);
      [name, nameEn, level, category, beds] = [
        `${uni}大学附属第${NUMERALS[n]}医院`,
        `${ORDINALS[n - 1]} Affiliated Hospital of ${uniEn} University`,
        '3A',
        'GENERAL',
        random.int(1500, 4000),
      ];
    } else if (roll < 0.37) {
      [name, nameEn, level, category, beds] = [
        `${areaZh}区中心医院`.replace('区区', '区'),
        `${areaEn} Central Hospital`,
        random.pick(['3B', '2A', '2A']),
        'GENERAL',
        random.int(400, 1200),
      ];
    } else if (roll < 0.45) {
      [name, nameEn, level, category, beds] = [
        `${areaZh}中医医院`,
        `${areaEn} Hospital of Traditional Chinese Medicine`,
        random.pick(['3A', '2A', '2B']),
        'TCM',
        random.int(200, 900),
      ];
    } else if (roll < 0.52) {
      [name, nameEn, level, category, beds] = [`${areaZh}妇幼保健院`, `${areaEn} Maternal and Child Health Hospital`, random.pick(['2A', '3B']), 'MATERNAL', random.int(150, 600)];
    } else if (roll < 0.6) {
      const [brand, brandEn] = random.pick(BRANDS);
      [name, nameEn, level, category, beds] = [
        `${cityZh}${brand}精神卫生中心`,
        `${city.nameEn} ${brandEn} Mental Health Center`,
        random.pick(['3A', '3B', '2A']),
        'MENTAL',
        random.int(300, 1500),
      ];
    } else if (roll < 0.7) {
      const [brand, brandEn] = random.pick(BRANDS);
      [name, nameEn, level, category, beds] = [`${cityZh}${brand}医院`, `${city.nameEn} ${brandEn} Hospital`, random.pick(['2B', '2C', 'UNRATED']), 'PRIVATE', random.int(80, 400)];
    } else {
      const [community, communityEn] = random.pick(COMMUNITIES);
      [name, nameEn, level, category, beds] = [`${areaZh}${community}社区卫生服务中心`, `${areaEn} ${communityEn} Community Health Center`, '1', 'COMMUNITY', random.int(20, 80)];
    }
    if (input.taken.has(name)) continue;
    input.taken.add(name);
    const phonetics = namePhonetics(name);
    hospitals.push({
      code: `${input.codePrefix}${String(input.taken.size).padStart(5, '0')}`,
      name,
      nameEn,
      namePinyin: phonetics.pinyin,
      nameInitials: phonetics.initials,
      level,
      category,
      beds,
      yearOutpatient: beds * random.int(400, 1200),
      provinceCode: province.code,
      cityCode: city.code,
      areaCode: area.code,
      address: `${province.name === city.name ? '' : province.name}${city.name}${area.name}${random.pick(ROADS)}${random.int(1, 999)}号`,
    });
  }
  return hospitals;
}
