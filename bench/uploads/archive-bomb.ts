// `npm run bench:uploads [-- --inflated-mb=600 --skip-unbounded]`: what refusing a zip bomb costs an upload (issue 60, class 2).
// Each case runs in a process of its own, so its peak memory is its own, and does what the AI
// document upload does with the file (apps/server/src/modules/ai/routes.ts): the bounded reader as the
// upload is read, then the text extraction (which reads through it again before mammoth).
// - floor: a real DOCX of a few paragraphs, read to its text;
// - lying bomb: a DOCX whose document part inflates to INFLATED_MB of zeros, both headers declaring 4 KB;
// - honest bomb: the same, its headers declaring the true size;
// - unbounded (before): the lying bomb read as the extraction read it before, JSZip's declared sizes
//   added up and mammoth given the file (skipped with --skip-unbounded).
// Figures: CPU time (process.cpuUsage), growth of the resident set to its peak (getrusage maxRSS over
// the RSS at start) and of the V8 heap, and the answer.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import JSZip from 'jszip';
import mammoth from 'mammoth';
import { assertArchiveWithinLimits } from '../../apps/server/src/lib/archive-limits';
import { HttpError } from '../../apps/server/src/lib/http-error';
import { translate } from '../../apps/server/src/lib/i18n';
import { DOCX_LIMITS, docxRefusals, extractText } from '../../apps/server/src/modules/ai/extract-text';
import { docxBomb, smallDocx } from '../../apps/server/test/archive-bombs';
import { benchArgs, log } from '../support';

const args = benchArgs();
const inflatedMb = Number(args['inflated-mb'] ?? 600);
const MB = 1024 * 1024;
const CASES = ['floor', 'lying bomb', 'honest bomb', 'unbounded (before)'] as const;
type Case = (typeof CASES)[number];

interface Figures {
  name: Case;
  fileKb: number;
  cpuMs: number;
  peakRssMb: number;
  heapMb: number;
  answer: string;
}

function fileOf(name: Case): Buffer {
  if (name === 'floor') return smallDocx(Array.from({ length: 40 }, (_, i) => `第 ${i + 1} 段：冷链药品运输温度须保持在 2 至 8 摄氏度之间，到货时须核对温度记录。`));
  return name === 'honest bomb' ? docxBomb(inflatedMb) : docxBomb(inflatedMb, 4096);
}

/** The AI document upload's reading of the file, as the route does it now. */
async function bounded(content: Buffer): Promise<string> {
  await assertArchiveWithinLimits(content, DOCX_LIMITS, docxRefusals.unreadable, docxRefusals.tooLarge);
  return `${(await extractText('document.docx', content)).length} characters of text`;
}

/** The extraction as it was before: declared sizes added up from JSZip's internals, then mammoth. */
async function unbounded(content: Buffer): Promise<string> {
  const zip = await JSZip.loadAsync(content, { checkCRC32: false });
  let declared = 0;
  zip.forEach((_path, entry) => {
    declared += (entry as unknown as { _data?: { uncompressedSize?: number } })._data?.uncompressedSize ?? 0;
  });
  if (declared > 60 * MB) return 'refused by the declared sizes';
  await mammoth.extractRawText({ buffer: content });
  return 'read';
}

async function runCase(name: Case): Promise<Figures> {
  const content = fileOf(name);
  const rssBefore = process.memoryUsage.rss();
  const heapBefore = process.memoryUsage().heapUsed;
  const cpuBefore = process.cpuUsage();
  let answer: string;
  try {
    answer = await (name === 'unbounded (before)' ? unbounded(content) : bounded(content));
  } catch (error) {
    answer = error instanceof HttpError ? `refused ${error.statusCode}: ${translate('en', error.messageKey, error.params)}` : `failed: ${(error as Error).message.slice(0, 60)}`;
  }
  const cpu = process.cpuUsage(cpuBefore);
  return {
    name,
    fileKb: Math.round(content.length / 1024),
    cpuMs: (cpu.user + cpu.system) / 1000,
    peakRssMb: Math.max(0, process.resourceUsage().maxRSS * 1024 - rssBefore) / MB,
    heapMb: (process.memoryUsage().heapUsed - heapBefore) / MB,
    answer,
  };
}

if (args.case) {
  // A child: one case, its figures as JSON on the last line.
  const name = args.case as Case;
  // The code paths are loaded and run once on a small file first, so the figures are the case's own.
  await bounded(fileOf('floor')).catch(() => undefined);
  console.log(JSON.stringify(await runCase(name)));
} else {
  log(`zip bombs inflating to ${inflatedMb} MB, refused as the AI document upload refuses them; each case in a process of its own`);
  const rows: Figures[] = [];
  for (const name of CASES.filter((c) => !(c === 'unbounded (before)' && 'skip-unbounded' in args))) {
    const child = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), `--case=${name}`, `--inflated-mb=${inflatedMb}`], { encoding: 'utf8' });
    const last = child.stdout.trim().split('\n').pop() ?? '';
    if (child.status !== 0 || !last.startsWith('{')) throw new Error(`case ${name} failed: ${child.stderr || child.stdout}`);
    rows.push(JSON.parse(last) as Figures);
  }
  log('case                 file KB   CPU ms   peak RSS +MB   heap +MB   answer');
  for (const r of rows) {
    log(
      `${r.name.padEnd(20)} ${String(r.fileKb).padStart(7)} ${r.cpuMs.toFixed(1).padStart(8)} ${r.peakRssMb.toFixed(1).padStart(14)} ${r.heapMb.toFixed(1).padStart(10)}   ${r.answer}`,
    );
  }
  const lying = rows.find((r) => r.name === 'lying bomb')!;
  log(`target: the lying bomb refused within 200 ms of CPU and +50 MB: ${lying.cpuMs < 200 && lying.peakRssMb < 50 ? 'met' : 'NOT met'}`);
}
