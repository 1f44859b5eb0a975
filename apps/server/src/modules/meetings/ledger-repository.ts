import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DoctorLedger } from '@crm/shared/contracts/meeting-ledger';
import type { ledgerQuery } from '@crm/shared/contracts/meeting-master-schemas';
import type { Lang } from '@crm/shared/i18n';
import { notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { calendarDay, XLSX_CONTENT_TYPE, xlsxStream, type XlsxCell } from '../../lib/xlsx-writer';
import { recordAudit } from '../../platform/audit/record-audit';
import { attachmentOf, type FileAnswer, type RequestContext } from '../../platform/contract-route';
import { yearIn } from './calendar';
import { rows as readRows } from '../../db/rows';

/** The transfer-of-value ledger: per doctor (doctor detail page), per year, and the disclosure export. */

type Row = Record<string, unknown>;
/** Totals over transfers aliased `t`. */
const sumColumns = sql`coalesce(sum(t.amount_cents) filter (where t.category = 'HONORARIUM'), 0) as honorarium,
  coalesce(sum(t.amount_cents) filter (where t.category = 'TRAVEL'), 0) as travel,
  coalesce(sum(t.amount_cents) filter (where t.category = 'MEAL'), 0) as meal, coalesce(sum(t.amount_cents), 0) as total`;
const toTotals = (r: Row) => ({ honorariumCents: Number(r.honorarium), travelCents: Number(r.travel), mealCents: Number(r.meal), totalCents: Number(r.total) });

/** Every honorarium, travel and meal a doctor received in a year, with yearly totals. */
export async function doctorLedgerOf({ db, principal }: RequestContext, doctorId: number, asked: number | undefined): Promise<DoctorLedger> {
  const tenantId = principal.tenant.id;
  const year = asked ?? yearIn(new Date(), principal.tenant.timeZone);
  const [doctor] = await readRows(db, sql`select id, name from doctor where tenant_id = ${tenantId} and id = ${doctorId}`);
  if (!doctor) throw notFound();
  const [entries, years] = await Promise.all([
    readRows(
      db,
      sql`select t.meeting_id, m.code, m.topic, t.category, t.amount_cents, t.occurred_on::text as occurred_on from transfer_of_value t join meeting m on m.id = t.meeting_id
        where t.tenant_id = ${tenantId} and t.doctor_id = ${doctorId} and t.year = ${year} order by t.occurred_on, t.id`,
    ),
    readRows(db, sql`select t.year, ${sumColumns} from transfer_of_value t where t.tenant_id = ${tenantId} and t.doctor_id = ${doctorId} group by t.year order by t.year desc`),
  ]);
  const yearRow = years.find((r) => Number(r.year) === year);
  return {
    doctorId,
    doctorName: String(doctor.name),
    year,
    totals: yearRow ? toTotals(yearRow) : { honorariumCents: 0, travelCents: 0, mealCents: 0, totalCents: 0 },
    years: years.map((r) => ({ year: Number(r.year), ...toTotals(r) })),
    entries: entries.map((r) => ({
      meetingId: Number(r.meeting_id),
      meetingCode: String(r.code),
      topic: String(r.topic),
      category: String(r.category),
      amountCents: Number(r.amount_cents),
      occurredOn: String(r.occurred_on),
    })),
  };
}

const CATEGORY_LABELS = { HONORARIUM: 'ledgerHonorarium', TRAVEL: 'ledgerTravel', MEAL: 'ledgerMeal' } as const;

/** A transfer's category as the ledger page shows it, in the reader's language. */
function categoryLabel(lang: Lang, category: string): string {
  const key = CATEGORY_LABELS[category as keyof typeof CATEGORY_LABELS];
  return key ? translate(lang, key) : category;
}

/** One doctor's ledger of a year as an .xlsx file, one row per transfer: dates as date cells, categories in words. */
export async function exportDoctorLedger({ db, principal, lang, request }: RequestContext, doctorId: number, year: number): Promise<FileAnswer> {
  const en = lang === 'en';
  const [doctor] = await readRows(db, sql`select id, code, name from doctor where tenant_id = ${principal.tenant.id} and id = ${doctorId}`);
  if (!doctor) throw notFound();
  const entries = await readRows(
    db,
    sql`select m.code as meeting_code, m.topic, to_char(t.occurred_on, 'YYYY-MM-DD') as occurred_on, t.category, t.amount_cents
      from transfer_of_value t join meeting m on m.id = t.meeting_id
      where t.tenant_id = ${principal.tenant.id} and t.doctor_id = ${doctorId} and t.year = ${year} order by t.occurred_on, t.id`,
  );
  await recordAudit(db, request, {
    action: 'export',
    entityType: 'transfer_of_value',
    entityId: doctorId,
    message: { key: 'doctorLedgerExported', params: { year, doctor: String(doctor.name) } },
    detail: { year, doctorId },
  });
  async function* rows(): AsyncIterable<XlsxCell[]> {
    for (const r of entries)
      yield [String(r.meeting_code), String(r.topic), calendarDay(String(r.occurred_on)), categoryLabel(lang, String(r.category)), Number(r.amount_cents) / 100];
  }
  const headers = en ? ['Meeting', 'Topic', 'Date', 'Category', 'Amount (CNY)'] : ['会议编号', '会议主题', '日期', '类别', '金额（元）'];
  const stream = xlsxStream({ sheetName: `${String(doctor.code)} ${year}`.slice(0, 31), columns: headers.map((header) => ({ header, width: 20 })), rows: rows() });
  return attachmentOf(XLSX_CONTENT_TYPE, `${translate(lang, 'ledgerFileName')}-${String(doctor.code)}-${year}.xlsx`, stream);
}

/** Doctors who received value in a year, with their totals, largest first. */
export async function ledgerPageOf({ db, principal }: RequestContext, query: z.output<typeof ledgerQuery>) {
  const tenantId = principal.tenant.id;
  const { year, doctorId, page, size } = query;
  const where = sql`t.tenant_id = ${tenantId} and t.year = ${year} ${doctorId ? sql`and t.doctor_id = ${doctorId}` : sql``}`;
  const [rows, [total]] = await Promise.all([
    readRows(
      db,
      sql`select t.doctor_id, d.name, h.name as hospital_name, count(distinct t.meeting_id)::int as meetings, ${sumColumns}
        from transfer_of_value t join doctor d on d.id = t.doctor_id join hospital h on h.id = d.hospital_id
        where ${where} group by t.doctor_id, d.name, h.name order by total desc, t.doctor_id limit ${size} offset ${page * size}`,
    ),
    readRows(db, sql`select count(distinct t.doctor_id)::int as n from transfer_of_value t where ${where}`),
  ]);
  return {
    content: rows.map((r) => ({
      doctorId: Number(r.doctor_id),
      doctorName: String(r.name),
      hospitalName: String(r.hospital_name),
      meetingCount: Number(r.meetings),
      ...toTotals(r),
    })),
    totalElements: Number(total?.n ?? 0),
  };
}

/** The year's ledger as an .xlsx file for disclosure reports, one row per transfer, read in batches. */
export async function exportLedger({ db, principal, lang, request }: RequestContext, year: number): Promise<FileAnswer> {
  const en = lang === 'en';
  await recordAudit(db, request, { action: 'export', entityType: 'transfer_of_value', message: { key: 'ledgerExported', params: { year } }, detail: { year } });
  async function* rows(): AsyncIterable<XlsxCell[]> {
    let after = 0;
    for (;;) {
      const batch = await readRows(
        db,
        sql`select t.id, d.code, ${en ? sql`coalesce(d.name_en, d.name)` : sql`d.name`} as name, ${en ? sql`coalesce(h.name_en, h.name)` : sql`h.name`} as hospital,
            m.code as meeting_code, m.topic, to_char(t.occurred_on, 'YYYY-MM-DD') as occurred_on, t.category, t.amount_cents
          from transfer_of_value t join doctor d on d.id = t.doctor_id join hospital h on h.id = d.hospital_id join meeting m on m.id = t.meeting_id
          where t.tenant_id = ${principal.tenant.id} and t.year = ${year} and t.id > ${after} order by t.id limit 1000`,
      );
      for (const r of batch)
        yield [
          String(r.code),
          String(r.name),
          String(r.hospital),
          String(r.meeting_code),
          String(r.topic),
          calendarDay(String(r.occurred_on)),
          categoryLabel(lang, String(r.category)),
          Number(r.amount_cents) / 100,
        ];
      if (batch.length < 1000) return;
      after = Number(batch[batch.length - 1]!.id);
    }
  }
  const headers = en
    ? ['Doctor code', 'Doctor', 'Hospital', 'Meeting', 'Topic', 'Date', 'Category', 'Amount (CNY)']
    : ['医生编码', '医生', '医院', '会议编号', '会议主题', '日期', '类别', '金额（元）'];
  const stream = xlsxStream({ sheetName: en ? `Transfers of value ${year}` : `利益转移 ${year}`, columns: headers.map((header) => ({ header, width: 18 })), rows: rows() });
  return attachmentOf(XLSX_CONTENT_TYPE, `${translate(lang, 'ledgerFileName')}-${year}.xlsx`, stream);
}
