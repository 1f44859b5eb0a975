import { App, Badge, Button, Empty, Popover, Tooltip } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useStore } from '@/lib/store';
import { useMessagePage } from '@/lib/notifications/message-page';
import { useUnreadCount } from '@/lib/notifications/unread-count';
import { languageStore } from '@/lib/i18n/i18n';
import { messageText, type Notification } from '@/lib/notifications/notification-types';
import { useCurrentUser } from '@/lib/session/user-info';
import { useMarkRead } from '../api/mark-read';
import { newsNs } from '../locales/i18n';
import '../news.css';
import { liveMessagesStore, markLiveMessagesRead } from './live-messages';
import { MessageList } from './message-list';
import { openMessageLink } from './message-link';
import { socketConnectedStore, useNotificationSocket } from './notification-socket';
import { NEWS_PATH } from '@/lib/menu/fixed-paths';

const LATEST = 5;

/** The bell in the top bar: unread count, the latest messages, and live arrivals. */
export function NewsIndicator() {
  const { t } = useTranslation(newsNs);
  const navigate = useNavigate();
  const { notification } = App.useApp();
  const user = useCurrentUser();
  const unread = useUnreadCount().data ?? 0;
  const live = useStore(liveMessagesStore);
  const connected = useStore(socketConnectedStore);
  const unreadPage = useMessagePage({ page: 0, size: LATEST, unread: true }).data?.content ?? [];
  const { mutate: markRead } = useMarkRead();

  const open = (message: Notification) => {
    if (!message.read) {
      markRead([message.id]);
      markLiveMessagesRead([message.id]);
    }
    void (message.link ? openMessageLink(message.link, navigate) : navigate(NEWS_PATH));
  };

  useNotificationSocket(user.id, (message: Notification) => {
    const text = messageText(languageStore.get(), message);
    notification.info({
      key: `message-${message.id}`,
      title: text.title,
      description: text.content,
      icon: <BellOutlined className="news-toast__icon" />,
      placement: 'bottomRight',
      duration: 6,
      onClick: () => open(message),
    });
  });

  const seen = new Set<number>();
  const latest = [...live.filter((message) => !message.read), ...unreadPage].filter((message) => (seen.has(message.id) ? false : (seen.add(message.id), true))).slice(0, LATEST);

  const content = (
    <div className="news-popover">
      <div className="news-popover__head">
        <span>{t('latest')}</span>
        <span className="news-popover__count">{t('unreadCount', { count: unread })}</span>
      </div>
      {latest.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noUnread')} /> : <MessageList messages={latest} compact onOpen={open} />}
      <Button type="link" block onClick={() => void navigate(NEWS_PATH)}>
        {t('viewAll')}
      </Button>
    </div>
  );

  return (
    <Popover content={content} trigger="click" placement="bottomRight" arrow={false}>
      <Tooltip title={t('indicator')}>
        <button
          type="button"
          className="header-action header-action--icon"
          aria-label={t('indicator')}
          data-testid="news-indicator"
          data-connected={connected}
          data-unread={unread}
        >
          <Badge count={unread} size="small" overflowCount={99}>
            <BellOutlined className="header-action__bell" />
          </Badge>
        </button>
      </Tooltip>
    </Popover>
  );
}
