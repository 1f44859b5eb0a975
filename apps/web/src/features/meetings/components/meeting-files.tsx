import { Button, Empty, List, Popconfirm, Typography } from 'antd';
import { DeleteOutlined, DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { downloadMeetingFile, useDeleteMeetingFile } from '../api/meeting-mutations';
import type { MeetingFile } from '../api/meeting-types';
import { meetingsNs } from '../locales/i18n';
import { saveBlob } from '@/lib/save-blob';

interface MeetingFilesProps {
  meetingId: number;
  files: MeetingFile[];
  /** Files of this kind may be removed (while the application or payment can still change). */
  removableKind?: 'ATTACHMENT' | 'INVOICE';
}

const size = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

/** Attachments and invoices of a meeting, to download (and remove while they can change). */
export function MeetingFiles({ meetingId, files, removableKind }: MeetingFilesProps) {
  const { t } = useTranslation(meetingsNs);
  const remove = useDeleteMeetingFile();
  if (files.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('detail.noFiles')} />;
  return (
    <List
      size="small"
      dataSource={files}
      renderItem={(file) => (
        <List.Item
          actions={[
            <Button
              key="download"
              type="link"
              size="small"
              icon={<DownloadOutlined />}
              onClick={() => void downloadMeetingFile(meetingId, file.id).then((blob) => saveBlob(blob, file.fileName))}
            >
              {t('common.download')}
            </Button>,
            ...(removableKind === file.kind
              ? [
                  <Popconfirm
                    key="remove"
                    title={t('payment.deleteFile')}
                    okText={t('common.ok')}
                    cancelText={t('common.cancel')}
                    onConfirm={() => remove.mutate({ id: meetingId, fileId: file.id })}
                  >
                    <Button type="link" size="small" danger icon={<DeleteOutlined />}>
                      {t('common.remove')}
                    </Button>
                  </Popconfirm>,
                ]
              : []),
          ]}
        >
          <PaperClipOutlined />
          &nbsp;
          <Typography.Text>{file.fileName}</Typography.Text>
          <Typography.Text type="secondary">
            &nbsp;· {file.kind === 'INVOICE' ? t('detail.invoice', { category: t(`category.${file.category ?? 'OTHER'}`) }) : t('detail.attachment')} · {size(file.sizeBytes)}
          </Typography.Text>
        </List.Item>
      )}
    />
  );
}
