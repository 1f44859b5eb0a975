import { useState } from 'react';
import { Alert, Modal, Table, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useUploadVerificationSheet, type SheetUploadOutcome } from '../../api/verification-sheets';
import { problemsByRow, type SheetRowProblems } from '../../lib/sheet-errors';
import { customersNs } from '../../locales/i18n';

const MAX_SHEET_BYTES = 5 * 1024 * 1024;

/** Bulk upload of doctors to validate (xlsx); a rejected sheet lists every bad row with its number and reason. */
export function BulkUploadModal({ open, onClose, onUploaded }: { open: boolean; onClose: () => void; onUploaded: (batchId: string) => void }) {
  const { t } = useTranslation(customersNs);
  const upload = useUploadVerificationSheet();
  const [outcome, setOutcome] = useState<SheetUploadOutcome | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const close = () => {
    setOutcome(null);
    setTooLarge(false);
    onClose();
  };

  return (
    <Modal open={open} title={t('bulk.title')} onCancel={close} footer={null} width={760} destroyOnHidden>
      <Typography.Paragraph type="secondary">{t('bulk.columns')}</Typography.Paragraph>
      <Upload.Dragger
        accept=".xlsx"
        showUploadList={false}
        disabled={upload.isPending}
        beforeUpload={(file) => {
          setTooLarge(file.size > MAX_SHEET_BYTES);
          return file.size > MAX_SHEET_BYTES ? Upload.LIST_IGNORE : true;
        }}
        customRequest={({ file, onSuccess, onError }) => {
          setOutcome(null);
          upload.mutateAsync(file as File).then(
            (result) => {
              setOutcome(result);
              if (result.ok) onUploaded(result.batchId);
              onSuccess?.(result);
            },
            (error: Error) => onError?.(error),
          );
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{upload.isPending ? t('bulk.uploading') : t('bulk.drop')}</p>
        <p className="ant-upload-hint">{t('bulk.hint')}</p>
      </Upload.Dragger>
      {tooLarge && <Alert className="bulk-result" type="error" showIcon title={t('bulk.tooLarge')} />}
      {outcome?.ok && <Alert className="bulk-result" type="success" showIcon title={t('bulk.created', { count: outcome.created })} description={t('bulk.createdHint')} />}
      {outcome && !outcome.ok && <SheetProblems message={outcome.message} rows={problemsByRow(outcome.errors)} />}
    </Modal>
  );
}

function SheetProblems({ message, rows }: { message: string; rows: SheetRowProblems[] }) {
  const { t } = useTranslation(customersNs);
  return (
    <div className="bulk-result">
      <Alert type="error" showIcon title={message} description={t('bulk.nothingSaved')} />
      <Table<SheetRowProblems>
        size="small"
        rowKey="row"
        pagination={rows.length > 10 ? { pageSize: 10, size: 'small' } : false}
        dataSource={rows}
        aria-label={t('bulk.problems')}
        columns={[
          { key: 'row', title: t('bulk.row'), dataIndex: 'row', width: 90 },
          {
            key: 'problems',
            title: t('bulk.reason'),
            render: (_, row) => (
              <ul className="plain-list">
                {row.problems.map((problem, index) => (
                  <li key={index}>
                    <Typography.Text strong>{problem.field}</Typography.Text>: {problem.reason}
                  </li>
                ))}
              </ul>
            ),
          },
        ]}
      />
    </div>
  );
}
