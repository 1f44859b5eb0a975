import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { VisitFilter } from '@crm/shared/contracts/visit-schemas';
import type { Visit, visitExportQuery } from '@crm/shared/contracts/visits';
import type { Lang } from '@crm/shared/i18n';
import type { Database } from '../../db/client';
import { dictData } from '../../db/schema/platform/tenancy';
import { XLSX_CONTENT_TYPE, xlsxStream, type XlsxCell } from '../../lib/xlsx-writer';
import type { FileAnswer, RequestContext } from '../../platform/contract-route';
import { requirePermission } from '../../platform/route-access';
import { recordAudit } from '../../platform/audit/record-audit';
import type { Principal } from '../../platform/principal';
import { filterConditions, findVisits } from './visit-repository';
import { ownVisitsCondition, teamVisitsCondition } from './visit-scope';

const BATCH = 2000;
const HEADERS: Record<Lang, string[]> = {
  zh: ['开始时间', '结束时间', '状态', '医生', '医院', '科室', '拜访方式', '拜访目的', '拜访时长', '拜访结果', '产品', '协访人', '拜访人', '备注', '下一步'],
  en: [
    'Start',
    'End',
    'Status',
    'Doctor',
    'Hospital',
    'Department',
    'Visit type',
    'Purpose',
    'Duration',
    'Result',
    'Products',
    'Joint visitors',
    'Visited by',
    'Notes',
    'Next step',
  ],
};
const STATUS: Record<Lang, Record<string, string>> = {
  zh: { planned: '计划中', completed: '已完成', cancelled: '已取消' },
  en: { planned: 'Planned', completed: 'Completed', cancelled: 'Cancelled' },
};

/**
 * Every matching visit, newest first, fetched in keyset batches so memory stays flat. The next
 * batch is asked for while the current one is written, so the database and the writer overlap.
 */
async function* visitBatches(db: Database, principal: Principal, scope: 'my' | 'team', filter: VisitFilter): AsyncGenerator<Visit> {
  const base = filterConditions(filter, principal.tenant.timeZone);
  const scopeCondition = scope === 'my' ? ownVisitsCondition(principal) : teamVisitsCondition(principal);
  const fetchAfter = (last: Visit | undefined) => {
    // The last row's own start (microseconds) rather than its millisecond ISO form: visits that
    // start within the same millisecond would otherwise be skipped. (Spelled as a row of a scalar
    // subquery, so that it stays a condition on the index.)
    const after = last ? [sql`(v.start_at, v.id) < ((select lv.start_at from visit lv where lv.id = ${last.id}), ${last.id})`] : [];
    const batch = findVisits(db, { tenantId: principal.tenant.id, scope: scopeCondition, conditions: [...base, ...after], limit: BATCH, offset: 0 });
    // A download cancelled mid-way leaves the batch ahead unread: its failure is then of no interest.
    batch.catch(() => undefined);
    return batch;
  };
  let next = fetchAfter(undefined);
  for (;;) {
    const rows = await next;
    const full = rows.length === BATCH;
    if (full) next = fetchAfter(rows[rows.length - 1]);
    yield* rows;
    if (!full) return;
  }
}

/** The filtered visits of the caller (scope my) or their team as an .xlsx file, streamed. */
export async function sendVisitWorkbook(context: RequestContext, query: z.output<typeof visitExportQuery>): Promise<FileAnswer> {
  const { scope, ...filter } = query;
  // One path serves both scopes: the team's visits need the team permission as well.
  const principal = scope === 'team' ? requirePermission(context.request, 'visit:teamVisit:list') : context.principal;
  const { db, lang } = context;
  const labels = await dictionaryLabels(db, principal.tenant.id, lang);
  const label = (key: string, code: string | null) => (code ? (labels.get(`${key}:${code}`) ?? code) : '');
  const name = (zh: string, en: string | null) => (lang === 'en' && en ? en : zh);
  async function* rows(): AsyncGenerator<XlsxCell[]> {
    for await (const v of visitBatches(db, principal, scope, filter)) {
      yield [
        new Date(v.startAt),
        new Date(v.endAt),
        STATUS[lang][v.status] ?? v.status,
        name(v.doctor.name, v.doctor.nameEn),
        name(v.hospital.name, v.hospital.nameEn),
        v.doctor.department ? name(v.doctor.department, v.doctor.departmentEn) : '',
        label('visitType', v.visitType),
        label('visitPurpose', v.purpose),
        label('visitDuration', v.duration),
        label('visitResults', v.result),
        v.products.map((p) => name(p.name, p.nameEn)).join(', '),
        v.participants.map((p) => name(p.firstName, p.nameEn)).join(', '),
        name(v.user.firstName, v.user.nameEn),
        v.notes ?? '',
        v.nextStep ?? '',
      ];
    }
  }
  await recordAudit(db, context.request, {
    action: 'export',
    entityType: 'visit',
    message: { key: 'visitsExported', params: { scope: scope === 'team' ? { zh: '团队', en: 'team' } : { zh: '我的', en: 'mine' } } },
    detail: { scope, filter },
  });
  const fileName = `${lang === 'en' ? 'visits' : '拜访记录'}-${new Date().toISOString().slice(0, 10)}.xlsx`;
  return {
    headers: { 'content-type': XLSX_CONTENT_TYPE, 'content-disposition': `attachment; filename="visits.xlsx"; filename*=UTF-8''${encodeURIComponent(fileName)}` },
    body: xlsxStream({
      sheetName: lang === 'en' ? 'Visits' : '拜访记录',
      columns: HEADERS[lang].map((header, i) => ({ header, width: i < 2 ? 18 : i === 13 ? 40 : 16 })),
      rows: rows(),
      timeZone: principal.tenant.timeZone,
    }),
  };
}

async function dictionaryLabels(db: Database, tenantId: number, lang: Lang): Promise<Map<string, string>> {
  const rows = await db
    .select()
    .from(dictData)
    .where(and(eq(dictData.tenantId, tenantId), inArray(dictData.dictKey, ['visitType', 'visitPurpose', 'visitDuration', 'visitResults'])));
  return new Map(rows.map((row) => [`${row.dictKey}:${row.code}`, lang === 'en' ? row.labelEn : row.label]));
}
