import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/customer-channels';
import type { RequestContext } from '../../../platform/contract-route';
import { route } from '../../../platform/http/contract-route';
import { visibleDoctorId } from '../doctors/doctor-detail-repository';
import { channelStates } from './channel-repository';
import { WecomBindingService } from './wecom-binding-service';
import { WecomExternalContacts } from './wecom-external-contacts';

/** A doctor of the caller's data range (404 otherwise). */
const visibleDoctor = ({ db, principal }: RequestContext, id: number) => visibleDoctorId(db, principal, { id });

/** Binding doctors to the caller's WeCom external contacts (both the plain and the tp/ path variants). */
export async function bindingRoutes(app: FastifyInstance) {
  const service = new WecomBindingService(app.db, new WecomExternalContacts(app.config.wecomApiBase));

  route(app, contracts.wecomFriendPage, ({ params, query }, { principal }) =>
    service.friends(principal, { page: params.page, size: params.size, keyword: query.keyword, refresh: query.refresh === 'true' }),
  );
  route(app, contracts.bindWecomContact, async ({ body }, context) => service.bind(context.principal, await visibleDoctor(context, body.doctorId), body.externalUserId));
  route(app, contracts.refreshWecomBinding, async ({ params }, context) => service.refresh(context.principal, await visibleDoctor(context, params.id)));
  route(app, contracts.refreshWecomBindingTp, async ({ query }, context) => service.refresh(context.principal, await visibleDoctor(context, query.doctorId)));
  route(app, contracts.refreshWecomChannel, async ({ params }, context) => {
    const doctorId = await visibleDoctor(context, params.id);
    await service.refreshChannel(context.principal, doctorId);
    return channelStates(context, doctorId);
  });
  for (const contract of [contracts.unbindWecomContact, contracts.unbindWecomContactTp]) {
    route(app, contract, async ({ params }, context) => ({ unbound: await service.unbind(context.principal, await visibleDoctor(context, params.id)) }));
  }
}
