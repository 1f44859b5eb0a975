import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/speakers';
import { route } from '../../../platform/http/contract-route';
import { createSpeaker, deactivateSpeaker, decideSpeaker, saveSpeakerSettings, speakerOf, speakerSettingsOf, submitSpeaker, updateSpeaker } from './speaker-repository';

/** Speaker profiles: maintenance by medical affairs, the speaker approval chain, and the tenant's honoraria cap. */
export async function speakerRoutes(app: FastifyInstance) {
  route(app, contracts.getSpeaker, ({ params }, context) => speakerOf(context, params.id));
  route(app, contracts.createSpeaker, ({ body }, context) => createSpeaker(context, body));
  route(app, contracts.updateSpeaker, ({ params, body }, context) => updateSpeaker(context, params.id, body));
  route(app, contracts.submitSpeaker, ({ params }, context) => submitSpeaker(context, params.id));
  route(app, contracts.decideSpeaker, ({ params, body }, context) => decideSpeaker(context, params.id, body));
  route(app, contracts.deactivateSpeaker, ({ params }, context) => deactivateSpeaker(context, params.id));
  route(app, contracts.speakerSettings, (_input, context) => speakerSettingsOf(context));
  route(app, contracts.saveSpeakerSettings, ({ body }, context) => saveSpeakerSettings(context, body.annualHonorariaCapCents));
}
