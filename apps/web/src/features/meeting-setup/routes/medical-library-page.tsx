import { useState } from 'react';
import { Button, Card, Space, Switch, Table, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { MATERIAL_TYPES } from '@crm/shared/contracts/meeting-master-schemas';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '@/components/filter-select';
import { KeywordSearch } from '@/components/keyword-search';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAccess } from '@/lib/access/use-access';
import { pageRows } from '@/lib/api/page-rows';
import { useLibrary, type LibraryQuery, type Material } from '../api/library';
import { useMyProducts } from '@/lib/api/products';
import { MaterialForm } from '../components/material-form';
import { VersionStatusTag, VersionTable } from '../components/version-table';
import { meetingSetupNs } from '../locales/i18n';
import '../meeting-setup.css';

/** `/meeting/medicalLibrary`: slides and literature with reviewed versions; editors add versions, reviewers approve them. */
export default function MedicalLibraryPage() {
  const { t } = useTranslation(meetingSetupNs);
  const lang = useLanguage();
  const access = useAccess();
  const canEdit = access.hasPermission(['meeting:medicalLibrary:edit']);
  const [query, setQuery] = useState<LibraryQuery>({ page: 0, size: 20 });
  const [editing, setEditing] = useState<{ material: Material | null } | null>(null);
  const library = useLibrary(query);
  const products = useMyProducts();
  const productName = (id: number | null) => {
    const product = id === null ? undefined : products.data?.find((p) => p.id === id);
    return product ? localizedName(lang, product.name, product.nameEn) : t('library.productAny');
  };
  const update = (change: Partial<LibraryQuery>) => setQuery((current) => ({ ...current, ...change, page: 0 }));

  const columns: TableColumnsType<Material> = [
    { title: t('library.materialTitle'), key: 'title', render: (_, row) => localizedName(lang, row.title, row.titleEn) },
    { title: t('library.type'), dataIndex: 'materialType', width: 110, render: (type: string) => <Tag>{t(`materialType.${type}`, { defaultValue: type })}</Tag> },
    { title: t('library.product'), dataIndex: 'productId', width: 140, render: productName },
    {
      title: t('library.latestVersion'),
      key: 'latest',
      width: 150,
      render: (_, row) =>
        row.latest ? (
          <Space>
            {`V${row.latest.version}`}
            <VersionStatusTag status={row.latest.status} />
          </Space>
        ) : (
          '-'
        ),
    },
    { title: t('library.validUntil'), key: 'validUntil', width: 120, render: (_, row) => row.latest?.validUntil ?? '-' },
    {
      title: t('library.usable'),
      dataIndex: 'usableVersionId',
      width: 130,
      render: (id: number | null) => (id ? <Tag color="green">{t('library.usable')}</Tag> : <Tag>{t('library.notUsable')}</Tag>),
    },
    ...(canEdit
      ? [
          {
            title: t('common.actions'),
            key: 'actions',
            width: 140,
            render: (_: unknown, row: Material) => (
              <Button type="link" size="small" icon={<UploadOutlined />} onClick={() => setEditing({ material: row })}>
                {t('library.newVersion')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      className="setup-page"
      title={t('library.title')}
      extra={
        canEdit && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ material: null })}>
            {t('library.add')}
          </Button>
        )
      }
    >
      <Space wrap className="setup-filter">
        <FilterSelect
          label={t('library.type')}
          placeholder={t('library.allTypes')}
          width={180}
          options={MATERIAL_TYPES.map((type) => ({ value: type, label: t(`materialType.${type}`) }))}
          onChange={(materialType: LibraryQuery['materialType']) => update({ materialType })}
        />
        <KeywordSearch width={260} placeholder={t('library.keyword')} enterButton={t('common.search')} onSearch={(keyword) => update({ keyword })} />
        <Space>
          <Switch onChange={(usableOnly) => update({ usableOnly })} aria-label={t('library.usableOnly')} />
          <span>{t('library.usableOnly')}</span>
        </Space>
      </Space>
      <Table<Material>
        rowKey="id"
        size="middle"
        columns={columns}
        {...pageRows(library)}
        locale={{ emptyText: t('library.empty') }}
        expandable={{ expandedRowRender: (row) => <VersionTable materialId={row.id} /> }}
        pagination={{
          current: query.page + 1,
          pageSize: query.size,
          total: library.data?.totalElements ?? 0,
          showTotal: (total) => t('common.total', { total }),
          onChange: (page, size) => setQuery((current) => ({ ...current, page: page - 1, size })),
        }}
      />
      <MaterialForm open={editing !== null} material={editing?.material ?? null} onClose={() => setEditing(null)} />
    </Card>
  );
}
