import { Card, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/lib/i18n/i18n';
import type { ForecastSheet } from '../api/data-api';
import { dataNs } from '../locales/i18n';
import '../data-collection.css';

type Rollup = ForecastSheet['rollup'][number];

/** The forecast rolled up the organisation tree: per unit and month the final figure beside the baseline. */
export function ForecastRollup({ sheet }: { sheet: ForecastSheet | undefined }) {
  const { t } = useTranslation(dataNs);
  const en = useLanguage() === 'en';
  const name = (x: { name: string; nameEn: string | null }) => (en ? (x.nameEn ?? x.name) : x.name);
  const tree = (sheet?.rollup ?? []).reduce<Array<Rollup & { children?: Rollup[] }>>((roots, node, _i, all) => {
    if (!all.some((n) => n.orgId === node.parentId)) roots.push(node);
    return roots;
  }, []);
  const childrenOf = (node: Rollup): Array<Rollup & { children?: unknown[] }> => {
    const kids = (sheet?.rollup ?? []).filter((n) => n.parentId === node.orgId);
    return kids.map((k) => ({ ...k, children: childrenOf(k).length ? childrenOf(k) : undefined }));
  };
  return (
    <Card title={t('forecast.rollup')}>
      <Table
        className="data-table"
        size="small"
        rowKey="orgId"
        scroll={{ x: 'max-content' }}
        pagination={false}
        dataSource={tree.map((r) => ({ ...r, children: childrenOf(r) }))}
        columns={[
          { title: t('forecast.unit'), render: (_, r: Rollup) => name(r) },
          { title: '', render: (_, r: Rollup) => r.status && <Tag>{t(`submission.${r.status}`)}</Tag> },
          ...(sheet?.months ?? []).map((m, i) => ({
            title: m,
            key: m,
            align: 'right' as const,
            className: 'ant-table-cell-nowrap',
            render: (_: unknown, r: Rollup) => `${r.final[i]!.toLocaleString()} (${t('forecast.baseline')} ${r.baseline[i]!.toLocaleString()})`,
          })),
        ]}
      />
    </Card>
  );
}
