import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/customer-channels';
import { route } from '../../../platform/http/contract-route';
import { visibleDoctorId } from '../doctors/doctor-detail-repository';
import { channelStates, setDoctorChannels } from './channel-repository';

/** A doctor's channel preferences: where the company may reach them and which way they prefer. */
export async function channelRoutes(app: FastifyInstance) {
  route(app, contracts.setChannels, ({ body }, context) => setDoctorChannels(context, body));
  route(app, contracts.findChannels, async ({ params }, context) => channelStates(context, await visibleDoctorId(context.db, context.principal, { id: params.id })));
}
