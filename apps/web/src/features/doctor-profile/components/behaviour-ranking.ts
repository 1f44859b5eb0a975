export interface CountedBehaviour {
  dataType: string;
  counts: number;
}

/** Spec 9: `proportion` is the count divided by the largest count, as a percentage (0–100). */
export type RankedBehaviour<T extends CountedBehaviour> = T & { proportion: number };

/** Spec 2.5 互动行为统计: behaviours by count, largest first, each with its bar length. */
export function rankBehaviours<T extends CountedBehaviour>(records: readonly T[]): Array<RankedBehaviour<T>> {
  const largest = records.reduce((max, record) => Math.max(max, record.counts), 0);
  return [...records].sort((a, b) => b.counts - a.counts).map((record) => ({ ...record, proportion: largest > 0 ? (record.counts / largest) * 100 : 0 }));
}
