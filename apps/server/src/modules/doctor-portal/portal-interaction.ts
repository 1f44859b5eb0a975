import type { doctorAccount } from '../../db/schema/doctor-portal/doctor-portal';
import type { InteractionInput } from '../interactions/index';

/** A doctor-portal registration (once per account) or sign-in (once per sign-in time). */
export function portalInteraction(type: 'portal.registered' | 'portal.login', account: typeof doctorAccount.$inferSelect, channel = 'sms'): InteractionInput {
  const at = type === 'portal.registered' ? account.createdAt : (account.lastLoginAt ?? new Date());
  return {
    tenantId: account.tenantId,
    type,
    occurredAt: at,
    doctorId: account.doctorId,
    channel,
    sourceEventId: type === 'portal.registered' ? String(account.id) : `${account.id}:${at.getTime()}`,
    properties: { accountId: account.id, matched: account.doctorId !== null },
  };
}
