import { Alert, Button, Card, Progress, Space, Table, Tag } from 'antd';
import { DownloadOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '@/lib/save-blob';
import { useLanguage } from '@/lib/i18n/i18n';
import { downloadRejected, type DataModel, type DataUploadDetail } from '../api/data-api';
import { dataNs } from '../locales/i18n';

/** An uploaded file's validation: progress, summary, save and rejected rows, its errors and a preview of the rows. */
export function UploadResult({
  upload,
  model,
  canSave,
  saving,
  onSave,
}: {
  upload: DataUploadDetail;
  model: DataModel | undefined;
  canSave: boolean;
  saving: boolean;
  onSave: (uploadId: number) => void;
}) {
  const { t } = useTranslation(dataNs);
  const en = useLanguage() === 'en';
  const name = (x: { name: string; nameEn: string }) => (en ? x.nameEn : x.name);
  return (
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
            {upload.status === 'VALIDATED' && canSave && upload.validRows > 0 && (
              <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => onSave(upload.id)}>
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
  );
}
