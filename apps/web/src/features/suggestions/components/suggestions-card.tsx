import { Link } from 'react-router';
import { Card, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMySuggestions } from '../api/suggestions';
import { suggestionsNs } from '../locales/i18n';
import { SuggestionList } from './suggestion-list';

const SHOWN = 5;

/** The home's card of the day's suggestions: the best five still to do, and a link to all. */
export function SuggestionsCard() {
  const { t } = useTranslation(suggestionsNs);
  const list = useMySuggestions();
  const toDo = (list.data ?? []).filter((item) => item.status === 'open' || item.status === 'accepted');
  return (
    <Card
      className="dashboard-card suggestions-card"
      title={t('card.title')}
      extra={<Link to="/nextBestAction/mySuggestions">{toDo.length > SHOWN ? t('card.more', { count: toDo.length - SHOWN }) : t('card.all')}</Link>}
      data-testid="suggestions-card"
    >
      {list.data ? <SuggestionList items={toDo} limit={SHOWN} /> : <Skeleton active paragraph={{ rows: 4 }} />}
    </Card>
  );
}

export default SuggestionsCard;
