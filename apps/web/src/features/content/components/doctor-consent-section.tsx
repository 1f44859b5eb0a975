import { useState } from 'react';
import { Alert, Button, Card, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DoctorConsent, ProductConsent } from '@crm/shared/contracts/content-consent';
import { useAccess } from '@/lib/access/use-access';
import type { DoctorDetailSectionProps } from '@/lib/doctor-sections';
import { useDoctorConsent } from '../api/content-api';
import { contentNs } from '../locales/i18n';
import { ConsentForm } from './consent-form';
import { formatWhen } from '@/lib/when';
import '../content.css';

type ChannelState = DoctorConsent['states'][number];
type HistoryRow = DoctorConsent['history'][number];

const STATE_COLORS: Record<string, string> = { OPT_IN: 'success', OPT_OUT: 'error', NONE: 'default' };

/** The doctor record's consent tab: consent per channel and per product, the objection, and the append-only history. */
export function DoctorConsentSection({ doctorId }: DoctorDetailSectionProps) {
  const { t } = useTranslation(contentNs);
  const id = Number(doctorId);
  const consent = useDoctorConsent(id);
  const canRecord = useAccess().hasPermission(['content:article:send']);
  const [formOpen, setFormOpen] = useState(false);
  const data = consent.data;
  const source = (value: string | null) => (value ? t(`consent.sources.${value}`, { defaultValue: value }) : '—');
  const state = (value: string) => <Tag color={STATE_COLORS[value]}>{t(`consentState.${value}`)}</Tag>;

  return (
    <Space orientation="vertical" size="middle" className="content-consent">
      <Card
        size="small"
        title={t('consent.channels')}
        loading={consent.isLoading}
        extra={
          canRecord && (
            <Button type="primary" onClick={() => setFormOpen(true)}>
              {t('consent.record')}
            </Button>
          )
        }
      >
        {data?.states.some((s) => s.objection) && <Alert type="warning" showIcon className="content-consent__objection" title={t('consent.objecting')} />}
        <Table<ChannelState>
          rowKey="channel"
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={data?.states ?? []}
          columns={[
            { title: t('consent.channel'), dataIndex: 'channel', fixed: 'left', render: (v: string) => t(`channel.${v}`) },
            { title: t('consent.state'), dataIndex: 'state', render: state },
            { title: t('consent.source'), dataIndex: 'source', render: source },
            { title: t('consent.textVersion'), dataIndex: 'textVersion', render: (v: string | null) => v ?? '—' },
            { title: t('consent.changedAt'), dataIndex: 'changedAt', className: 'content-nowrap', render: (at: string | null) => formatWhen(at) },
          ]}
        />
      </Card>
      <Card size="small" title={t('consent.products')} loading={consent.isLoading}>
        <Table<ProductConsent>
          rowKey={(r) => `${r.channel}:${r.productId}`}
          size="small"
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('consent.none') }}
          dataSource={data?.products ?? []}
          columns={[
            { title: t('consent.product'), dataIndex: 'productName', fixed: 'left', className: 'content-nowrap' },
            { title: t('consent.channel'), dataIndex: 'channel', render: (v: string) => t(`channel.${v}`) },
            { title: t('consent.state'), dataIndex: 'state', render: state },
            { title: t('consent.source'), dataIndex: 'source', render: source },
            { title: t('consent.textVersion'), dataIndex: 'textVersion', render: (v: string | null) => v ?? '—' },
            { title: t('consent.changedAt'), dataIndex: 'changedAt', className: 'content-nowrap', render: (at: string | null) => formatWhen(at) },
          ]}
        />
      </Card>
      <Card size="small" title={t('consent.history')} loading={consent.isLoading}>
        <Table<HistoryRow>
          rowKey="id"
          size="small"
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 10, hideOnSinglePage: true }}
          locale={{ emptyText: t('consent.none') }}
          dataSource={data?.history ?? []}
          columns={[
            { title: t('consent.time'), dataIndex: 'occurredAt', fixed: 'left', className: 'content-nowrap', render: (at: string | null) => formatWhen(at) },
            { title: t('consent.action'), dataIndex: 'action', className: 'content-nowrap', render: (v: string) => t(`consent.actions.${v}`) },
            { title: t('consent.channel'), dataIndex: 'channel', className: 'content-nowrap', render: (v: string) => t(`channel.${v}`, { defaultValue: v }) },
            { title: t('consent.product'), dataIndex: 'productName', className: 'content-nowrap', render: (v: string | null) => v ?? t('consent.allProducts') },
            { title: t('consent.source'), dataIndex: 'source', className: 'content-nowrap', render: source },
            { title: t('consent.textVersion'), dataIndex: 'textVersion', render: (v: string | null) => v ?? '—' },
            { title: t('consent.attestation'), dataIndex: 'attestation', render: (v: string | null) => v ?? '—' },
            { title: t('consent.actor'), dataIndex: 'actorName', className: 'content-nowrap', render: (v: string | null) => v ?? '—' },
          ]}
        />
      </Card>
      {canRecord && <ConsentForm doctorId={id} open={formOpen} onClose={() => setFormOpen(false)} />}
    </Space>
  );
}
