import { z } from 'zod';
import { defineContract } from '../contract';
import { pageOf } from '../envelope';
import { budgetPoolBody } from './meeting-master-schemas';

/**
 * Budget pools per org unit, product and year (`/meeting/budgetIndex`). The maintenance calls use
 * the page's own permission: whoever is given the budget page keeps it.
 */

const tags = ['budgets'];
const cents = z.number().int();
export const budgetAmountsSchema = z.object({ budgetCents: cents, estimatedCents: cents, committedCents: cents, actualCents: cents, availableCents: cents });
export type BudgetAmounts = z.infer<typeof budgetAmountsSchema>;

export const budgetPoolSchema = budgetAmountsSchema.extend({
  id: z.number().int(),
  orgId: z.number().int(),
  orgName: z.string(),
  orgNameEn: z.string().nullable(),
  productId: z.number().int(),
  productName: z.string(),
  productNameEn: z.string(),
  year: z.number().int(),
  remark: z.string().nullable(),
});
export type BudgetPool = z.infer<typeof budgetPoolSchema>;

export const budgetTreeNodeSchema = z.object({
  orgId: z.number().int(),
  parentId: z.number().int().nullable(),
  name: z.string(),
  nameEn: z.string().nullable(),
  own: budgetAmountsSchema,
  total: budgetAmountsSchema,
});
export type BudgetTreeNode = z.infer<typeof budgetTreeNodeSchema>;

export const orgUnitSchema = z.object({ id: z.number().int(), parentId: z.number().int().nullable(), name: z.string(), nameEn: z.string().nullable() });
export type OrgUnit = z.infer<typeof orgUnitSchema>;

const yearQuery = z.object({ year: z.coerce.number().int().min(2000).max(2100), productId: z.coerce.number().int().positive().optional() });

export const budgetPoolPage = defineContract({
  method: 'GET',
  path: '/budget/pool/page',
  tags,
  summary: 'Budget pools with what meetings use of them',
  access: { permission: 'meeting:budget:list' },
  query: yearQuery.extend({
    orgId: z.coerce.number().int().positive().optional(),
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(200).default(50),
  }),
  result: pageOf(budgetPoolSchema),
});

export const budgetTree = defineContract({
  method: 'GET',
  path: '/budget/tree',
  tags,
  summary: 'Budgets rolled up the org tree: each unit with pools in its subtree, its own amounts and its subtree’s',
  access: { permission: 'meeting:budget:list' },
  query: yearQuery,
  result: z.array(budgetTreeNodeSchema),
});

export const budgetOrgUnits = defineContract({
  method: 'GET',
  path: '/budget/org-units',
  tags,
  summary: 'The org units of the tenant in tree order, to pick the unit of a pool or a cost centre',
  access: { authenticated: true },
  result: z.array(orgUnitSchema),
});

export const createBudgetPool = defineContract({
  method: 'POST',
  path: '/budget/pool',
  tags,
  summary: 'Creates the pool of an org unit, product and year',
  access: { permission: 'meeting:budget:edit' },
  body: budgetPoolBody,
  encoding: 'json',
  result: z.object({ id: z.number().int() }),
});

export const adjustBudgetPool = defineContract({
  method: 'PUT',
  path: '/budget/pool/:id',
  tags,
  summary: 'Changes a pool’s amount; it cannot drop below what meetings already use',
  access: { permission: 'meeting:budget:edit' },
  params: z.object({ id: z.coerce.number().int().positive() }),
  body: budgetPoolBody.pick({ budgetCents: true, remark: true }),
  encoding: 'json',
  result: z.object({ id: z.number().int() }),
});
