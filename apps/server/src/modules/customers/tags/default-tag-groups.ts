import type { TagRule } from '../../../db/schema/index';

export interface TagGroupDefinition {
  code: string;
  name: string;
  nameEn: string;
  isRuleBased: boolean;
  terms: Array<{ value: string; valueEn: string; rule?: TagRule[] }>;
}

/** The system tag groups a new tenant starts with: rule-defined segments and hand-applied interests. */
export const DEFAULT_TAG_GROUPS: TagGroupDefinition[] = [
  {
    code: 'SEGMENT',
    name: '医生分层',
    nameEn: 'Doctor segment',
    isRuleBased: true,
    terms: [
      { value: 'KOL专家', valueEn: 'KOL', rule: [{ field: 'doctorType', values: ['KOL'] }] },
      { value: '目标医生', valueEn: 'Target doctor', rule: [{ field: 'doctorType', values: ['TARGET'] }] },
      { value: '潜力医生', valueEn: 'Potential doctor', rule: [{ field: 'doctorType', values: ['POTENTIAL'] }] },
    ],
  },
  {
    code: 'STANDING',
    name: '学术地位',
    nameEn: 'Academic standing',
    isRuleBased: true,
    terms: [
      {
        value: '三甲主任医师',
        valueEn: 'Chief physician at a grade-A tertiary hospital',
        rule: [
          { field: 'hospitalLevel', values: ['3A'] },
          { field: 'titleCode', values: ['CHIEF'] },
        ],
      },
      { value: '科室带头人', valueEn: 'Department head', rule: [{ field: 'administrativePosition', values: ['科主任', '科副主任'] }] },
      { value: '已核验医生', valueEn: 'Verified doctor', rule: [{ field: 'verifyStatus', values: ['VERIFIED'] }] },
    ],
  },
  {
    code: 'POTENTIAL',
    name: '产品潜力',
    nameEn: 'Product potential',
    isRuleBased: true,
    terms: [{ value: 'A级潜力', valueEn: 'A-level potential', rule: [{ field: 'productLevel', values: ['A'] }] }],
  },
  {
    code: 'INTEREST',
    name: '学术兴趣',
    nameEn: 'Academic interests',
    isRuleBased: false,
    terms: [
      { value: '抑郁症研究', valueEn: 'Depression research' },
      { value: '睡眠障碍', valueEn: 'Sleep disorders' },
      { value: '心血管预防', valueEn: 'Cardiovascular prevention' },
      { value: '糖尿病管理', valueEn: 'Diabetes management' },
      { value: '真实世界研究', valueEn: 'Real-world studies' },
    ],
  },
  {
    code: 'ENGAGEMENT',
    name: '互动偏好',
    nameEn: 'Engagement preference',
    isRuleBased: false,
    terms: [
      { value: '偏好线上会议', valueEn: 'Prefers online meetings' },
      { value: '偏好面访', valueEn: 'Prefers face-to-face visits' },
      { value: '愿意担任讲者', valueEn: 'Willing to speak' },
    ],
  },
];
