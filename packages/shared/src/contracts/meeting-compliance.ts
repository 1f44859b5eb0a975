import { z } from 'zod';
import { defineContract } from '../contract';
import { meetingBody } from './meeting-schemas';

/**
 * Compliance rules a reviewer expects of a meeting application, configurable per enterprise: each
 * rule is off, a warning (shown to the applicant and the approver with its reason) or a block (the
 * application cannot be submitted while it fails).
 */

const tags = ['meeting compliance'];
const cents = z.number().int().min(0).max(1_000_000_000);

export const COMPLIANCE_RULES = ['onlineHospitality', 'mealPerHead', 'speakerFeeBand', 'doctorMeetingFrequency', 'doctorAnnualSpend'] as const;
export type ComplianceRule = (typeof COMPLIANCE_RULES)[number];
export const COMPLIANCE_MODES = ['off', 'warn', 'block'] as const;
export type ComplianceMode = (typeof COMPLIANCE_MODES)[number];

const mode = z.enum(COMPLIANCE_MODES);

export const complianceRulesSchema = z.object({
  onlineHospitality: z.object({ mode }).describe('An online meeting with venue or catering costs, or a venue supplier'),
  mealPerHead: z.object({ mode, limitCents: cents.describe('The most catering may cost per expected attendee') }),
  speakerFeeBand: z
    .object({
      mode,
      bandsCents: z.object({ NATIONAL: cents, REGIONAL: cents, LOCAL: cents }).describe('The fair-market-value ceiling of one lecture’s fee, by the speaker’s tier'),
    })
    .describe('A speaker’s fee above the fair-market-value band of their tier'),
  doctorMeetingFrequency: z
    .object({ mode, count: z.number().int().min(1).max(100), days: z.number().int().min(1).max(366) })
    .describe('A doctor (invited or speaking) at more than count meetings within days before this one, this one included'),
  doctorAnnualSpend: z
    .object({ mode, limitCents: cents })
    .describe('A speaker’s transfers of value in the meeting’s year (the ledger, plus this meeting’s fee and travel) beyond the limit'),
});
export type ComplianceRules = z.infer<typeof complianceRulesSchema>;

/** What an enterprise starts with: every rule a warning, at common industry ceilings. */
export const DEFAULT_COMPLIANCE_RULES: ComplianceRules = {
  onlineHospitality: { mode: 'warn' },
  mealPerHead: { mode: 'warn', limitCents: 30_000 },
  speakerFeeBand: { mode: 'warn', bandsCents: { NATIONAL: 800_000, REGIONAL: 500_000, LOCAL: 300_000 } },
  doctorMeetingFrequency: { mode: 'warn', count: 4, days: 90 },
  doctorAnnualSpend: { mode: 'warn', limitCents: 10_000_000 },
};

export const complianceFindingSchema = z.object({
  rule: z.enum(COMPLIANCE_RULES),
  level: z.enum(['warning', 'block']),
  message: z.string().describe('Why, with the figures, in the caller’s language'),
});
export type ComplianceFinding = z.infer<typeof complianceFindingSchema>;

export const complianceRules = defineContract({
  method: 'GET',
  path: '/meeting/compliance/rules',
  tags,
  summary: 'The enterprise’s compliance rules for meeting applications',
  description: 'For applicants and for those who set the rules.',
  access: { authenticated: true, checks: ['meeting:application:add', 'meeting:settings:edit'] },
  result: complianceRulesSchema,
});

export const saveComplianceRules = defineContract({
  method: 'PUT',
  path: '/meeting/compliance/rules',
  tags,
  summary: 'Sets the compliance rules; they apply to applications checked or submitted from now on',
  access: { permission: 'meeting:settings:edit' },
  body: complianceRulesSchema,
  encoding: 'json',
  result: complianceRulesSchema,
});

export const checkMeetingCompliance = defineContract({
  method: 'POST',
  path: '/meeting/compliance/check',
  tags,
  summary: 'What the compliance rules say of an application as the form holds it, before it is saved or submitted',
  access: { permission: 'meeting:application:add' },
  readOnly: true,
  body: meetingBody,
  encoding: 'json',
  result: z.array(complianceFindingSchema),
});

export const meetingCompliance = defineContract({
  method: 'GET',
  path: '/meeting/:id/compliance',
  tags,
  summary: 'What the compliance rules say of a meeting as stored: for its applicant and its approvers',
  description: 'Visible to whoever may see the meeting (404 otherwise).',
  access: { authenticated: true },
  params: z.object({ id: z.coerce.number().int().positive() }),
  result: z.array(complianceFindingSchema),
});
