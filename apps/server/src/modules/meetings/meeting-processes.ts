import { and, eq } from 'drizzle-orm';
import type { MeetingStatus } from '@crm/shared/contracts/meeting-schemas';
import { meeting } from '../../db/schema/meetings/meetings';
import { registerProcess, type TransitionOutcome, type Tx } from '../workflow/index';
import { writeTransfersOfValue } from './transfer-of-value';

/** How approval outcomes move a meeting: its application chain, then its payment chain. */

type MeetingChange = Partial<typeof meeting.$inferInsert>;

async function updateMeeting(tx: Tx, tenantId: number, meetingId: number | null, change: MeetingChange): Promise<void> {
  if (meetingId === null) return;
  await tx
    .update(meeting)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(meeting.tenantId, tenantId), eq(meeting.id, meetingId)));
}

const APPLICATION: Partial<Record<TransitionOutcome, (instanceId: number) => MeetingChange>> = {
  SUBMITTED: (instanceId) => ({ status: 'IN_APPROVAL', applicationInstanceId: instanceId, submittedAt: new Date() }),
  RESUBMITTED: () => ({ status: 'IN_APPROVAL', submittedAt: new Date() }),
  REJECTED: () => ({ status: 'REJECTED' }),
  APPROVED: () => ({ status: 'APPROVED', approvedAt: new Date() }),
  WITHDRAWN: () => ({ status: 'CANCELLED' }),
};

registerProcess('MEETING_APPLICATION', {
  decidePermission: 'meeting:application:approve',
  links: (instance) => ({ approver: `/meeting/approvalDetail?id=${instance.businessId}`, applicant: `/meeting/meetDetail?id=${instance.businessId}` }),
  onTransition: async (tx, { instance, outcome }) => {
    const change = APPLICATION[outcome];
    if (change) await updateMeeting(tx, instance.tenantId, instance.businessId, change(instance.id));
  },
});

const PAYMENT: Partial<Record<TransitionOutcome, (instanceId: number) => MeetingChange>> = {
  SUBMITTED: (instanceId) => ({ status: 'PAYMENT_IN_APPROVAL', paymentInstanceId: instanceId }),
  RESUBMITTED: () => ({ status: 'PAYMENT_IN_APPROVAL' }),
  REJECTED: () => ({ status: 'PAYMENT_REJECTED' }),
  APPROVED: () => ({ status: 'PAID' satisfies MeetingStatus, paidAt: new Date() }),
  // A withdrawn payment goes back to waiting for its (corrected) submission.
  WITHDRAWN: () => ({ status: 'CONFIRMED' }),
};

registerProcess('MEETING_PAYMENT', {
  decidePermission: 'meeting:payment:approve',
  links: (instance) => ({ approver: `/meeting/paymentApprovalDetail?id=${instance.businessId}`, applicant: `/meeting/meetDetail?id=${instance.businessId}` }),
  onTransition: async (tx, { instance, outcome }) => {
    const change = PAYMENT[outcome];
    if (change) await updateMeeting(tx, instance.tenantId, instance.businessId, change(instance.id));
    if (outcome === 'APPROVED' && instance.businessId !== null) await writeTransfersOfValue(tx, instance.tenantId, instance.businessId);
  },
});
