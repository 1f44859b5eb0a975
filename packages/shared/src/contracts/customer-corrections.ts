import { z } from 'zod';
import { defineContract } from '../contract';
import { correctionFilterSchema, correctionRejectSchema, correctionSchema } from '../customer-correction-schemas';
import { pageOf } from '../envelope';

/**
 * The data stewards' review of the requests filed through `correct/insert`: the same permission
 * that approves verifications decides them, once; an approval writes the value to the doctor.
 */

const tags = ['corrections'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const paging = { page: z.coerce.number().int().min(0).max(10_000).default(0), size: z.coerce.number().int().min(1).max(100).default(20) };
const decided = 'A request is decided once: deciding it again, or a second steward deciding it at the same time, answers 409.';

export const correctionPage = defineContract({
  method: 'GET',
  path: '/correct/findBy/page',
  tags,
  summary: 'Correction requests about doctors within the caller’s data range, newest first, for review',
  description: 'Repeat `status` for several statuses (`status=APPROVED&status=REJECTED`).',
  access: { permission: 'customer:verify:approve' },
  query: correctionFilterSchema.extend(paging),
  result: pageOf(correctionSchema),
});

export const approveCorrection = defineContract({
  method: 'POST',
  path: '/correct/approve/:id',
  tags,
  summary: 'A data steward approves a pending correction: the corrected value is written to the doctor in the same transaction',
  description: decided,
  access: { permission: 'customer:verify:approve' },
  params: idParams,
  body: z.object({}).nullish(),
  encoding: 'json',
  result: correctionSchema,
});

export const rejectCorrection = defineContract({
  method: 'POST',
  path: '/correct/reject/:id',
  tags,
  summary: 'A data steward rejects a pending correction, with the reason the requester will see',
  description: decided,
  access: { permission: 'customer:verify:approve' },
  params: idParams,
  body: correctionRejectSchema,
  encoding: 'json',
  result: correctionSchema,
});
