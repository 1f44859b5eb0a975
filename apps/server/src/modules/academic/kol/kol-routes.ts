import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/academic';
import { route } from '../../../platform/http/contract-route';
import { kolListOf, kolOptionsOf, kolProvincesOf, kolScoreOf } from './kol-queries';

/** KOL mapping (spec 2.3 KolMapping): ranked list, per-province map, one doctor's score. */
export async function kolRoutes(app: FastifyInstance) {
  route(app, contracts.kolList, ({ query }, context) => kolListOf(context, query));
  route(app, contracts.kolProvinces, ({ query }, context) => kolProvincesOf(context, query));
  route(app, contracts.kolScore, ({ params }, context) => kolScoreOf(context, params.id));
  route(app, contracts.kolOptions, (_input, context) => kolOptionsOf(context));
}
