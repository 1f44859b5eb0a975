import { Card, Result, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { publicArticle } from '@crm/shared/contracts/content-public';
import { LanguageToggle } from '@/components/language-toggle';
import { contractQueryOptions } from '@/lib/request/contract-client';
import { useEnterprise } from '@/lib/session/enterprise';
import { contentNs } from '../locales/i18n';
import '../content.css';

/** `/content/read?t=`: the article a tracked link leads to, as it was sent, with its unsubscribe link. */
export default function ReaderPage() {
  const { t } = useTranslation(contentNs);
  const [params] = useSearchParams();
  const token = params.get('t') ?? '';
  // The page's enterprise sets the API base of every call; a doctor arrives here without the app's start-up.
  const enterprise = useEnterprise();
  const article = useQuery({
    ...contractQueryOptions(publicArticle, { params: { token } }, { showError: false }),
    enabled: token.length >= 10 && enterprise.isSuccess,
    retry: false,
  });
  if (token.length < 10 || enterprise.isError || article.isError) return <Result status="warning" title={t('reader.invalid')} />;
  if (!article.data) return <Spin />;
  const a = article.data;
  return (
    <main className="content-public">
      <Card extra={<LanguageToggle />}>
        <article className="content-article" lang={a.language}>
          <Typography.Title level={2}>{a.title}</Typography.Title>
          {a.summary && <Typography.Paragraph type="secondary">{a.summary}</Typography.Paragraph>}
          {/* Sanitised on the server when the article was saved. */}
          <div dangerouslySetInnerHTML={{ __html: a.bodyHtml }} />
        </article>
        <Typography.Paragraph type="secondary">
          <Link to={`/content/unsubscribe?t=${encodeURIComponent(a.unsubscribeToken)}`}>{t('reader.unsubscribe')}</Link>
        </Typography.Paragraph>
      </Card>
    </main>
  );
}
