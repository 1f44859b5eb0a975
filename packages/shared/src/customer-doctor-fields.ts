/** The doctor fields a client can show, filter by or ask to correct, with their vocabulary if any. */
export interface DoctorField {
  field: string;
  label: string;
  labelEn: string;
  type: 'text' | 'enum' | 'list' | 'number' | 'date';
  dictKey: string | null;
  filterable: boolean;
  correctable: boolean;
}

const f = (
  field: string,
  label: string,
  labelEn: string,
  type: DoctorField['type'],
  options: Partial<Omit<DoctorField, 'field' | 'label' | 'labelEn' | 'type'>> = {},
): DoctorField => ({
  field,
  label,
  labelEn,
  type,
  dictKey: options.dictKey ?? null,
  filterable: options.filterable ?? false,
  correctable: options.correctable ?? false,
});

export const DOCTOR_FIELDS: DoctorField[] = [
  f('doctorName', '姓名', 'Name', 'text', { filterable: true, correctable: true }),
  f('doctorSex', '性别', 'Sex', 'enum', { dictKey: 'doctorSex', correctable: true }),
  f('doctorTitle', '职称', 'Title', 'enum', { dictKey: 'doctorTitle', filterable: true, correctable: true }),
  f('hospital', '医院', 'Hospital', 'text', { filterable: true, correctable: true }),
  f('hospitalLevel', '医院等级', 'Hospital level', 'enum', { dictKey: 'hospitalLevel', filterable: true }),
  f('department', '科室', 'Department', 'text', { filterable: true, correctable: true }),
  f('province', '省份', 'Province', 'text', { filterable: true }),
  f('city', '城市', 'City', 'text', { filterable: true }),
  f('doctorType', '医生类型', 'Doctor type', 'enum', { dictKey: 'doctorType' }),
  f('mobile', '手机号', 'Mobile', 'text', { correctable: true }),
  f('email', '邮箱', 'E-mail', 'text', { correctable: true }),
  f('nativePlace', '籍贯', 'Native place', 'text', { correctable: true }),
  f('ageRange', '年龄段', 'Age range', 'enum', { dictKey: 'ageRange', correctable: true }),
  f('workingTime', '从业时间', 'Years in practice', 'text', { correctable: true }),
  f('degreeTitle', '学历', 'Degrees', 'text', { correctable: true }),
  f('practiceChannel', '执业渠道', 'Practice channel', 'enum', { dictKey: 'practiceChannel', correctable: true }),
  f('indication', '适应症', 'Indications', 'list'),
  f('administrativePosition', '行政职务', 'Administrative positions', 'list', { correctable: true }),
  f('mainAcademicTitle', '学术头衔', 'Academic titles', 'list', { correctable: true }),
  f('association', '协会/学会及任职', 'Associations and positions', 'list', { correctable: true }),
  f('academicJournal', '学术期刊及任职', 'Journals and roles', 'list', { correctable: true }),
  f('hasSales', '是否有销量', 'Has sales', 'enum', { filterable: true }),
  f('procurementStatus', '进院状态', 'Procurement status', 'enum', { dictKey: 'procurementStatus', filterable: true }),
  f('coverageStatus', '覆盖状态', 'Coverage status', 'enum', { dictKey: 'coverageStatus', filterable: true }),
  f('lastVisitAt', '最近拜访', 'Last visit', 'date', { dictKey: 'lastVisit', filterable: true }),
  f('channels', '触达渠道', 'Channels', 'list', { dictKey: 'channel', filterable: true }),
  f('verifyStatus', '核验状态', 'Verification status', 'enum', { dictKey: 'doctorVerifyStatus' }),
];

export const CORRECTABLE_FIELDS = DOCTOR_FIELDS.filter((field) => field.correctable).map((field) => field.field) as [string, ...string[]];
