import { z } from 'zod';
import { contractGroup, defineContract } from '../contract';
import { pageOf } from '../envelope';
import { SPEAKER_APPROVAL_TABS, SPEAKER_LIST_TABS, speakerBody, speakerSettingsBody } from './meeting-master-schemas';
import { meetingCommentBody, meetingDecisionBody } from './meeting-schemas';
import { queryBoolean } from '../query-params';

/** Speaker profiles: their lists, the profile, its approval and its deactivation. */

const tags = ['speakers'];
const id = z.number().int();
const cents = z.number().int().describe('integer cents');
const idParams = z.object({ id: z.coerce.number().int().positive() });

export const speakerStateSchema = z.object({ id, status: z.string().describe('DRAFT, IN_APPROVAL, REJECTED, APPROVED or INACTIVE') });
export type SpeakerState = z.infer<typeof speakerStateSchema>;

/** What every view of a speaker profile shows first: the doctor, the hospital, the tier and the fee rate. */
const speakerFields = {
  id,
  doctorId: id,
  doctorName: z.string(),
  doctorNameEn: z.string().nullable(),
  hospitalName: z.string(),
  hospitalNameEn: z.string().nullable(),
  tier: z.string(),
  feeRateCents: cents,
};

export const speakerDetailSchema = z.object({
  ...speakerFields,
  contractNo: z.string(),
  contractStart: z.string(),
  contractEnd: z.string(),
  status: z.string(),
  remark: z.string().nullable(),
  instanceId: id.nullable().describe('its approval in /prod-api/workflow/instance/{id}'),
  createdBy: z.object({ id, name: z.string() }),
  qualifications: z.array(z.object({ productId: id.nullable(), productName: z.string().nullable(), topic: z.string(), level: z.string() })),
  honoraria: z.object({ year: z.number().int(), usedCents: cents, capCents: cents, remainingCents: cents }),
  myTask: z.object({ taskId: id, stepId: z.string() }).nullable(),
});
export type SpeakerDetail = z.infer<typeof speakerDetailSchema>;
export type SpeakerQualification = SpeakerDetail['qualifications'][number];

export const speakerListItemSchema = z.object({
  ...speakerFields,
  contractEnd: z.string(),
  status: z.string(),
  createdById: id.describe('who created the profile: only they may change or submit it'),
  createdByName: z.string(),
  createdByNameEn: z.string().nullable(),
  currentStep: z.object({ name: z.string(), nameEn: z.string() }).nullable(),
  myTaskId: id.nullable(),
  updatedAt: z.string(),
});
export type SpeakerListItem = z.infer<typeof speakerListItemSchema>;

const paging = {
  keyword: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
};

/**
 * The speaker lists: `/meeting/speaker` tabs (every profile of the tenant: speakers are a shared
 * resource once approved) and `/meeting/speakerApprove` tabs (steps waiting for or decided by me).
 */
/** Reading speakers and their settings. */
const speakerListCall = contractGroup({ method: 'GET', tags, access: { permission: 'meeting:speaker:list' } });
/** Entering and keeping speakers. */
const speakerEditCall = contractGroup({ tags, access: { permission: 'meeting:speaker:add' } });

export const speakerPage = speakerListCall({
  path: '/speaker/page',
  summary: 'Speaker profiles: speakerMaintenance (all), speakerApproval (in approval), speakerApproved (approved)',
  query: z.object({ tab: z.enum(SPEAKER_LIST_TABS).default('speakerMaintenance'), mine: queryBoolean.default(false), ...paging }),
  result: pageOf(speakerListItemSchema),
});

export const speakerApprovalPage = defineContract({
  method: 'GET',
  path: '/speaker/approval/page',
  tags,
  summary: 'Speaker approvals: sApproval (waiting for me), sApproved (decided by me)',
  access: { permission: 'meeting:speakerApproval:list' },
  query: z.object({ tab: z.enum(SPEAKER_APPROVAL_TABS).default('sApproval'), ...paging }),
  result: pageOf(speakerListItemSchema),
});

/** Speaker profiles: maintenance by medical affairs, the speaker approval chain, and the tenant's honoraria cap. */

export const getSpeaker = defineContract({
  method: 'GET',
  path: '/speaker/:id',
  tags,
  summary: 'A speaker profile with qualifications, contract, this year’s honoraria against the cap, and the caller’s open step',
  access: { authenticated: true },
  params: idParams,
  result: speakerDetailSchema,
});

export const createSpeaker = speakerEditCall({
  method: 'POST',
  path: '/speaker',
  summary: 'Creates a speaker profile for a doctor, as a draft',
  body: speakerBody,
  encoding: 'json',
  result: speakerStateSchema,
});

export const updateSpeaker = speakerEditCall({
  method: 'PUT',
  path: '/speaker/:id',
  summary: 'Changes a draft or rejected profile',
  params: idParams,
  body: speakerBody,
  encoding: 'json',
  result: speakerStateSchema,
});

export const submitSpeaker = speakerEditCall({
  method: 'POST',
  path: '/speaker/:id/submit',
  summary: 'Submits a profile into the speaker chain, or resubmits a rejected one',
  params: idParams,
  result: speakerStateSchema,
});

export const decideSpeaker = defineContract({
  method: 'POST',
  path: '/speaker/:id/approval',
  tags,
  summary: 'Decides the caller’s open step of a speaker’s approval',
  access: { permission: 'meeting:speaker:approve' },
  params: idParams,
  body: meetingDecisionBody,
  encoding: 'json',
  result: speakerStateSchema,
});

export const deactivateSpeaker = speakerEditCall({
  method: 'POST',
  path: '/speaker/:id/deactivate',
  summary: 'Retires an approved speaker: no new meeting may book them',
  params: idParams,
  body: meetingCommentBody.default({}),
  encoding: 'json',
  result: speakerStateSchema,
});

export type SpeakerSettings = z.infer<typeof speakerSettingsBody>;

export const speakerSettings = speakerListCall({
  path: '/speaker/settings',
  summary: 'The tenant’s annual honoraria cap per speaker',
  result: speakerSettingsBody,
});

export const saveSpeakerSettings = defineContract({
  method: 'PUT',
  path: '/speaker/settings',
  tags,
  summary: 'Sets the annual honoraria cap; it applies to applications submitted from now on',
  access: { permission: 'meeting:settings:edit' },
  body: speakerSettingsBody,
  encoding: 'json',
  result: speakerSettingsBody,
});
