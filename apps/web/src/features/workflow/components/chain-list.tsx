import { useState } from 'react';
import { Button, Space, Switch, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CompactTable } from '@/components/compact-table';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useDefinitions } from '../api/definitions';
import type { DefinitionSummary } from '../api/workflow-types';
import { ChainEditor } from './chain-editor';
import { formatYuan } from '@/lib/format';
import { formatWhen } from '@/lib/when';
import { workflowNs } from '../locales/i18n';

function useConditionText() {
  const { t } = useTranslation(workflowNs);
  return (chain: DefinitionSummary) => {
    const { meetingTypes, minAmountCents, maxAmountCents } = chain.conditions;
    const parts = [
      meetingTypes?.length ? t('chains.meetingTypes', { types: meetingTypes.map((type) => t(`meetingType.${type}`)).join(' / ') }) : null,
      minAmountCents !== undefined ? t('chains.amountFrom', { amount: formatYuan(minAmountCents) }) : null,
      maxAmountCents !== undefined ? t('chains.amountTo', { amount: formatYuan(maxAmountCents) }) : null,
    ].filter(Boolean);
    return parts.length ? parts.join('；') : t('chains.anyCondition');
  };
}

/** Every version of one chain, newest first. */
function ChainVersions({ chainKey }: { chainKey: string }) {
  const { t } = useTranslation(workflowNs);
  const lang = useLanguage();
  const versions = useDefinitions({ key: chainKey });
  return (
    <CompactTable<DefinitionSummary>
      rowKey="id"
      loading={versions.isLoading}
      dataSource={versions.data ?? []}
      columns={[
        {
          title: t('chains.version'),
          dataIndex: 'version',
          width: 90,
          render: (version: number, row) => (
            <Space>
              {t('version', { version })}
              {row.isLatest && <Tag color="blue">{t('chains.latest')}</Tag>}
            </Space>
          ),
        },
        { title: t('chains.name'), key: 'name', render: (_, row) => localizedName(lang, row.name, row.nameEn) },
        { title: t('chains.savedAt'), dataIndex: 'createdAt', width: 160, render: (at: string | null) => formatWhen(at) },
      ]}
    />
  );
}

/** The administrator's view of the tenant's approval chains, with versions and the editor. */
export function ChainList() {
  const { t } = useTranslation(workflowNs);
  const lang = useLanguage();
  const conditionText = useConditionText();
  const chains = useDefinitions();
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const columns: TableColumnsType<DefinitionSummary> = [
    { title: t('chains.name'), key: 'name', render: (_, row) => localizedName(lang, row.name, row.nameEn) },
    { title: t('chains.key'), dataIndex: 'key', width: 170 },
    { title: t('chains.processType'), dataIndex: 'processType', width: 140, render: (type: string) => t(`processType.${type}`, { defaultValue: type }) },
    { title: t('chains.conditions'), key: 'conditions', render: (_, row) => conditionText(row) },
    { title: t('chains.priority'), dataIndex: 'priority', width: 80 },
    { title: t('chains.enabled'), dataIndex: 'enabled', width: 80, render: (enabled: boolean) => <Switch size="small" checked={enabled} disabled /> },
    { title: t('chains.version'), dataIndex: 'version', width: 80, render: (version: number) => t('version', { version }) },
    { title: t('chains.savedAt'), dataIndex: 'createdAt', width: 150, render: (at: string | null) => formatWhen(at) },
    {
      title: t('column.actions'),
      key: 'actions',
      width: 90,
      render: (_, row) => (
        <Button type="link" size="small" onClick={() => setEditing({ id: row.id })}>
          {t('chains.edit')}
        </Button>
      ),
    },
  ];
  return (
    <>
      <Space className="chain-list__bar" align="center">
        <Typography.Text type="secondary">{t('chains.hint')}</Typography.Text>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ id: null })}>
          {t('chains.add')}
        </Button>
      </Space>
      <Table<DefinitionSummary>
        rowKey="id"
        size="middle"
        loading={chains.isLoading}
        dataSource={chains.data ?? []}
        columns={columns}
        pagination={false}
        scroll={{ x: 1100 }}
        expandable={{ expandedRowRender: (row) => <ChainVersions chainKey={row.key} />, rowExpandable: (row) => row.version > 1 }}
      />
      <ChainEditor open={editing !== null} definitionId={editing?.id ?? null} onClose={() => setEditing(null)} />
    </>
  );
}
