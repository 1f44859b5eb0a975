/**
 * Therapeutic areas: a closed list of codes, each named in Chinese and English. A product keeps the
 * code; screens show the name in the reader's language. Text stored before the codes existed, and
 * not recognised as one of them, is shown as it is.
 */

export const THERAPEUTIC_AREAS = [
  { code: 'CNS', name: '中枢神经', nameEn: 'Central nervous system', aliases: ['central nervous system', 'neuroscience', 'psychiatry', 'neurology'] },
  { code: 'CARDIOVASCULAR', name: '心血管', nameEn: 'Cardiovascular', aliases: ['cardiovascular', 'cardiology', 'cv'] },
  { code: 'METABOLISM', name: '代谢', nameEn: 'Metabolism', aliases: ['metabolism', 'metabolic', 'endocrinology', 'diabetes'] },
  { code: 'ONCOLOGY', name: '肿瘤', nameEn: 'Oncology', aliases: ['oncology', 'cancer'] },
  { code: 'RESPIRATORY', name: '呼吸', nameEn: 'Respiratory', aliases: ['respiratory', 'pulmonology'] },
  { code: 'IMMUNOLOGY', name: '免疫', nameEn: 'Immunology', aliases: ['immunology', 'rheumatology', 'inflammation'] },
  { code: 'NEPHROLOGY', name: '肾脏', nameEn: 'Nephrology', aliases: ['nephrology', 'renal'] },
  { code: 'GASTROENTEROLOGY', name: '消化', nameEn: 'Gastroenterology', aliases: ['gastroenterology', 'gi'] },
  { code: 'INFECTIOUS_DISEASE', name: '抗感染', nameEn: 'Infectious disease', aliases: ['infectious disease', 'infectious diseases', 'anti-infective', 'anti-infectives'] },
  { code: 'HEMATOLOGY', name: '血液', nameEn: 'Haematology', aliases: ['hematology', 'haematology'] },
  { code: 'DERMATOLOGY', name: '皮肤', nameEn: 'Dermatology', aliases: ['dermatology'] },
  { code: 'OPHTHALMOLOGY', name: '眼科', nameEn: 'Ophthalmology', aliases: ['ophthalmology'] },
  { code: 'WOMENS_HEALTH', name: '妇科', nameEn: "Women's health", aliases: ["women's health", 'gynaecology', 'gynecology'] },
  { code: 'VACCINES', name: '疫苗', nameEn: 'Vaccines', aliases: ['vaccines', 'vaccine'] },
  { code: 'RARE_DISEASES', name: '罕见病', nameEn: 'Rare diseases', aliases: ['rare diseases', 'rare disease'] },
] as const;

export type TherapeuticAreaCode = (typeof THERAPEUTIC_AREAS)[number]['code'];

export const THERAPEUTIC_AREA_CODES = THERAPEUTIC_AREAS.map((area) => area.code) as [TherapeuticAreaCode, ...TherapeuticAreaCode[]];

const byCode = new Map<string, (typeof THERAPEUTIC_AREAS)[number]>(THERAPEUTIC_AREAS.map((area) => [area.code, area]));

export function isTherapeuticAreaCode(value: string): value is TherapeuticAreaCode {
  return byCode.has(value);
}

/** The code a stored or typed name stands for (its code, Chinese or English name or a known alias, in any case), or null. */
export function therapeuticAreaCodeOf(text: string): TherapeuticAreaCode | null {
  const wanted = text.trim().toLowerCase();
  for (const area of THERAPEUTIC_AREAS) {
    if (area.code.toLowerCase() === wanted || area.name === text.trim() || area.nameEn.toLowerCase() === wanted) return area.code;
    if ((area.aliases as readonly string[]).includes(wanted)) return area.code;
  }
  return null;
}

/** What a screen shows for a stored value: the area's name in the language, or the value itself when it is no code. */
export function therapeuticAreaLabel(value: string | null | undefined, lang: 'zh' | 'en'): string {
  if (!value) return '';
  const area = byCode.get(value);
  if (!area) return value;
  return lang === 'en' ? area.nameEn : area.name;
}
