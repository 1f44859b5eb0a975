import { Drawer, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useForecastLineHistory, type ForecastChange } from '../api/data-api';
import { dataNs } from '../locales/i18n';
import { formatWhen } from '@/lib/when';

export interface HistoryLine {
  cycle: string;
  orgId: number;
  hospitalId: number;
  productId: number;
  /** The line's hospital and product in the reader's language, for the drawer's title. */
  label: string;
}

const COLORS: Record<ForecastChange['action'], string | undefined> = { REP: 'blue', MANAGER: 'purple', SUBMIT: 'gold', LOCK: 'green', RETURN: 'orange' };

/** Who changed which figure of a forecast line when (old and new value), with the territory's submit, lock and return. */
export function ForecastHistoryDrawer({ line, onClose }: { line: HistoryLine | null; onClose: () => void }) {
  const { t } = useTranslation(dataNs);
  const history = useForecastLineHistory(line && { cycle: line.cycle, orgId: line.orgId, hospitalId: line.hospitalId, productId: line.productId });
  const figure = (v: number | null) => (v === null ? t('forecast.noFigure') : v.toLocaleString());
  return (
    <Drawer open={line !== null} onClose={onClose} width={640} title={line && t('forecast.historyTitle', { line: line.label })} destroyOnHidden>
      <Table<ForecastChange>
        className="data-table"
        size="small"
        rowKey="id"
        loading={history.isLoading}
        dataSource={history.data}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('forecast.noChanges') }}
        columns={[
          { title: t('forecast.changedAt'), key: 'at', className: 'ant-table-cell-nowrap', render: (_, c) => formatWhen(c.createdAt) },
          { title: t('forecast.changedBy'), dataIndex: 'actorName', className: 'ant-table-cell-nowrap' },
          {
            title: t('forecast.change'),
            key: 'action',
            className: 'ant-table-cell-nowrap',
            render: (_, c) => <Tag color={COLORS[c.action]}>{t(`forecastChange.${c.action}`)}</Tag>,
          },
          { title: t('forecast.month'), key: 'month', className: 'ant-table-cell-nowrap', render: (_, c) => c.month ?? '' },
          {
            title: t('forecast.oldToNew'),
            key: 'values',
            className: 'ant-table-cell-nowrap',
            render: (_, c) => (c.month === null ? '' : `${figure(c.oldValue)} → ${figure(c.newValue)}`),
          },
        ]}
      />
    </Drawer>
  );
}
