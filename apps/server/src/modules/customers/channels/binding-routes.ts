import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, ok, pageOf } from '../../../lib/envelope';
import { requirePrincipal } from '../../../platform/request-context';
import { CHANNEL_EDIT, DOCTOR_VIEW } from '../access/route-access';
import { visibleDoctorId } from '../doctors/doctor-detail-repository';
import { channelStateSchema, channelStates } from './channel-routes';
import { WecomBindingService } from './wecom-binding-service';
import { WecomExternalContacts } from './wecom-external-contacts';

const tags = ['channels'];
const doctorParams = z.object({ id: z.coerce.number().int().positive() });
const bindingSchema = z.object({
  doctorId: z.number().int(),
  externalUserId: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  boundAt: z.string(),
  refreshedAt: z.string().nullable(),
});
const friendSchema = z.object({
  externalUserId: z.string(),
  name: z.string(),
  avatar: z.string().nullable(),
  corpName: z.string().nullable(),
  remark: z.string().nullable(),
  boundDoctor: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});

/** Binding doctors to the caller's WeCom external contacts (both the plain and the tp/ path variants). */
export async function bindingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = new WecomBindingService(app.db, new WecomExternalContacts(app.config.wecomApiBase));

  app.get(
    '/bind/friend/list/:page/:size',
    {
      config: DOCTOR_VIEW,
      schema: {
        tags,
        summary: 'A page of the caller’s WeCom external contacts with the doctor each is bound to',
        description: 'The list is fetched from WeCom when older than ten minutes, or with refresh=true.',
        params: z.object({ page: z.coerce.number().int().min(0), size: z.coerce.number().int().min(1).max(100) }),
        querystring: z.object({ keyword: z.string().trim().max(50).optional(), refresh: z.enum(['true', 'false']).default('false') }),
        response: { 200: envelope(pageOf(friendSchema)) },
      },
    },
    async (request) => {
      const { page, size } = request.params;
      return ok(await service.friends(requirePrincipal(request), { page, size, keyword: request.query.keyword, refresh: request.query.refresh === 'true' }));
    },
  );

  app.post(
    '/bind/external/user',
    {
      config: CHANNEL_EDIT,
      schema: {
        tags,
        summary: 'Binds a doctor to one of the caller’s WeCom external contacts (checked with WeCom); opens the WECOM channel',
        body: z.object({ doctorId: z.number().int().positive(), externalUserId: z.string().trim().min(1).max(64) }),
        response: { 200: envelope(bindingSchema) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const doctorId = await visibleDoctorId(app.db, principal, { id: request.body.doctorId });
      return ok(await service.bind(principal, doctorId, request.body.externalUserId));
    },
  );

  const refreshSummary = 'Re-reads the caller’s bound contact of a doctor from WeCom; answers null when the contact is gone (and unbinds it)';
  app.get(
    '/bind/friend/list/refresh/:id',
    { config: CHANNEL_EDIT, schema: { tags, summary: refreshSummary, params: doctorParams, response: { 200: envelope(bindingSchema.nullable()) } } },
    async (request) => {
      const principal = requirePrincipal(request);
      return ok(await service.refresh(principal, await visibleDoctorId(app.db, principal, { id: request.params.id })));
    },
  );

  app.get(
    '/tp/bind/sync/external/contact/single',
    {
      config: CHANNEL_EDIT,
      schema: {
        tags,
        summary: `${refreshSummary} (third-party app variant)`,
        querystring: z.object({ doctorId: z.coerce.number().int().positive() }),
        response: { 200: envelope(bindingSchema.nullable()) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      return ok(await service.refresh(principal, await visibleDoctorId(app.db, principal, { id: request.query.doctorId })));
    },
  );

  app.put(
    '/bind/refresh/channel/:id',
    {
      config: CHANNEL_EDIT,
      schema: {
        tags,
        summary: 'Recomputes a doctor’s WECOM channel from the bindings, and answers the channels',
        params: doctorParams,
        response: { 200: envelope(z.array(channelStateSchema)) },
      },
    },
    async (request) => {
      const principal = requirePrincipal(request);
      const doctorId = await visibleDoctorId(app.db, principal, { id: request.params.id });
      await service.refreshChannel(principal, doctorId);
      return ok(await channelStates(app, principal, doctorId));
    },
  );

  for (const url of ['/bind/doctor/unbind/:id', '/tp/bind/doctor/unbind/:id']) {
    app.delete(
      url,
      {
        config: CHANNEL_EDIT,
        schema: {
          tags,
          summary: 'Removes the caller’s WeCom binding of a doctor; answers whether one existed',
          params: doctorParams,
          response: { 200: envelope(z.object({ unbound: z.boolean() })) },
        },
      },
      async (request) => {
        const principal = requirePrincipal(request);
        return ok({ unbound: await service.unbind(principal, await visibleDoctorId(app.db, principal, { id: request.params.id })) });
      },
    );
  }
}
