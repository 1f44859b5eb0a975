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
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        // Two columns a month, so that three months fit a laptop's content area without scrolling
        // sideways: the rep's figure with the baseline under it, the manager's with the final one.
        columns={[
          { title: t('forecast.hospital'), render: (_, l) => (en ? (l.hospitalNameEn ?? l.hospitalName) : l.hospitalName), width: 150 },
          {
            title: t('forecast.product'),
            render: (_, l) => (
              <Space direction="vertical" size={0}>
                {en ? l.productNameEn : l.productName}
                {l.baselineMethod && <Tag className="forecast-method">{t(`forecast.methods.${l.baselineMethod}`)}</Tag>}
              </Space>
            ),
          },
          ...sheet.months.map((month, i) => ({
            title: month,
            key: month,
            children: [
              {
                title: t('forecast.rep'),
                key: `${month}r`,
                render: (_: unknown, l: Line) => {
                  const c = l.cells[i];
                  if (!c) return null;
                  const v = value(repDrafts, c.entryId, c.repValue);
                  return (
                    <>
                      {onRep ? (
                        <InputNumber
                          aria-label={`${t('forecast.rep')} ${l.hospitalName} ${month}`}
                          size="small"
                          min={0}
                          value={v}
                          onChange={(x) => onRep(c.entryId, x)}
                          style={{ width: 80 }}
                        />
                      ) : (
                        v
                      )}
                      <div className="forecast-note">{`${t('forecast.baseline')} ${c.baseline ?? '—'}`}</div>
                    </>
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
                  return (
                    <>
                      {onManager ? (
                        <InputNumber
                          aria-label={`${t('forecast.manager')} ${l.hospitalName} ${month}`}
                          size="small"
                          min={0}
                          value={v}
                          onChange={(x) => onManager(c.entryId, x)}
                          style={{ width: 80 }}
                        />
                      ) : (
                        v
                      )}
                      <div className="forecast-note forecast-note--final">
                        {t('forecast.final')} <b>{c.final ?? '—'}</b>
                      </div>
                    </>
                  );
                },
              },
            ],
          })),
          {
            title: t('forecast.changes'),
            key: 'history',
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
