/** The two-level standard departments: [code, Chinese, English, children]. Ids are fixed by position. */
type Department = [code: string, name: string, nameEn: string, children?: Array<[string, string, string]>];

const TREE: Department[] = [
  [
    'IM',
    '内科',
    'Internal medicine',
    [
      ['IM-CARD', '心血管内科', 'Cardiology'],
      ['IM-RESP', '呼吸内科', 'Respiratory medicine'],
      ['IM-GAST', '消化内科', 'Gastroenterology'],
      ['IM-NEUR', '神经内科', 'Neurology'],
      ['IM-ENDO', '内分泌科', 'Endocrinology'],
      ['IM-NEPH', '肾内科', 'Nephrology'],
      ['IM-HEMA', '血液内科', 'Hematology'],
      ['IM-RHEU', '风湿免疫科', 'Rheumatology and immunology'],
      ['IM-GERI', '老年医学科', 'Geriatrics'],
      ['IM-INFE', '感染科', 'Infectious diseases'],
    ],
  ],
  [
    'SU',
    '外科',
    'Surgery',
    [
      ['SU-GENE', '普通外科', 'General surgery'],
      ['SU-ORTH', '骨科', 'Orthopedics'],
      ['SU-NEUR', '神经外科', 'Neurosurgery'],
      ['SU-CARD', '心胸外科', 'Cardiothoracic surgery'],
      ['SU-UROL', '泌尿外科', 'Urology'],
      ['SU-HEPA', '肝胆外科', 'Hepatobiliary surgery'],
    ],
  ],
  [
    'PSY',
    '精神心理科',
    'Psychiatry and psychology',
    [
      ['PSY-PSYC', '精神科', 'Psychiatry'],
      ['PSY-CLIN', '临床心理科', 'Clinical psychology'],
      ['PSY-SLEEP', '睡眠医学科', 'Sleep medicine'],
    ],
  ],
  [
    'OG',
    '妇产科',
    'Obstetrics and gynecology',
    [
      ['OG-GYN', '妇科', 'Gynecology'],
      ['OG-OBS', '产科', 'Obstetrics'],
    ],
  ],
  [
    'PED',
    '儿科',
    'Pediatrics',
    [
      ['PED-IM', '儿内科', 'Pediatric internal medicine'],
      ['PED-NEO', '新生儿科', 'Neonatology'],
    ],
  ],
  [
    'ONC',
    '肿瘤科',
    'Oncology',
    [
      ['ONC-MED', '肿瘤内科', 'Medical oncology'],
      ['ONC-RAD', '放疗科', 'Radiation oncology'],
    ],
  ],
  ['EM', '急诊医学科', 'Emergency medicine', [['EM-EM', '急诊科', 'Emergency department']]],
  ['GP', '全科医学科', 'General practice', [['GP-GP', '全科', 'General practice']]],
  [
    'ENT',
    '五官科',
    'Eye, ear, nose and throat',
    [
      ['ENT-OPH', '眼科', 'Ophthalmology'],
      ['ENT-ORL', '耳鼻咽喉科', 'Otorhinolaryngology'],
    ],
  ],
  ['DER', '皮肤科', 'Dermatology', [['DER-DER', '皮肤性病科', 'Dermatology and venereology']]],
  [
    'TCM',
    '中医科',
    'Traditional Chinese medicine',
    [
      ['TCM-IM', '中医内科', 'TCM internal medicine'],
      ['TCM-ACU', '针灸科', 'Acupuncture'],
    ],
  ],
  [
    'MT',
    '医技科室',
    'Medical technology',
    [
      ['MT-PHAR', '药剂科', 'Pharmacy'],
      ['MT-LAB', '检验科', 'Laboratory medicine'],
      ['MT-RAD', '医学影像科', 'Radiology'],
    ],
  ],
];

export interface StandardDepartmentRow {
  id: number;
  parentId: number | null;
  code: string;
  name: string;
  nameEn: string;
  sort: number;
}

export function standardDepartmentRows(): StandardDepartmentRow[] {
  const rows: StandardDepartmentRow[] = [];
  TREE.forEach(([code, name, nameEn, children = []], index) => {
    const parentId = (index + 1) * 100;
    rows.push({ id: parentId, parentId: null, code, name, nameEn, sort: index });
    children.forEach(([childCode, childName, childNameEn], childIndex) => {
      rows.push({ id: parentId + childIndex + 1, parentId, code: childCode, name: childName, nameEn: childNameEn, sort: childIndex });
    });
  });
  return rows;
}
