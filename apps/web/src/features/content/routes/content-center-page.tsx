import { useState } from 'react';
import { Button, Card, Segmented, Space, Table, Tag } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ARTICLE_STATUSES, type ArticleSummary } from '@crm/shared/contracts/content-articles';
import { useAccess } from '@/lib/access/use-access';
import { pageRows } from '@/lib/api/page-rows';
import { useArticleCounts, useArticles } from '../api/content-api';
import { ArticleForm } from '../components/article-form';
import { SendAction } from '../components/send-action';
import { SendDialog } from '../components/send-dialog';
import { useSendRefusal } from '../components/use-send-refusal';
import { TranslationLinks } from '../components/translation-links';
import { formatWhen } from '@/lib/when';
import { contentDetailPath, STATUS_COLORS } from '../components/format';
import { contentNs } from '../locales/i18n';
import '../content.css';
import { KeywordSearch } from '@/components/keyword-search';

/** `/content/contentCenter`: the articles, filtered by status and text; write, open or send one. */
export default function ContentCenterPage() {
  const { t } = useTranslation(contentNs);
  const navigate = useNavigate();
  const access = useAccess();
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<string>('ALL');
  const [page, setPage] = useState(0);
  const [writing, setWriting] = useState(false);
  const [sending, setSending] = useState<ArticleSummary | null>(null);
  const query = { page, size: 20, keyword: keyword || undefined, status: status === 'ALL' ? undefined : (status as ArticleSummary['status']) };
  const articles = useArticles(query);
  const counts = useArticleCounts();
  const canWrite = access.hasPermission(['content:article:add']);
  const canSend = access.hasPermission(['content:article:send']);
  const sendRefusal = useSendRefusal();

  const statusOptions = [
    { value: 'ALL', label: `${t('list.all')} ${counts.data?.total ?? ''}` },
    ...ARTICLE_STATUSES.map((s) => ({ value: s, label: `${t(`status.${s}`)} ${counts.data?.byStatus[s] ?? 0}` })),
  ];
  return (
    <Card
      title={
        <Space wrap>
          <KeywordSearch
            placeholder={t('list.keyword')}
            aria-label={t('list.keyword')}
            width={260}
            onSearch={(v) => {
              setKeyword(v ?? '');
              setPage(0);
            }}
          />
          <Segmented
            options={statusOptions}
            value={status}
            onChange={(v) => {
              setStatus(String(v));
              setPage(0);
            }}
          />
        </Space>
      }
      extra={
        canWrite && (
          <Button type="primary" icon={<EditOutlined />} onClick={() => setWriting(true)}>
            {t('list.write')}
          </Button>
        )
      }
    >
      <Table<ArticleSummary>
        rowKey="id"
        {...pageRows(articles)}
        pagination={{
          current: page + 1,
          pageSize: 20,
          total: articles.data?.totalElements ?? 0,
          showSizeChanger: false,
          onChange: (p) => setPage(p - 1),
          showTotal: (count) => t('list.total', { count }),
        }}
        columns={[
          { title: t('list.title'), dataIndex: 'title', width: 280, render: (title: string, row) => <a onClick={() => navigate(contentDetailPath(row.id))}>{title}</a> },
          { title: t('list.status'), dataIndex: 'status', width: 100, render: (s: string) => <Tag color={STATUS_COLORS[s]}>{t(`status.${s}`)}</Tag> },
          { title: t('list.product'), dataIndex: 'productName', width: 140, render: (v: string | null) => v ?? '—' },
          {
            title: t('list.language'),
            dataIndex: 'language',
            width: 140,
            render: (v: string, row) => (
              <Space size={4} wrap>
                {t(`language.${v}`, { defaultValue: v })}
                {row.translations.length > 0 && <TranslationLinks translations={row.translations} />}
              </Space>
            ),
          },
          { title: t('list.version'), dataIndex: 'version', width: 70, render: (v: number) => `v${v}` },
          { title: t('list.sends'), dataIndex: 'sends', width: 70 },
          { title: t('list.opens'), dataIndex: 'opens', width: 70 },
          { title: t('list.clicks'), dataIndex: 'clicks', width: 70 },
          { title: t('list.updatedAt'), dataIndex: 'updatedAt', width: 150, render: (at: string | null) => formatWhen(at) },
          {
            title: t('list.actions'),
            width: 110,
            render: (_v, row) =>
              canSend && row.approvedVersion !== null && row.status !== 'EXPIRED' ? (
                <SendAction label={t('list.send')} refusal={sendRefusal(row)} onClick={() => setSending(row)} />
              ) : null,
          },
        ]}
      />
      <ArticleForm
        open={writing}
        article={null}
        onClose={() => setWriting(false)}
        onSaved={(id) => {
          setWriting(false);
          navigate(contentDetailPath(id));
        }}
      />
      <SendDialog articleId={sending?.id ?? null} title={sending?.title ?? ''} onClose={() => setSending(null)} />
    </Card>
  );
}
