import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export type BaselineMethod = 'MSTL_ETS' | 'SEASONAL_NAIVE';
const SEASON = 12;

interface MstlModule {
  initSync(input: { module: Buffer }): unknown;
  MSTL: { ets(periods: number[]): { fit(y: number[]): void; predict(horizon: number): { point: number[] } } };
}

let mstl: MstlModule | null | undefined;

/** Loads augurs' MSTL WebAssembly from disk once; null when it cannot run here (then the fallback serves). */
async function loadMstl(): Promise<MstlModule | null> {
  if (mstl !== undefined) return mstl;
  try {
    const require = createRequire(import.meta.url);
    const entry = require.resolve('@bsull/augurs/mstl');
    const module = (await import('@bsull/augurs/mstl')) as unknown as MstlModule;
    module.initSync({ module: fs.readFileSync(path.join(path.dirname(entry), 'mstl_bg.wasm')) });
    mstl = module;
  } catch {
    mstl = null;
  }
  return mstl;
}

/** Next `horizon` values: the same month of the last season, or the recent mean with less than a season. */
export function seasonalNaive(history: number[], horizon: number): number[] {
  if (history.length >= SEASON) return Array.from({ length: horizon }, (_, h) => history[history.length - SEASON + (h % SEASON)]!);
  const recent = history.slice(-3);
  const mean = recent.length ? recent.reduce((a, b) => a + b, 0) / recent.length : 0;
  return Array.from({ length: horizon }, () => mean);
}

const round = (x: number) => Math.round(Math.max(0, x) * 100) / 100;

/**
 * The statistical baseline of one monthly series: seasonal decomposition (MSTL, yearly season)
 * with exponential smoothing of the rest when two full seasons exist, else seasonal naive.
 */
export async function forecastSeries(history: number[], horizon: number): Promise<{ values: number[]; method: BaselineMethod }> {
  const model = history.length >= 2 * SEASON ? await loadMstl() : null;
  if (model && history.some((v) => v !== history[0])) {
    try {
      const fitted = model.MSTL.ets([SEASON]);
      fitted.fit(history);
      const point = fitted.predict(horizon).point;
      if (point.length === horizon && point.every(Number.isFinite)) return { values: point.map(round), method: 'MSTL_ETS' };
    } catch {
      // A series the model cannot fit (e.g. all zeros) gets the fallback below.
    }
  }
  return { values: seasonalNaive(history, horizon).map(round), method: 'SEASONAL_NAIVE' };
}

export function addMonths(month: string, n: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
