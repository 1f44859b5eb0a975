import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/academic';
import { route } from '../../../platform/http/contract-route';
import { centreChartOf, centreTableOf, colleaguesOf, doctorsToCentreOf, pairTiesOf, relationTypeCountsOf } from './network-sections';

/** Colleagues on the profile page, and the academic network of Insights (spec 2.3, 2.5, 7.5). */
export async function networkRoutes(app: FastifyInstance) {
  route(app, contracts.relationTypeCounts, ({ params }, context) => relationTypeCountsOf(context, params.id));
  route(app, contracts.relationList, ({ query }, context) => colleaguesOf(context, query));
  route(app, contracts.networkCentreChart, ({ query }, context) => centreChartOf(context, query));
  route(app, contracts.networkCentreTable, ({ query }, context) => centreTableOf(context, query));
  route(app, contracts.networkDoctors, ({ query }, context) => doctorsToCentreOf(context, query));
  route(app, contracts.doctorPairTies, ({ query }, context) => pairTiesOf(context, query));
}
