import { Badge, Button, Card, Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLanguage } from '@/lib/i18n/i18n';
import { formatWhen } from '@/lib/when';
import { useMessagePage } from '@/lib/notifications/message-page';
import { messageText } from '@/lib/notifications/notification-types';
import { dashboardNs } from '../locales/i18n';
import { NEWS_PATH } from '@/lib/menu/fixed-paths';

export function LatestMessagesCard({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation(dashboardNs);
  const navigate = useNavigate();
  const lang = useLanguage();
  const messages = useMessagePage({ page: 0, size: 5, unread: false }).data;
  return (
    <Card
      title={t('messages.title')}
      className="dashboard-card"
      extra={
        <Button type="link" size="small" onClick={() => void navigate(NEWS_PATH)}>
          {t('messages.more')}
        </Button>
      }
    >
      {!messages ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : messages.content.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('messages.empty')} />
      ) : (
        <ul className="dashboard-messages">
          {messages.content.map((message) => (
            <li key={message.id}>
              <button type="button" className="dashboard-messages__item" onClick={() => void navigate(NEWS_PATH)}>
                <Badge status={message.read ? 'default' : 'processing'} />
                <span className="dashboard-messages__title">{messageText(lang, message).title}</span>
                <span className="dashboard-messages__time">{formatWhen(message.createdAt, { timeZone, lang })}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
