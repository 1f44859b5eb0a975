import { useState } from 'react';
import { Button, Empty, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CompactTable } from '@/components/compact-table';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useDeleteDictItem, useDeleteDictType, useDictItems, useDictTypes, type DictItem, type DictType } from '../api/dictionaries';
import { useAdminColumns } from '../components/admin-columns';
import { DictItemModal, DictTypeModal } from '../components/dict-forms';
import { adminNs } from '../locales/i18n';

/** Dictionary types on the left, the chosen type's data in both languages on the right. */
export default function DictionariesPage() {
  const { t } = useTranslation(adminNs);
  const lang = useLanguage();
  const types = useDictTypes();
  const [chosenKey, setSelectedKey] = useState<string | null>(null);
  // The first type is open until another is chosen.
  const selectedKey = chosenKey ?? types.data?.[0]?.dictKey ?? '';
  const items = useDictItems(selectedKey);
  const removeType = useDeleteDictType();
  const removeItem = useDeleteDictItem();
  const { statusColumn, actionsColumn } = useAdminColumns();
  const [editingType, setEditingType] = useState<DictType | null | undefined>(undefined);
  const [editingItem, setEditingItem] = useState<DictItem | null | undefined>(undefined);

  const typeColumns: TableColumnsType<DictType> = [
    { title: t('dict.name'), render: (_, type) => localizedName(lang, type.name, type.nameEn) },
    { title: t('dict.dictKey'), dataIndex: 'dictKey' },
    actionsColumn<DictType>({
      width: 130,
      stopPropagation: true,
      onEdit: setEditingType,
      deleteConfirm: (type) => t('dict.deleteTypeConfirm', { name: localizedName(lang, type.name, type.nameEn) }),
      remove: async (type) => {
        await removeType.mutateAsync(type.id);
        if (type.dictKey === selectedKey) setSelectedKey(null);
      },
    }),
  ];
  const itemColumns: TableColumnsType<DictItem> = [
    { title: t('dict.code'), dataIndex: 'code' },
    { title: t('dict.label'), dataIndex: 'label' },
    { title: t('dict.labelEn'), dataIndex: 'labelEn' },
    { title: t('common.sort'), dataIndex: 'sort', width: 70 },
    statusColumn<DictItem>(),
    actionsColumn<DictItem>({
      width: 130,
      onEdit: setEditingItem,
      deleteConfirm: (item) => t('dict.deleteItemConfirm', { name: localizedName(lang, item.label, item.labelEn) }),
      remove: (item) => removeItem.mutateAsync(item.id),
    }),
  ];
  const selected = types.data?.find((type) => type.dictKey === selectedKey);

  return (
    <div className="admin-dict">
      <div className="admin-panel">
        <div className="admin-toolbar">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('dict.types')}
          </Typography.Title>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditingType(null)}>
            {t('dict.addType')}
          </Button>
        </div>
        <CompactTable<DictType>
          rowKey="id"
          loading={types.isFetching}
          columns={typeColumns}
          dataSource={types.data ?? []}
          rowClassName={(type) => (type.dictKey === selectedKey ? 'admin-selected-row' : '')}
          onRow={(type) => ({ onClick: () => setSelectedKey(type.dictKey), style: { cursor: 'pointer' } })}
        />
      </div>
      <div className="admin-panel">
        <div className="admin-toolbar">
          <Typography.Title level={5} style={{ margin: 0 }}>
            {selected ? `${t('dict.items')} · ${localizedName(lang, selected.name, selected.nameEn)}` : t('dict.items')}
          </Typography.Title>
          <Button type="primary" icon={<PlusOutlined />} disabled={!selected} onClick={() => setEditingItem(null)}>
            {t('dict.addItem')}
          </Button>
        </div>
        {selected ? (
          <CompactTable<DictItem> rowKey="id" loading={items.isFetching} columns={itemColumns} dataSource={items.data ?? []} />
        ) : (
          <Empty description={t('dict.chooseType')} />
        )}
      </div>
      <DictTypeModal type={editingType} onClose={() => setEditingType(undefined)} />
      <DictItemModal dictKey={selectedKey} item={editingItem} onClose={() => setEditingItem(undefined)} />
    </div>
  );
}
