import { useState } from 'react';
import { App, Button, Card, Descriptions, Result, Space, Spin, Tabs, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, EditOutlined, PartitionOutlined, AuditOutlined, TranslationOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import type { ArticleDetail } from '@crm/shared/contracts/content-articles';
import { CompactTable } from '@/components/compact-table';
import { therapeuticAreaLabel } from '@crm/shared/therapeutic-areas';
import { useAccess } from '@/lib/access/use-access';
import { useLanguage } from '@/lib/i18n/i18n';
import { useArticle, useSubmitArticle } from '../api/content-api';
import { ArticleForm } from '../components/article-form';
import { ArticlePerformance } from '../components/article-performance';
import { formatDateTime } from '@/lib/format';
import { formatWhen } from '@/lib/when';
import { contentDetailPath, idParam, instanceDetailPath, STATUS_COLORS } from '../components/format';
import { TranslationLinks } from '../components/translation-links';
import { SendAction } from '../components/send-action';
import { SendDialog } from '../components/send-dialog';
import { useSendRefusal } from '../components/use-send-refusal';
import { SendLedger } from '../components/send-ledger';
import { contentNs } from '../locales/i18n';
import '../content.css';

type Version = ArticleDetail['versions'][number];

/** `/content/contentDetail?id=`: an article's current version, its versions and review, send history and performance. */
export default function ContentDetailPage() {
  const { t } = useTranslation(contentNs);
  const lang = useLanguage();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [params] = useSearchParams();
  const id = idParam(params);
  const article = useArticle(id);
  const submit = useSubmitArticle();
  const access = useAccess();
  const [editing, setEditing] = useState(false);
  const [translating, setTranslating] = useState(false);
  const [sending, setSending] = useState(false);
  const sendRefusal = useSendRefusal();

  if (id === null) return <Result status="warning" title={t('detail.missingId')} />;
  if (article.isError) return <Result status="error" title={article.error.message} />;
  const data = article.data;
  if (!data) return <Spin />;
  const v = data.current;
  const canSubmit = data.editable && (data.status === 'DRAFT' || data.status === 'REJECTED');
  const canSend = access.hasPermission(['content:article:send']) && data.approvedVersion !== null && data.status !== 'EXPIRED';
  const refusal = sendRefusal(data);
  const canTranslate = access.hasPermission(['content:article:add']) && data.translations.length === 0;
  const onSubmit = async () => {
    await submit.mutateAsync(data.id);
    void message.success(t('detail.submitted'));
  };

  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card
        title={
          <Space>
            <Button type="text" icon={<ArrowLeftOutlined />} aria-label={t('detail.back')} onClick={() => navigate(-1)} />
            <span>{v.title}</span>
            <Tag color={STATUS_COLORS[data.status]}>{t(`status.${data.status}`)}</Tag>
            <Tag>v{v.version}</Tag>
          </Space>
        }
        extra={
          <Space wrap>
            {data.instanceId !== null && access.hasPermission(['workflow:processInstance:view']) && (
              <Button icon={<PartitionOutlined />} onClick={() => navigate(instanceDetailPath(data.instanceId!))}>
                {t('detail.viewProcess')}
              </Button>
            )}
            {data.editable && (
              <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
                {t('detail.edit')}
              </Button>
            )}
            {canSubmit && (
              <Button icon={<AuditOutlined />} loading={submit.isPending} onClick={() => void onSubmit()}>
                {data.status === 'REJECTED' ? t('detail.resubmit') : t('detail.submit')}
              </Button>
            )}
            {canTranslate && (
              <Button icon={<TranslationOutlined />} onClick={() => setTranslating(true)}>
                {t('detail.translate')}
              </Button>
            )}
            {canSend && <SendAction primary label={t('detail.send')} refusal={refusal} onClick={() => setSending(true)} />}
          </Space>
        }
      >
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('form.product')}>{data.productName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('form.indication')}>{v.indicationName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('form.language')}>{t(`language.${v.language}`, { defaultValue: v.language })}</Descriptions.Item>
          <Descriptions.Item label={t('detail.expiresOn')}>{v.expiresOn ?? '—'}</Descriptions.Item>
          <Descriptions.Item label={t('form.therapeuticArea')}>{therapeuticAreaLabel(v.therapeuticArea, lang) || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('form.tags')}>
            {v.tags.map((tag) => (
              <Tag key={tag}>{tag}</Tag>
            ))}
          </Descriptions.Item>
          <Descriptions.Item label={t('detail.approvedAt')}>{formatDateTime(v.approvedAt)}</Descriptions.Item>
          {data.translations.length > 0 && (
            <Descriptions.Item label={t('detail.translations')}>
              <TranslationLinks translations={data.translations} withTitle />
            </Descriptions.Item>
          )}
        </Descriptions>
      </Card>
      <Card>
        <Tabs
          items={[
            {
              key: 'content',
              label: t('detail.content'),
              children: (
                <article className="content-article">
                  {v.summary && <Typography.Paragraph type="secondary">{v.summary}</Typography.Paragraph>}
                  {/* The server keeps only sanitised HTML (no scripts, handlers or unsafe links). */}
                  <div dangerouslySetInnerHTML={{ __html: v.bodyHtml }} />
                  {v.references.length > 0 && (
                    <>
                      <Typography.Title level={5}>{t('detail.references')}</Typography.Title>
                      <ol>
                        {v.references.map((ref) => (
                          <li key={ref}>{ref}</li>
                        ))}
                      </ol>
                    </>
                  )}
                </article>
              ),
            },
            { key: 'performance', label: t('detail.performance'), children: <ArticlePerformance articleId={data.id} /> },
            { key: 'history', label: t('detail.history'), children: <SendLedger articleId={data.id} /> },
            {
              key: 'versions',
              label: t('detail.versions'),
              children: (
                <CompactTable<Version>
                  rowKey="id"
                  dataSource={data.versions}
                  columns={[
                    { title: t('list.version'), dataIndex: 'version', width: 80, render: (n: number) => `v${n}` },
                    { title: t('list.title'), dataIndex: 'title' },
                    { title: t('list.status'), dataIndex: 'status', width: 110, render: (s: string) => <Tag color={STATUS_COLORS[s]}>{t(`status.${s}`)}</Tag> },
                    { title: t('detail.createdAt'), dataIndex: 'createdAt', width: 160, render: (at: string | null) => formatWhen(at) },
                    { title: t('detail.approvedAt'), dataIndex: 'approvedAt', width: 160, render: (at: string | null) => formatWhen(at) },
                  ]}
                />
              ),
            },
          ]}
        />
      </Card>
      <ArticleForm open={editing} article={data} onClose={() => setEditing(false)} onSaved={() => setEditing(false)} />
      <ArticleForm
        open={translating}
        article={null}
        translating={data}
        onClose={() => setTranslating(false)}
        onSaved={(saved) => {
          setTranslating(false);
          navigate(contentDetailPath(saved));
        }}
      />
      <SendDialog articleId={sending ? data.id : null} title={v.title} onClose={() => setSending(false)} />
    </Space>
  );
}
