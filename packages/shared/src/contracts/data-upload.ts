import { z } from 'zod';
import { contractGroup, multipartBody, XLSX_MEDIA_TYPE } from '../contract';
import { pageOf } from '../envelope';

export const DATA_FIELD_TYPES = ['text', 'int', 'decimal', 'month', 'ref', 'dict'] as const;

export const dataModelFieldSchema = z.object({
  key: z.string(),
  name: z.string(),
  nameEn: z.string(),
  type: z.enum(DATA_FIELD_TYPES),
  required: z.boolean(),
  /** Part of the natural key the save upserts by. */
  naturalKey: z.boolean(),
  /** Allowed values (dictionaries, referenced codes), offered as a dropdown in the template. */
  options: z.array(z.object({ value: z.string(), label: z.string(), labelEn: z.string() })).optional(),
  /** What the column accepts, in both languages (shown as the template's column comment). */
  rule: z.string(),
  ruleEn: z.string(),
});

export const dataModelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  nameEn: z.string(),
  description: z.string(),
  descriptionEn: z.string(),
  fields: z.array(dataModelFieldSchema),
});
export type DataModel = z.infer<typeof dataModelSchema>;
export type DataModelField = z.infer<typeof dataModelFieldSchema>;

export const UPLOAD_STATUSES = ['VALIDATING', 'VALIDATED', 'SAVED', 'FAILED'] as const;
export const uploadErrorSchema = z.object({ row: z.number().int(), column: z.string(), reason: z.string() });

export const dataUploadSchema = z.object({
  id: z.number().int(),
  modelId: z.number().int(),
  modelCode: z.string(),
  fileName: z.string(),
  status: z.enum(UPLOAD_STATUSES),
  totalRows: z.number().int(),
  processedRows: z.number().int(),
  validRows: z.number().int(),
  errorRows: z.number().int(),
  inserted: z.number().int().nullable(),
  updated: z.number().int().nullable(),
  unchanged: z.number().int().nullable(),
  failure: z.string().nullable(),
  createdByName: z.string(),
  createdAt: z.string(),
  savedAt: z.string().nullable(),
});
export type DataUpload = z.infer<typeof dataUploadSchema>;

export const dataUploadDetailSchema = dataUploadSchema.extend({
  /** Every error of the dry run. */
  errors: z.array(uploadErrorSchema),
  /** The first rows as read, keyed by field. */
  preview: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.null()]))),
});
export type DataUploadDetail = z.infer<typeof dataUploadDetailSchema>;

const tags = ['data'];
const idParams = z.object({ id: z.coerce.number().int() });
/** Models, templates and uploads, as whoever may see them reads them. */
const viewCall = contractGroup({ method: 'GET', tags, access: { permission: 'data:upload:list' } });
/** Uploading and saving data. */
const addCall = contractGroup({ method: 'POST', tags, access: { permission: 'data:upload:add' } });

export const listDataModels = viewCall({
  path: '/data/get/all/model',
  summary: 'The data models an administrator may upload, with their fields and rules',
  result: z.array(dataModelSchema),
});

export const downloadDataTemplate = viewCall({
  path: '/data/download/template/:id',
  summary: 'The xlsx template of a model: a data sheet with headers, a comment per column and dropdowns, then a sheet with an example row (never imported)',
  params: idParams,
  result: 'file',
  fileTypes: [XLSX_MEDIA_TYPE],
});

export const uploadData = addCall({
  path: '/data/upload',
  summary: 'Uploads an xlsx or CSV (UTF-8 or GB18030) for a model (multipart: `modelId`, then `file`) and runs the dry run',
  description: 'Small files answer with the dry run done; large ones are validated by a background job (poll the upload). Files over the limit answer 413 and nothing is stored.',
  ...multipartBody,
  result: dataUploadDetailSchema,
});

export const getDataUpload = viewCall({
  path: '/data/upload/:id',
  summary: 'One upload with its progress, every error of its dry run and a preview',
  params: idParams,
  result: dataUploadDetailSchema,
});

export const listDataUploads = viewCall({
  path: '/data/upload/history',
  summary: 'Upload history: who uploaded which file when, and the counts',
  query: z.object({
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(1).max(100).default(20),
    modelId: z.coerce.number().int().optional(),
  }),
  result: pageOf(dataUploadSchema),
});

export const saveUploadedData = addCall({
  path: '/data/save/data',
  summary: 'Saves the valid rows of a validated upload in one transaction, upserting by the natural key',
  body: z.object({ uploadId: z.coerce.number().int() }),
  encoding: 'json',
  result: dataUploadSchema,
});

export const downloadRejectedRows = viewCall({
  path: '/data/upload/:id/rejected',
  summary: 'The rejected rows as the original workbook with an error column',
  params: idParams,
  result: 'file',
  fileTypes: [XLSX_MEDIA_TYPE],
});
