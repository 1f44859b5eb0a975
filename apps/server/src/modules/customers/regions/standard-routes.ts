import type { FastifyInstance } from 'fastify';
import * as contracts from '@crm/shared/contracts/dictionaries';
import { ADMINISTRATIVE_POSITIONS, DOCTOR_TITLES } from '@crm/shared/customer-reference';
import { route } from '../../../platform/http/contract-route';
import { departmentTree, topDepartments } from './department-tree';
import { dictionariesOf, withSort } from './dictionary-repository';

/** Dictionaries of the business base: customer vocabularies, standard departments, titles, positions. */
export async function standardRoutes(app: FastifyInstance) {
  route(app, contracts.findDictionaries, ({ body }, context) => dictionariesOf(context, body));
  route(app, contracts.findStandardDepartments, (_input, { db }) => departmentTree(db));
  route(app, contracts.findDoctorTitles, async () => withSort(DOCTOR_TITLES));
  route(app, contracts.findAdministrativePositions, async () => withSort(ADMINISTRATIVE_POSITIONS));
}

/** The sales-ai service's department lookups, served under /API-SALES-AI. */
export async function salesAiRoutes(app: FastifyInstance) {
  route(app, contracts.findTopDepartments, (_input, { db }) => topDepartments(db));
  route(app, contracts.findSecondLevelDepartments, async ({ query }, { db }) => {
    const tree = await departmentTree(db);
    return query.parentId === undefined ? tree : tree.filter((top) => top.id === query.parentId);
  });
}
