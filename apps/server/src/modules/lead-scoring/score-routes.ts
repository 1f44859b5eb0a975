import type { FastifyInstance } from 'fastify';
import { doctorJourney } from '@crm/shared/contracts/event-analytics';
import * as contracts from '@crm/shared/contracts/lead-scoring';
import { route } from '../../platform/http/contract-route';
import { backTest, doctorJourneyWithScores, leadDetail, searchLeads } from './lead-repository';
import { createRule, listRules, reviseRule, ruleVersions, setRuleEnabled } from './rule-repository';

/** Lead scoring: rules and their versions, ranked leads with breakdowns, back-tests. */
export async function leadScoringRoutes(app: FastifyInstance) {
  route(app, contracts.listScoreRules, ({ query }, context) => listRules(context, query.productId));
  route(app, contracts.scoreRuleVersions, ({ params }, context) => ruleVersions(context, params.code));
  route(app, contracts.createScoreRule, ({ body }, context) => createRule(context, body));
  route(app, contracts.reviseScoreRule, ({ params, body }, context) => reviseRule(context, params.code, body));
  route(app, contracts.setScoreRuleEnabled, ({ params, body }, context) => setRuleEnabled(context, params.code, body.enabled));
  route(app, contracts.searchLeads, ({ body }, context) => searchLeads(context, body));
  // A doctor's journey shows their score changes beside the touchpoints.
  route(app, doctorJourney, ({ params, query }, context) => doctorJourneyWithScores(context, params.id, query.productId));
  route(app, contracts.leadDetail, ({ params, query }, context) => leadDetail(context, params.id, query.productId));
  route(app, contracts.backTestScores, ({ body }, context) => backTest(context, body));
}
