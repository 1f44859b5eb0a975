import dictionaryData from './dictionaries.json';

/** Reference data every tenant starts with: dictionaries and the role set. */

export interface DictItem {
  code: string;
  label: string;
  labelEn: string;
}

/** The dictionaries every tenant starts with, by key (the data is dictionaries.json). */
export const dictionaries: Record<string, { name: string; nameEn: string; items: DictItem[] }> = dictionaryData;

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
