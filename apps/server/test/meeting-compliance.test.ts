import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COMPLIANCE_RULES, type ComplianceFinding, type ComplianceRules } from '@crm/shared/contracts/meeting-compliance';
import type { MeetingBody } from '@crm/shared/contracts/meeting-schemas';
import { api, buildTestApp, TENANT_B, type TestApp } from './helpers';
import { createMeeting, meetingBody, repChoices, tokens } from './meeting-fixtures';

/** The compliance rules a reviewer expects of a meeting application: warnings or blocks, each with its reason. */
describe('meeting compliance rules', () => {
  let t: TestApp;
  let token: Record<string, string>;
  let choices: Awaited<ReturnType<typeof repChoices>>;

  beforeAll(async () => {
    t = await buildTestApp();
    token = await tokens(t, ['rep', 'manager', 'admin']);
    choices = await repChoices(t, token.rep!);
  });
  afterAll(() => t.close());

  const check = async (body: MeetingBody, lang = 'en') => {
    const answer = await api(t.app, token.rep!, { method: 'POST', url: '/prod-api/meeting/compliance/check', payload: body, lang });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().result as ComplianceFinding[];
  };
  const setRules = async (rules: ComplianceRules) => {
    const saved = await api(t.app, token.admin!, { method: 'PUT', url: '/prod-api/meeting/compliance/rules', payload: rules });
    expect(saved.statusCode, saved.body).toBe(200);
  };
  /** Runs with changed rules, and puts the defaults back whatever happens. */
  const withRules = async (change: Partial<ComplianceRules>, run: () => Promise<void>) => {
    await setRules({ ...DEFAULT_COMPLIANCE_RULES, ...change });
    try {
      await run();
    } finally {
      await setRules(DEFAULT_COMPLIANCE_RULES);
    }
  };
  const online = (overrides: Partial<MeetingBody> = {}) =>
    meetingBody(choices, {
      type: 'ONLINE',
      venue: null,
      onlineLink: 'https://meeting.example.com/room/1',
      supplierId: null,
      budgetLines: [
        { category: 'VENUE', amountCents: 700_000, description: null },
        { category: 'CATERING', amountCents: 300_000, description: null },
        { category: 'TRAVEL', amountCents: 100_000, description: null },
      ],
      ...overrides,
    });

  it('warns the applicant and the approver of an online meeting with venue and catering costs', async () => {
    const findings = await check(online());
    expect(findings).toEqual([
      { rule: 'onlineHospitality', level: 'warning', message: 'An online meeting should have no venue or catering costs (venue ¥7,000.00, catering ¥3,000.00)' },
    ]);
    // A warning does not stop the submission; the approver reads it on the meeting, in their language.
    const id = await createMeeting(t, token.rep!, online());
    const submitted = await api(t.app, token.rep!, { method: 'POST', url: `/prod-api/meeting/${id}/submit` });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const approver = await api(t.app, token.manager!, { url: `/prod-api/meeting/${id}/compliance`, lang: 'zh' });
    expect(approver.statusCode, approver.body).toBe(200);
    expect(approver.json().result).toEqual([{ rule: 'onlineHospitality', level: 'warning', message: '线上会议不应产生场地或餐饮费用（场地 ¥7,000.00，餐饮 ¥3,000.00）' }]);
    // An in-person meeting with the same costs raises nothing of the kind.
    expect((await check(meetingBody(choices))).map((finding) => finding.rule)).not.toContain('onlineHospitality');
  });

  it('blocks the submission when the enterprise makes the rule a block, and keeps the draft', async () => {
    await withRules({ onlineHospitality: { mode: 'block' } }, async () => {
      const id = await createMeeting(t, token.rep!, online());
      const refused = await api(t.app, token.rep!, { method: 'POST', url: `/prod-api/meeting/${id}/submit`, lang: 'en' });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe('A compliance rule fails: An online meeting should have no venue or catering costs (venue ¥7,000.00, catering ¥3,000.00)');
      expect((await api(t.app, token.rep!, { url: `/prod-api/meeting/${id}` })).json().result.status).toBe('DRAFT');
      expect((await check(online()))[0]!.level).toBe('block');
    });
  });

  it('warns of catering above the cap per attendee', async () => {
    const body = meetingBody(choices, {
      expectedAttendees: 10,
      budgetLines: [
        { category: 'CATERING', amountCents: 500_000, description: null },
        { category: 'TRAVEL', amountCents: 100_000, description: null },
      ],
    });
    expect(await check(body)).toContainEqual({ rule: 'mealPerHead', level: 'warning', message: 'Catering of ¥500.00 per attendee is above the ¥300.00 limit' });
    expect((await check({ ...body, expectedAttendees: 20 })).map((finding) => finding.rule)).not.toContain('mealPerHead');
  });

  it('warns of a speaker fee above the fair-market-value band of the speaker’s tier', async () => {
    const fee = Math.min(300_000, choices.speaker.feeRateCents);
    await withRules({ speakerFeeBand: { mode: 'warn', bandsCents: { NATIONAL: fee - 100, REGIONAL: fee - 100, LOCAL: fee - 100 } } }, async () => {
      const [finding] = (await check(meetingBody(choices))).filter((one) => one.rule === 'speakerFeeBand');
      expect(finding?.message).toMatch(/^.+'s fee of ¥[\d,.]+ is above the fair-market-value ceiling of ¥[\d,.]+ for a (national|regional|local) speaker$/);
    });
    expect((await check(meetingBody(choices))).map((finding) => finding.rule)).not.toContain('speakerFeeBand');
  });

  it('warns of a doctor at too many meetings in the period', async () => {
    await withRules({ doctorMeetingFrequency: { mode: 'warn', count: 1, days: 30 } }, async () => {
      // Another meeting of the same speaker in approval, two days before.
      const earlier = meetingBody(choices);
      const shifted = {
        ...earlier,
        startAt: new Date(Date.parse(earlier.startAt) - 2 * 86_400_000).toISOString(),
        endAt: new Date(Date.parse(earlier.endAt) - 2 * 86_400_000).toISOString(),
      };
      const id = await createMeeting(t, token.rep!, shifted);
      expect((await api(t.app, token.rep!, { method: 'POST', url: `/prod-api/meeting/${id}/submit` })).statusCode).toBe(200);
      const [finding] = (await check(meetingBody(choices))).filter((one) => one.rule === 'doctorMeetingFrequency');
      expect(finding?.message).toMatch(/^.+ would be at \d+ meetings within 30 days, more than 1$/);
    });
  });

  it('warns of a speaker whose transfers of value in the year would pass the limit', async () => {
    await withRules({ doctorAnnualSpend: { mode: 'warn', limitCents: 100_000 } }, async () => {
      const [finding] = (await check(meetingBody(choices), 'zh')).filter((one) => one.rule === 'doctorAnnualSpend');
      expect(finding?.message).toMatch(/^.+ 在 \d{4} 年获得的利益转移将达 ¥[\d,.]+，超过上限 ¥1,000.00$/);
    });
  });

  it('lets applicants read the rules and only settings editors change them, per enterprise, with valid values', async () => {
    const read = await api(t.app, token.rep!, { url: '/prod-api/meeting/compliance/rules' });
    expect(read.statusCode).toBe(200);
    expect(read.json().result).toEqual(DEFAULT_COMPLIANCE_RULES);
    expect((await api(t.app, token.rep!, { method: 'PUT', url: '/prod-api/meeting/compliance/rules', payload: DEFAULT_COMPLIANCE_RULES })).statusCode).toBe(403);
    const bad = await api(t.app, token.admin!, {
      method: 'PUT',
      url: '/prod-api/meeting/compliance/rules',
      payload: { ...DEFAULT_COMPLIANCE_RULES, mealPerHead: { mode: 'sometimes', limitCents: -1 } },
      lang: 'en',
    });
    expect(bad.statusCode).toBe(400);
    await withRules({ mealPerHead: { mode: 'off', limitCents: 30_000 } }, async () => {
      expect((await api(t.app, token.rep!, { url: '/prod-api/meeting/compliance/rules' })).json().result.mealPerHead.mode).toBe('off');
      // Another enterprise keeps its own rules.
      const [other] = Object.values(await tokens(t, ['admin'], TENANT_B));
      const theirs = await api(t.app, other!, { url: '/prod-api/meeting/compliance/rules', host: TENANT_B });
      expect(theirs.json().result.mealPerHead.mode).toBe('warn');
    });
    // A meeting the caller may not see answers 404.
    expect((await api(t.app, token.rep!, { url: '/prod-api/meeting/999999/compliance' })).statusCode).toBe(404);
  });
});
