import { sql } from 'drizzle-orm';
import type { MeetingBody } from '@crm/shared/contracts/meeting-schemas';
import { api, login, TENANT_A, type TestApp } from './helpers';
import { rowsOf } from '../src/db/rows';

/** Shared set-up of the meeting and workflow tests: demo choices, a valid application, tabs, uploads. */

export interface FormOptions {
  products: Array<{ id: number }>;
  institutions: Array<{ id: number }>;
  suppliers: Array<{ id: number }>;
  costCentres: Array<{ id: number; code: string }>;
  internalOrders: Array<{ id: number; costCentreId: number; productId: number | null }>;
  speakers: Array<{ id: number; doctorId: number; feeRateCents: number; productIds: number[]; name: string; hospitalName: string }>;
  materials: Array<{ id: number }>;
}

export async function tokens(t: TestApp, usernames: string[], host = TENANT_A): Promise<Record<string, string>> {
  const entries = await Promise.all(usernames.map(async (name) => [name, (await login(t.app, name, host)).access_token] as const));
  return Object.fromEntries(entries);
}

export async function formOptions(t: TestApp, token: string): Promise<FormOptions> {
  const response = await api(t.app, token, { url: '/prod-api/meeting/form-options' });
  if (response.statusCode !== 200) throw new Error(`form options: ${response.body}`);
  return response.json().result as FormOptions;
}

/** The rep's product, the east region's cost centre and a speaker qualified for the product. */
export async function repChoices(t: TestApp, repToken: string) {
  const options = await formOptions(t, repToken);
  const [row] = rowsOf<{ product_id: number }>(
    await t.app.db.execute(sql`select up.product_id from user_product up join app_user u on u.id = up.user_id
    where u.username = 'rep' and u.tenant_id = (select id from enterprise where domain = ${TENANT_A}) order by up.product_id limit 1`),
  );
  const productId = Number(row!.product_id);
  const costCentre = options.costCentres.find((cc) => cc.code === 'CC-EAST')!;
  const speaker = options.speakers.find((s) => s.productIds.length === 0 || s.productIds.includes(productId))!;
  return { options, productId, costCentre, speaker, internalOrder: options.internalOrders.find((io) => io.costCentreId === costCentre.id && io.productId === productId) };
}

export function meetingBody(choices: Awaited<ReturnType<typeof repChoices>>, overrides: Partial<MeetingBody> = {}): MeetingBody {
  const start = new Date(Date.now() + 3 * 86_400_000);
  return {
    type: 'CITY_MEETING',
    topic: '抑郁症诊疗进展城市会（测试）',
    description: null,
    productIds: [choices.productId],
    startAt: start.toISOString(),
    endAt: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
    venue: '国际会议中心三楼',
    onlineLink: null,
    expectedAttendees: 30,
    institutionId: choices.options.institutions[0]!.id,
    supplierId: choices.options.suppliers[0]!.id,
    costCentreId: choices.costCentre.id,
    internalOrderId: choices.internalOrder?.id ?? null,
    budgetLines: [
      { category: 'VENUE', amountCents: 500_000, description: null },
      { category: 'CATERING', amountCents: 300_000, description: null },
      { category: 'TRAVEL', amountCents: 100_000, description: null },
    ],
    speakers: [{ speakerId: choices.speaker.id, feeCents: Math.min(300_000, choices.speaker.feeRateCents), travelCents: 100_000, lectureTitle: '专题报告' }],
    invitedDoctorIds: [choices.speaker.doctorId],
    agenda: [{ startsAt: '14:00', title: '专题报告', speakerId: choices.speaker.id }],
    libraryVersionIds: choices.options.materials.slice(0, 1).map((m) => m.id),
    ...overrides,
  };
}

export async function createMeeting(t: TestApp, token: string, body: MeetingBody): Promise<number> {
  const response = await api(t.app, token, { method: 'POST', url: '/prod-api/meeting', payload: body });
  if (response.statusCode !== 200) throw new Error(`create meeting: ${response.body}`);
  return response.json().result.id as number;
}

/** Ids of the meetings one tab lists for a user. */
export async function tab(t: TestApp, token: string, group: string, tabName: string): Promise<number[]> {
  const response = await api(t.app, token, { url: `/prod-api/meeting/page?group=${group}&tab=${tabName}&size=100` });
  if (response.statusCode !== 200) throw new Error(`${group}/${tabName}: ${response.statusCode} ${response.body}`);
  return (response.json().result.content as Array<{ id: number }>).map((m) => m.id);
}

/** Moves a meeting in time, as if the days had passed. */
export async function shiftMeeting(t: TestApp, meetingId: number, startOffsetMs: number, endOffsetMs: number): Promise<void> {
  const now = Date.now();
  await t.app.db.execute(
    sql`update meeting set start_at = ${new Date(now + startOffsetMs).toISOString()}::timestamptz, end_at = ${new Date(now + endOffsetMs).toISOString()}::timestamptz where id = ${meetingId}`,
  );
}

export function multipart(fields: Record<string, string>, file: { name: string; content: Buffer; type?: string }) {
  const boundary = `----crm${Date.now().toString(16)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`),
  );
  parts.push(file.content, Buffer.from(`\r\n--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export const PDF = Buffer.from('%PDF-1.4\n%test invoice\n%%EOF\n');

export async function upload(t: TestApp, token: string, meetingId: number, fields: Record<string, string>, file: { name: string; content: Buffer }) {
  const body = multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: `/prod-api/meeting/${meetingId}/file`,
    headers: { host: TENANT_A, authorization: `Bearer ${token}`, 'content-type': body.contentType },
    payload: body.payload,
  });
}
