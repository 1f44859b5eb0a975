import dayjs, { type Dayjs } from 'dayjs';
import { proposedSlot } from '@/lib/session/proposed-slot';
import type { MeetingBody, MeetingType } from '@crm/shared/contracts/meeting-schemas';
import type { MeetingDetail } from '../api/meeting-types';
import { centsToYuan, yuanToCents } from './money';

/** What the meeting form edits; money in yuan, times as dayjs. */
export interface MeetingFormValues {
  type: MeetingType;
  topic: string;
  description?: string | null;
  productIds: number[];
  startAt: Dayjs;
  endAt: Dayjs;
  venue?: string | null;
  onlineLink?: string | null;
  expectedAttendees: number;
  institutionId?: number | null;
  supplierId?: number | null;
  costCentreId?: number | null;
  internalOrderId?: number | null;
  budgetLines: Array<{ category: MeetingBody['budgetLines'][number]['category']; amount: number | null; description?: string | null }>;
  speakers: Array<{ speakerId: number; fee: number | null; travel: number | null; lectureTitle?: string | null }>;
  invitedDoctorIds: number[];
  agenda: Array<{ startsAt: Dayjs | null; title: string; speakerId?: number | null }>;
  libraryVersionIds: number[];
}

const blank = (text: string | null | undefined) => (text && text.trim() ? text.trim() : null);

export function toMeetingBody(values: MeetingFormValues): MeetingBody {
  const isOnline = values.type === 'ONLINE';
  return {
    type: values.type,
    topic: values.topic.trim(),
    description: blank(values.description),
    productIds: values.productIds,
    startAt: values.startAt.second(0).millisecond(0).toISOString(),
    endAt: values.endAt.second(0).millisecond(0).toISOString(),
    venue: isOnline ? null : blank(values.venue),
    onlineLink: isOnline ? blank(values.onlineLink) : null,
    expectedAttendees: values.expectedAttendees,
    institutionId: values.institutionId ?? null,
    supplierId: values.supplierId ?? null,
    costCentreId: values.costCentreId ?? null,
    internalOrderId: values.internalOrderId ?? null,
    budgetLines: (values.budgetLines ?? []).map((line) => ({ category: line.category, amountCents: yuanToCents(line.amount), description: blank(line.description) })),
    speakers: (values.speakers ?? []).map((s) => ({
      speakerId: s.speakerId,
      feeCents: yuanToCents(s.fee),
      travelCents: yuanToCents(s.travel),
      lectureTitle: blank(s.lectureTitle),
    })),
    invitedDoctorIds: values.invitedDoctorIds ?? [],
    agenda: (values.agenda ?? [])
      .filter((item) => item.startsAt && item.title?.trim())
      .map((item) => ({ startsAt: item.startsAt!.format('HH:mm'), title: item.title.trim(), speakerId: item.speakerId ?? null })),
    libraryVersionIds: values.libraryVersionIds ?? [],
  };
}

export function fromMeetingDetail(meeting: MeetingDetail): MeetingFormValues {
  return {
    type: meeting.type as MeetingType,
    topic: meeting.topic,
    description: meeting.description,
    productIds: meeting.products.map((p) => p.id),
    startAt: dayjs(meeting.startAt),
    endAt: dayjs(meeting.endAt),
    venue: meeting.venue,
    onlineLink: meeting.onlineLink,
    expectedAttendees: meeting.expectedAttendees,
    institutionId: meeting.institution?.id ?? null,
    supplierId: meeting.supplier?.id ?? null,
    costCentreId: meeting.costCentre?.id ?? null,
    internalOrderId: meeting.internalOrder?.id ?? null,
    budgetLines: meeting.budgetLines
      .filter((line) => line.category !== 'HONORARIA')
      .map((line) => ({
        category: line.category as MeetingFormValues['budgetLines'][number]['category'],
        amount: centsToYuan(line.estimatedCents),
        description: line.description,
      })),
    speakers: meeting.speakers.map((s) => ({ speakerId: s.speakerId, fee: centsToYuan(s.feeCents), travel: centsToYuan(s.travelCents), lectureTitle: s.lectureTitle })),
    invitedDoctorIds: meeting.invitees.map((d) => d.doctorId),
    agenda: meeting.agenda.map((item) => ({ startsAt: dayjs(`2000-01-01T${item.startsAt}`), title: item.title, speakerId: item.speakerId })),
    libraryVersionIds: meeting.materials.map((m) => m.versionId),
  };
}

/** A new application: the next working day's afternoon (14:00 where the browser is), the usual lines to fill in. */
export function newMeetingValues(): Partial<MeetingFormValues> {
  const start = proposedSlot(14, { timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone, fromNextDay: true });
  return {
    type: 'DEPARTMENT_MEETING',
    startAt: start,
    endAt: start.add(2, 'hour'),
    expectedAttendees: 20,
    productIds: [],
    budgetLines: [
      { category: 'VENUE', amount: null },
      { category: 'CATERING', amount: null },
    ],
    speakers: [],
    invitedDoctorIds: [],
    agenda: [],
    libraryVersionIds: [],
  };
}
