import { z } from 'zod';
import { contractGroup } from '../contract';
import { correctionFilterSchema, correctionRejectSchema, correctionSchema } from './customer-correction-schemas';
import { pageOf } from '../envelope';

/**
 * The data stewards' review of the requests filed through `correct/insert`: the same permission
 * that approves verifications decides them, once; an approval writes the value to the doctor.
 */

const tags = ['corrections'];
const idParams = z.object({ id: z.coerce.number().int().positive() });
const paging = { page: z.coerce.number().int().min(0).max(10_000).default(0), size: z.coerce.number().int().min(1).max(100).default(20) };
const decided = 'A request is decided once: deciding it again, or a second steward deciding it at the same time, answers 409.';

/** A data steward's review of correction requests. */
const reviewCall = contractGroup({ tags, access: { permission: 'customer:verify:approve' } });

export const correctionPage = reviewCall({
  method: 'GET',
  path: '/correct/findBy/page',
  summary: 'Correction requests about doctors within the caller’s data range, newest first, for review',
  description: 'Repeat `status` for several statuses (`status=APPROVED&status=REJECTED`).',
  query: correctionFilterSchema.extend(paging),
  result: pageOf(correctionSchema),
});

export const approveCorrection = reviewCall({
  method: 'POST',
  path: '/correct/approve/:id',
  summary: 'A data steward approves a pending correction: the corrected value is written to the doctor in the same transaction',
  description: decided,
  params: idParams,
  body: z.object({}).nullish(),
  encoding: 'json',
  result: correctionSchema,
});

export const rejectCorrection = reviewCall({
  method: 'POST',
  path: '/correct/reject/:id',
  summary: 'A data steward rejects a pending correction, with the reason the requester will see',
  description: decided,
  params: idParams,
  body: correctionRejectSchema,
  encoding: 'json',
  result: correctionSchema,
});
