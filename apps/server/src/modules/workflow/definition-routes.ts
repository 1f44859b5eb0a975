import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/workflow';
import { route } from '../../platform/http/contract-route';
import { definitionById, listDefinitions, saveDefinitionVersion } from './definition-queries';

/** Approval chains as data: list, read (with BPMN), and save a new version. */
export async function workflowDefinitionRoutes(app: FastifyInstance) {
  route(app, contracts.listDefinitions, ({ query }, context) => listDefinitions(context, query));
  route(app, contracts.getDefinition, ({ params }, context) => definitionById(context, params.id));
  route(app, contracts.saveDefinition, ({ body }, context) => saveDefinitionVersion(context, body));
}
