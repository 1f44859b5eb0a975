import type { ReactNode } from 'react';
import { Table } from 'antd';

interface TableTotalsRowProps {
  label: ReactNode;
  /** How many leading columns (the rows' headings) the label spans. */
  span?: number;
  /** The figures under the other columns, left to right, each right-aligned. */
  figures: ReactNode[];
}

/** The last row of a table of figures: a label, then each column's total (and a grand total, if the table has one). */
export function TableTotalsRow({ label, span = 1, figures }: TableTotalsRowProps) {
  return (
    <Table.Summary.Row>
      <Table.Summary.Cell index={0} colSpan={span}>
        {label}
      </Table.Summary.Cell>
      {figures.map((figure, i) => (
        <Table.Summary.Cell key={i} index={i + span} align="right">
          {figure}
        </Table.Summary.Cell>
      ))}
    </Table.Summary.Row>
  );
}
