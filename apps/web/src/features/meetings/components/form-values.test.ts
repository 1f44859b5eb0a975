import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { toMeetingBody, type MeetingFormValues } from './form-values';

const values = (overrides: Partial<MeetingFormValues> = {}): MeetingFormValues => ({
  type: 'CITY_MEETING',
  topic: '  城市会  ',
  productIds: [3],
  startAt: dayjs('2030-05-01T14:00:00+08:00'),
  endAt: dayjs('2030-05-01T16:30:00+08:00'),
  venue: '国际会议中心',
  onlineLink: 'https://example.com/live',
  expectedAttendees: 40,
  budgetLines: [
    { category: 'VENUE', amount: 4800.5 },
    { category: 'CATERING', amount: null },
  ],
  speakers: [{ speakerId: 9, fee: 3000, travel: 0.1 }],
  invitedDoctorIds: [1, 2],
  agenda: [
    { startsAt: dayjs('2030-05-01T14:05:00'), title: '开场', speakerId: null },
    { startsAt: null, title: '' },
  ],
  libraryVersionIds: [7],
  ...overrides,
});

describe('the meeting form as the server receives it', () => {
  it('sends yuan as integer cents and agenda times as HH:mm, dropping empty agenda rows', () => {
    const body = toMeetingBody(values());
    expect(body.budgetLines).toEqual([
      { category: 'VENUE', amountCents: 480_050, description: null },
      { category: 'CATERING', amountCents: 0, description: null },
    ]);
    expect(body.speakers).toEqual([{ speakerId: 9, feeCents: 300_000, travelCents: 10, lectureTitle: null }]);
    expect(body.agenda).toEqual([{ startsAt: '14:05', title: '开场', speakerId: null }]);
    expect(body.topic).toBe('城市会');
    expect(body.startAt).toBe('2030-05-01T06:00:00.000Z');
  });

  it('keeps only the venue for meetings on site and only the link for online ones', () => {
    expect(toMeetingBody(values())).toMatchObject({ venue: '国际会议中心', onlineLink: null });
    expect(toMeetingBody(values({ type: 'ONLINE' }))).toMatchObject({ venue: null, onlineLink: 'https://example.com/live' });
  });
});
