import type { Principal } from '../../platform/principal';
import type { InteractionInput } from '../interactions/index';

/** How a visit becomes a touchpoint of the event store (decision 12), recorded with the visit's own write. */

export interface VisitFact {
  visitId: number;
  doctorId: number;
  hospitalId: number | null;
  status: string;
  startAt: string;
  visitType: string;
  productIds: number[];
  result?: string | null | undefined;
}

/** A planned visit and a logged one are two touchpoints of the same visit (distinct types). */
export function visitInteraction(principal: Principal, fact: VisitFact): InteractionInput {
  const productIds = [...new Set(fact.productIds)];
  return {
    tenantId: principal.tenant.id,
    type: fact.status === 'completed' ? 'visit.completed' : 'visit.planned',
    occurredAt: new Date(fact.startAt),
    doctorId: fact.doctorId,
    hospitalId: fact.hospitalId,
    channel: fact.visitType,
    productId: productIds[0] ?? null,
    actorUserId: principal.userId,
    sourceEventId: String(fact.visitId),
    properties: { productIds, ...(fact.result ? { result: fact.result } : {}) },
  };
}
