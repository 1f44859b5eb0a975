// Self time per function in a V8 CPU profile (.cpuprofile, as Node's inspector writes it): the frames
// the server's cores spent their time in, for bench:api's `--profile` and by hand
// (`node --import tsx bench/api/profile-summary.ts FILE [N]`).
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
  startTime: number;
  endTime: number;
}

export interface Frame {
  frame: string;
  where: string;
  selfMs: number;
  /** Share of the samples in which the process was not idle. */
  share: number;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Where a frame's code lives, short: a package name for dependencies, a repository path for ours. */
function where(url: string, line: number): string {
  if (!url) return '';
  const file = url.replace(/^file:\/\//, '');
  const inModules = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(file);
  if (inModules) return `${inModules[1]} ${path.basename(inModules[2]!)}`;
  if (file.startsWith('node:')) return file;
  return `${path.relative(ROOT, file)}:${line + 1}`;
}

/** The top `count` frames by self time, leaving out the idle samples (the cores waiting for work). */
export function summarize(profile: CpuProfile, count = 15): { frames: Frame[]; busyMs: number; idleMs: number; totalMs: number } {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfMicros = new Map<number, number>();
  profile.samples.forEach((id, i) => selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const byFrame = new Map<string, { frame: string; where: string; micros: number }>();
  let idle = 0;
  let total = 0;
  for (const [id, micros] of selfMicros) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame;
    total += micros;
    if (functionName === '(idle)') {
      idle += micros;
      continue;
    }
    const frame = functionName || '(anonymous)';
    const at = where(url, lineNumber);
    const key = `${frame}|${at}`;
    const entry = byFrame.get(key) ?? { frame, where: at, micros: 0 };
    entry.micros += micros;
    byFrame.set(key, entry);
  }
  const busy = total - idle;
  const frames = [...byFrame.values()]
    .sort((a, b) => b.micros - a.micros)
    .slice(0, count)
    .map((f) => ({ frame: f.frame, where: f.where, selfMs: f.micros / 1000, share: busy ? f.micros / busy : 0 }));
  return { frames, busyMs: busy / 1000, idleMs: idle / 1000, totalMs: total / 1000 };
}

/** The summary as a Markdown table. */
export function frameTable(summary: ReturnType<typeof summarize>): string {
  const lines = [
    `busy ${Math.round(summary.busyMs).toLocaleString('en')} ms of ${Math.round(summary.totalMs).toLocaleString('en')} ms profiled (the rest idle)`,
    '',
    '| # | self time | share of busy | function | where |',
    '|---|---|---|---|---|',
    ...summary.frames.map((f, i) => `| ${i + 1} | ${Math.round(f.selfMs).toLocaleString('en')} ms | ${(100 * f.share).toFixed(1)} % | \`${f.frame}\` | ${f.where} |`),
  ];
  return lines.join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const [file, count] = process.argv.slice(2);
  if (!file) throw new Error('usage: profile-summary.ts FILE.cpuprofile [N]');
  console.log(frameTable(summarize(JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile, Number(count ?? 15))));
}
