import { translate } from '../../lib/i18n';
import { XLSX_CONTENT_TYPE, xlsxStream } from '../../lib/xlsx-writer';
import { recordAudit } from '../../platform/audit/record-audit';
import { attachmentOf, type FileAnswer, type RequestContext } from '../../platform/contract-route';
import { diagnosisTable, type DiagnosisFilter } from './diagnosis-repository';

/**
 * The diagnosis table of the filter as an .xlsx file, suppressed as on screen: a cell under 5 reads
 * `<5`, and a total adds up the cells shown (with none shown there is no figure, not a count under 5).
 */
export async function diagnosisWorkbook({ db, principal, lang, request }: RequestContext, filter: DiagnosisFilter): Promise<FileAnswer> {
  const table = await diagnosisTable(db, principal, filter);
  const en = lang === 'en';
  const cell = (v: number | null) => (v === null ? '<5' : v);
  const total = (v: number | null) => (v === null ? '—' : v);
  const rows = [
    ...table.rows.map((r) => [
      en ? (r.hospitalNameEn ?? r.hospitalName) : r.hospitalName,
      en ? (r.departmentEn ?? r.department) : r.department,
      en ? (r.indicationEn ?? r.indication) : r.indication,
      ...r.cells.map(cell),
      total(r.total),
    ]),
    [translate(lang, 'diagnosisTotal'), '', '', ...table.columnTotals.map(total), total(table.grandTotal)],
  ];
  await recordAudit(db, request, {
    action: 'export',
    entityType: 'diagnosis',
    message: { key: 'diagnosisExported', params: { from: filter.monthFrom, to: filter.monthTo } },
    detail: { ...filter },
  });
  const stream = xlsxStream({
    sheetName: translate(lang, 'diagnosisSheetName'),
    columns: [
      { header: translate(lang, 'diagnosisColumnHospital'), width: 28 },
      { header: translate(lang, 'diagnosisColumnDepartment'), width: 14 },
      { header: translate(lang, 'diagnosisColumnIndication'), width: 16 },
      ...table.months.map((m) => ({ header: m, width: 10 })),
      { header: translate(lang, 'diagnosisTotal'), width: 10 },
    ],
    rows,
  });
  return attachmentOf(XLSX_CONTENT_TYPE, `${translate(lang, 'diagnosisFileName')}-${filter.monthFrom}-${filter.monthTo}.xlsx`, stream);
}
