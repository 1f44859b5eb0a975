import { index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, bytea, createdAt, id, tenantId, updatedAt, productRef, orgRef, actorRef } from '../platform/columns';
import { hospitalRef } from '../customers/hospitals';

export type DataUploadStatus = 'VALIDATING' | 'VALIDATED' | 'SAVED' | 'FAILED';

export interface DataUploadError {
  row: number;
  column: string;
  reason: string;
}

/**
 * One uploaded file: the original bytes (for the background parse, the save and the rejected-rows
 * workbook), the dry run's outcome, and the save's counts. Who, when and which file is the history.
 */
export const dataUpload = pgTable(
  'data_upload',
  {
    id: id(),
    tenantId: tenantId(),
    modelCode: text('model_code').notNull(),
    fileName: text('file_name').notNull(),
    fileFormat: text('file_format').$type<'xlsx' | 'csv'>().notNull(),
    content: bytea('content').notNull(),
    lang: text('lang').notNull().default('zh'),
    status: text('status').$type<DataUploadStatus>().notNull().default('VALIDATING'),
    totalRows: integer('total_rows').notNull().default(0),
    processedRows: integer('processed_rows').notNull().default(0),
    validRows: integer('valid_rows').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    /** Every error of the dry run (row, column, reason in the uploader's language). */
    errors: jsonb('errors').$type<DataUploadError[]>().notNull().default([]),
    preview: jsonb('preview').$type<Array<Record<string, string | number | null>>>().notNull().default([]),
    inserted: integer('inserted'),
    updated: integer('updated'),
    unchanged: integer('unchanged'),
    failure: text('failure'),
    createdBy: actorRef('created_by'),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
    savedAt: at('saved_at'),
  },
  (t) => [index('data_upload_tenant_created').on(t.tenantId, t.createdAt)],
);

/** Actual sales per hospital × product × month, as uploaded from the distributors' data. */
export const salesActual = pgTable(
  'sales_actual',
  {
    id: id(),
    tenantId: tenantId(),
    hospitalId: hospitalRef(),
    productId: productRef(),
    /** `YYYY-MM`. */
    month: text('month').notNull(),
    units: integer('units').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sales_actual_key').on(t.tenantId, t.hospitalId, t.productId, t.month), index('sales_actual_product_month').on(t.tenantId, t.productId, t.month)],
);

/** Sales targets per organization unit × product × month, as uploaded. */
export const salesTarget = pgTable(
  'sales_target',
  {
    id: id(),
    tenantId: tenantId(),
    orgId: orgRef(),
    productId: productRef(),
    month: text('month').notNull(),
    amount: numeric('amount', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sales_target_key').on(t.tenantId, t.orgId, t.productId, t.month)],
);
