import { Table, type TableProps } from 'antd';
import type { AnyObject } from 'antd/es/_util/type';

/** A table in small print that shows all its rows at once: the list inside a card, tab or drawer. */
export function CompactTable<T = AnyObject>(props: TableProps<T>) {
  return <Table<T> size="small" pagination={false} {...props} />;
}
