import { bigint, boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ComplianceRules } from '@crm/shared/contracts/meeting-compliance';
import { doctorRef } from '../customers/customers';
import { meeting } from './meetings';
import { enterprise, organization, product } from '../platform/tenancy';
import { id, tenantId, ref, createdAt, updatedAt, productRef, orgRef, actorRef } from '../platform/columns';

/**
 * Money set aside for meetings of one org unit, product and year. What meetings use of it
 * (estimated, committed, actual) is summed from the meetings, so it can never drift.
 */
export const budgetPool = pgTable(
  'budget_pool',
  {
    id: id(),
    tenantId: tenantId(),
    orgId: orgRef(),
    productId: productRef(),
    year: integer('year').notNull(),
    budgetCents: bigint('budget_cents', { mode: 'number' }).notNull(),
    remark: text('remark'),
    updatedBy: actorRef('updated_by'),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('budget_pool_org_product_year').on(t.tenantId, t.orgId, t.productId, t.year)],
);

/** A finance cost centre (CC) meetings are charged to. */
export const costCentre = pgTable(
  'cost_centre',
  {
    id: id(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    orgId: ref('org_id').references(() => organization.id, { onDelete: 'set null' }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('cost_centre_tenant_code').on(t.tenantId, t.code)],
);

/** An internal order (IO) under a cost centre, usually per product campaign and year. */
export const internalOrder = pgTable(
  'internal_order',
  {
    id: id(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEn: text('name_en'),
    costCentreId: ref('cost_centre_id')
      .notNull()
      .references(() => costCentre.id, { onDelete: 'cascade' }),
    productId: ref('product_id').references(() => product.id, { onDelete: 'set null' }),
    year: integer('year'),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('internal_order_tenant_code').on(t.tenantId, t.code), index('internal_order_cost_centre').on(t.tenantId, t.costCentreId)],
);

/** Per-tenant meeting rules. */
export const meetingSetting = pgTable('meeting_setting', {
  tenantId: bigint('tenant_id', { mode: 'number' })
    .primaryKey()
    .references(() => enterprise.id, { onDelete: 'cascade' }),
  speakerAnnualCapCents: bigint('speaker_annual_cap_cents', { mode: 'number' }).notNull(),
  /** The compliance rules of applications (contracts/meeting-compliance); null: the defaults. */
  complianceRules: jsonb('compliance_rules').$type<ComplianceRules>(),
  updatedBy: actorRef('updated_by'),
  updatedAt: updatedAt(),
});

/**
 * Transfer of value to a healthcare professional, written when a meeting's payment is approved:
 * honoraria and travel of its speakers, and meals shared among the doctors who signed in.
 */
export const transferOfValue = pgTable(
  'transfer_of_value',
  {
    id: id(),
    tenantId: tenantId(),
    doctorId: doctorRef(),
    year: integer('year').notNull(),
    meetingId: ref('meeting_id')
      .notNull()
      .references(() => meeting.id, { onDelete: 'cascade' }),
    category: text('category').$type<'HONORARIUM' | 'TRAVEL' | 'MEAL'>().notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    occurredOn: date('occurred_on', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('transfer_of_value_doctor_year').on(t.tenantId, t.doctorId, t.year), index('transfer_of_value_year').on(t.tenantId, t.year, t.doctorId)],
);
