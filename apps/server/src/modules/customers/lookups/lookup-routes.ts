import type { FastifyInstance } from 'fastify';
import { DOCTOR_FIELDS } from '@crm/shared/customer-doctor-fields';
import * as contracts from '@crm/shared/contracts/customer-lookups';
import { getMyProductsBusiness } from '@crm/shared/contracts/products';
import { page } from '../../../lib/envelope';
import { route } from '../../../platform/http/contract-route';
import { findMyProducts } from '../../system/index';
import { enterpriseUser, fileCorrection, libraryMaterialsOfType } from './lookup-repository';
import { usersInRange } from './user-lookup';

/** Look-ups the customer pages need: users and roles, products, fields, library material, corrections. */
export async function lookupRoutes(app: FastifyInstance) {
  route(app, contracts.findUsersInRange, async ({ query }, { db, principal }) => {
    const { content, total } = await usersInRange(db, principal, query);
    return page(content, total);
  });
  route(app, contracts.findUserById, ({ query }, context) => enterpriseUser(context, query.id));
  route(app, getMyProductsBusiness, (_input, context) => findMyProducts(context));
  route(app, contracts.findDoctorFields, async () => DOCTOR_FIELDS);
  route(app, contracts.findLibraryByMaterialType, ({ query }, context) => libraryMaterialsOfType(context, query.materialType));
  route(app, contracts.insertCorrection, ({ query }, context) => fileCorrection(context, query));
}
