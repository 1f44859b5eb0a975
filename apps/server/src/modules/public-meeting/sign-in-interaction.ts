import type { meetingSignIn } from '../../db/schema/meetings/meetings';
import type { InteractionInput } from '../interactions/index';

/** A sign-in on the public meeting page; the doctor is known only when the attendee was matched. */
export function meetingSignInInteraction(signIn: typeof meetingSignIn.$inferSelect, productIds: number[]): InteractionInput {
  return {
    tenantId: signIn.tenantId,
    type: 'meeting.signedIn',
    occurredAt: signIn.signedAt,
    doctorId: signIn.doctorId,
    hospitalId: signIn.hospitalId,
    channel: 'meeting',
    productId: productIds[0] ?? null,
    campaignId: signIn.meetingId,
    sourceEventId: String(signIn.id),
    properties: { meetingId: signIn.meetingId, matched: signIn.doctorId !== null },
  };
}
