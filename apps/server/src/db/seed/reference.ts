/** Reference data every tenant starts with: dictionaries and the role set. */

export interface DictItem {
  code: string;
  label: string;
  labelEn: string;
}

export const dictionaries: Record<string, { name: string; nameEn: string; items: DictItem[] }> = {
  doctorType: {
    name: '医生类型',
    nameEn: 'Doctor type',
    items: [
      { code: 'KOL', label: '关键意见领袖', labelEn: 'Key opinion leader' },
      { code: 'TARGET', label: '目标医生', labelEn: 'Target doctor' },
      { code: 'POTENTIAL', label: '潜力医生', labelEn: 'Potential doctor' },
      { code: 'REGULAR', label: '普通医生', labelEn: 'Regular doctor' },
    ],
  },
  visitDuration: {
    name: '拜访时长',
    nameEn: 'Visit duration',
    items: [
      { code: '5', label: '5分钟以内', labelEn: 'Under 5 minutes' },
      { code: '15', label: '5-15分钟', labelEn: '5–15 minutes' },
      { code: '30', label: '15-30分钟', labelEn: '15–30 minutes' },
      { code: '60', label: '30-60分钟', labelEn: '30–60 minutes' },
      { code: '90', label: '60分钟以上', labelEn: 'Over 60 minutes' },
    ],
  },
  visitType: {
    name: '拜访方式',
    nameEn: 'Visit type',
    items: [
      { code: 'FACE', label: '面对面拜访', labelEn: 'Face-to-face' },
      { code: 'PHONE', label: '电话拜访', labelEn: 'Phone call' },
      { code: 'WECOM', label: '企业微信沟通', labelEn: 'WeCom chat' },
      { code: 'VIDEO', label: '视频拜访', labelEn: 'Video call' },
      { code: 'DEPT_MEETING', label: '科室会', labelEn: 'Department meeting' },
    ],
  },
  visitResults: {
    name: '拜访结果',
    nameEn: 'Visit result',
    items: [
      { code: 'ACCEPTED', label: '认可产品并愿意处方', labelEn: 'Accepts the product and will prescribe' },
      { code: 'INTERESTED', label: '有兴趣，需进一步跟进', labelEn: 'Interested, needs follow-up' },
      { code: 'NEUTRAL', label: '态度中立', labelEn: 'Neutral' },
      { code: 'OBJECTION', label: '存在异议', labelEn: 'Has objections' },
      { code: 'NOT_MET', label: '未见到医生', labelEn: 'Could not meet the doctor' },
    ],
  },
  visitPurpose: {
    name: '拜访目的',
    nameEn: 'Visit purpose',
    items: [
      { code: 'PRODUCT', label: '产品介绍', labelEn: 'Product introduction' },
      { code: 'ACADEMIC', label: '学术推广', labelEn: 'Academic promotion' },
      { code: 'MEETING_INVITE', label: '会议邀请', labelEn: 'Meeting invitation' },
      { code: 'FOLLOW_UP', label: '处方跟进', labelEn: 'Prescription follow-up' },
      { code: 'RELATIONSHIP', label: '客情维护', labelEn: 'Relationship maintenance' },
      { code: 'SAFETY', label: '不良反应收集', labelEn: 'Adverse event collection' },
    ],
  },
};

export type SeedRoleCode = 'admin' | 'manager' | 'rep' | 'MAF' | 'marketing' | 'compliance' | 'finance' | 'reader' | 'default';

export const roles: Array<{
  code: SeedRoleCode;
  catalogCode: string;
  name: string;
  nameEn: string;
  dataRange: 'self' | 'department' | 'department_and_below' | 'all';
  roleType: string;
  isDefault?: boolean;
  remark: string;
}> = [
  { code: 'admin', catalogCode: 'admin', name: '系统管理员', nameEn: 'Administrator', dataRange: 'all', roleType: 'system', remark: '拥有全部权限' },
  { code: 'manager', catalogCode: 'manager', name: '销售经理', nameEn: 'Sales manager', dataRange: 'department_and_below', roleType: 'business', remark: '管理本团队及下属团队' },
  { code: 'rep', catalogCode: 'rep', name: '医药代表', nameEn: 'Sales representative', dataRange: 'self', roleType: 'business', remark: '负责所辖区域客户' },
  { code: 'MAF', catalogCode: 'msl', name: '医学联络官', nameEn: 'Medical science liaison (MSL)', dataRange: 'department_and_below', roleType: 'business', remark: '医学事务部' },
  { code: 'marketing', catalogCode: 'marketing', name: '市场专员', nameEn: 'Marketing specialist', dataRange: 'all', roleType: 'business', remark: '市场部' },
  { code: 'compliance', catalogCode: 'compliance', name: '合规审批人', nameEn: 'Compliance approver', dataRange: 'all', roleType: 'approval', remark: '会议与讲者合规审批' },
  { code: 'finance', catalogCode: 'finance', name: '财务', nameEn: 'Finance', dataRange: 'all', roleType: 'approval', remark: '费用与付款审批' },
  { code: 'reader', catalogCode: 'reader', name: '只读用户', nameEn: 'Reader', dataRange: 'all', roleType: 'business', remark: '只读查看' },
  { code: 'default', catalogCode: 'default', name: '普通用户', nameEn: 'Default user', dataRange: 'self', roleType: 'system', isDefault: true, remark: '未分配角色的用户默认获得' },
];
