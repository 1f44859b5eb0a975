import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../src/db/client';
import { hospital } from '../src/db/schema/customers/hospitals';
import { enterprise, product } from '../src/db/schema/platform/tenancy';
import { TENANT_A } from './helpers';

/** A multipart body with the model id field and one file, as a browser sends it. */
export function multipart(fields: Record<string, string>, file: { name: string; content: Buffer; type?: string }) {
  const boundary = `----crm${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${file.name}"\r\ncontent-type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function uploadFile(app: FastifyInstance, token: string, modelId: number, file: { name: string; content: Buffer }, options: { host?: string; lang?: string } = {}) {
  const body = multipart({ modelId: String(modelId) }, file);
  return app.inject({
    method: 'POST',
    url: '/prod-api/data/upload',
    headers: { host: options.host ?? TENANT_A, authorization: `Bearer ${token}`, 'content-type': body.contentType, ...(options.lang ? { 'accept-language': options.lang } : {}) },
    payload: body.payload,
  });
}

export async function xlsxOf(rows: Array<Array<string | number>>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('data');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export async function tenantCodes(db: Database, host = TENANT_A) {
  const [tenant] = await db.select({ id: enterprise.id }).from(enterprise).where(eq(enterprise.domain, host));
  const hospitals = await db.select({ id: hospital.id, code: hospital.code }).from(hospital).where(eq(hospital.tenantId, tenant!.id)).orderBy(hospital.code).limit(40);
  const products = await db
    .select({ id: product.id, code: product.code })
    .from(product)
    .where(and(eq(product.tenantId, tenant!.id)))
    .orderBy(product.sort);
  return { tenantId: tenant!.id, hospitals, products };
}
