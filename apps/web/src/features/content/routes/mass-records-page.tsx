import { useState } from 'react';
import { Button, Card, Drawer, Progress, Space, Switch, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SUPPRESSION_REASONS, type Batch } from '@crm/shared/contracts/content-sends';
import { useBatches } from '../api/content-api';
import { formatWhen } from '@/lib/when';
import { contentDetailPath, outboxPath, STATUS_COLORS } from '../components/format';
import { SendLedger } from '../components/send-ledger';
import { contentNs } from '../locales/i18n';
import '../content.css';
import { localizedName, useLanguage } from '@/lib/i18n/i18n';
import { useAccess } from '@/lib/access/use-access';

const STATES = ['ACCEPTED', 'DELIVERED', 'BOUNCED', 'FAILED', 'QUEUED'] as const;
const ENGAGEMENT = ['OPENED', 'CLICKED', 'UNSUBSCRIBED'] as const;
const OUTCOMES = [...STATES, ...ENGAGEMENT, ...SUPPRESSION_REASONS] as const;

/**
 * `/systemReport/qfRecord`: mass-message records with who, when, which article, audience, progress
 * and counts per state and engagement; a send opens its per-doctor details, and an e-mail send kept
 * by the embedded mailer links to its messages in the outbox.
 */
export default function MassRecordsPage() {
  const { t } = useTranslation(contentNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const [page, setPage] = useState(0);
  const [mine, setMine] = useState(false);
  const [details, setDetails] = useState<Batch | null>(null);
  const canReadOutbox = useAccess().hasPermission(['content:outbox:view']);
  const batches = useBatches({ page, size: 20, mine: mine ? 'true' : 'false' });
  const outcomeLabel = (key: string) =>
    SUPPRESSION_REASONS.includes(key as never) ? t(`reason.${key}`) : ENGAGEMENT.includes(key as never) ? t(`engagement.${key}`) : t(`sendStatus.${key}`);
  return (
    <Card
      title={t('records.title')}
      extra={
        <Space>
          <Typography.Text>{t('records.mine')}</Typography.Text>
          <Switch
            aria-label={t('records.mine')}
            checked={mine}
            onChange={(v) => {
              setMine(v);
              setPage(0);
            }}
          />
        </Space>
      }
    >
      <Table<Batch>
        rowKey="id"
        loading={batches.isFetching && !batches.data}
        dataSource={batches.data?.content ?? []}
        pagination={{ current: page + 1, pageSize: 20, total: batches.data?.totalElements ?? 0, showSizeChanger: false, onChange: (p) => setPage(p - 1) }}
        tableLayout="fixed"
        columns={[
          // Fits a laptop's content area: channel and sender go under the article, the audience under
          // the progress, and the outcomes under the send's state.
          {
            title: t('records.article'),
            dataIndex: 'title',
            render: (title: string, row) => (
              <>
                <a onClick={() => navigate(contentDetailPath(row.articleId))}>
                  {title} · v{row.version}
                </a>
                {/* Titled in the reader's language where the article has a twin in it; the tag says which language went out. */}
                {row.language !== lang && <Tag className="content-language-tag">{t(`language.${row.language}`)}</Tag>}
                <div className="muted-note">{`${t(`channel.${row.channel}`)} · ${localizedName(lang, row.senderName, row.senderNameEn)}`}</div>
              </>
            ),
          },
          { title: t('records.time'), dataIndex: 'createdAt', width: 140, className: 'table-nowrap', render: (at: string | null) => formatWhen(at) },
          {
            title: t('records.progress'),
            width: 150,
            render: (_v, row) => (
              <>
                <Progress size="small" percent={Math.round((row.processed / Math.max(1, row.audience)) * 100)} />
                <div className="muted-note">{`${t('records.audience')} ${row.audience}`}</div>
              </>
            ),
          },
          {
            title: t('records.status'),
            dataIndex: 'status',
            width: 220,
            render: (s: string, row) => (
              <Space size={[4, 4]} wrap>
                <Tag color={STATUS_COLORS[s]}>{t(`batchStatus.${s}`)}</Tag>
                {OUTCOMES.filter((key) => (row.counts[key] ?? 0) > 0).map((key) => (
                  <Tag key={key} color={STATUS_COLORS[key] ?? 'warning'}>{`${outcomeLabel(key)} ${row.counts[key]}`}</Tag>
                ))}
              </Space>
            ),
          },
          {
            title: t('list.actions'),
            width: 130,
            className: 'table-nowrap',
            render: (_v, row) => (
              <Button type="link" size="small" onClick={() => setDetails(row)}>
                {t('records.details')}
              </Button>
            ),
          },
        ]}
      />
      <Drawer
        open={details !== null}
        width={1000}
        title={details ? `${t('records.details')} · ${details.title} · v${details.version}` : ''}
        onClose={() => setDetails(null)}
        extra={details?.channel === 'EMAIL' && canReadOutbox ? <Button onClick={() => navigate(outboxPath(details.id))}>{t('records.outbox')}</Button> : null}
        destroyOnHidden
      >
        {details && <SendLedger batchId={details.id} />}
      </Drawer>
    </Card>
  );
}
