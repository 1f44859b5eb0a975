import { useState } from 'react';
import { Alert, App, Button, Card, Progress, Select, Space, Table, Tag, Upload } from 'antd';
import { DownloadOutlined, SaveOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useAccess } from '@/lib/access/use-access';
import { useLanguage } from '@/lib/i18n/i18n';
import { downloadRejected, downloadTemplate, sendUpload, useDataModels, useSaveUpload, useUpload, useUploadHistory, type DataUploadDetail } from '../api/data-api';
import { saveBlob } from '@/lib/save-blob';
import { dataNs } from '../locales/i18n';

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
          <Table
            size="small"
            rowKey="key"
            pagination={false}
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
        <Card title={upload.fileName} extra={<Tag>{t(`uploadStatus.${upload.status}`)}</Tag>}>
          {upload.status === 'VALIDATING' && (
            <>
              <p>{t('upload.validating', { processed: upload.processedRows })}</p>
              <Progress percent={upload.totalRows ? Math.round((upload.processedRows / upload.totalRows) * 100) : undefined} status="active" />
            </>
          )}
          {upload.status === 'FAILED' && <Alert type="error" showIcon message={t('upload.failed', { reason: upload.failure ?? '' })} />}
          {(upload.status === 'VALIDATED' || upload.status === 'SAVED') && (
            <Space direction="vertical" style={{ width: '100%' }}>
              <Alert
                type={upload.errorRows ? 'warning' : 'success'}
                showIcon
                message={t('upload.summary', { total: upload.totalRows, valid: upload.validRows, errors: upload.errorRows })}
              />
              {upload.status === 'SAVED' && (
                <Alert type="success" showIcon message={t('upload.saved', { inserted: upload.inserted, updated: upload.updated, unchanged: upload.unchanged })} />
              )}
              <Space>
                {upload.status === 'VALIDATED' && canUpload && upload.validRows > 0 && (
                  <Button
                    type="primary"
                    icon={<SaveOutlined />}
                    loading={save.isPending}
                    onClick={() =>
                      save.mutate(upload.id, { onSuccess: (r) => void message.success(t('upload.saved', { inserted: r.inserted, updated: r.updated, unchanged: r.unchanged })) })
                    }
                  >
                    {t('upload.save', { count: upload.validRows })}
                  </Button>
                )}
                {upload.errorRows > 0 && (
                  <Button
                    icon={<DownloadOutlined />}
                    onClick={() => void downloadRejected(upload.id).then((blob) => saveBlob(blob, `rejected-${upload.fileName.replace(/\.\w+$/, '')}.xlsx`))}
                  >
                    {t('upload.rejected')}
                  </Button>
                )}
              </Space>
            </Space>
          )}
          {upload.errors.length > 0 && (
            <Table
              style={{ marginTop: 16 }}
              title={() => t('upload.errors')}
              size="small"
              rowKey={(e) => `${e.row}:${e.column}:${e.reason}`}
              dataSource={upload.errors}
              pagination={{ pageSize: 50, hideOnSinglePage: true }}
              columns={[
                { title: t('upload.row'), dataIndex: 'row', width: 80 },
                { title: t('upload.column'), dataIndex: 'column', width: 200 },
                { title: t('upload.reason'), dataIndex: 'reason' },
              ]}
            />
          )}
          {upload.preview.length > 0 && model && (
            <Table
              style={{ marginTop: 16 }}
              title={() => t('upload.preview')}
              size="small"
              rowKey={(r) => String(r._row)}
              dataSource={upload.preview}
              pagination={false}
              scroll={{ x: true }}
              columns={[{ title: t('upload.row'), dataIndex: '_row', width: 70 }, ...model.fields.map((f) => ({ title: name(f), dataIndex: f.key }))]}
            />
          )}
        </Card>
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
            { title: t('upload.at'), dataIndex: 'createdAt', render: (v: string) => new Date(v).toLocaleString() },
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
