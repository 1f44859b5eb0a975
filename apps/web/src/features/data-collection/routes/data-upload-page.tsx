import { useState } from 'react';
import { App, Button, Card, Select, Space, Table, Tag, Upload } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CompactTable } from '@/components/compact-table';
import { useAccess } from '@/lib/access/use-access';
import { useLanguage } from '@/lib/i18n/i18n';
import { downloadTemplate, sendUpload, useDataModels, useSaveUpload, useUpload, useUploadHistory, type DataUploadDetail } from '../api/data-api';
import { saveBlob } from '@/lib/save-blob';
import { UploadResult } from '../components/upload-result';
import { dataNs } from '../locales/i18n';
import { formatWhen } from '@/lib/when';

/** `/DataCollection/dataUpload`: pick a model, get its template, upload, read every error, save. */
export default function DataUploadPage() {
  const { t } = useTranslation(dataNs);
  const { message } = App.useApp();
  const en = useLanguage() === 'en';
  const canUpload = useAccess().hasButton(['data:upload:add']);
  const models = useDataModels().data ?? [];
  const [modelId, setModelId] = useState<number>(1);
  const [uploadId, setUploadId] = useState<number>();
  const [sending, setSending] = useState(false);
  const [page, setPage] = useState(0);
  const upload: DataUploadDetail | undefined = useUpload(uploadId).data;
  const history = useUploadHistory({ page, size: 10 });
  const save = useSaveUpload();
  const model = models.find((m) => m.id === modelId);
  const name = (x: { name: string; nameEn: string }) => (en ? x.nameEn : x.name);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card title={t('upload.title')}>
        <Space wrap>
          <span>{t('upload.model')}</span>
          <Select
            aria-label={t('upload.model')}
            style={{ width: 220 }}
            value={modelId}
            onChange={(v) => (setModelId(v), setUploadId(undefined))}
            options={models.map((m) => ({ value: m.id, label: name(m) }))}
          />
          <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate(modelId).then((blob) => saveBlob(blob, `${model ? name(model) : 'template'}.xlsx`))}>
            {t('upload.template')}
          </Button>
          {canUpload && (
            <Upload
              accept=".xlsx,.csv"
              showUploadList={false}
              beforeUpload={(file) => {
                setSending(true);
                sendUpload(modelId, file)
                  .then((result) => setUploadId(result.id))
                  .finally(() => setSending(false));
                return false;
              }}
            >
              <Button type="primary" icon={<UploadOutlined />} loading={sending}>
                {t('upload.choose')}
              </Button>
            </Upload>
          )}
        </Space>
        <p style={{ marginTop: 12, color: '#8c8c8c' }}>{t('upload.hint')}</p>
        {model && (
          <CompactTable
            rowKey="key"
            dataSource={model.fields}
            columns={[
              { title: t('upload.fields'), render: (_, f) => name(f) },
              { title: t('upload.rule'), render: (_, f) => (en ? f.ruleEn : f.rule) },
              {
                title: '',
                render: (_, f) => (
                  <Space>
                    {f.required && <Tag color="red">{t('upload.required')}</Tag>}
                    {f.naturalKey && <Tag color="blue">{t('upload.naturalKey')}</Tag>}
                    <Tag>{t(`fieldTypes.${f.type}`)}</Tag>
                  </Space>
                ),
              },
            ]}
          />
        )}
      </Card>

      {upload && (
        <UploadResult
          upload={upload}
          model={model}
          canSave={canUpload}
          saving={save.isPending}
          onSave={(id) => save.mutate(id, { onSuccess: (r) => void message.success(t('upload.saved', { inserted: r.inserted, updated: r.updated, unchanged: r.unchanged })) })}
        />
      )}

      <Card title={t('upload.history')}>
        <Table
          size="small"
          rowKey="id"
          dataSource={history.data?.content}
          loading={history.isLoading}
          pagination={{ current: page + 1, pageSize: 10, total: history.data?.totalElements ?? 0, onChange: (p) => setPage(p - 1) }}
          onRow={(r) => ({ onClick: () => (setModelId(r.modelId), setUploadId(r.id)), style: { cursor: 'pointer' } })}
          columns={[
            { title: t('upload.at'), dataIndex: 'createdAt', render: (v: string) => formatWhen(v) },
            { title: t('upload.by'), dataIndex: 'createdByName' },
            {
              title: t('upload.model'),
              render: (_, r) => {
                const m = models.find((x) => x.id === r.modelId);
                return m ? name(m) : '';
              },
            },
            { title: t('upload.file'), dataIndex: 'fileName' },
            { title: t('upload.status'), render: (_, r) => <Tag>{t(`uploadStatus.${r.status}`)}</Tag> },
            {
              title: t('upload.counts'),
              render: (_, r) =>
                r.status === 'SAVED'
                  ? t('upload.savedCounts', { inserted: r.inserted, updated: r.updated, unchanged: r.unchanged })
                  : t('upload.countsText', { valid: r.validRows, errors: r.errorRows }),
            },
          ]}
        />
      </Card>
    </Space>
  );
}
