import type { HTMLAttributes } from 'react';
import type { ColumnsType } from 'antd/es/table';

/**
 * The class of a table that, on a phone, stands each row as a card of labelled lines instead of
 * scrolling sideways (global.css): no header, every cell on its own line after its column's title.
 */
export const STACKED_TABLE = 'table--stacked';

/** The columns with each cell labelled by its column's title, for a table with `STACKED_TABLE`. */
export function labelledColumns<T>(columns: ColumnsType<T>): ColumnsType<T> {
  return columns.map((column) => {
    const label = typeof column.title === 'string' ? column.title : undefined;
    const own = column.onCell;
    return {
      ...column,
      onCell: (record: T, index?: number) => ({ ...own?.(record, index), 'data-label': label }) as HTMLAttributes<HTMLElement>,
    };
  });
}
