/** Demo article topics, each written in Chinese and in English. */

interface Text {
  title: string;
  summary: string;
  points: string[];
  tags: string[];
}

export const ARTICLE_TOPICS: Array<{ zh: Text; en: Text; references: string[] }> = [
  {
    zh: {
      title: '2型糖尿病血糖管理新共识',
      summary: '解读最新专家共识中的个体化血糖目标与联合用药路径。',
      points: ['个体化HbA1c目标', '心肾获益药物优先', '低血糖风险评估'],
      tags: ['糖尿病', '指南'],
    },
    en: {
      title: 'New consensus on glycaemic control in type 2 diabetes',
      summary: 'Individual HbA1c targets and combination pathways in the latest expert consensus.',
      points: ['Individual HbA1c targets', 'Agents with cardiorenal benefit first', 'Assessing hypoglycaemia risk'],
      tags: ['diabetes', 'guideline'],
    },
    references: ['中华医学会糖尿病学分会. 中国2型糖尿病防治指南. 2024.'],
  },
  {
    zh: {
      title: '心力衰竭的四联治疗',
      summary: '射血分数降低的心衰患者如何尽早启动并滴定四类药物。',
      points: ['尽早启动', '快速滴定', '随访监测血钾与肾功能'],
      tags: ['心衰', '心血管'],
    },
    en: {
      title: 'Quadruple therapy in heart failure',
      summary: 'Starting and titrating the four drug classes early in HFrEF.',
      points: ['Start early', 'Titrate quickly', 'Monitor potassium and renal function'],
      tags: ['heart failure', 'cardiology'],
    },
    references: ['McDonagh TA, et al. 2021 ESC Guidelines for heart failure. Eur Heart J. 2021.'],
  },
  {
    zh: {
      title: '高血压患者的家庭血压监测',
      summary: '家庭血压监测的规范流程与数据解读要点。',
      points: ['早晚各测两次', '连续七天', '剔除首日数据'],
      tags: ['高血压', '患者管理'],
    },
    en: {
      title: 'Home blood pressure monitoring',
      summary: 'How to measure at home and read the results.',
      points: ['Twice morning and evening', 'Seven days in a row', 'Discard the first day'],
      tags: ['hypertension', 'patient care'],
    },
    references: ['中国高血压防治指南修订委员会. 中国高血压防治指南. 2023.'],
  },
  {
    zh: {
      title: '慢性肾病的早期筛查',
      summary: '尿白蛋白肌酐比与eGFR在高危人群中的联合筛查策略。',
      points: ['高危人群每年筛查', 'UACR与eGFR联合', '转诊时机'],
      tags: ['肾病', '筛查'],
    },
    en: {
      title: 'Early screening for chronic kidney disease',
      summary: 'Combined UACR and eGFR screening in people at high risk.',
      points: ['Yearly screening at high risk', 'UACR with eGFR', 'When to refer'],
      tags: ['CKD', 'screening'],
    },
    references: ['KDIGO 2024 Clinical Practice Guideline for CKD.'],
  },
  {
    zh: {
      title: '非小细胞肺癌靶向治疗进展',
      summary: 'EGFR与ALK阳性患者一线治疗的最新证据。',
      points: ['基因检测先行', '一线靶向药物选择', '耐药后的策略'],
      tags: ['肺癌', '肿瘤'],
    },
    en: {
      title: 'Targeted therapy in non-small-cell lung cancer',
      summary: 'Latest first-line evidence for EGFR- and ALK-positive disease.',
      points: ['Test genes first', 'Choosing first-line agents', 'After resistance'],
      tags: ['lung cancer', 'oncology'],
    },
    references: ['NCCN Guidelines: Non-Small Cell Lung Cancer. 2025.'],
  },
  {
    zh: {
      title: '抗凝治疗中的出血风险评估',
      summary: '房颤患者抗凝治疗前后如何评估和管理出血风险。',
      points: ['HAS-BLED评分', '可纠正的危险因素', '定期复评'],
      tags: ['房颤', '抗凝'],
    },
    en: {
      title: 'Bleeding risk in anticoagulation',
      summary: 'Assessing and managing bleeding risk in atrial fibrillation.',
      points: ['HAS-BLED score', 'Modifiable risk factors', 'Reassess regularly'],
      tags: ['atrial fibrillation', 'anticoagulation'],
    },
    references: ['Hindricks G, et al. 2020 ESC Guidelines for atrial fibrillation.'],
  },
  {
    zh: { title: '哮喘的阶梯治疗', summary: '按症状控制水平升降阶梯治疗的实践要点。', points: ['评估控制水平', '吸入装置培训', '降阶梯时机'], tags: ['哮喘', '呼吸'] },
    en: {
      title: 'Stepwise treatment of asthma',
      summary: 'Stepping treatment up and down by symptom control.',
      points: ['Assess control', 'Train inhaler technique', 'When to step down'],
      tags: ['asthma', 'respiratory'],
    },
    references: ['Global Initiative for Asthma. GINA Report 2024.'],
  },
  {
    zh: { title: '骨质疏松的规范治疗', summary: '骨折高风险人群的药物选择与疗程管理。', points: ['骨折风险评估', '序贯治疗', '补充钙和维生素D'], tags: ['骨质疏松'] },
    en: {
      title: 'Treating osteoporosis',
      summary: 'Drug choice and treatment length for people at high fracture risk.',
      points: ['Fracture risk assessment', 'Sequential therapy', 'Calcium and vitamin D'],
      tags: ['osteoporosis'],
    },
    references: ['中华医学会骨质疏松和骨矿盐疾病分会. 原发性骨质疏松症诊疗指南. 2022.'],
  },
  {
    zh: { title: '血脂管理的目标值', summary: '不同心血管风险分层的LDL-C目标与达标策略。', points: ['风险分层', 'LDL-C目标', '联合降脂'], tags: ['血脂', '心血管'] },
    en: {
      title: 'Lipid targets',
      summary: 'LDL-C targets by cardiovascular risk and how to reach them.',
      points: ['Risk strata', 'LDL-C targets', 'Combination therapy'],
      tags: ['lipids', 'cardiology'],
    },
    references: ['中国血脂管理指南修订联合专家委员会. 中国血脂管理指南. 2023.'],
  },
  {
    zh: { title: '抑郁症的初级保健识别', summary: '门诊常用量表与转诊指征。', points: ['PHQ-9筛查', '自杀风险评估', '转诊指征'], tags: ['精神', '初级保健'] },
    en: {
      title: 'Recognising depression in primary care',
      summary: 'Common clinic scales and when to refer.',
      points: ['PHQ-9 screening', 'Suicide risk', 'When to refer'],
      tags: ['mental health', 'primary care'],
    },
    references: ['WHO mhGAP Intervention Guide 2.0.'],
  },
  {
    zh: { title: '类风湿关节炎的达标治疗', summary: '以疾病活动度为目标的治疗调整节奏。', points: ['DAS28评估', '三个月未达标即调整', '生物制剂选择'], tags: ['风湿'] },
    en: {
      title: 'Treat-to-target in rheumatoid arthritis',
      summary: 'Adjusting treatment by disease activity.',
      points: ['DAS28 assessment', 'Adjust after three months off target', 'Choosing biologics'],
      tags: ['rheumatology'],
    },
    references: ['Smolen JS, et al. EULAR recommendations for RA. 2022.'],
  },
  {
    zh: { title: '新版说明书更新要点', summary: '本品说明书安全性信息更新内容摘要（审核中）。', points: ['不良反应更新', '特殊人群用药', '药物相互作用'], tags: ['说明书'] },
    en: {
      title: 'What changed in the label',
      summary: 'Summary of the updated safety information (in review).',
      points: ['Adverse reactions', 'Special populations', 'Interactions'],
      tags: ['label'],
    },
    references: ['国家药品监督管理局. 药品说明书和标签管理规定.'],
  },
];
