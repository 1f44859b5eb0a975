import { z } from 'zod';
import { contractGroup } from '../contract';
import { pageOf } from '../envelope';
import { consentCheckSchema } from './content-consent';
import { SEND_STATUSES } from './content-sends';
import { tags, id, idParams, pageQuery } from './content-common';

/** The e-mail outbox: what the embedded mailer kept instead of sending when no mail relay is configured. */

export const outboxEmailSchema = z.object({
  id: z.number().int(),
  sendId: z.number().int().nullable(),
  toAddress: z.string(),
  subject: z.string(),
  createdAt: z.string(),
  doctorId: z.number().int().nullable(),
  doctorName: z.string().nullable(),
  doctorNameEn: z.string().nullable(),
  senderName: z.string().nullable(),
  senderNameEn: z.string().nullable(),
  batchId: z.number().int().nullable(),
  status: z.enum(SEND_STATUSES).nullable(),
  opens: z.number().int(),
  clicks: z.number().int(),
  consent: consentCheckSchema.nullable(),
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

/** Reading the outbox. */
const outboxCall = contractGroup({ method: 'GET', tags, access: { permission: 'content:outbox:view' } });

export const listEmailOutbox = outboxCall({
  path: '/content/email-outbox/page',
  summary: 'The e-mails the embedded mailer kept instead of sending (no mail relay configured), newest first, with the send and its consent check',
  query: z.object({ ...pageQuery, keyword: z.string().trim().max(100).optional(), batchId: id.optional() }),
  result: pageOf(outboxEmailSchema),
});

export const getEmailOutbox = outboxCall({
  path: '/content/email-outbox/:id',
  summary: 'One kept e-mail as it would have gone out; its tracked links and open pixel are disabled so reading it records nothing',
  params: idParams,
  result: outboxEmailSchema.extend({ html: z.string() }),
});
