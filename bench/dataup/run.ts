// `npm run bench:dataup [-- --rows=200000 --series=10000]`: data upload and forecasting targets of issue 19.
// - a ROWS-row sales xlsx uploaded and validated (background job): time and the server's peak memory growth;
// - an xlsx that inflates beyond DATA_UPLOAD_MAX_INFLATED_MB: time to refusal and memory growth;
// - baselines (MSTL + ETS, seasonal naive fallback) for SERIES monthly series of three years.
// PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set, else PGlite in a temporary directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import yazl from 'yazl';
import { eq } from 'drizzle-orm';
import { hospital } from '../../apps/server/src/db/schema/customers/hospitals';
import { product } from '../../apps/server/src/db/schema/platform/tenancy';
import { forecastSeries } from '../../apps/server/src/modules/forecast/baseline';
import { benchDatabaseUrl, benchRun, demoToken, log, openBenchDatabase, startBenchServer } from '../support';

const { databaseUrl, count } = benchRun(benchDatabaseUrl());
const rows = count('rows', 200_000);
const seriesCount = count('series', 10_000);
const pgliteDir = process.env.BENCH_PGLITE_DIR ?? path.join(os.tmpdir(), 'crm-bench-dataup');

const rssMb = (pid: number) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function salesWorkbook(codes: { hospitals: string[]; products: string[] }): Promise<Buffer> {
  const file = path.join(os.tmpdir(), `crm-bench-sales-${rows}.xlsx`);
  if (!fs.existsSync(file)) {
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
    const sheet = writer.addWorksheet('sales');
    sheet.addRow(['医院编码', '产品编码', '月份', '销量（盒）', '销售额（元）']).commit();
    // Distinct natural keys: hospital × product × month, months going back as far as needed.
    for (let i = 0; i < rows; i++) {
      const h = codes.hospitals[i % codes.hospitals.length]!;
      const p = codes.products[Math.floor(i / codes.hospitals.length) % codes.products.length]!;
      const m = Math.floor(i / (codes.hospitals.length * codes.products.length));
      sheet.addRow([h, p, `${2000 + Math.floor(m / 12)}-${String((m % 12) + 1).padStart(2, '0')}`, 100 + (i % 50), (100 + (i % 50)) * 86.5]).commit();
    }
    sheet.commit();
    await writer.commit();
  }
  return fs.readFileSync(file);
}

async function bombWorkbook(inflatedMb: number): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.alloc(inflatedMb * 1024 * 1024, 0x20), 'xl/worksheets/sheet1.xml');
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

async function upload(port: number, token: string, name: string, content: Buffer) {
  const form = new FormData();
  form.append('modelId', '1');
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const response = await fetch(`http://localhost:${port}/prod-api/data/upload`, { method: 'POST', headers: { host: 'localhost', authorization: `Bearer ${token}` }, body: form });
  return { status: response.status, body: (await response.json()) as { result: { id: number; status: string } | null; message: string } };
}

const { database, tenant } = await openBenchDatabase(databaseUrl, pgliteDir);
const codes = {
  hospitals: (await database.db.select({ code: hospital.code }).from(hospital).where(eq(hospital.tenantId, tenant.id))).map((h) => h.code),
  products: (await database.db.select({ code: product.code }).from(product).where(eq(product.tenantId, tenant.id))).map((p) => p.code),
};
await database.close();

const content = await salesWorkbook(codes);
log(`${rows} rows, ${(content.length / 1024 / 1024).toFixed(1)} MB xlsx`);
const server = await startBenchServer({ ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { BENCH_PGLITE_DIR: pgliteDir }), BACKGROUND_JOBS: 'true' });
try {
  const token = await demoToken(server.port, 'admin');
  const pid = server.child.pid!;
  const baseline = rssMb(pid);
  let peak = baseline;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 100);
  const started = Date.now();
  const first = await upload(server.port, token, 'bench.xlsx', content);
  let state = first.body.result!;
  while (state.status === 'VALIDATING') {
    await new Promise((resolve) => setTimeout(resolve, 200));
    const response = await fetch(`http://localhost:${server.port}/prod-api/data/upload/${state.id}`, { headers: { host: 'localhost', authorization: `Bearer ${token}` } });
    state = ((await response.json()) as { result: typeof state }).result;
  }
  clearInterval(sampler);
  log(
    `validation of ${rows} rows: ${((Date.now() - started) / 1000).toFixed(1)} s (${state.status}), server memory ${baseline.toFixed(0)} MB → peak ${peak.toFixed(0)} MB (+${(peak - baseline).toFixed(0)} MB)`,
  );

  const bomb = await bombWorkbook(Number(process.env.DATA_UPLOAD_MAX_INFLATED_MB ?? 400) + 100);
  const before = rssMb(pid);
  const bombStarted = Date.now();
  const refused = await upload(server.port, token, 'bomb.xlsx', bomb);
  log(
    `inflating xlsx (${(bomb.length / 1024).toFixed(0)} KB on the wire): HTTP ${refused.status} in ${Date.now() - bombStarted} ms, server memory +${(rssMb(pid) - before).toFixed(0)} MB`,
  );
} finally {
  server.stop();
}

const series = Array.from({ length: seriesCount }, (_, s) =>
  Array.from({ length: 36 }, (_, t) => Math.max(0, 100 + (s % 50) + 1.5 * t + 30 * Math.sin((2 * Math.PI * (t + s)) / 12) + ((s * 7 + t * 13) % 11))),
);
const baselineStarted = Date.now();
let mstl = 0;
for (const history of series) if ((await forecastSeries(history, 3)).method === 'MSTL_ETS') mstl++;
log(`baselines for ${seriesCount} series: ${((Date.now() - baselineStarted) / 1000).toFixed(1)} s (${mstl} MSTL + ETS, ${seriesCount - mstl} seasonal naive)`);
