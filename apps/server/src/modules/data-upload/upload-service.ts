import { and, count, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { DataModel, DataUpload, DataUploadDetail } from '@crm/shared/contracts/data-upload';
import type { Lang } from '@crm/shared/i18n';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { dataUpload, type DataUploadError } from '../../db/schema/data-upload/data-upload';
import { HttpError, badRequest, notFound } from '../../lib/http-error';
import { translate } from '../../lib/i18n';
import { XLSX_CONTENT_TYPE } from '../../lib/xlsx-writer';
import { attachmentOf, type FileAnswer, type RequestContext } from '../../platform/contract-route';
import type { ServiceHost } from '../../platform/service-host';
import { fieldOptions, loadLookups } from './lookups';
import { DATA_MODELS, modelById, type ModelCode, type ModelDefinition } from './models';
import { writeBatch, type WriteCounts } from './record-writers';
import { readSheet, SheetTooLargeError } from './sheet-reader';
import { mapHeader, RowValidator, type DataRecord } from './validate-rows';
import { buildRejectedWorkbook, buildTemplate } from './workbooks';

type UploadRow = typeof dataUpload.$inferSelect;
export type UploadLimits = Pick<Config, 'dataUploadMaxInflatedMb' | 'dataUploadMaxRows'>;

const PREVIEW_ROWS = 20;
const PROGRESS_EVERY = 5000;
const WRITE_BATCH = 1000;

export function modelOf(upload: Pick<UploadRow, 'modelCode'>): ModelDefinition {
  return DATA_MODELS.find((m) => m.code === upload.modelCode)!;
}

export function toUploadView(u: Omit<UploadRow, 'content' | 'errors' | 'preview'>): DataUpload {
  return {
    id: u.id,
    modelId: modelOf(u).id,
    modelCode: u.modelCode,
    fileName: u.fileName,
    status: u.status,
    totalRows: u.totalRows,
    processedRows: u.processedRows,
    validRows: u.validRows,
    errorRows: u.errorRows,
    inserted: u.inserted,
    updated: u.updated,
    unchanged: u.unchanged,
    failure: u.failure,
    createdByName: u.createdByName,
    createdAt: u.createdAt.toISOString(),
    savedAt: u.savedAt?.toISOString() ?? null,
  };
}

export function toUploadDetail(u: UploadRow): DataUploadDetail {
  return { ...toUploadView(u), errors: u.errors, preview: u.preview };
}

export interface ScanResult {
  totalRows: number;
  validRows: number;
  errors: DataUploadError[];
  errorRowNumbers: Set<number>;
  preview: Array<Record<string, string | null>>;
}

/**
 * Reads the whole file once, streaming, checking every row; hands valid records to `onValid` in
 * batches (the save) and reports progress. A file-level problem becomes a row-1 error.
 */
export async function scanUpload(
  db: Database,
  upload: Pick<UploadRow, 'tenantId' | 'modelCode' | 'content' | 'fileFormat' | 'lang'>,
  limits: UploadLimits,
  hooks: { onValid?: (records: DataRecord[]) => Promise<void>; onProgress?: (rows: number) => Promise<void> } = {},
): Promise<ScanResult> {
  const model = modelOf(upload);
  const lang = upload.lang as Lang;
  const lookups = await loadLookups(db, upload.tenantId, model);
  const result: ScanResult = { totalRows: 0, validRows: 0, errors: [], errorRowNumbers: new Set(), preview: [] };
  let validator: RowValidator | undefined;
  const batch: DataRecord[] = [];
  const fileError = (
    key: 'dataUploadMissingColumns' | 'dataUploadInflated' | 'dataUploadTooManyRows' | 'dataUploadUnreadable' | 'uploadEmpty',
    params?: Record<string, string | number>,
  ) => {
    result.errors.push({ row: 1, column: translate(lang, 'dataRowFileColumn'), reason: translate(lang, key, params) });
    result.errorRowNumbers.add(1);
  };
  try {
    for await (const { row, cells } of readSheet(upload.content, upload.fileFormat, {
      maxChars: limits.dataUploadMaxInflatedMb * 1024 * 1024,
      maxRows: limits.dataUploadMaxRows,
    })) {
      if (!validator) {
        const { columns, missing } = mapHeader(model, cells);
        if (missing.length > 0) {
          fileError('dataUploadMissingColumns', { columns: missing.map((f) => (lang === 'en' ? f.nameEn : f.name)).join(', ') });
          return result;
        }
        validator = new RowValidator(model, columns, lookups, lang);
        continue;
      }
      if (cells.every((c) => c === '')) continue;
      result.totalRows++;
      const { record, errors } = validator.check(row, cells);
      if (result.preview.length < PREVIEW_ROWS) result.preview.push({ _row: String(row), ...validator.raw(cells) });
      if (record) {
        result.validRows++;
        if (hooks.onValid) {
          batch.push(record);
          if (batch.length >= WRITE_BATCH) await hooks.onValid(batch.splice(0));
        }
      } else {
        result.errors.push(...errors);
        result.errorRowNumbers.add(row);
      }
      if (hooks.onProgress && result.totalRows % PROGRESS_EVERY === 0) await hooks.onProgress(result.totalRows);
    }
  } catch (error) {
    if (error instanceof SheetTooLargeError) {
      if (error.message === 'rows') fileError('dataUploadTooManyRows', { max: limits.dataUploadMaxRows });
      else fileError('dataUploadInflated');
      return result;
    }
    if (error instanceof Error && !('statusCode' in error)) {
      fileError('dataUploadUnreadable');
      return result;
    }
    throw error;
  }
  if (!validator) fileError('dataUploadUnreadable');
  else if (result.totalRows === 0) fileError('uploadEmpty');
  if (hooks.onValid && batch.length > 0) await hooks.onValid(batch);
  return result;
}

/** The dry run of a stored upload (inline for small files, else in the background job). Idempotent. */
export async function validateUpload(db: Database, tenantId: number, uploadId: number, limits: UploadLimits): Promise<void> {
  const [upload] = await db
    .select()
    .from(dataUpload)
    .where(and(eq(dataUpload.tenantId, tenantId), eq(dataUpload.id, uploadId)));
  if (!upload || upload.status !== 'VALIDATING') return;
  const scan = await scanUpload(db, upload, limits, {
    onProgress: async (rows) => void (await db.update(dataUpload).set({ processedRows: rows }).where(eq(dataUpload.id, uploadId))),
  });
  const fileLevel = scan.totalRows === 0 || (scan.errorRowNumbers.has(1) && scan.errors[0]?.row === 1 && scan.validRows === 0);
  await db
    .update(dataUpload)
    .set({
      status: fileLevel ? 'FAILED' : 'VALIDATED',
      failure: fileLevel ? (scan.errors[0]?.reason ?? null) : null,
      totalRows: scan.totalRows,
      processedRows: scan.totalRows,
      validRows: scan.validRows,
      errorRows: scan.errorRowNumbers.size,
      errors: scan.errors,
      preview: scan.preview,
    })
    .where(eq(dataUpload.id, uploadId));
}

export async function createUpload(
  db: Database,
  input: { tenantId: number; modelId: number; fileName: string; fileFormat: 'xlsx' | 'csv'; content: Buffer; lang: Lang; userId: number; userName: string },
): Promise<UploadRow> {
  const model = modelById(input.modelId);
  if (!model) throw badRequest('dataUploadUnknownModel');
  const [row] = await db
    .insert(dataUpload)
    .values({
      tenantId: input.tenantId,
      modelCode: model.code,
      fileName: input.fileName,
      fileFormat: input.fileFormat,
      content: input.content,
      lang: input.lang,
      createdBy: input.userId,
      createdByName: input.userName,
    })
    .returning();
  return row!;
}

export async function findUpload(db: Database, tenantId: number, id: number): Promise<UploadRow> {
  const [row] = await db
    .select()
    .from(dataUpload)
    .where(and(eq(dataUpload.tenantId, tenantId), eq(dataUpload.id, id)));
  if (!row) throw notFound();
  return row;
}

export async function listUploads(db: Database, tenantId: number, query: { page: number; size: number; modelId?: number }) {
  const model = query.modelId === undefined ? undefined : modelById(query.modelId);
  const where = and(eq(dataUpload.tenantId, tenantId), model ? eq(dataUpload.modelCode, model.code) : undefined);
  const { content: _content, errors: _errors, preview: _preview, ...columns } = getTableColumns(dataUpload);
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(dataUpload)
      .where(where)
      .orderBy(desc(dataUpload.createdAt), desc(dataUpload.id))
      .limit(query.size)
      .offset(query.page * query.size),
    db.select({ n: count() }).from(dataUpload).where(where),
  ]);
  return { content: rows.map(toUploadView), totalElements: total!.n };
}

/** Work that follows a saved upload, outside its transaction (the composition root wires it: quality checks). */
export type SavedUploadListener = (app: Pick<ServiceHost, 'jobs' | 'log'>, upload: { tenantId: number; modelCode: ModelCode }) => Promise<void>;
const savedListeners: SavedUploadListener[] = [];

export function onUploadSaved(listener: SavedUploadListener): void {
  savedListeners.push(listener);
}

/** Runs the listeners of a committed save; a failing one is logged, the save stands. */
export async function announceSaved(app: Pick<ServiceHost, 'jobs' | 'log'>, upload: { tenantId: number; modelCode: ModelCode }): Promise<void> {
  for (const listener of savedListeners) await listener(app, upload).catch((error: unknown) => app.log.error({ err: error, ...upload }, 'a follow-up of a saved upload failed'));
}

/**
 * Saves the valid rows of a validated upload in one transaction: the file is read again and checked
 * against the codes as they are now; if the outcome differs from the dry run nothing is written.
 */
export async function saveUpload(db: Database, tenantId: number, id: number, actorId: number, limits: UploadLimits): Promise<UploadRow> {
  return db.transaction(async (tx) => {
    const [upload] = await tx
      .select()
      .from(dataUpload)
      .where(and(eq(dataUpload.tenantId, tenantId), eq(dataUpload.id, id)))
      .for('update');
    if (!upload) throw notFound();
    if (upload.status !== 'VALIDATED') throw badRequest('dataUploadNotSavable');
    if (upload.validRows === 0) throw badRequest('dataUploadNothingValid');
    const counts: WriteCounts = { inserted: 0, updated: 0, unchanged: 0 };
    const lookups = await loadLookups(tx as unknown as Database, tenantId, modelOf(upload));
    const scan = await scanUpload(tx as unknown as Database, upload, limits, {
      onValid: async (records) => {
        const c = await writeBatch(tx, modelOf(upload).code, tenantId, records, lookups, actorId);
        counts.inserted += c.inserted;
        counts.updated += c.updated;
        counts.unchanged += c.unchanged;
      },
    });
    if (scan.validRows !== upload.validRows || scan.errorRowNumbers.size !== upload.errorRows) throw badRequest('dataUploadChanged');
    const [saved] = await tx
      .update(dataUpload)
      .set({ status: 'SAVED', ...counts, savedAt: sql`now()` })
      .where(eq(dataUpload.id, id))
      .returning();
    return saved!;
  });
}

/** The job that validates a file too large to validate in the request (registered in upload-jobs.ts). */
export const VALIDATE_UPLOAD_JOB = 'data.validateUpload';

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const limitsOf = (config: Config): UploadLimits => ({ dataUploadMaxInflatedMb: config.dataUploadMaxInflatedMb, dataUploadMaxRows: config.dataUploadMaxRows });

/** The models a file may be uploaded for, each field with its options (dictionary values, codes) in this tenant. */
export async function dataModelsOf({ db, principal }: RequestContext): Promise<DataModel[]> {
  const result = [];
  for (const model of DATA_MODELS) {
    const lookups = await loadLookups(db, principal.tenant.id, model, { optionsOnly: true });
    result.push({
      ...model,
      fields: model.fields.map(({ ref: _ref, dict: _dict, example: _example, maxLength: _max, ...f }, i) => ({ ...f, options: fieldOptions(lookups, model.fields[i]!) })),
    });
  }
  return result;
}

/** A model's template workbook, with the tenant's options for its coded fields. */
export async function templateFile({ db, principal, lang }: RequestContext, modelId: number): Promise<FileAnswer> {
  const model = modelById(modelId);
  if (!model) throw notFound();
  const content = await buildTemplate(model, await loadLookups(db, principal.tenant.id, model, { optionsOnly: true }), lang);
  return attachmentOf(XLSX_CONTENT_TYPE, `${translate(lang, 'dataTemplateFileName', { model: lang === 'en' ? model.nameEn : model.name })}.xlsx`, content);
}

/**
 * Reads the multipart upload (`modelId` field, then `file`) within the size limit and, for an xlsx,
 * the inflated size and entries (413 above them, nothing stored).
 */
async function readDataFile({ request, readUpload }: RequestContext, config: Config): Promise<{ modelId: number; fileName: string; content: Buffer }> {
  const file = await readUpload({
    maxBytes: config.dataUploadMaxMb * 1024 * 1024,
    missing: 'uploadFileMissing',
    tooLarge: 'dataUploadTooLarge',
    archive: {
      limits: { maxInflatedBytes: config.dataUploadMaxInflatedMb * 1024 * 1024, maxEntries: config.dataUploadMaxEntries, maxRatio: 200 },
      notArchive: () => badRequest('dataUploadUnreadable'),
      tooLarge: () => new HttpError(413, 'dataUploadInflated'),
    },
  });
  const modelId = Number(file.fields.modelId ?? (request.query as Record<string, unknown>).modelId ?? '');
  if (!Number.isInteger(modelId) || !modelById(modelId)) throw badRequest('dataUploadUnknownModel');
  return { modelId, fileName: file.fileName, content: file.content };
}

/** Stores an uploaded file and validates it: in the request when it is small, by the job otherwise. */
export async function receiveUpload(context: RequestContext): Promise<DataUploadDetail> {
  const { db, principal, lang, host } = context;
  const file = await readDataFile(context, host.config);
  const isZip = file.content.subarray(0, 4).equals(ZIP_SIGNATURE);
  if (!isZip && !/\.(csv|txt)$/i.test(file.fileName)) throw badRequest('dataUploadUnreadable');
  const upload = await createUpload(db, {
    tenantId: principal.tenant.id,
    modelId: file.modelId,
    fileName: file.fileName,
    fileFormat: isZip ? 'xlsx' : 'csv',
    content: file.content,
    lang,
    userId: principal.userId,
    userName: principal.firstName || principal.username,
  });
  if (file.content.length <= host.config.dataUploadInlineKb * 1024) await validateUpload(db, principal.tenant.id, upload.id, limitsOf(host.config));
  else await host.jobs.enqueue(VALIDATE_UPLOAD_JOB, { uploadId: upload.id, tenantId: principal.tenant.id }, { key: String(upload.id), tenantId: principal.tenant.id });
  return toUploadDetail(await findUpload(db, principal.tenant.id, upload.id));
}

/** Saves a validated upload's valid rows, then runs what follows a save (quality checks). */
export async function saveValidatedUpload({ db, principal, host }: RequestContext, uploadId: number): Promise<DataUpload> {
  const saved = await saveUpload(db, principal.tenant.id, uploadId, principal.userId, limitsOf(host.config));
  await announceSaved(host, { tenantId: principal.tenant.id, modelCode: modelOf(saved).code });
  return toUploadView(saved);
}

/** The rows of an upload that were not imported, with their reasons, as a workbook. */
export async function rejectedRowsFile({ db, principal, lang, host }: RequestContext, uploadId: number): Promise<FileAnswer> {
  const upload = await findUpload(db, principal.tenant.id, uploadId);
  const readLimits = { maxChars: host.config.dataUploadMaxInflatedMb * 1024 * 1024, maxRows: host.config.dataUploadMaxRows };
  const content = await buildRejectedWorkbook(upload.content, upload.fileFormat, upload.errors, lang, readLimits);
  const model = modelOf(upload);
  return attachmentOf(XLSX_CONTENT_TYPE, `${translate(lang, 'dataRejectedFileName', { model: lang === 'en' ? model.nameEn : model.name, id: upload.id })}.xlsx`, content);
}
