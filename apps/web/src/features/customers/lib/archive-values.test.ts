import { describe, expect, it } from 'vitest';
import { archivePayload, joinNamedPosition, splitNamedPosition } from './archive-values';

describe('archive form values', () => {
  it('splits and joins name#position at the first #', () => {
    expect(splitNamedPosition('中华医学会心血管病学分会#委员')).toEqual({ name: '中华医学会心血管病学分会', position: '委员' });
    expect(splitNamedPosition('无任职')).toEqual({ name: '无任职', position: '' });
    expect(joinNamedPosition({ name: ' 中华心血管病杂志 ', position: ' 编委 ' })).toBe('中华心血管病杂志#编委');
  });

  it('sends every field, with degrees joined highest first and incomplete rows left out', () => {
    const payload = archivePayload(7, {
      nativePlace: ' 江苏 ',
      degrees: ['博士', ' 硕士 ', ''],
      indication: ['高血压', ' '],
      servingHospital: [
        { hospital: '上海市第六人民医院', department: '心内科', hospitalLevel: '3A' },
        { hospital: '  ', department: '外科' },
      ],
      administrativePosition: [],
      mainAcademicTitle: ['博士生导师'],
      association: [
        { name: '中华医学会', position: '委员' },
        { name: '只有名称', position: '' },
      ],
      academicJournal: [],
    });
    expect(payload).toEqual({
      id: 7,
      nativePlace: '江苏',
      ageRange: undefined,
      workingTime: '',
      degreeTitle: '博士&硕士',
      personalResume: '',
      professionalDirection: '',
      indication: ['高血压'],
      servingHospital: [{ hospital: '上海市第六人民医院', department: '心内科', hospitalLevel: '3A' }],
      administrativePosition: [],
      mainAcademicTitle: ['博士生导师'],
      association: ['中华医学会#委员'],
      academicJournal: [],
    });
  });
});
