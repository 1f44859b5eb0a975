import { useState } from 'react';
import { Alert, Button, Card, Drawer, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { OutboxEmail } from '@crm/shared/contracts/content-outbox';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useOutbox, useOutboxEmail } from '../api/content-api';
import { formatWhen } from '@/lib/when';
import { STATUS_COLORS } from '../components/format';
import { contentNs } from '../locales/i18n';
import '../content.css';
import { KeywordSearch } from '@/components/keyword-search';

/**
 * `/content/emailOutbox`: the e-mails the embedded mailer kept because no mail relay is configured:
 * when, to whom, which doctor and subject, the send's state and opens, and the consent change the
 * send was admitted on. A message opens as it would have gone out, with its tracking disabled.
 */
export default function EmailOutboxPage() {
  const { t } = useTranslation(contentNs);
  const lang = useLanguage();
  const [params, setParams] = useSearchParams();
  const batchId = Number(params.get('batchId')) || undefined;
  const [keyword, setKeyword] = useState('');
  const [page, setPage] = useState(0);
  const [open, setOpen] = useState<number | null>(null);
  const emails = useOutbox({ page, size: 20, keyword: keyword || undefined, batchId });
  const consentText = (consent: OutboxEmail['consent']) =>
    consent ? `${t(`consent.actions.${consent.action}`)} · ${t(`consent.sources.${consent.source}`)}` : t('outbox.noConsent');
  const named = (name: string | null, nameEn: string | null) => (name ? localizedName(lang, name, nameEn) : '—');

  return (
    <Card
      title={t('outbox.title')}
      extra={
        <Space>
          {batchId && (
            <Tag closable onClose={() => setParams({})}>
              {`${t('records.details')} #${batchId}`}
            </Tag>
          )}
          <KeywordSearch
            placeholder={t('outbox.keyword')}
            aria-label={t('outbox.keyword')}
            width={280}
            onSearch={(v) => {
              setKeyword(v ?? '');
              setPage(0);
            }}
          />
        </Space>
      }
    >
      <Alert type="info" showIcon message={t('outbox.notice')} style={{ marginBottom: 16 }} />
      <Table<OutboxEmail>
        rowKey="id"
        loading={emails.isFetching && !emails.data}
        dataSource={emails.data?.content ?? []}
        size="middle"
        tableLayout="fixed"
        pagination={{
          current: page + 1,
          pageSize: 20,
          total: emails.data?.totalElements ?? 0,
          showSizeChanger: false,
          showTotal: (count) => t('outbox.total', { count }),
          onChange: (p) => setPage(p - 1),
        }}
        columns={[
          // Fits a laptop's content area: the consent the e-mail was sent on goes under its state (when
          // it was given is in the preview), and the addresses and subjects wrap.
          { title: t('outbox.time'), dataIndex: 'createdAt', width: 130, className: 'table-nowrap', render: (at: string | null) => formatWhen(at) },
          {
            title: t('outbox.to'),
            dataIndex: 'toAddress',
            render: (address: string, row) => (
              <>
                <div>{named(row.doctorName, row.doctorNameEn)}</div>
                <Typography.Text type="secondary" className="content-outbox__address">
                  {address}
                </Typography.Text>
              </>
            ),
          },
          { title: t('outbox.subject'), dataIndex: 'subject' },
          { title: t('outbox.sender'), dataIndex: 'senderName', width: 110, render: (name: string | null, row) => named(name, row.senderNameEn) },
          {
            title: t('outbox.status'),
            dataIndex: 'status',
            width: 180,
            render: (status: OutboxEmail['status'], row) => (
              <>
                {status ? <Tag color={STATUS_COLORS[status]}>{t(`sendStatus.${status}`)}</Tag> : '—'}
                <div className="muted-note">{consentText(row.consent)}</div>
              </>
            ),
          },
          { title: t('outbox.opens'), dataIndex: 'opens', width: 80, align: 'right' },
          {
            title: t('list.actions'),
            width: 90,
            render: (_v, row) => (
              <Button type="link" size="small" onClick={() => setOpen(row.id)}>
                {t('outbox.view')}
              </Button>
            ),
          },
        ]}
      />
      <OutboxPreview id={open} onClose={() => setOpen(null)} consentText={consentText} />
    </Card>
  );
}

function OutboxPreview({ id, onClose, consentText }: { id: number | null; onClose: () => void; consentText: (consent: OutboxEmail['consent']) => string }) {
  const { t } = useTranslation(contentNs);
  const email = useOutboxEmail(id);
  const data = email.data;
  return (
    <Drawer open={id !== null} width={760} title={data?.subject ?? t('outbox.preview')} onClose={onClose} loading={email.isFetching && !data} destroyOnHidden>
      {data && (
        <Space direction="vertical" style={{ width: '100%' }}>
          <Typography.Text>{`${t('outbox.to')}: ${data.toAddress}`}</Typography.Text>
          <Typography.Text>{`${t('outbox.time')}: ${formatWhen(data.createdAt)}`}</Typography.Text>
          <Typography.Text>{`${t('outbox.consent')}: ${consentText(data.consent)}${data.consent ? ` · ${formatWhen(data.consent.at)}` : ''}`}</Typography.Text>
          <Alert type="warning" showIcon message={t('outbox.previewNote')} />
          {/* No scripts, no navigation: the message is shown, never run. */}
          <iframe className="content-outbox__frame" title={t('outbox.preview')} sandbox="" srcDoc={data.html} />
        </Space>
      )}
    </Drawer>
  );
}
