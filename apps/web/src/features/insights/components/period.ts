import dayjs from 'dayjs';

export const PRESETS = ['m3', 'm6', 'y1', 'y3', 'default', 'all', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];

export interface Period {
  from?: string;
  to?: string;
}

/** The days a preset covers up to `today`; "default" is the year to date, "all" has open ends. */
export function presetPeriod(preset: Exclude<Preset, 'custom'>, today = dayjs()): Period {
  const to = today.format('YYYY-MM-DD');
  switch (preset) {
    case 'm3':
      return { from: today.subtract(3, 'month').add(1, 'day').format('YYYY-MM-DD'), to };
    case 'm6':
      return { from: today.subtract(6, 'month').add(1, 'day').format('YYYY-MM-DD'), to };
    case 'y1':
      return { from: today.subtract(1, 'year').add(1, 'day').format('YYYY-MM-DD'), to };
    case 'y3':
      return { from: today.subtract(3, 'year').add(1, 'day').format('YYYY-MM-DD'), to };
    case 'default':
      return { from: today.startOf('year').format('YYYY-MM-DD'), to };
    case 'all':
      return {};
  }
}
