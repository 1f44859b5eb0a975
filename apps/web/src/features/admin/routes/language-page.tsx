import { useState } from 'react';
import { Button, Input, Select, Table, Tag, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { KeywordSearch } from '@/components/keyword-search';
import { useDeleteLanguageEntry, useLanguageEntries, type LanguageEntry, type LanguageFilter } from '../api/language-entries';
import { AdminListPanel } from '../components/admin-list-panel';
import { useAdminColumns } from '../components/admin-columns';
import { LanguageEntryModal } from '../components/language-entry-modal';
import { usePagedFilter } from '../components/use-paged-filter';
import { adminNs } from '../locales/i18n';
import { formatWhen } from '@/lib/when';

/** Language entries: the tenant's overrides of interface texts, per language. */
export default function LanguagePage() {
  const { t } = useTranslation(adminNs);
  const { filter, refine, tableOf } = usePagedFilter<LanguageFilter>({ page: 0, size: 20 });
  const [editing, setEditing] = useState<LanguageEntry | null | undefined>(undefined);
  const entries = useLanguageEntries(filter);
  const remove = useDeleteLanguageEntry();
  const { actionsColumn } = useAdminColumns();

  const columns: TableColumnsType<LanguageEntry> = [
    { title: t('language.type'), dataIndex: 'type', width: 140 },
    { title: t('language.key'), dataIndex: 'key', width: 220 },
    { title: t('language.lang'), dataIndex: 'lang', width: 90, render: (lang: string) => <Tag color={lang === 'zh' ? 'red' : 'blue'}>{lang === 'zh' ? '中文' : 'English'}</Tag> },
    { title: t('language.content'), dataIndex: 'content' },
    { title: t('language.updatedAt'), dataIndex: 'updatedAt', width: 170, render: (at: string) => formatWhen(at) },
    actionsColumn<LanguageEntry>({
      width: 140,
      onEdit: setEditing,
      deleteConfirm: (entry) => t('language.deleteConfirm', { name: `${entry.type}.${entry.key} (${entry.lang})` }),
      remove: (entry) => remove.mutateAsync(entry.id),
    }),
  ];

  return (
    <AdminListPanel
      notice={t('language.appliesOnReload')}
      filters={
        <>
          <KeywordSearch placeholder={t('common.keyword')} width={260} enterButton={t('common.search')} onSearch={(keyword) => refine({ keyword })} />
          <Input allowClear placeholder={t('language.type')} style={{ width: 160 }} onChange={(event) => refine({ type: event.target.value.trim() || undefined })} />
          <Select
            style={{ width: 120 }}
            value={filter.lang ?? ''}
            onChange={(lang: '' | 'zh' | 'en') => refine({ lang: lang || undefined })}
            options={[
              { value: '', label: t('common.all') },
              { value: 'zh', label: '中文' },
              { value: 'en', label: 'English' },
            ]}
          />
        </>
      }
      action={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
          {t('language.add')}
        </Button>
      }
    >
      <Table<LanguageEntry> rowKey="id" size="middle" columns={columns} {...tableOf(entries)} />
      <LanguageEntryModal entry={editing} onClose={() => setEditing(undefined)} />
    </AdminListPanel>
  );
}
