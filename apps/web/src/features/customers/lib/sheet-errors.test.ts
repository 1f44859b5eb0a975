import { describe, expect, it } from 'vitest';
import { problemsByRow, sheetErrorsOf } from './sheet-errors';

describe('bulk upload problems', () => {
  it('lists each bad row once, in sheet order, with all of its problems', () => {
    expect(
      problemsByRow([
        { row: 5, field: '医院', reason: '必填' },
        { row: 3, field: '医生姓名', reason: '必填' },
        { row: 5, field: '手机号', reason: '格式不正确' },
      ]),
    ).toEqual([
      { row: 3, problems: [{ field: '医生姓名', reason: '必填' }] },
      {
        row: 5,
        problems: [
          { field: '医院', reason: '必填' },
          { field: '手机号', reason: '格式不正确' },
        ],
      },
    ]);
  });

  it('reads the errors of a rejected upload and ignores anything else', () => {
    expect(sheetErrorsOf({ code: 400, message: '2 rows', result: { errors: [{ row: 2, field: 'Hospital', reason: 'required' }, { nonsense: true }] } })).toEqual([
      { row: 2, field: 'Hospital', reason: 'required' },
    ]);
    expect(sheetErrorsOf({ code: 400, message: 'not an xlsx', result: null })).toEqual([]);
    expect(sheetErrorsOf('oops')).toEqual([]);
  });
});
