import { Table } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { TableTotalsRow } from '@/components/table-totals-row';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { DistributionRow, PortraitTable } from '../api/insights-api';
import { insightsNs } from '../locales/i18n';

/** How a row or column key reads: a code through the locale, or a name from the data. */
export type Labeller = (entry: { key: string; label: string; labelEn: string | null }) => string;

export const codeLabel =
  (t: TFunction, group: 'sex' | 'ageBand' | 'line' | 'comorbidity'): Labeller =>
  (entry) =>
    t(`${group}.${entry.key}`, { ns: insightsNs });

/** A cross-table of the portrait with its totals: a figure with no shown group reads "—". */
export function PortraitTableView({
  table,
  rowTitle,
  rowLabel,
  columnLabel,
  renderRow,
}: {
  table: PortraitTable;
  rowTitle: string;
  rowLabel?: Labeller;
  columnLabel?: Labeller;
  renderRow?: (row: DistributionRow, text: string) => React.ReactNode;
}) {
  const { t } = useTranslation(insightsNs);
  const lang = useLanguage();
  const named: Labeller = (e) => localizedName(lang, e.label, e.labelEn);
  const rows = rowLabel ?? named;
  const columns = columnLabel ?? named;
  const cell = (v: number | null | undefined) => (v === null || v === undefined ? t('portrait.noShownGroup') : v);
  return (
    <Table
      size="small"
      rowKey="key"
      dataSource={table.rows}
      pagination={false}
      scroll={{ x: true }}
      columns={[
        { title: rowTitle, render: (_, row) => (renderRow ? renderRow(row, rows(row)) : rows(row)) },
        ...table.columns.map((column, i) => ({
          title: columns(column),
          key: column.key,
          align: 'right' as const,
          render: (_: unknown, row: DistributionRow) => cell(row.cells[i]),
        })),
        { title: t('common.total'), key: 'total', align: 'right' as const, render: (_: unknown, row: DistributionRow) => cell(row.total) },
      ]}
      summary={() => (table.rows.length > 0 ? <TableTotalsRow label={t('common.total')} figures={[...table.columnTotals, table.grandTotal].map(cell)} /> : null)}
    />
  );
}
