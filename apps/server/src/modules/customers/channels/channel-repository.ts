import { and, eq } from 'drizzle-orm';
import type { ContractRequestParts } from '@crm/shared/contract';
import type { ChannelState, setChannels } from '@crm/shared/contracts/customer-channels';
import { CONTACT_CHANNELS } from '@crm/shared/customer-reference';
import { doctorChannel, doctorWecomBinding } from '../../../db/schema/customers/customers';
import type { RequestContext } from '../../../platform/contract-route';
import { visibleDoctorId } from '../doctors/doctor-detail-repository';

/** Every contact channel with whether the doctor may be reached on it and the caller's WeCom binding. */
export async function channelStates({ db, principal }: RequestContext, doctorId: number): Promise<ChannelState[]> {
  const rows = await db
    .select()
    .from(doctorChannel)
    .where(and(eq(doctorChannel.tenantId, principal.tenant.id), eq(doctorChannel.doctorId, doctorId)));
  const [binding] = await db
    .select()
    .from(doctorWecomBinding)
    .where(and(eq(doctorWecomBinding.doctorId, doctorId), eq(doctorWecomBinding.userId, principal.userId)));
  return CONTACT_CHANNELS.map((c) => {
    const row = rows.find((r) => r.channel === c.code);
    return {
      channel: c.code,
      label: c.label,
      labelEn: c.labelEn,
      allowed: Boolean(row),
      preferred: row?.isPreferred ?? false,
      wecomBinding: c.code === 'WECOM' && binding ? { externalUserId: binding.externalUserId, name: binding.name, avatar: binding.avatar } : null,
    };
  });
}

/** Opens the channels given (and the preferred one) for a doctor of the caller's range, closes the others. */
export async function setDoctorChannels(context: RequestContext, body: ContractRequestParts<typeof setChannels>['body']): Promise<ChannelState[]> {
  const { db, principal } = context;
  const doctorId = await visibleDoctorId(db, principal, { id: body.doctorId });
  const { preferred } = body;
  const channels = [...new Set([...body.channels, ...(preferred ? [preferred] : [])])];
  await db.transaction(async (tx) => {
    await tx.delete(doctorChannel).where(and(eq(doctorChannel.tenantId, principal.tenant.id), eq(doctorChannel.doctorId, doctorId)));
    if (channels.length) {
      await tx
        .insert(doctorChannel)
        .values(channels.map((channel) => ({ tenantId: principal.tenant.id, doctorId, channel, isPreferred: channel === preferred, updatedBy: principal.userId })));
    }
  });
  return channelStates(context, doctorId);
}
