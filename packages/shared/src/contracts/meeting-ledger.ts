import { z } from 'zod';
import { defineContract, XLSX_MEDIA_TYPE } from '../contract';
import { pageOf } from '../envelope';
import { ledgerQuery } from './meeting-master-schemas';

/** The transfer-of-value ledger: per doctor (doctor detail page), per year, and the disclosure export. */

const tags = ['transfer of value'];
const cents = z.number().int();
const totals = z.object({ honorariumCents: cents, travelCents: cents, mealCents: cents, totalCents: cents });
const doctorParams = z.object({ doctorId: z.coerce.number().int().positive() });

export const doctorLedgerSchema = z.object({
  doctorId: z.number().int(),
  doctorName: z.string(),
  year: z.number().int(),
  totals,
  years: z.array(totals.extend({ year: z.number().int() })),
  entries: z.array(z.object({ meetingId: z.number().int(), meetingCode: z.string(), topic: z.string(), category: z.string(), amountCents: cents, occurredOn: z.string() })),
});
export type DoctorLedger = z.infer<typeof doctorLedgerSchema>;

export const doctorLedger = defineContract({
  method: 'GET',
  path: '/meeting/tov/doctor/:doctorId',
  tags,
  summary: 'Every honorarium, travel and meal a doctor received from the tenant’s meetings in a year, with yearly totals',
  access: { permission: 'customer:doctor:view' },
  params: doctorParams,
  query: z.object({ year: z.coerce.number().int().min(2000).max(2100).optional().describe('default: this year') }),
  result: doctorLedgerSchema,
});

export const exportDoctorLedger = defineContract({
  method: 'GET',
  path: '/meeting/tov/doctor/:doctorId/export',
  tags,
  summary: 'One doctor’s ledger of a year as an .xlsx file, one row per transfer',
  access: { permission: 'customer:doctor:view' },
  params: doctorParams,
  query: z.object({ year: z.coerce.number().int().min(2000).max(2100) }),
  result: 'file',
  fileTypes: [XLSX_MEDIA_TYPE],
});

export const ledgerPage = defineContract({
  method: 'GET',
  path: '/meeting/tov/page',
  tags,
  summary: 'Doctors who received value in a year, with their totals, largest first',
  access: { permission: 'meeting:budget:list' },
  query: ledgerQuery,
  result: pageOf(totals.extend({ doctorId: z.number().int(), doctorName: z.string(), hospitalName: z.string(), meetingCount: z.number().int() })),
});

export const exportLedger = defineContract({
  method: 'GET',
  path: '/meeting/tov/export',
  tags,
  summary: 'The year’s ledger as an .xlsx file for disclosure reports, one row per transfer',
  access: { permission: 'meeting:budget:list' },
  query: z.object({ year: z.coerce.number().int().min(2000).max(2100) }),
  result: 'file',
  fileTypes: [XLSX_MEDIA_TYPE],
});
