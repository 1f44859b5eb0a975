import { z } from 'zod';
import { defineContract } from '../contract';
import { pageOf } from '../envelope';
import { costCentreBody, internalOrderBody } from './meeting-master-schemas';

/**
 * Cost centres and internal orders (`/meeting/ccio` cc and io tabs). Everyone who applies for or
 * pays meetings reads them; the budget owners maintain them.
 */

const tags = ['cost centres and internal orders'];
const listQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
  enabled: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(0).default(0),
  size: z.coerce.number().int().min(1).max(200).default(20),
});
const idParams = z.object({ id: z.coerce.number().int().positive() });
const saved = z.object({ id: z.number().int() });

export const costCentreSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  orgId: z.number().int().nullable(),
  enabled: z.boolean(),
});
export type CostCentre = z.output<typeof costCentreSchema>;

export const internalOrderSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string().nullable(),
  costCentreId: z.number().int(),
  productId: z.number().int().nullable(),
  year: z.number().int().nullable(),
  enabled: z.boolean(),
});
export type InternalOrder = z.output<typeof internalOrderSchema>;

export const costCentrePage = defineContract({
  method: 'GET',
  path: '/budget/cost-centre/page',
  tags,
  summary: 'Cost centres',
  access: { permission: 'meeting:ccio:list' },
  query: listQuery,
  result: pageOf(costCentreSchema),
});

export const internalOrderPage = defineContract({
  method: 'GET',
  path: '/budget/internal-order/page',
  tags,
  summary: 'Internal orders, optionally of one cost centre',
  access: { permission: 'meeting:ccio:list' },
  query: listQuery.extend({ costCentreId: z.coerce.number().int().positive().optional() }),
  result: pageOf(internalOrderSchema),
});

export const createCostCentre = defineContract({
  method: 'POST',
  path: '/budget/cost-centre',
  tags,
  summary: 'Adds a cost centre',
  access: { permission: 'meeting:budget:edit' },
  body: costCentreBody,
  encoding: 'json',
  result: saved,
});

export const updateCostCentre = defineContract({
  method: 'PUT',
  path: '/budget/cost-centre/:id',
  tags,
  summary: 'Changes a cost centre',
  access: { permission: 'meeting:budget:edit' },
  params: idParams,
  body: costCentreBody,
  encoding: 'json',
  result: saved,
});

export const createInternalOrder = defineContract({
  method: 'POST',
  path: '/budget/internal-order',
  tags,
  summary: 'Adds an internal order under a cost centre',
  access: { permission: 'meeting:budget:edit' },
  body: internalOrderBody,
  encoding: 'json',
  result: saved,
});

export const updateInternalOrder = defineContract({
  method: 'PUT',
  path: '/budget/internal-order/:id',
  tags,
  summary: 'Changes an internal order',
  access: { permission: 'meeting:budget:edit' },
  params: idParams,
  body: internalOrderBody,
  encoding: 'json',
  result: saved,
});
