import ExcelJS from 'exceljs';
import yazl from 'yazl';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctor } from '../src/db/schema/customers/customers';
import { dataUpload, salesActual, salesTarget } from '../src/db/schema/data-upload/data-upload';
import { diagnosisAggregate, sdaTreatmentRecord } from '../src/db/schema/sda/sda';
import { api, buildTestApp, login, TENANT_B, type TestApp } from './helpers';
import { tenantCodes, uploadFile, xlsxOf } from './data-upload-support';

const SALES = 1;
const CENTRAL_HEADER = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
const DIAGNOSIS = 4;
const HEADER_EN = ['Hospital code', 'Product code', 'Month', 'Units', 'Amount (CNY)'];

describe('data upload', () => {
  let t: TestApp;
  let admin: string;
  let codes: Awaited<ReturnType<typeof tenantCodes>>;
  beforeAll(async () => {
    t = await buildTestApp({ config: { dataUploadMaxMb: 1, dataUploadMaxInflatedMb: 5 } });
    admin = (await login(t.app, 'admin')).access_token;
    codes = await tenantCodes(t.database.db);
  });
  afterAll(() => t.close());

  const salesRows = (from: number, n: number, month = '2019-03') =>
    Array.from({ length: n }, (_, i) => [
      codes.hospitals[(from + i) % codes.hospitals.length]!.code,
      codes.products[Math.floor((from + i) / codes.hospitals.length) % codes.products.length]!.code,
      month,
      100 + i,
      `${(100 + i) * 12.5}`,
    ]);

  it('lists the five shipped models with their fields, and only to holders of the upload permission', async () => {
    const response = await api(t.app, admin, { url: '/prod-api/data/get/all/model' });
    expect(response.statusCode).toBe(200);
    const models = response.json().result as Array<{ code: string; fields: Array<{ key: string; naturalKey: boolean; options?: unknown[] }> }>;
    expect(models.map((m) => m.code)).toEqual(['sales', 'targets', 'sdaRecords', 'diagnosis', 'doctorUpdates']);
    const sales = models[0]!;
    expect(sales.fields.filter((f) => f.naturalKey).map((f) => f.key)).toEqual(['hospitalCode', 'productCode', 'month']);
    expect(sales.fields.find((f) => f.key === 'productCode')!.options!.length).toBe(codes.products.length);
    const rep = (await login(t.app, 'rep')).access_token;
    expect((await api(t.app, rep, { url: '/prod-api/data/get/all/model' })).statusCode).toBe(403);
  });

  it('downloads a template with headers, a comment per column, dropdowns and an example on a sheet of its own', async () => {
    const response = await api(t.app, admin, { url: `/prod-api/data/download/template/${SALES}`, lang: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => [s.name, s.state])).toEqual([
      ['Sales', 'visible'],
      ['Example', 'visible'],
      ['lists', 'veryHidden'],
    ]);
    const [sheet, example, lists] = workbook.worksheets as [ExcelJS.Worksheet, ExcelJS.Worksheet, ExcelJS.Worksheet];
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual(['Hospital code*', 'Product code*', 'Month*', 'Units*', 'Amount (CNY)*']);
    for (let c = 1; c <= 5; c++) expect(sheet.getRow(1).getCell(c).note).toBeTruthy();
    expect(sheet.rowCount).toBe(1);
    // The product dropdown lists the tenant's product codes, kept on the hidden sheet.
    const dropdown = sheet.getCell('B2').dataValidation;
    expect(dropdown?.type).toBe('list');
    const [, column, last] = /^lists!\$([A-Z]+)\$1:\$[A-Z]+\$(\d+)$/.exec(dropdown!.formulae![0] as string)!;
    expect(Array.from({ length: Number(last) }, (_, r) => lists.getCell(`${column}${r + 1}`).value)).toEqual(codes.products.map((p) => p.code));
    expect(sheet.getCell('B5000').dataValidation?.type).toBe('list');

    expect((example.getRow(1).values as string[]).slice(1)).toEqual(['Hospital code*', 'Product code*', 'Month*', 'Units*', 'Amount (CNY)*']);
    // Codes and months as text, counts and amounts as number cells.
    expect((example.getRow(2).values as unknown[]).slice(1)).toEqual(['H310100001', 'P-ESC', '2026-01', 120, 15600]);
    expect(example.getCell('E2').numFmt).toBe('0.00');
    expect(example.rowCount).toBe(2);
    const zh = new ExcelJS.Workbook();
    await zh.xlsx.load((await api(t.app, admin, { url: `/prod-api/data/download/template/${SALES}`, lang: 'zh' })).rawPayload as unknown as ArrayBuffer);
    expect(zh.worksheets.map((s) => s.name)).toEqual(['销售数据', '示例', 'lists']);
    expect((await api(t.app, admin, { url: '/prod-api/data/download/template/99' })).statusCode).toBe(404);
  });

  it('imports nothing from a template uploaded unchanged: the example is not a data row', async () => {
    const stored = async () =>
      Promise.all([salesActual, salesTarget, sdaTreatmentRecord, diagnosisAggregate].map(async (table) => (await t.database.db.select({ n: count() }).from(table))[0]!.n));
    const before = await stored();
    // The doctor updates' example sets this mobile number.
    const exampleMobile = () => t.database.db.select({ n: count() }).from(doctor).where(eq(doctor.mobile, '13800138000'));
    const [doctorsBefore] = await exampleMobile();
    for (const [lang, message] of [
      ['zh', '文件中没有数据行'],
      ['en', 'The file has no data rows'],
    ] as const) {
      for (const modelId of [1, 2, 3, 4, 5]) {
        const template = await api(t.app, admin, { url: `/prod-api/data/download/template/${modelId}`, lang });
        expect(template.statusCode).toBe(200);
        const response = await uploadFile(t.app, admin, modelId, { name: 'template.xlsx', content: template.rawPayload }, { lang });
        expect(response.statusCode).toBe(200);
        const upload = response.json().result;
        expect(upload, `model ${modelId}, ${lang}`).toMatchObject({ status: 'FAILED', failure: message, totalRows: 0, validRows: 0 });
        const save = await api(t.app, admin, { method: 'POST', url: '/prod-api/data/save/data', payload: { uploadId: upload.id } });
        expect(save.statusCode).toBe(400);
      }
    }
    expect(await stored()).toEqual(before);
    expect((await exampleMobile())[0]).toEqual(doctorsBefore);
  });

  it('reports every error with row, column and reason in the caller’s language, and saves nothing on a dry run', async () => {
    const good = salesRows(0, 3);
    const file = await xlsxOf([
      HEADER_EN,
      ...good,
      ['NO-SUCH-HOSPITAL', codes.products[0]!.code, '2019-03', 5, '10'],
      [codes.hospitals[5]!.code, 'P-NONE', '2025-13', -3, 'abc'],
      good[0]!,
    ]);
    const response = await uploadFile(t.app, admin, SALES, { name: 'sales.xlsx', content: file }, { lang: 'en' });
    expect(response.statusCode).toBe(200);
    const upload = response.json().result;
    expect(upload).toMatchObject({ status: 'VALIDATED', totalRows: 6, validRows: 3, errorRows: 3 });
    expect(upload.errors).toEqual([
      { row: 5, column: 'Hospital code', reason: 'No such code in the system: NO-SUCH-HOSPITAL' },
      { row: 6, column: 'Product code', reason: 'Not one of the allowed values: P-NONE' },
      { row: 6, column: 'Month', reason: 'The month must be YYYY-MM: 2025-13' },
      { row: 6, column: 'Units', reason: 'Must be a whole number, zero or more: -3' },
      { row: 6, column: 'Amount (CNY)', reason: 'Must be a number, zero or more, with at most two decimals: abc' },
      { row: 7, column: 'Hospital code + Product code + Month', reason: 'Duplicates row 2' },
    ]);
    expect(upload.preview[0]).toMatchObject({ hospitalCode: good[0]![0], units: '100' });
    const zh = (await uploadFile(t.app, admin, SALES, { name: 'sales.xlsx', content: file }, { lang: 'zh' })).json().result;
    expect(zh.errors[0]).toEqual({ row: 5, column: '医院编码', reason: '系统中没有该编码：NO-SUCH-HOSPITAL' });
    const [stored] = await t.database.db.select({ n: count() }).from(salesActual).where(eq(salesActual.month, '2019-03'));
    expect(stored!.n).toBe(0);

    // The rejected rows come back as the uploaded columns plus the reasons.
    const rejected = await api(t.app, admin, { url: `/prod-api/data/upload/${upload.id}/rejected`, lang: 'en' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(rejected.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(4);
    expect((sheet.getRow(1).values as string[]).slice(1)).toEqual([...HEADER_EN, 'Errors', 'Row in file']);
    expect(sheet.getRow(2).getCell(1).value).toBe('NO-SUCH-HOSPITAL');
    expect(String(sheet.getRow(3).getCell(6).value)).toContain('The month must be YYYY-MM');
  });

  it('saves valid rows by natural key, and the same file again changes nothing', async () => {
    const file = await xlsxOf([HEADER_EN, ...salesRows(0, 30, '2019-04')]);
    const first = (await uploadFile(t.app, admin, SALES, { name: 'april.xlsx', content: file })).json().result;
    const saved = await api(t.app, admin, { method: 'POST', url: '/prod-api/data/save/data', payload: { uploadId: first.id } });
    expect(saved.json().result).toMatchObject({ status: 'SAVED', inserted: 30, updated: 0, unchanged: 0 });
    expect((await api(t.app, admin, { method: 'POST', url: '/prod-api/data/save/data', payload: { uploadId: first.id } })).statusCode).toBe(400);

    const again = (await uploadFile(t.app, admin, SALES, { name: 'april.xlsx', content: file })).json().result;
    const before = await t.database.db.select().from(salesActual).where(eq(salesActual.month, '2019-04')).orderBy(salesActual.id);
    const second = await api(t.app, admin, { method: 'POST', url: '/prod-api/data/save/data', payload: { uploadId: again.id } });
    expect(second.json().result).toMatchObject({ inserted: 0, updated: 0, unchanged: 30 });
    expect(await t.database.db.select().from(salesActual).where(eq(salesActual.month, '2019-04')).orderBy(salesActual.id)).toEqual(before);

    const changed = salesRows(0, 30, '2019-04');
    changed[0]![3] = 999;
    const third = (await uploadFile(t.app, admin, SALES, { name: 'april-fixed.xlsx', content: await xlsxOf([HEADER_EN, ...changed]) })).json().result;
    expect((await api(t.app, admin, { method: 'POST', url: '/prod-api/data/save/data', payload: { uploadId: third.id } })).json().result).toMatchObject({
      inserted: 0,
      updated: 1,
      unchanged: 29,
    });

    const history = (await api(t.app, admin, { url: '/prod-api/data/upload/history?size=100' })).json().result;
    expect(history.content[0]).toMatchObject({ id: third.id, fileName: 'april-fixed.xlsx', createdByName: expect.any(String), status: 'SAVED', updated: 1 });
  });

  it('imports a GB18030 CSV with Chinese names as Chinese Excel saves it', async () => {
    const csv = `医院编码,科室,适应症,月份,确诊患者数\r\n${codes.hospitals[0]!.code},精神科,抑郁症,2019-05,36\r\n${codes.hospitals[1]!.code},"心理科,门诊",抑郁症,2019-05,12\r\n`;
    const content = Buffer.from(new TextEncoder().encode(csv));
    const gb = Buffer.from(await gb18030(csv));
    expect(gb.equals(content)).toBe(false);
    const upload = (await uploadFile(t.app, admin, DIAGNOSIS, { name: '诊断.csv', content: gb })).json().result;
    expect(upload).toMatchObject({ status: 'VALIDATED', validRows: 2, errorRows: 0 });
    const checkedBefore = (await api(t.app, admin, { url: '/prod-api/data-asset/detail/diagnosis' })).json().result.checks[0].history.length;
    await api(t.app, admin, { method: 'POST', url: '/prod-api/data/save/data', payload: { uploadId: upload.id } });
    // The save queued the quality checks of its data set.
    await t.app.jobs.drain();
    expect((await api(t.app, admin, { url: '/prod-api/data-asset/detail/diagnosis' })).json().result.checks[0].history.length).toBe(checkedBefore + 1);
    const rows = await t.database.db
      .select({ department: diagnosisAggregate.department, indication: diagnosisAggregate.indication })
      .from(diagnosisAggregate)
      .where(eq(diagnosisAggregate.month, '2019-05'))
      .orderBy(diagnosisAggregate.patients);
    expect(rows).toEqual([
      { department: '心理科,门诊', indication: '抑郁症' },
      { department: '精神科', indication: '抑郁症' },
    ]);
  });

  it('refuses an oversize file with 413 and an inflating xlsx at once, storing nothing', async () => {
    const [before] = await t.database.db.select({ n: count() }).from(dataUpload);
    const big = await uploadFile(t.app, admin, SALES, { name: 'big.csv', content: Buffer.alloc(1_200_000, 'a') });
    expect(big.statusCode).toBe(413);
    const zip = new yazl.ZipFile();
    zip.addBuffer(Buffer.alloc(8 * 1024 * 1024, 0x20), 'xl/worksheets/sheet1.xml');
    zip.end();
    const chunks: Buffer[] = [];
    for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
    const started = Date.now();
    const bomb = await uploadFile(t.app, admin, SALES, { name: 'bomb.xlsx', content: Buffer.concat(chunks) }, { lang: 'en' });
    expect(bomb.statusCode).toBe(413);
    expect(bomb.json().message).toMatch(/inflates beyond/);
    expect(Date.now() - started).toBeLessThan(1000);

    // The same archive whose central directory claims 1 KB: refused once it inflates past that, as fast.
    const lying = Buffer.concat(chunks);
    for (let at = lying.indexOf(CENTRAL_HEADER); at >= 0; at = lying.indexOf(CENTRAL_HEADER, at + 4)) lying.writeUInt32LE(1024, at + 24);
    const lyingStarted = Date.now();
    const refused = await uploadFile(t.app, admin, SALES, { name: 'lying.xlsx', content: lying }, { lang: 'en' });
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toMatch(/inflates beyond/);
    expect(Date.now() - lyingStarted).toBeLessThan(1000);
    const [after] = await t.database.db.select({ n: count() }).from(dataUpload);
    expect(after!.n).toBe(before!.n);
  });

  it('leaves nothing half-written when the save fails part way', async () => {
    await t.database.db.execute(
      sql.raw(`create function test_refuse_units() returns trigger language plpgsql as $$ begin if new.units = 99999 then raise exception 'refused'; end if; return new; end $$`),
    );
    await t.database.db.execute(sql.raw('create trigger test_refuse_units before insert on sales_actual for each row execute function test_refuse_units()'));
    // 1,600 rows: the first batch of 1,000 is written before the last row fails.
    const rows = ['01', '02', '03', '04', '05', '06', '07', '08'].flatMap((m) => salesRows(0, 200, `2018-${m}`));
    rows[rows.length - 1]![3] = 99999;
    const upload = (await uploadFile(t.app, admin, SALES, { name: 'june.xlsx', content: await xlsxOf([HEADER_EN, ...rows]) })).json().result;
    const response = await api(t.app, admin, { method: 'POST', url: '/prod-api/data/save/data', payload: { uploadId: upload.id } });
    expect(response.statusCode).toBe(500);
    const [stored] = await t.database.db
      .select({ n: count() })
      .from(salesActual)
      .where(sql`${salesActual.month} like '2018-%'`);
    expect(stored!.n).toBe(0);
    expect((await api(t.app, admin, { url: `/prod-api/data/upload/${upload.id}` })).json().result.status).toBe('VALIDATED');
    await t.database.db.execute(sql.raw('drop trigger test_refuse_units on sales_actual'));
    await t.database.db.execute(sql.raw('drop function test_refuse_units()'));
  });

  it('validates large files in a background job with progress', async () => {
    const big = await buildTestApp({ config: { dataUploadInlineKb: 1 }, database: t.database });
    try {
      const upload = (await uploadFile(big.app, admin, SALES, { name: 'bulk.xlsx', content: await xlsxOf([HEADER_EN, ...salesRows(0, 200, '2019-07')]) })).json().result;
      expect(upload.status).toBe('VALIDATING');
      await big.app.jobs.drain();
      const done = (await api(big.app, admin, { url: `/prod-api/data/upload/${upload.id}` })).json().result;
      expect(done).toMatchObject({ status: 'VALIDATED', totalRows: 200, processedRows: 200, validRows: 200 });
    } finally {
      await big.close();
    }
  });

  it('keeps uploads within the tenant', async () => {
    const upload = (await uploadFile(t.app, admin, SALES, { name: 'a.xlsx', content: await xlsxOf([HEADER_EN, ...salesRows(0, 1, '2019-08')]) })).json().result;
    const other = (await login(t.app, 'admin', TENANT_B)).access_token;
    expect((await api(t.app, other, { url: `/prod-api/data/upload/${upload.id}`, host: TENANT_B })).statusCode).toBe(404);
    expect((await api(t.app, other, { method: 'POST', url: '/prod-api/data/save/data', payload: { uploadId: upload.id }, host: TENANT_B })).statusCode).toBe(404);
    expect((await api(t.app, other, { url: `/prod-api/data/upload/${upload.id}/rejected`, host: TENANT_B })).statusCode).toBe(404);
    const [rows] = await t.database.db
      .select({ n: count() })
      .from(salesActual)
      .where(
        and(
          eq(salesActual.month, '2019-08'),
          inArray(
            salesActual.hospitalId,
            codes.hospitals.map((h) => h.id),
          ),
        ),
      );
    expect(rows!.n).toBe(0);
  });

  it('puts every data call in the OpenAPI document with its exact path and verb', async () => {
    const paths = (await t.app.inject({ url: '/prod-api/openapi.json', headers: { host: 'localhost' } })).json().paths;
    expect(paths['/prod-api/data/get/all/model']?.get).toBeTruthy();
    expect(paths['/prod-api/data/download/template/{id}']?.get).toBeTruthy();
    expect(paths['/prod-api/data/upload']?.post).toBeTruthy();
    expect(paths['/prod-api/data/save/data']?.post).toBeTruthy();
  });
});

/** GB18030 bytes of a text, as Chinese Excel writes CSV (Node has the decoder only: encode by table lookup). */
async function gb18030(text: string): Promise<Uint8Array> {
  const decoder = new TextDecoder('gb18030');
  const table = new Map<string, number[]>();
  for (let hi = 0x81; hi <= 0xfe; hi++) {
    for (let lo = 0x40; lo <= 0xfe; lo++) {
      if (lo === 0x7f) continue;
      const ch = decoder.decode(new Uint8Array([hi, lo]));
      if (ch.length === 1 && ch !== '\ufffd' && !table.has(ch)) table.set(ch, [hi, lo]);
    }
  }
  const bytes: number[] = [];
  for (const ch of text) bytes.push(...(ch.charCodeAt(0) < 0x80 ? [ch.charCodeAt(0)] : table.get(ch)!));
  return new Uint8Array(bytes);
}
