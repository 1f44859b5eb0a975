import type { doctorWecomBinding } from '../../../db/schema/customers/customers';
import type { InteractionInput } from '../../interactions/index';

/** A member binding a doctor to a WeCom contact; binding again later is a new touchpoint. */
export function wecomBindingInteraction(binding: typeof doctorWecomBinding.$inferSelect): InteractionInput {
  return {
    tenantId: binding.tenantId,
    type: 'wecom.bound',
    occurredAt: binding.boundAt,
    doctorId: binding.doctorId,
    channel: 'wecom',
    actorUserId: binding.userId,
    sourceEventId: `${binding.id}:${binding.boundAt.getTime()}`,
    properties: {},
  };
}
