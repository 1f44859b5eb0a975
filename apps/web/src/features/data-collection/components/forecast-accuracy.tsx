import { useState } from 'react';
import { Card, Empty, Select, Table, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/i18n';
import { useAccuracy } from '../api/data-api';
import { dataNs } from '../locales/i18n';
import { monthFromNow } from './months';

type Line = {
  key: string;
  name: string;
  nameEn: string | null;
  actual: number;
  baselineWape: number | null;
  repWape: number | null;
  finalWape: number | null;
  repValueAdded: number | null;
  managerValueAdded: number | null;
};
const pct = (v: number | null) => (v === null ? '' : `${(v * 100).toFixed(1)}%`);
const added = (v: number | null) =>
  v === null ? '' : <span style={{ color: v > 0 ? '#389e0d' : v < 0 ? '#cf1322' : undefined }}>{`${v > 0 ? '+' : ''}${(v * 100).toFixed(1)}`}</span>;

/** WAPE of a past cycle per level, rep and product, and what the overrides added over the baseline. */
export function ForecastAccuracy() {
  const { t } = useTranslation(dataNs);
  const en = useLanguage() === 'en';
  const [cycle, setCycle] = useState(monthFromNow(-3));
  const accuracy = useAccuracy(cycle).data;
  const table = (rows: Line[], label: (l: Line) => string) => (
    <Table<Line>
      size="small"
      rowKey="key"
      dataSource={rows}
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      columns={[
        { title: t('forecast.level'), render: (_, l) => label(l) },
        { title: t('forecast.actual'), dataIndex: 'actual', align: 'right' },
        { title: t('forecast.wapeBaseline'), render: (_, l) => pct(l.baselineWape), align: 'right' },
        { title: t('forecast.wapeRep'), render: (_, l) => pct(l.repWape), align: 'right' },
        { title: t('forecast.wapeFinal'), render: (_, l) => pct(l.finalWape), align: 'right' },
        { title: t('forecast.repAdded'), render: (_, l) => added(l.repValueAdded), align: 'right' },
        { title: t('forecast.managerAdded'), render: (_, l) => added(l.managerValueAdded), align: 'right' },
      ]}
    />
  );
  const name = (l: Line) => (en ? (l.nameEn ?? l.name) : l.name);
  return (
    <Card
      title={t('forecast.accuracy')}
      extra={
        <Select
          aria-label={t('forecast.accuracyCycle')}
          value={cycle}
          onChange={setCycle}
          style={{ width: 120 }}
          options={[-6, -5, -4, -3, -2, -1].map((o) => ({ value: monthFromNow(o), label: monthFromNow(o) }))}
        />
      }
    >
      {!accuracy || accuracy.monthsWithActuals.length === 0 ? (
        <Empty description={t('forecast.noActuals')} />
      ) : (
        <Tabs
          items={[
            { key: 'level', label: t('forecast.byLevel'), children: table(accuracy.levels, (l) => t(`levels.${l.key as 'territory'}`)) },
            { key: 'rep', label: t('forecast.byRep'), children: table(accuracy.reps, name) },
            { key: 'product', label: t('forecast.byProduct'), children: table(accuracy.products, name) },
          ]}
        />
      )}
    </Card>
  );
}
