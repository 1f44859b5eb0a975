import type { DataModelField } from '@crm/shared/contracts/data-upload';

/** What a `ref` field points at: the entity whose code the cell carries. */
export type RefTarget = 'hospital' | 'product' | 'org' | 'doctor' | 'indication';
/** Fixed value lists a `dict` field draws from. */
export type DictSource = 'doctorTitle';

export interface ModelField extends Omit<DataModelField, 'options'> {
  ref?: RefTarget;
  dict?: DictSource;
  /** An example value for the template's example row. */
  example: string;
  maxLength?: number;
}

export type ModelCode = 'sales' | 'targets' | 'sdaRecords' | 'diagnosis' | 'doctorUpdates';

export interface ModelDefinition {
  id: number;
  code: ModelCode;
  name: string;
  nameEn: string;
  description: string;
  descriptionEn: string;
  fields: ModelField[];
}

const rule = (zh: string, en: string) => ({ rule: zh, ruleEn: en });
const hospitalCode: ModelField = {
  key: 'hospitalCode',
  name: '医院编码',
  nameEn: 'Hospital code',
  type: 'ref',
  ref: 'hospital',
  required: true,
  naturalKey: true,
  example: 'H310100001',
  ...rule('必填，系统中已有的医院编码', 'Required; a hospital code known to the system'),
};
const productCode: ModelField = {
  key: 'productCode',
  name: '产品编码',
  nameEn: 'Product code',
  type: 'ref',
  ref: 'product',
  required: true,
  naturalKey: true,
  example: 'P-ESC',
  ...rule('必填，从下拉列表选择', 'Required; pick from the list'),
};
const month: ModelField = {
  key: 'month',
  name: '月份',
  nameEn: 'Month',
  type: 'month',
  required: true,
  naturalKey: true,
  example: '2026-01',
  ...rule('必填，格式 YYYY-MM，如 2026-01', 'Required; YYYY-MM, e.g. 2026-01'),
};
const count = (key: string, name: string, nameEn: string, example: string): ModelField => ({
  key,
  name,
  nameEn,
  type: 'int',
  required: true,
  naturalKey: false,
  example,
  ...rule('必填，非负整数', 'Required; a whole number, zero or more'),
});

/** The models shipped with the product; every tenant has them. */
export const DATA_MODELS: ModelDefinition[] = [
  {
    id: 1,
    code: 'sales',
    name: '销售数据',
    nameEn: 'Sales',
    description: '医院 × 产品 × 月份的销量与销售额',
    descriptionEn: 'Units and amount per hospital × product × month',
    fields: [
      hospitalCode,
      productCode,
      month,
      count('units', '销量（盒）', 'Units', '120'),
      {
        key: 'amount',
        name: '销售额（元）',
        nameEn: 'Amount (CNY)',
        type: 'decimal',
        required: true,
        naturalKey: false,
        example: '15600.00',
        ...rule('必填，非负数，最多两位小数', 'Required; a number, zero or more, at most two decimals'),
      },
    ],
  },
  {
    id: 2,
    code: 'targets',
    name: '指标数据',
    nameEn: 'Targets',
    description: '组织 × 产品 × 月份的销售指标',
    descriptionEn: 'Sales target per organization unit × product × month',
    fields: [
      {
        key: 'orgCode',
        name: '组织编码',
        nameEn: 'Organization code',
        type: 'ref',
        ref: 'org',
        required: true,
        naturalKey: true,
        example: 'T-SH1-1',
        ...rule('必填，从下拉列表选择', 'Required; pick from the list'),
      },
      productCode,
      month,
      {
        key: 'amount',
        name: '指标额（元）',
        nameEn: 'Target (CNY)',
        type: 'decimal',
        required: true,
        naturalKey: false,
        example: '200000',
        ...rule('必填，非负数，最多两位小数', 'Required; a number, zero or more, at most two decimals'),
      },
    ],
  },
  {
    id: 3,
    code: 'sdaRecords',
    name: 'SDA治疗记录',
    nameEn: 'SDA treatment records',
    description: '医院（或医生）× 产品 × 月份的新患者、在治患者与治疗次数',
    descriptionEn: 'New patients, ongoing patients and treatments per hospital (or doctor) × product × month',
    fields: [
      hospitalCode,
      {
        key: 'doctorCode',
        name: '医生编码',
        nameEn: 'Doctor code',
        type: 'ref',
        ref: 'doctor',
        required: false,
        naturalKey: true,
        example: '',
        ...rule('选填，该医院的医生编码；为空表示整家医院', 'Optional; a doctor of the hospital; empty means the whole hospital'),
      },
      productCode,
      month,
      count('newPatients', '新患者数', 'New patients', '12'),
      count('ongoingPatients', '在治患者数', 'Ongoing patients', '40'),
      count('treatments', '治疗次数', 'Treatments', '85'),
    ],
  },
  {
    id: 4,
    code: 'diagnosis',
    name: '诊断汇总',
    nameEn: 'Diagnosis aggregates',
    description: '医院 × 科室 × 适应症 × 月份的确诊患者数（不含任何患者身份信息）',
    descriptionEn: 'Diagnosed patients per hospital × department × indication × month (no patient identity)',
    fields: [
      hospitalCode,
      {
        key: 'department',
        name: '科室',
        nameEn: 'Department',
        type: 'text',
        required: true,
        naturalKey: true,
        maxLength: 50,
        example: '精神科',
        ...rule('必填，最多50字', 'Required; at most 50 characters'),
      },
      {
        key: 'indication',
        name: '适应症',
        nameEn: 'Indication',
        type: 'ref',
        ref: 'indication',
        required: true,
        naturalKey: true,
        example: '抑郁症',
        ...rule('必填，从下拉列表选择', 'Required; pick from the list'),
      },
      month,
      count('patients', '确诊患者数', 'Diagnosed patients', '36'),
    ],
  },
  {
    id: 5,
    code: 'doctorUpdates',
    name: '医生主数据更新',
    nameEn: 'Doctor master updates',
    description: '按医生编码更新已有医生的职称与手机号',
    descriptionEn: 'Updates the title and mobile of existing doctors by doctor code',
    fields: [
      {
        key: 'doctorCode',
        name: '医生编码',
        nameEn: 'Doctor code',
        type: 'ref',
        ref: 'doctor',
        required: true,
        naturalKey: true,
        example: 'DR000001',
        ...rule('必填，系统中已有的医生编码', 'Required; a doctor code known to the system'),
      },
      {
        key: 'titleCode',
        name: '职称',
        nameEn: 'Title',
        type: 'dict',
        dict: 'doctorTitle',
        required: false,
        naturalKey: false,
        example: 'ATTENDING',
        ...rule('选填，从下拉列表选择', 'Optional; pick from the list'),
      },
      {
        key: 'mobile',
        name: '手机号',
        nameEn: 'Mobile',
        type: 'text',
        required: false,
        naturalKey: false,
        maxLength: 11,
        example: '13800138000',
        ...rule('选填，11位手机号', 'Optional; an 11-digit mobile number'),
      },
    ],
  },
];

export function modelById(id: number): ModelDefinition | undefined {
  return DATA_MODELS.find((m) => m.id === id);
}
