/** Words for fictional academic records, per specialty, each as [Chinese, English]. */
export type Phrase = readonly [string, string];

export interface SpecialtyVocabulary {
  /** The society branch, as the demo doctors' associations name it. */
  society: Phrase;
  diseases: Phrase[];
  exposures: Phrase[];
  journals: Phrase[];
}

const OUTCOMES: Phrase[] = [
  ['复发风险', 'relapse risk'],
  ['认知功能', 'cognitive function'],
  ['生活质量', 'quality of life'],
  ['用药依从性', 'medication adherence'],
  ['长期预后', 'long-term outcomes'],
  ['治疗应答', 'treatment response'],
  ['住院率', 'hospitalisation rates'],
];
const DESIGNS: Phrase[] = [
  ['一项多中心随机对照研究', 'a multicentre randomised controlled trial'],
  ['回顾性队列研究', 'a retrospective cohort study'],
  ['真实世界研究', 'a real-world study'],
  ['横断面调查', 'a cross-sectional survey'],
  ['系统评价与Meta分析', 'a systematic review and meta-analysis'],
  ['前瞻性观察研究', 'a prospective observational study'],
];

export const VOCABULARY: Record<string, SpecialtyVocabulary> = {
  PSY: {
    society: ['精神医学', 'Psychiatry'],
    diseases: [
      ['抑郁症', 'major depressive disorder'],
      ['广泛性焦虑障碍', 'generalized anxiety disorder'],
      ['精神分裂症', 'schizophrenia'],
      ['双相情感障碍', 'bipolar disorder'],
      ['失眠障碍', 'insomnia disorder'],
    ],
    exposures: [
      ['早期药物干预', 'early pharmacological intervention'],
      ['睡眠节律紊乱', 'circadian rhythm disruption'],
      ['童年期不良经历', 'adverse childhood experiences'],
      ['数字化认知行为治疗', 'digital cognitive behavioural therapy'],
      ['炎症标志物', 'inflammatory markers'],
      ['社会支持', 'social support'],
    ],
    journals: [
      ['中国临床精神医学研究', 'Chinese Journal of Clinical Psychiatry Research'],
      ['神经精神疾病前沿', 'Frontiers in Neuropsychiatric Disorders'],
      ['情感障碍杂志（中文版）', 'Affective Disorders Review (Chinese edition)'],
    ],
  },
  'IM-NEUR': {
    society: ['神经病学', 'Neurology'],
    diseases: [
      ['缺血性脑卒中', 'ischaemic stroke'],
      ['卒中后抑郁', 'post-stroke depression'],
      ['帕金森病', "Parkinson's disease"],
      ['轻度认知障碍', 'mild cognitive impairment'],
    ],
    exposures: [
      ['早期康复训练', 'early rehabilitation'],
      ['血压变异性', 'blood pressure variability'],
      ['抗抑郁治疗', 'antidepressant treatment'],
      ['肠道菌群', 'gut microbiota'],
      ['白质高信号', 'white matter hyperintensities'],
    ],
    journals: [
      ['中国神经病学临床研究', 'Chinese Journal of Clinical Neurology Research'],
      ['脑血管病进展', 'Progress in Cerebrovascular Disease'],
    ],
  },
  'IM-CARD': {
    society: ['心血管病学', 'Cardiology'],
    diseases: [
      ['冠心病', 'coronary heart disease'],
      ['高胆固醇血症', 'hypercholesterolaemia'],
      ['慢性心力衰竭', 'chronic heart failure'],
      ['高血压', 'hypertension'],
      ['心房颤动', 'atrial fibrillation'],
    ],
    exposures: [
      ['强化降脂治疗', 'intensive lipid-lowering therapy'],
      ['他汀类药物', 'statin therapy'],
      ['低密度脂蛋白胆固醇水平', 'LDL cholesterol levels'],
      ['心脏康复', 'cardiac rehabilitation'],
      ['抑郁焦虑共病', 'comorbid depression and anxiety'],
    ],
    journals: [
      ['中国心血管临床研究', 'Chinese Journal of Clinical Cardiovascular Research'],
      ['动脉粥样硬化与血脂', 'Atherosclerosis and Lipids'],
    ],
  },
  'IM-ENDO': {
    society: ['内分泌学', 'Endocrinology'],
    diseases: [
      ['2型糖尿病', 'type 2 diabetes'],
      ['代谢综合征', 'metabolic syndrome'],
      ['糖尿病肾病', 'diabetic kidney disease'],
      ['甲状腺功能减退', 'hypothyroidism'],
    ],
    exposures: [
      ['SGLT2抑制剂', 'SGLT2 inhibitors'],
      ['持续葡萄糖监测', 'continuous glucose monitoring'],
      ['生活方式干预', 'lifestyle intervention'],
      ['胰岛素抵抗', 'insulin resistance'],
      ['体重管理', 'weight management'],
    ],
    journals: [
      ['中国内分泌代谢研究', 'Chinese Journal of Endocrine and Metabolic Research'],
      ['糖尿病临床进展', 'Clinical Advances in Diabetes'],
    ],
  },
  'IM-GERI': {
    society: ['老年医学', 'Geriatrics'],
    diseases: [
      ['老年抑郁', 'late-life depression'],
      ['衰弱综合征', 'frailty'],
      ['老年共病', 'multimorbidity in older adults'],
    ],
    exposures: [
      ['多重用药', 'polypharmacy'],
      ['营养干预', 'nutritional intervention'],
      ['社区综合管理', 'integrated community care'],
    ],
    journals: [['中国老年医学研究', 'Chinese Journal of Geriatric Research']],
  },
  'GP-GP': {
    society: ['全科医学', 'General practice'],
    diseases: [
      ['2型糖尿病', 'type 2 diabetes'],
      ['高血压', 'hypertension'],
      ['慢性病共病', 'chronic multimorbidity'],
    ],
    exposures: [
      ['家庭医生签约服务', 'family doctor contracting'],
      ['远程随访', 'remote follow-up'],
      ['分级诊疗', 'tiered care'],
    ],
    journals: [['中国全科医学实践', 'Chinese General Practice Review']],
  },
};

/** For departments without their own words: generic clinical topics named after the department. */
export function vocabularyOf(specialty: string, department: Phrase): SpecialtyVocabulary {
  return (
    VOCABULARY[specialty] ?? {
      society: [department[0].replace(/科$/, ''), department[1]],
      diseases: [
        [`${department[0]}常见病`, `common conditions in ${department[1].toLowerCase()}`],
        [`${department[0]}围手术期并发症`, `perioperative complications in ${department[1].toLowerCase()}`],
      ],
      exposures: [
        ['快速康复路径', 'enhanced recovery pathways'],
        ['多学科诊疗', 'multidisciplinary care'],
        ['临床路径管理', 'clinical pathway management'],
      ],
      journals: [[`中国${department[0].replace(/科$/, '')}临床杂志`, `Chinese Clinical Journal of ${department[1]}`]],
    }
  );
}

export function paperTitle(pick: <T>(items: readonly T[]) => T, vocabulary: SpecialtyVocabulary): { zh: string; en: string; disease: string } {
  const disease = pick(vocabulary.diseases);
  const exposure = pick(vocabulary.exposures);
  const outcome = pick(OUTCOMES);
  const design = pick(DESIGNS);
  return {
    zh: `${exposure[0]}与${disease[0]}患者${outcome[0]}的关系：${design[0]}`,
    en: `${capitalize(exposure[1])} and ${outcome[1]} in ${disease[1]}: ${design[1]}`,
    disease: disease[0],
  };
}

export function guidelineTitle(pick: <T>(items: readonly T[]) => T, vocabulary: SpecialtyVocabulary, year: number): { zh: string; en: string; disease: string } {
  const disease = pick(vocabulary.diseases);
  const exposure = pick(vocabulary.exposures);
  return pick([
    { zh: `中国${disease[0]}防治指南（${year}版）`, en: `Chinese guideline for the prevention and treatment of ${disease[1]} (${year} edition)`, disease: disease[0] },
    { zh: `${disease[0]}${exposure[0]}中国专家共识（${year}）`, en: `Chinese expert consensus on ${exposure[1]} in ${disease[1]} (${year})`, disease: disease[0] },
  ]);
}

export const MEETING_NAMES: Phrase[] = [
  ['全国学术年会', 'National Annual Congress'],
  ['青年医师论坛', 'Young Physicians Forum'],
  ['华东区域学术会议', 'East China Regional Meeting'],
  ['疑难病例研讨会', 'Complex Case Symposium'],
  ['临床研究方法学习班', 'Clinical Research Methods Workshop'],
];
export const MEETING_CITIES = ['北京', '上海', '广州', '成都', '杭州', '武汉', '西安', '南京'];
export const LIVE_FORMATS: Phrase[] = [
  ['病例分享', 'case sharing'],
  ['指南解读', 'guideline walkthrough'],
  ['专家访谈', 'expert interview'],
  ['患者教育', 'patient education'],
];
export const FUND_CATEGORIES: Phrase[] = [
  ['面上项目', 'General program'],
  ['青年科学基金项目', 'Young scientists fund'],
  ['重点项目', 'Key program'],
  ['省部级课题', 'Provincial project'],
];
export const RESEARCH_SCOPES = ['单中心', '多中心', '国际多中心'];
export const RESEARCH_ROLES = ['主要研究者', '分中心负责人', '研究者'];
export const ACTIVITY_TITLES: Phrase[] = [
  ['义诊活动', 'Free clinic'],
  ['基层医生培训授课', 'Teaching primary-care doctors'],
  ['科普讲座', 'Public health lecture'],
  ['学会换届选举', 'Society elections'],
];

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
