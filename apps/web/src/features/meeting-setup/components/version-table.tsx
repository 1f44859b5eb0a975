import { App, Button, Popconfirm, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { CompactTable } from '@/components/compact-table';
import { useAccess } from '@/lib/access/use-access';
import { useMaterialVersions, useReviewVersion, type MaterialVersion } from '../api/library';
import { formatWhen } from '@/lib/when';
import { meetingSetupNs } from '../locales/i18n';

const STATUS_COLOR: Record<string, string> = { DRAFT: 'gold', APPROVED: 'green', EXPIRED: 'default' };

export function VersionStatusTag({ status }: { status: string }) {
  const { t } = useTranslation(meetingSetupNs);
  return (
    <Tag key={status} color={STATUS_COLOR[status] ?? 'default'}>
      {t(`versionStatus.${status}`, { defaultValue: status })}
    </Tag>
  );
}

/** Every version of a material; reviewers approve drafts and withdraw approved ones. */
export function VersionTable({ materialId }: { materialId: number }) {
  const { t } = useTranslation(meetingSetupNs);
  const { message } = App.useApp();
  const versions = useMaterialVersions(materialId);
  const review = useReviewVersion();
  const canReview = useAccess().hasPermission(['meeting:medicalLibrary:approve']);

  const act = async (version: MaterialVersion, action: 'approve' | 'expire') => {
    await review.mutateAsync({ versionId: version.id, action });
    void message.success(t(action === 'approve' ? 'library.approved' : 'library.expired', { version: version.version }));
  };

  return (
    <CompactTable<MaterialVersion>
      className="version-table"
      rowKey="id"
      loading={versions.isLoading}
      dataSource={versions.data ?? []}
      columns={[
        { title: t('library.version'), dataIndex: 'version', width: 80, render: (version: number) => `V${version}` },
        { title: t('library.versionStatus'), dataIndex: 'status', width: 110, render: (status: string) => <VersionStatusTag status={status} /> },
        {
          title: t('library.fileName'),
          key: 'file',
          render: (_, row) =>
            row.url ? (
              <a href={row.url} target="_blank" rel="noreferrer noopener">
                {row.fileName ?? t('library.open')}
              </a>
            ) : (
              (row.fileName ?? '-')
            ),
        },
        { title: t('library.approvalCode'), dataIndex: 'approvalCode', width: 150, render: (code: string | null) => code ?? '-' },
        { title: t('library.validUntil'), dataIndex: 'validUntil', width: 120 },
        { title: t('library.approvedAt'), dataIndex: 'approvedAt', width: 150, render: (at: string | null) => formatWhen(at) },
        ...(canReview
          ? [
              {
                title: t('common.actions'),
                key: 'actions',
                width: 170,
                render: (_: unknown, row: MaterialVersion) => (
                  <Space size={0}>
                    {row.status === 'DRAFT' && (
                      <Popconfirm title={t('library.approveConfirm', { version: row.version })} onConfirm={() => act(row, 'approve')}>
                        <Button type="link" size="small">
                          {t('library.approve')}
                        </Button>
                      </Popconfirm>
                    )}
                    {row.status === 'APPROVED' && (
                      <Popconfirm title={t('library.expireConfirm')} onConfirm={() => act(row, 'expire')}>
                        <Button type="link" size="small" danger>
                          {t('library.expire')}
                        </Button>
                      </Popconfirm>
                    )}
                  </Space>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}
