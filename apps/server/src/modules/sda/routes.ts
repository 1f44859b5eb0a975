import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/sda';
import { XLSX_CONTENT_TYPE, xlsxStream } from '../../lib/xlsx-writer';
import { route } from '../../platform/contract-route';
import { recordAudit } from '../../platform/audit/record-audit';
import { diagnosisPageOf, diagnosisTable } from './diagnosis-repository';
import { closePeriod, createTreatment, findTreatmentRecords, hospitalOptions, reviewTreatment, updateTreatment } from './treatment-repository';

/** SDA treatment records and the diagnosis aggregates (under the configured service prefix). */
export async function sdaRoutes(app: FastifyInstance) {
  route(app, contracts.listTreatmentRecords, ({ query }, ctx) => findTreatmentRecords(ctx, query));
  route(app, contracts.createTreatmentRecord, ({ body }, ctx) => createTreatment(ctx, body));
  route(app, contracts.updateTreatmentRecord, ({ params, body }, ctx) => updateTreatment(ctx, params.id, body));
  route(app, contracts.reviewTreatmentRecord, ({ params, body }, ctx) => reviewTreatment(ctx, params.id, body));
  route(app, contracts.closeTreatmentPeriod, ({ body }, ctx) => closePeriod(ctx, body.month));
  route(app, contracts.sdaHospitalOptions, ({ query }, ctx) => hospitalOptions(ctx, query.keyword));

  const diagnosis = contracts.diagnosisContracts(app.config.diagnosisServicePrefix);
  route(app, diagnosis.page, ({ query, body }, { db, principal }) => diagnosisPageOf(db, principal, body, query.page, query.size));
  route(app, diagnosis.export, async ({ body }, { db, principal, lang, reply, request }) => {
    const table = await diagnosisTable(db, principal, body);
    const en = lang === 'en';
    const cell = (v: number | null) => (v === null ? '<5' : v);
    // Totals add up the shown cells: with none shown there is no figure, not a count under 5.
    const total = (v: number | null) => (v === null ? '—' : v);
    const rows = [
      ...table.rows.map((r) => [
        en ? (r.hospitalNameEn ?? r.hospitalName) : r.hospitalName,
        en ? (r.departmentEn ?? r.department) : r.department,
        en ? (r.indicationEn ?? r.indication) : r.indication,
        ...r.cells.map(cell),
        total(r.total),
      ]),
      [en ? 'Total' : '合计', '', '', ...table.columnTotals.map(total), total(table.grandTotal)],
    ];
    await recordAudit(db, request, {
      action: 'export',
      entityType: 'diagnosis',
      message: { key: 'diagnosisExported', params: { from: body.monthFrom, to: body.monthTo } },
      detail: { ...body },
    });
    const stream = xlsxStream({
      sheetName: en ? 'Diagnosis' : '诊断数据',
      columns: [
        { header: en ? 'Hospital' : '医院', width: 28 },
        { header: en ? 'Department' : '科室', width: 14 },
        { header: en ? 'Indication' : '适应症', width: 16 },
        ...table.months.map((m) => ({ header: m, width: 10 })),
        { header: en ? 'Total' : '合计', width: 10 },
      ],
      rows,
    });
    const name = `${en ? 'diagnosis' : '诊断数据'}-${body.monthFrom}-${body.monthTo}.xlsx`;
    reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
      .send(stream);
  });
}
