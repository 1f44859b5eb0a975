import { useState } from 'react';
import { Button, Card, Select, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { pageRows } from '@/lib/api/page-rows';
import { useMyProducts } from '@/lib/api/products';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import type { MenuPageProps } from '@/lib/menu/menu-types';
import { useLeads } from '../api/calls';
import { LeadDrawer } from '../components/lead-drawer';
import { analyticsNs } from '../locales/i18n';
import { KeywordSearch } from '@/components/keyword-search';

/** `/clueScore/clueQuery`: doctors ranked by score; a row opens the breakdown that explains it. */
export default function ClueQueryPage(_props: MenuPageProps) {
  const { t } = useTranslation(analyticsNs);
  const lang = useLanguage();
  const products = useMyProducts();
  const [productId, setProductId] = useState(0);
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const leads = useLeads({ productId, ...(keyword ? { keyword } : {}), page, size: 20 });
  return (
    <Card
      size="small"
      title={t('leads.title')}
      extra={
        <Typography.Text type="secondary">
          {leads.data?.computedAt ? t('leads.computedAt', { time: dayjs(leads.data.computedAt).format('YYYY-MM-DD HH:mm') }) : leads.isSuccess ? t('leads.notComputed') : null}
        </Typography.Text>
      }
    >
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          aria-label={t('rules.group')}
          style={{ width: 180 }}
          value={productId}
          onChange={(value: number) => {
            setProductId(value);
            setPage(0);
          }}
          options={[{ value: 0, label: t('rules.overall') }, ...(products.data ?? []).map((p) => ({ value: p.id, label: localizedName(lang, p.name, p.nameEn) }))]}
        />
        <KeywordSearch
          aria-label={t('leads.keyword')}
          placeholder={t('leads.keyword')}
          enterButton={t('common.query')}
          onSearch={(value) => {
            setKeyword(value ?? '');
            setPage(0);
          }}
        />
      </Space>
      <Table
        rowKey="doctorId"
        size="small"
        {...pageRows(leads)}
        pagination={{ current: page + 1, pageSize: 20, total: leads.data?.totalElements ?? 0, showSizeChanger: false, onChange: (next) => setPage(next - 1) }}
        columns={[
          { title: t('leads.rank'), dataIndex: 'rank', key: 'rank', width: 80 },
          {
            title: t('common.doctor'),
            key: 'name',
            render: (_, row) => (
              <Button type="link" onClick={() => setOpen(row.doctorId)}>
                {localizedName(lang, row.name, row.nameEn)}
              </Button>
            ),
          },
          { title: t('common.hospital'), dataIndex: 'hospitalName', key: 'hospital', render: (name: string, row) => localizedName(lang, name, row.hospitalNameEn) },
          { title: t('leads.score'), key: 'score', render: (_, row) => row.score.toFixed(2) },
        ]}
      />
      <LeadDrawer doctorId={open} productId={productId} onClose={() => setOpen(null)} />
    </Card>
  );
}
