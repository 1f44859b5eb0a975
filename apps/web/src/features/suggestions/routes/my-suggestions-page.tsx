import { Card, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMySuggestions } from '../api/suggestions';
import { SuggestionList } from '../components/suggestion-list';
import { suggestionsNs } from '../locales/i18n';

/** `/nextBestAction/mySuggestions`: the day's suggestions, best first, each with its reasons. */
export default function MySuggestionsPage() {
  const { t } = useTranslation(suggestionsNs);
  const list = useMySuggestions();
  return (
    <Card title={t('page.title')} className="suggestions-page">
      <Typography.Paragraph type="secondary">{t('page.intro')}</Typography.Paragraph>
      {list.data ? <SuggestionList items={list.data} /> : <Skeleton active paragraph={{ rows: 6 }} />}
    </Card>
  );
}
