import type { ReactNode } from 'react';
import { Timeline } from 'antd';

interface RowTimelineProps<Row> {
  /** The timeline's class; each entry's is the same with `__entry`. */
  className: string;
  rows: Row[];
  /** The colour of a row's dot. */
  color: (row: Row) => string;
  /** What a row shows beside its dot. */
  entry: (row: Row) => ReactNode;
}

/** A page of a profile list as a timeline: a coloured dot a row, its entry beside it. */
export function RowTimeline<Row extends { id: number | string }>({ className, rows, color, entry }: RowTimelineProps<Row>) {
  return <Timeline className={className} items={rows.map((row) => ({ key: row.id, color: color(row), content: <div className={`${className}__entry`}>{entry(row)}</div> }))} />;
}
