import { useState } from 'react';
import { Button, Card, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/filter-select';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAccess } from '@/lib/access/use-access';
import { pageRows } from '@/lib/api/page-rows';
import { tenantToday } from '@/lib/session/tenant-today';
import { useBudgetPools, useBudgetTree, type BudgetPool } from '../api/budgets';
import { useMyProducts } from '@/lib/api/products';
import { Amount, UsageBar, UsageDetail } from '../components/budget-amount';
import { BudgetTreeTable } from '../components/budget-tree-table';
import { AdjustPoolModal, CreatePoolModal } from '../components/pool-forms';
import { meetingSetupNs } from '../locales/i18n';
import '../meeting-setup.css';

function currentYear(): number {
  return tenantToday().year();
}

/** `/meeting/budgetIndex`: budget pools per org, product and year, rolled up the org tree, with create and adjust. */
export default function BudgetPage() {
  const { t } = useTranslation(meetingSetupNs);
  const lang = useLanguage();
  const canEdit = useAccess().hasPermission(['meeting:budget:edit']);
  const [year, setYear] = useState(currentYear);
  const [yearOptions] = useState(() => Array.from({ length: 7 }, (_, i) => currentYear() - 3 + i));
  const [productId, setProductId] = useState<number | undefined>();
  const [page, setPage] = useState({ page: 0, size: 50 });
  const [creating, setCreating] = useState(false);
  const [adjusting, setAdjusting] = useState<BudgetPool | null>(null);
  const products = useMyProducts();
  const tree = useBudgetTree({ year, productId });
  const pools = useBudgetPools({ year, productId, ...page });

  // Fits a laptop's content area: what meetings use of a pool, part by part, is in the usage bar's tooltip.
  const columns: TableColumnsType<BudgetPool> = [
    { title: t('budget.org'), key: 'org', render: (_, row) => localizedName(lang, row.orgName, row.orgNameEn) },
    { title: t('budget.product'), key: 'product', width: 160, render: (_, row) => localizedName(lang, row.productName, row.productNameEn) },
    { title: t('budget.budget'), dataIndex: 'budgetCents', align: 'right', width: 150, render: (cents: number) => <Amount cents={cents} /> },
    { title: t('budget.available'), dataIndex: 'availableCents', align: 'right', width: 150, render: (cents: number) => <Amount cents={cents} /> },
    { title: t('budget.usage'), key: 'usage', width: 180, render: (_, row) => <UsageBar amounts={row} label={<UsageDetail amounts={row} />} /> },
    { title: t('budget.remark'), dataIndex: 'remark', ellipsis: true, render: (remark: string | null) => remark ?? '-' },
    ...(canEdit
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            width: 90,
            render: (_: unknown, row: BudgetPool) => (
              <Button type="link" size="small" onClick={() => setAdjusting(row)}>
                {t('budget.adjust')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Space orientation="vertical" size={16} className="budget-page">
      <Card size="small">
        <Space wrap>
          <span>{t('budget.year')}</span>
          <Select
            aria-label={t('budget.year')}
            style={{ width: 110 }}
            value={year}
            onChange={(value: number) => {
              setYear(value);
              setPage((current) => ({ ...current, page: 0 }));
            }}
            options={yearOptions.map((value) => ({ value, label: String(value) }))}
          />
          <FilterSelect
            label={t('budget.product')}
            placeholder={t('budget.allProducts')}
            width={200}
            value={productId}
            onChange={(value: number | undefined) => {
              setProductId(value);
              setPage((current) => ({ ...current, page: 0 }));
            }}
            options={(products.data ?? []).map((p) => ({ value: p.id, label: localizedName(lang, p.name, p.nameEn) }))}
          />
        </Space>
      </Card>
      <Card title={t('budget.treeTitle')} extra={<Typography.Text type="secondary">{t('budget.treeHint')}</Typography.Text>}>
        <BudgetTreeTable nodes={tree.data ?? []} loading={tree.isFetching} />
      </Card>
      <Card
        className="setup-page"
        title={t('budget.poolsTitle')}
        extra={
          canEdit && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
              {t('budget.add')}
            </Button>
          )
        }
      >
        <Table<BudgetPool>
          className="budget-pools"
          rowKey="id"
          size="small"
          columns={columns}
          {...pageRows(pools)}
          locale={{ emptyText: t('budget.empty') }}
          pagination={{
            current: page.page + 1,
            pageSize: page.size,
            total: pools.data?.totalElements ?? 0,
            showTotal: (total) => t('common.total', { total }),
            onChange: (next, size) => setPage({ page: next - 1, size }),
          }}
        />
      </Card>
      <CreatePoolModal open={creating} year={year} onClose={() => setCreating(false)} />
      <AdjustPoolModal pool={adjusting} onClose={() => setAdjusting(null)} />
    </Space>
  );
}
