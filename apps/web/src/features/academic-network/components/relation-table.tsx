import { Button, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { NetworkDoctor, RelationType } from '@crm/shared/contracts/academic-schemas';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { NetworkTableRow } from '../api/network-calls';
import { networkNs } from '../locales/i18n';

interface RelationTableProps {
  rows: NetworkTableRow[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number) => void;
  onOpenDoctor: (doctor: NetworkDoctor) => void;
  onShowRelation: (doctor: NetworkTableRow) => void;
}

/** The centre doctor's direct relations beside the graph, strongest first. */
export function RelationTable({ rows, total, page, pageSize, loading, onPage, onOpenDoctor, onShowRelation }: RelationTableProps) {
  const { t } = useTranslation(networkNs);
  const lang = useLanguage();
  return (
    <Table<NetworkTableRow>
      className="network-table"
      size="small"
      rowKey="id"
      loading={loading}
      dataSource={rows}
      locale={{ emptyText: t('empty') }}
      pagination={{
        current: page + 1,
        pageSize,
        total,
        size: 'small',
        showSizeChanger: false,
        showTotal: (count) => t('table.total', { total: count, count }),
        onChange: (next) => onPage(next - 1),
      }}
      columns={[
        {
          title: t('table.name'),
          key: 'name',
          width: 190,
          render: (_, row) => (
            <div>
              {row.accessible ? (
                <Typography.Link className="network-table__name" onClick={() => onOpenDoctor(row)}>
                  {localizedName(lang, row.name, row.nameEn)}
                </Typography.Link>
              ) : (
                <Typography.Text className="network-table__name" title={t('tooltip.outOfRange')}>
                  {localizedName(lang, row.name, row.nameEn)}
                </Typography.Text>
              )}
              {row.tier && <Tag className="network-table__tier">{t(`tiers.${row.tier}`)}</Tag>}
              <div className="network-table__where">{[row.hospital, row.department].filter(Boolean).join(' · ')}</div>
            </div>
          ),
        },
        {
          title: t('table.relations'),
          key: 'relations',
          render: (_, row) =>
            Object.entries(row.data)
              .filter(([, count]) => count > 0)
              .map(([type, count]) => <Tag key={type}>{`${t(`common:relationTypes.${type as RelationType}`)} ${count}`}</Tag>),
        },
        { title: t('table.strength'), dataIndex: 'weight', key: 'weight', width: 92, align: 'right', render: (weight: number) => weight.toFixed(1) },
        {
          title: '',
          key: 'detail',
          width: 90,
          render: (_, row) => (
            <Button size="small" type="link" onClick={() => onShowRelation(row)}>
              {t('table.detail')}
            </Button>
          ),
        },
      ]}
    />
  );
}
