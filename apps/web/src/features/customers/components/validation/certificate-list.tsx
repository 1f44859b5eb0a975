import { App, Button, List, Popconfirm, Space, Typography, Upload } from 'antd';
import { DeleteOutlined, FileImageOutlined, FilePdfOutlined, UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { fetchCertificateFile, useCertificates, useDeleteCertificate, useUploadCertificate } from '../../api/certificates';
import type { Certificate } from '../../api/types';
import { customersNs } from '../../locales/i18n';

const MAX_BYTES = 10 * 1024 * 1024;
const ACCEPTED = ['image/jpeg', 'image/png', 'application/pdf'];

function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The certificates of a verification; on the user's own draft they can be added and removed. */
export function CertificateList({ verificationId, editable }: { verificationId: number; editable: boolean }) {
  const { t } = useTranslation(customersNs);
  const { message } = App.useApp();
  const certificates = useCertificates(verificationId);
  const upload = useUploadCertificate(verificationId);
  const remove = useDeleteCertificate(verificationId);

  const open = async (certificate: Certificate) => {
    const file = await fetchCertificateFile(certificate);
    const url = URL.createObjectURL(file);
    window.open(url, '_blank', 'noopener');
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  };

  return (
    <div className="certificate-list">
      <List
        size="small"
        loading={certificates.isLoading}
        dataSource={certificates.data ?? []}
        locale={{ emptyText: t('validation.noCertificates') }}
        renderItem={(certificate) => (
          <List.Item
            actions={[
              <Button key="open" type="link" size="small" onClick={() => void open(certificate)}>
                {t('validation.viewCertificate')}
              </Button>,
              ...(editable
                ? [
                    <Popconfirm
                      key="delete"
                      title={t('validation.deleteCertificateConfirm')}
                      okText={t('common.delete')}
                      cancelText={t('common.cancel')}
                      onConfirm={() => remove.mutateAsync(certificate.id)}
                    >
                      <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} />
                    </Popconfirm>,
                  ]
                : []),
            ]}
          >
            <Space>
              {certificate.contentType === 'application/pdf' ? <FilePdfOutlined /> : <FileImageOutlined />}
              <Typography.Text>{certificate.fileName}</Typography.Text>
              <Typography.Text type="secondary">{formatSize(certificate.sizeBytes)}</Typography.Text>
            </Space>
          </List.Item>
        )}
      />
      {editable && (
        <Space wrap>
          <Upload
            accept=".jpg,.jpeg,.png,.pdf"
            showUploadList={false}
            beforeUpload={(file) => {
              if (file.type && !ACCEPTED.includes(file.type)) {
                void message.error(t('validation.certificateType'));
                return Upload.LIST_IGNORE;
              }
              if (file.size > MAX_BYTES) {
                void message.error(t('validation.certificateTooLarge'));
                return Upload.LIST_IGNORE;
              }
              return true;
            }}
            customRequest={({ file, onSuccess, onError }) => {
              upload.mutateAsync(file as File).then(
                (certificate) => {
                  void message.success(t('validation.certificateUploaded'));
                  onSuccess?.(certificate);
                },
                (error: Error) => onError?.(error),
              );
            }}
          >
            <Button icon={<UploadOutlined />} loading={upload.isPending}>
              {t('validation.uploadCertificate')}
            </Button>
          </Upload>
          <Typography.Text type="secondary">{t('validation.certificateHint')}</Typography.Text>
        </Space>
      )}
    </div>
  );
}
