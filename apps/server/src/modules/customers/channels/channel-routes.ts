import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONTACT_CHANNELS, codesOf } from '@crm/shared/customer-reference';
import { doctorChannel, doctorWecomBinding } from '../../../db/schema/index';
import { envelope, ok } from '../../../lib/envelope';
import { requirePrincipal } from '../../../platform/request-context';
import type { Principal } from '../../../platform/principal';
import { CHANNEL_EDIT, DOCTOR_VIEW } from '../access/route-access';
import { visibleDoctorId } from '../doctors/doctor-detail-repository';

const tags = ['channels'];
const channelCode = z.enum(codesOf(CONTACT_CHANNELS));

export const channelStateSchema = z.object({
  channel: z.string(),
  label: z.string(),
  labelEn: z.string(),
  allowed: z.boolean(),
  preferred: z.boolean(),
  wecomBinding: z.object({ externalUserId: z.string(), name: z.string(), avatar: z.string().nullable() }).nullable().describe('the caller’s binding, on the WECOM channel'),
});

/** Every contact channel with whether the doctor may be reached on it and the caller's WeCom binding. */
export async function channelStates(app: FastifyInstance, principal: Principal, doctorId: number) {
  const rows = await app.db
    .select()
    .from(doctorChannel)
    .where(and(eq(doctorChannel.tenantId, principal.tenant.id), eq(doctorChannel.doctorId, doctorId)));
  const [binding] = await app.db
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

/** A doctor's channel preferences: where the company may reach them and which way they prefer. */
export async function channelRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/channel/set',
    {
      config: CHANNEL_EDIT,
      schema: {
        tags,
        summary: 'Sets the channels a doctor may be reached on (the others are closed) and at most one preferred',
        description: 'A preferred channel is opened too when it is not among `channels`.',
        body: z.object({ doctorId: z.number().int().positive(), channels: z.array(channelCode).max(5), preferred: channelCode.nullable().optional() }),
        response: { 200: envelope(z.array(channelStateSchema)) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const doctorId = await visibleDoctorId(app.db, principal, { id: request.body.doctorId });
      const { preferred } = request.body;
      const channels = [...new Set([...request.body.channels, ...(preferred ? [preferred] : [])])];
      await app.db.transaction(async (tx) => {
        await tx.delete(doctorChannel).where(and(eq(doctorChannel.tenantId, principal.tenant.id), eq(doctorChannel.doctorId, doctorId)));
        if (channels.length) {
          await tx
            .insert(doctorChannel)
            .values(channels.map((channel) => ({ tenantId: principal.tenant.id, doctorId, channel, isPreferred: channel === preferred, updatedBy: principal.userId })));
        }
      });
      return ok(await channelStates(app, principal, doctorId));
    },
  );

  app.get(
    '/channel/find/:id',
    {
      config: DOCTOR_VIEW,
      schema: {
        tags,
        summary: 'A doctor’s channels with the caller’s WeCom binding',
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: envelope(z.array(channelStateSchema)) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      return ok(await channelStates(app, principal, await visibleDoctorId(app.db, principal, { id: request.params.id })));
    },
  );
}
