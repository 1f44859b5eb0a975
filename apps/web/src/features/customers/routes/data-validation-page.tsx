import { useState } from 'react';
import { App, Button, Segmented, Select, Space, Table, Tabs, Tag } from 'antd';
import { CloudUploadOutlined, DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import dayjs from 'dayjs';
import { useAccess } from '@/lib/access/use-access';
import { pageRows } from '@/lib/api/page-rows';
import { useLanguage } from '@/lib/i18n/i18n';
import type { Verification, VerificationSource, VerificationStatus } from '../api/types';
import { downloadVerifications } from '../api/verification-sheets';
import { useVerifications, type VerificationFilter } from '../api/verifications';
import { CorrectionReview } from '../components/corrections/correction-review';
import { BulkUploadModal } from '../components/validation/bulk-upload-modal';
import { NewVerificationModal } from '../components/validation/new-verification-modal';
import { verificationColumns } from '../components/validation/verification-columns';
import { VerificationDrawer } from '../components/validation/verification-drawer';
import { customersNs } from '../locales/i18n';
import '../customers.css';
import { KeywordSearch } from '@/components/keyword-search';

const PAGE_SIZE = 20;
const STATUS_TABS: Array<VerificationStatus | 'ALL'> = ['ALL', 'DRAFT', 'SUBMITTED', 'APPROVED', 'REJECTED'];
const SOURCES: VerificationSource[] = ['MANUAL', 'UPLOAD', 'REGISTRATION'];

type ValidationView = 'verifications' | 'corrections';

/**
 * `/customer/doctorDataValidation`: verification records, their review, bulk upload and export;
 * data stewards also review the doctors' correction requests here (`?view=corrections`).
 */
export default function DataValidationPage() {
  const { t } = useTranslation(customersNs);
  const access = useAccess();
  const [params, setParams] = useSearchParams();
  const canReview = access.hasPermission(['customer:verify:approve']);
  if (!canReview) return <VerificationRecords />;
  const view: ValidationView = params.get('view') === 'corrections' ? 'corrections' : 'verifications';
  return (
    <Tabs
      className="validation-tabs"
      activeKey={view}
      onChange={(key) => setParams(key === 'corrections' ? { view: key } : {}, { replace: true })}
      items={[
        { key: 'verifications', label: t('review.verificationsTab'), children: <VerificationRecords /> },
        { key: 'corrections', label: t('review.correctionsTab'), children: <CorrectionReview /> },
      ]}
    />
  );
}

/** The verification records with their filters, bulk upload and export. */
function VerificationRecords() {
  const { t } = useTranslation(customersNs);
  const lang = useLanguage();
  const { message } = App.useApp();
  const access = useAccess();
  const [status, setStatus] = useState<VerificationStatus | 'ALL'>('ALL');
  const [source, setSource] = useState<VerificationSource>();
  const [keyword, setKeyword] = useState<string>();
  const [batchId, setBatchId] = useState<string>();
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<Verification | null>(null);
  const [creating, setCreating] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const filter: VerificationFilter = { status: status === 'ALL' ? undefined : [status], source, keyword, batchId };
  const records = useVerifications(filter, page, PAGE_SIZE);
  const canUpload = access.hasPermission(['customer:verify:upload']);
  const change = (apply: () => void) => {
    apply();
    setPage(0);
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadVerifications(filter, `${t('validation.fileName')}-${dayjs().format('YYYY-MM-DD')}.xlsx`);
    } catch {
      void message.error(t('validation.downloadFailed'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="customers-page validation-page">
      <div className="validation-toolbar">
        <Segmented<VerificationStatus | 'ALL'>
          value={status}
          onChange={(value) => change(() => setStatus(value))}
          options={STATUS_TABS.map((value) => ({ value, label: t(`validation.statusTabs.${value}`) }))}
        />
        <KeywordSearch
          aria-label={t('validation.searchLabel')}
          placeholder={t('validation.searchPlaceholder')}
          onSearch={(value) => change(() => setKeyword(value))}
          className="validation-toolbar__search"
        />
        <Select
          allowClear
          aria-label={t('validation.source')}
          placeholder={t('validation.source')}
          value={source}
          onChange={(value?: VerificationSource) => change(() => setSource(value))}
          options={SOURCES.map((value) => ({ value, label: t(`validation.sources.${value}`) }))}
          className="validation-toolbar__source"
        />
        {batchId && (
          <Tag closable color="blue" onClose={() => change(() => setBatchId(undefined))}>
            {t('validation.batchFilter')}
          </Tag>
        )}
        <span className="doctor-toolbar__spacer" />
        <Space wrap>
          {canUpload && (
            <>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                {t('validation.start')}
              </Button>
              <Button icon={<CloudUploadOutlined />} onClick={() => setUploading(true)}>
                {t('bulk.open')}
              </Button>
            </>
          )}
          <Button icon={<DownloadOutlined />} loading={downloading} onClick={() => void download()}>
            {t('validation.download')}
          </Button>
        </Space>
      </div>
      <Table<Verification>
        rowKey="id"
        size="middle"
        tableLayout="fixed"
        {...pageRows(records)}
        locale={{ emptyText: t('common.empty') }}
        onRow={(record) => ({ onClick: () => setOpen(record), className: 'clickable-row' })}
        pagination={{
          current: page + 1,
          pageSize: PAGE_SIZE,
          total: records.data?.totalElements ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('validation.total', { total, count: total }),
          onChange: (next) => setPage(next - 1),
        }}
        columns={verificationColumns(t, lang, setOpen)}
      />
      <VerificationDrawer verification={open} onClose={() => setOpen(null)} onChange={setOpen} />
      <NewVerificationModal
        open={creating}
        onClose={() => setCreating(false)}
        onStarted={(verification) => {
          setCreating(false);
          setOpen(verification);
        }}
      />
      <BulkUploadModal
        open={uploading}
        onClose={() => setUploading(false)}
        onUploaded={(id) => {
          setBatchId(id);
          setStatus('ALL');
          setPage(0);
        }}
      />
    </div>
  );
}
