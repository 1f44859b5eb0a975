import { useState } from 'react';
import { Button, InputNumber, Space, Table, Tag } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/i18n';
import type { ForecastSheet } from '../api/data-api';
import { dataNs } from '../locales/i18n';
import { ForecastHistoryDrawer, type HistoryLine } from './forecast-history';
import '../data-collection.css';

type Line = ForecastSheet['lines'][number];
export type Drafts = Record<number, number | null>;

/** The forecast lines of a territory: per month the baseline, the rep's figure, the manager's and the final one. */
export function ForecastLines({
  sheet,
  repDrafts,
  managerDrafts,
  onRep,
  onManager,
}: {
  sheet: ForecastSheet;
  repDrafts: Drafts;
  managerDrafts: Drafts;
  onRep?: (entryId: number, value: number | null) => void;
  onManager?: (entryId: number, value: number | null) => void;
}) {
  const { t } = useTranslation(dataNs);
  const en = useLanguage() === 'en';
  const [historyOf, setHistoryOf] = useState<HistoryLine | null>(null);
  const value = (drafts: Drafts, id: number, stored: number | null) => (id in drafts ? drafts[id]! : stored);
  const label = (l: Line) => `${en ? (l.hospitalNameEn ?? l.hospitalName) : l.hospitalName} · ${en ? l.productNameEn : l.productName}`;
  return (
    <>
      <Table<Line>
        className="data-table"
        size="small"
        rowKey={(l) => `${l.hospitalId}:${l.productId}`}
        dataSource={sheet.lines}
        scroll={{ x: 'max-content' }}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        columns={[
          { title: t('forecast.hospital'), render: (_, l) => (en ? (l.hospitalNameEn ?? l.hospitalName) : l.hospitalName), fixed: 'left', width: 200 },
          {
            title: t('forecast.product'),
            render: (_, l) => (
              <Space direction="vertical" size={0}>
                {en ? l.productNameEn : l.productName}
                {l.baselineMethod && <Tag>{t(`forecast.methods.${l.baselineMethod}`)}</Tag>}
              </Space>
            ),
          },
          ...sheet.months.map((month, i) => ({
            title: month,
            key: month,
            children: [
              {
                title: t('forecast.baseline'),
                key: `${month}b`,
                align: 'right' as const,
                className: 'ant-table-cell-nowrap',
                render: (_: unknown, l: Line) => l.cells[i]?.baseline ?? '',
              },
              {
                title: t('forecast.rep'),
                key: `${month}r`,
                render: (_: unknown, l: Line) => {
                  const c = l.cells[i];
                  if (!c) return null;
                  const v = value(repDrafts, c.entryId, c.repValue);
                  return onRep ? (
                    <InputNumber
                      aria-label={`${t('forecast.rep')} ${l.hospitalName} ${month}`}
                      size="small"
                      min={0}
                      value={v}
                      onChange={(x) => onRep(c.entryId, x)}
                      style={{ width: 90 }}
                    />
                  ) : (
                    v
                  );
                },
              },
              {
                title: t('forecast.manager'),
                key: `${month}m`,
                render: (_: unknown, l: Line) => {
                  const c = l.cells[i];
                  if (!c) return null;
                  const v = value(managerDrafts, c.entryId, c.managerValue);
                  return onManager ? (
                    <InputNumber
                      aria-label={`${t('forecast.manager')} ${l.hospitalName} ${month}`}
                      size="small"
                      min={0}
                      value={v}
                      onChange={(x) => onManager(c.entryId, x)}
                      style={{ width: 90 }}
                    />
                  ) : (
                    v
                  );
                },
              },
              {
                title: t('forecast.final'),
                key: `${month}f`,
                align: 'right' as const,
                className: 'ant-table-cell-nowrap',
                render: (_: unknown, l: Line) => <b>{l.cells[i]?.final ?? ''}</b>,
              },
            ],
          })),
          {
            title: t('forecast.changes'),
            key: 'history',
            fixed: 'right',
            className: 'ant-table-cell-nowrap',
            render: (_, l) => (
              <Button
                size="small"
                type="link"
                icon={<HistoryOutlined />}
                aria-label={`${t('forecast.history')} ${label(l)}`}
                onClick={() => setHistoryOf({ cycle: sheet.cycle, orgId: l.orgId, hospitalId: l.hospitalId, productId: l.productId, label: label(l) })}
              >
                {t('forecast.history')}
              </Button>
            ),
          },
        ]}
      />
      <ForecastHistoryDrawer line={historyOf} onClose={() => setHistoryOf(null)} />
    </>
  );
}
