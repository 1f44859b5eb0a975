import { Button, Progress, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { KolRow } from '../api/kol-calls';
import { kolNs } from '../locales/i18n';
import { TierTag } from './tier-tag';

interface KolTableProps {
  rows: KolRow[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPage: (page: number, size: number) => void;
  onExplain: (row: KolRow) => void;
  onOpenProfile: (row: KolRow) => void;
}

/** KOLs ranked by influence score, with what the score rests on. */
export function KolTable({ rows, total, page, pageSize, loading, onPage, onExplain, onOpenProfile }: KolTableProps) {
  const { t } = useTranslation(kolNs);
  const lang = useLanguage();
  return (
    <Table<KolRow>
      className="kol-table"
      size="middle"
      rowKey="id"
      loading={loading}
      dataSource={rows}
      locale={{ emptyText: t('list.empty') }}
      scroll={{ x: 900 }}
      pagination={{
        current: page + 1,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: [10, 20, 50],
        showTotal: (count) => t('list.total', { total: count, count }),
        onChange: (next, size) => onPage(next - 1, size),
      }}
      columns={[
        {
          title: t('list.rank'),
          dataIndex: 'rank',
          key: 'rank',
          width: 64,
          align: 'center',
          render: (rank: number) => <span className={rank <= 3 ? 'kol-rank kol-rank--top' : 'kol-rank'}>{rank}</span>,
        },
        {
          title: t('list.doctor'),
          key: 'doctor',
          render: (_, row) => (
            <div>
              {row.accessible ? (
                <Typography.Link className="kol-table__name" onClick={() => onOpenProfile(row)}>
                  {localizedName(lang, row.name, row.nameEn)}
                </Typography.Link>
              ) : (
                <Typography.Text strong title={t('list.outOfRange')}>
                  {localizedName(lang, row.name, row.nameEn)}
                </Typography.Text>
              )}
              {row.title && <span className="muted-note"> {row.title}</span>}
              <div className="muted-note">{[row.hospital, row.department].filter(Boolean).join(' · ')}</div>
            </div>
          ),
        },
        { title: t('list.tier'), dataIndex: 'tier', key: 'tier', width: 96, render: (tier: KolRow['tier']) => <TierTag tier={tier} /> },
        {
          title: t('list.score'),
          dataIndex: 'score',
          key: 'score',
          width: 170,
          render: (score: number) => <Progress className="kol-table__score" percent={score} size="small" status="normal" format={() => score.toFixed(1)} strokeColor="#1677ff" />,
        },
        { title: t('list.papers'), dataIndex: 'papers', key: 'papers', width: 80, align: 'right' },
        { title: t('list.quoted'), dataIndex: 'quotedTimes', key: 'quotedTimes', width: 92, align: 'right' },
        { title: t('list.guidelines'), dataIndex: 'guidelines', key: 'guidelines', width: 96, align: 'right' },
        { title: t('list.relations'), dataIndex: 'relationCount', key: 'relationCount', width: 92, align: 'right' },
        {
          title: '',
          key: 'explain',
          width: 110,
          fixed: 'right',
          render: (_, row) => (
            <Button size="small" onClick={() => onExplain(row)}>
              {t('list.explain')}
            </Button>
          ),
        },
      ]}
    />
  );
}
