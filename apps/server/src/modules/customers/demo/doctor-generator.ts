import type { ServingHospital } from '../../../db/schema/customers/customers';
import { personName } from '../../../db/demo/people';
import type { Random } from '../../../db/demo/random';
import { namePhonetics } from '../doctors/name-search';
import type { StandardDepartmentRow } from '../regions/standard-departments';
import type { GeneratedHospital } from './hospital-generator';

const DEPARTMENTS_BY_CATEGORY: Record<GeneratedHospital['category'], string[]> = {
  GENERAL: [
    'IM-CARD',
    'IM-RESP',
    'IM-GAST',
    'IM-NEUR',
    'IM-ENDO',
    'IM-NEPH',
    'IM-HEMA',
    'IM-RHEU',
    'IM-GERI',
    'SU-GENE',
    'SU-ORTH',
    'SU-NEUR',
    'SU-CARD',
    'SU-UROL',
    'PSY-PSYC',
    'PSY-CLIN',
    'PSY-SLEEP',
    'OG-GYN',
    'PED-IM',
    'ONC-MED',
    'EM-EM',
    'ENT-OPH',
    'MT-PHAR',
  ],
  TCM: ['TCM-IM', 'TCM-ACU', 'IM-GAST', 'IM-CARD', 'IM-NEUR', 'SU-ORTH', 'PSY-SLEEP', 'MT-PHAR'],
  MATERNAL: ['OG-GYN', 'OG-OBS', 'PED-IM', 'PED-NEO', 'PSY-CLIN', 'MT-LAB'],
  MENTAL: ['PSY-PSYC', 'PSY-CLIN', 'PSY-SLEEP', 'IM-NEUR', 'IM-GERI', 'MT-PHAR'],
  COMMUNITY: ['GP-GP', 'IM-CARD', 'IM-ENDO', 'TCM-IM', 'MT-PHAR'],
  PRIVATE: ['IM-CARD', 'IM-ENDO', 'PSY-CLIN', 'SU-ORTH', 'ENT-OPH', 'DER-DER', 'GP-GP'],
};

/** Local names hospitals commonly use instead of the standard ones. */
const LOCAL_NAMES: Record<string, [string, string]> = {
  'IM-CARD': ['心内科', 'Cardiology'],
  'IM-RESP': ['呼吸与危重症医学科', 'Pulmonary and critical care medicine'],
  'IM-ENDO': ['内分泌代谢科', 'Endocrinology and metabolism'],
  'PSY-CLIN': ['心理科', 'Psychology'],
};

const FOCUS: Record<string, { directions: string[]; indications: string[] }> = {
  PSY: {
    directions: ['抑郁症、焦虑障碍的诊断与治疗', '睡眠障碍与情绪障碍', '精神分裂症的长期管理', '青少年心理危机干预'],
    indications: ['抑郁症', '广泛性焦虑障碍', '精神分裂症', '双相情感障碍'],
  },
  'IM-NEUR': { directions: ['脑血管病的诊治', '认知障碍与卒中后抑郁', '帕金森病'], indications: ['卒中后抑郁', '抑郁症'] },
  'IM-CARD': { directions: ['高血压、冠心病的诊治', '血脂异常管理', '心力衰竭的综合管理'], indications: ['高胆固醇血症', '动脉粥样硬化', '心力衰竭'] },
  'IM-ENDO': { directions: ['糖尿病及其并发症', '甲状腺疾病', '代谢综合征'], indications: ['2型糖尿病', '代谢综合征'] },
  'IM-GERI': { directions: ['老年共病管理', '老年抑郁与认知障碍'], indications: ['抑郁症', '高胆固醇血症'] },
  'GP-GP': { directions: ['慢病管理', '家庭医生签约服务'], indications: ['2型糖尿病', '高胆固醇血症'] },
};

const TITLE_WEIGHTS: Array<[string, number]> = [
  ['CHIEF', 0.15],
  ['ASSOCIATE_CHIEF', 0.25],
  ['ATTENDING', 0.35],
  ['RESIDENT', 0.25],
];
const PROVINCES = ['江苏', '浙江', '山东', '河南', '湖北', '湖南', '四川', '安徽', '福建', '河北', '辽宁', '江西'];

export interface DepartmentChoice {
  standard: StandardDepartmentRow;
  name: string;
  nameEn: string;
}

export function pickDepartments(random: Random, category: GeneratedHospital['category'], standard: Map<string, StandardDepartmentRow>): DepartmentChoice[] {
  const candidates = DEPARTMENTS_BY_CATEGORY[category];
  const size = category === 'GENERAL' ? random.int(10, candidates.length) : candidates.length;
  const chosen = [...candidates].sort(() => random.next() - 0.5).slice(0, size);
  return chosen.map((code) => {
    const row = standard.get(code)!;
    const local = random.next() < 0.4 ? LOCAL_NAMES[code] : undefined;
    return { standard: row, name: local?.[0] ?? row.name, nameEn: local?.[1] ?? row.nameEn };
  });
}

function weighted(random: Random, weights: Array<[string, number]>): string {
  let roll = random.next();
  for (const [value, weight] of weights) if ((roll -= weight) < 0) return value;
  return weights[weights.length - 1]![0];
}

export interface GeneratedDoctor {
  name: string;
  nameEn: string;
  namePinyin: string;
  nameInitials: string;
  sex: string;
  nativePlace: string;
  ageRange: string;
  titleCode: string;
  doctorType: string;
  mobile: string;
  workingTime: string;
  degreeTitle: string;
  practiceChannel: string;
  indication: string[];
  personalResume: string;
  professionalDirection: string;
  servingHospital: ServingHospital[];
  administrativePosition: string[];
  mainAcademicTitle: string[];
  association: string[];
  academicJournal: string[];
}

/** A fictional doctor of a department, with the profile fields of spec 3 filled plausibly. */
export function generateDoctor(random: Random, hospital: GeneratedHospital, department: DepartmentChoice, otherHospital: GeneratedHospital | null): GeneratedDoctor {
  const person = personName(random);
  const phonetics = namePhonetics(person.zh);
  const titleCode = weighted(random, TITLE_WEIGHTS);
  const senior = titleCode === 'CHIEF' || titleCode === 'ASSOCIATE_CHIEF';
  const years = senior ? random.int(15, 35) : random.int(2, 15);
  const focus = FOCUS[department.standard.code] ?? FOCUS[department.standard.code.split('-')[0]!] ?? { directions: [`${department.name}常见病、多发病的诊治`], indications: [] };
  const direction = random.pick(focus.directions);
  const degree = senior ? random.pick(['博士&硕士&学士', '博士&学士', '硕士&学士']) : random.pick(['硕士&学士', '学士', '博士&学士']);
  const isLeader = titleCode === 'CHIEF' && random.next() < 0.35;
  const isKol = senior && (hospital.level === '3A' || hospital.category === 'MENTAL') && random.next() < 0.35;
  const society = department.standard.name.replace(/科$/, '');
  return {
    name: person.zh,
    nameEn: person.en,
    namePinyin: phonetics.pinyin,
    nameInitials: phonetics.initials,
    sex: random.next() < 0.55 ? 'M' : 'F',
    nativePlace: random.pick(PROVINCES),
    ageRange: years > 25 ? '55_PLUS' : years > 15 ? '45_54' : years > 7 ? '35_44' : 'UNDER_35',
    titleCode,
    doctorType: isKol ? 'KOL' : senior ? 'TARGET' : random.next() < 0.4 ? 'POTENTIAL' : 'REGULAR',
    mobile: `13${random.int(5, 9)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
    workingTime: `${years}年`,
    degreeTitle: degree,
    practiceChannel: hospital.category === 'PRIVATE' ? 'PRIVATE' : random.next() < 0.08 ? 'INTERNET' : 'PUBLIC',
    indication: focus.indications.filter(() => random.next() < 0.6),
    personalResume: `${person.zh}，${hospital.name}${department.name}医师，${degree.split('&')[0]}学历，从事临床工作${years}年，擅长${direction}。`,
    professionalDirection: direction,
    servingHospital: otherHospital ? [{ hospital: otherHospital.name, department: department.name, hospitalLevel: otherHospital.level }] : [],
    administrativePosition: isLeader ? [random.pick(['科主任', '科副主任'])] : [],
    mainAcademicTitle: isKol ? ['教授', random.pick(['博士生导师', '硕士生导师'])] : senior && random.next() < 0.3 ? ['副教授'] : [],
    association: isKol
      ? [
          `中华医学会${society}分会#${random.pick(['委员', '青年委员', '常务委员'])}`,
          `${hospital.address.slice(0, 2)}医师协会${society}医师分会#${random.pick(['委员', '副主任委员'])}`,
        ]
      : [],
    academicJournal: isKol && random.next() < 0.5 ? [`《临床${society}研究》#${random.pick(['编委', '审稿专家'])}`] : [],
  };
}
