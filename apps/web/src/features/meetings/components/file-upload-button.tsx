import { App, Button, Upload } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useUploadMeetingFile } from '../api/meeting-mutations';
import { meetingsNs } from '../locales/i18n';

interface FileUploadButtonProps {
  meetingId: number;
  kind: 'ATTACHMENT' | 'INVOICE';
  category?: string;
  label: string;
}

/** Sends one file; the server decides by its content whether it is an accepted type and size. */
export function FileUploadButton({ meetingId, kind, category, label }: FileUploadButtonProps) {
  const { t } = useTranslation(meetingsNs);
  const { message } = App.useApp();
  const upload = useUploadMeetingFile();
  return (
    <Upload
      accept=".pdf,.png,.jpg,.jpeg,.ofd"
      showUploadList={false}
      customRequest={({ file, onSuccess, onError }) => {
        upload
          .mutateAsync({ id: meetingId, kind, category, file: file as File })
          .then((stored) => {
            void message.success(t('payment.uploaded', { name: stored.fileName }));
            onSuccess?.(stored);
          })
          .catch((error: Error) => onError?.(error));
      }}
    >
      <Button size="small" icon={<UploadOutlined />} loading={upload.isPending} aria-label={label}>
        {label}
      </Button>
    </Upload>
  );
}
